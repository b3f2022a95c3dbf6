/**
 * Which Google place each suggestion line stands for, so that locating a line the customer picked asks Place Details
 * for that very place, with the address entry's session token (which ends Google's billing session), instead of
 * geocoding the text again. In memory and bounded: past `maxEntries` the least recently suggested line goes first,
 * and a line is forgotten `ttlMs` after it was last suggested. A line not (or no longer) here is geocoded: slower
 * to bill, never wrong.
 */
export interface SuggestedPlace {
  /** Google's place ID ('ChIJ…'). */
  placeId: string;
  /** The address entry's session token; handed out once, as a session ends with its Place Details request. */
  sessionToken?: string;
}

export interface SuggestedPlacesOptions {
  maxEntries: number;
  ttlMs: number;
  /** Milliseconds since the epoch; Date.now unless a test sets the time. */
  now?: () => number;
}

interface Entry extends SuggestedPlace {
  expiresAt: number;
}

export class SuggestedPlaces {
  /** Map keeps insertion order: the first key is the least recently suggested line. */
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: SuggestedPlacesOptions) {
    this.now = options.now ?? Date.now;
  }

  remember(line: string, place: SuggestedPlace): void {
    const key = keyOf(line);
    this.entries.delete(key);
    this.entries.set(key, { ...place, expiresAt: this.now() + this.options.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** The place `line` was suggested for, with its session token the first time only; undefined when unknown. */
  take(line: string): SuggestedPlace | undefined {
    const key = keyOf(line);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    const { placeId, sessionToken } = entry;
    entry.sessionToken = undefined;
    return sessionToken === undefined ? { placeId } : { placeId, sessionToken };
  }

  forget(line: string): void {
    this.entries.delete(keyOf(line));
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The browser may send the picked line back with other spacing or case (a pasted copy, a trimmed field). */
function keyOf(line: string): string {
  return line.trim().replace(/\s+/g, ' ').toLowerCase();
}
