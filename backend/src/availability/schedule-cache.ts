// What the availability check reads from the database, kept between checks. Plain TypeScript, no framework:
// the bench's raw server uses the same class.
//
// Why it is safe: PostgreSQL tells every listener when the schedule changed (a statement trigger on bookings
// and blackouts NOTIFYs at commit), and each change empties the cache. A check may therefore answer from data
// a few milliseconds older than a commit it raced with, exactly as if it had arrived a moment earlier. That is
// all a check is: advice to the wizard. A booking never reads the cache; it re-checks inside its own
// transaction, and the database's constraints decide races.
//
// Why it is needed: the schedule query was most of a check's cost (the round trip's system calls, PostgreSQL's
// work, parsing a few hundred rows), while the schedule itself changes a few times a day.

export interface ScheduleCacheOptions {
  /** Kept entries; when full the cache starts over (a check asks about one of ~60 bookable days). */
  maxEntries: number;
  /** An entry older than this is read again even without a change notice: a bound on staleness should a notice ever be lost silently. */
  maxAgeMs: number;
  /** Milliseconds on a monotonic clock. */
  now: () => number;
}

export const DEFAULT_SCHEDULE_CACHE_OPTIONS: ScheduleCacheOptions = {
  maxEntries: 128,
  maxAgeMs: 60_000,
  now: () => performance.now(),
};

interface Entry<T> {
  loadedAt: number;
  value: Promise<T>;
}

export class ScheduleCache<T> {
  private readonly options: ScheduleCacheOptions;
  private readonly entries = new Map<string, Entry<T>>();
  // Off until change notices are known to arrive, and again as soon as they may not.
  private live = false;

  constructor(options: Partial<ScheduleCacheOptions> = {}) {
    this.options = { ...DEFAULT_SCHEDULE_CACHE_OPTIONS, ...options };
  }

  /** True while entries are kept (change notices are being received). */
  get isLive(): boolean {
    return this.live;
  }

  /**
   * The value for `key`: the kept one, or `load()`'s, which is kept for the next caller. Concurrent callers of
   * one key share one load. The load's promise is stored before it starts, so a change notice that arrives
   * while it runs drops it as well; only its own callers get its answer. A failed load is not kept.
   */
  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.live) return load();
    const now = this.options.now();
    const kept = this.entries.get(key);
    if (kept && now - kept.loadedAt <= this.options.maxAgeMs) return kept.value;
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
    const entry: Entry<T> = { loadedAt: now, value: load() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** The schedule changed: forget everything. */
  invalidate(): void {
    this.entries.clear();
  }

  /** Change notices started (true) or may have stopped (false) arriving. Either way what is kept may be stale. */
  setLive(live: boolean): void {
    this.entries.clear();
    this.live = live;
  }
}
