/**
 * One part of the owner's settings in force: its defaults overlaid with what the owner saved (settings/). Read on each
 * use (never keep a copy), so a saved change applies at once. Only SettingsService calls `apply`. Each part has its
 * own subclass, which is its injection token.
 */
export abstract class LivePart<T> {
  private current: T;

  protected constructor(private readonly withDefaults: (saved: Partial<T> | undefined) => T) {
    this.current = withDefaults(undefined);
  }

  protected get value(): T {
    return this.current;
  }

  apply(saved: Partial<T> | undefined): void {
    this.current = this.withDefaults(saved);
  }
}
