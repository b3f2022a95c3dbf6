/**
 * Puts the offline provider behind a remote one: a remote failure (error or timeout) is logged and
 * answered offline, so an outage or an expired key degrades quotes instead of blocking bookings.
 */
import type { GeoPoint, GeoProvider } from './geo-provider.js';

export interface FallbackGeoProviderOptions {
  primary: GeoProvider;
  offline: GeoProvider;
  /** Receives one line per fallback, e.g. Nest's Logger.warn. */
  logWarning: (message: string) => void;
  /**
   * Safety net in milliseconds on top of the primary's own request timeout: a call can make more
   * than one request or a provider can be written without a timeout. Omit to rely on the primary.
   */
  timeoutMs?: number;
}

export class FallbackGeoProvider implements GeoProvider {
  readonly name: string;

  constructor(private readonly options: FallbackGeoProviderOptions) {
    this.name = `${options.primary.name}+${options.offline.name}`;
  }

  suggest(query: string, limit: number): Promise<string[]> {
    return this.attempt('suggest', (p) => p.suggest(query, limit));
  }

  /**
   * A primary "no match" is also retried offline: remote geocoders often miss a house number that the
   * offline data can still place by ZIP or city, and a ZIP-level point beats refusing the booking.
   */
  async locate(address: string): Promise<GeoPoint | null> {
    const point = await this.attempt('locate', (p) => p.locate(address));
    // attempt() may already have asked offline; asking again costs microseconds and keeps this simple.
    return point ?? this.options.offline.locate(address);
  }

  roadDistanceMiles(from: GeoPoint, to: GeoPoint): Promise<number> {
    return this.attempt('roadDistanceMiles', (p) => p.roadDistanceMiles(from, to));
  }

  private async attempt<T>(operation: string, call: (provider: GeoProvider) => Promise<T>): Promise<T> {
    const { primary, offline, logWarning, timeoutMs } = this.options;
    try {
      return await withTimeout(call(primary), timeoutMs, `${primary.name} ${operation}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logWarning(`${primary.name} ${operation} failed, answering with ${offline.name}: ${reason}`);
      return call(offline);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number | undefined, what: string): Promise<T> {
  if (timeoutMs === undefined) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
