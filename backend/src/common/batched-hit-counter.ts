// Per-client hit counts for limits that guard cost rather than secrets (the wizard's lookups: a paid maps call, a
// schedule query), counted in memory and written to rate_limit_hits behind the answers. Plain TypeScript, no
// framework: the bench's raw server counts its lookups with the same class.
//
// Why not one UPSERT per request, as the other limits do: every lookup of one client lands on one row, and PostgreSQL
// lets one transaction at a time update a row, so a burst from one address (a phone typing, an office behind one
// router, the bench's 50 connections) queued on that row lock: a check-availability's p99 went from 13 ms to 96 ms
// (docs/performance.md, stop 27). Written behind, a burst costs one statement per round trip, whatever its size.
//
// What it gives up: another instance's hits reach this one with its next write's answer (the table's total comes
// back from every write), so across instances a client may get one round trip's worth of requests past the limit.
// On one instance the count is exact: what the table had at the last write plus what this process has not yet written
// (the first hit of a window waits for its write, so hits from before a restart or on another instance count).
import { WriteBehind } from './write-behind.js';

/** Runs SQL: TypeORM's DataSource `query`, a pg Pool's. Answers the rows. */
export type Query = (sql: string, params: unknown[]) => Promise<unknown>;

export interface HitWindow {
  bucket: string;
  windowSeconds: number;
}

/** $1–$4: buckets, clients, window starts, hits to add. Answers each row's total after the addition. */
const ADD_HITS_SQL = `INSERT INTO rate_limit_hits (bucket, client, window_start, hits)
  SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[])
  ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = rate_limit_hits.hits + EXCLUDED.hits
  RETURNING bucket, client, window_start AS "windowStart", hits`;

/** Counts kept in memory: some 10,000 clients' current windows; past that, the ended windows are dropped. */
const SWEEP_AT = 10_000;

interface Count {
  bucket: string;
  client: string;
  windowStart: Date;
  windowEndMs: number;
  /** The table's total at this process's last write of it; known once a write answered it. */
  stored: number;
  known: boolean;
  /** Hits counted here and not yet written. */
  unwritten: number;
}

/** Hits to add per count, by key, and when the write that carries them is over (written or failed). */
interface Batch {
  /** `total`: the table's count after the write added `hits`, once written. */
  entries: Map<string, { count: Count; hits: number; total?: number }>;
  over: Promise<void>;
  end: () => void;
}

function emptyBatch(): Batch {
  let end = () => {};
  const over = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { entries: new Map(), over, end };
}

export class BatchedHitCounter {
  private readonly counts = new Map<string, Count>();
  private readonly writer: WriteBehind<Batch>;
  /** A failed write's hits: carried by the write after the next hit (not at once, which would retry in a loop). */
  private retry: Batch['entries'] = new Map();

  constructor(
    query: Query,
    /** Told when a write failed (the hits it carried are still counted here, and written with a later one). */
    warn: (message: string) => void,
  ) {
    this.writer = new WriteBehind<Batch>({
      empty: emptyBatch,
      isEmpty: (batch) => batch.entries.size === 0,
      write: async (batch) => {
        const entries = [...batch.entries.values()];
        const rows = (await query(ADD_HITS_SQL, [
          entries.map((entry) => entry.count.bucket),
          entries.map((entry) => entry.count.client),
          entries.map((entry) => entry.count.windowStart),
          entries.map((entry) => entry.hits),
        ])) as { bucket: string; client: string; windowStart: Date; hits: number }[];
        for (const entry of entries) entry.count.unwritten -= entry.hits;
        for (const row of rows) {
          const entry = batch.entries.get(keyOf(row.bucket, row.client, row.windowStart.getTime()));
          if (!entry) continue;
          entry.total = row.hits;
          Object.assign(entry.count, { stored: row.hits, known: true });
        }
        batch.end();
      },
      failed: (batch, error) => {
        // Still counted here (unwritten); a later write carries them.
        for (const [key, entry] of batch.entries) addTo(this.retry, key, entry.count, entry.hits);
        batch.end();
        warn(`could not write lookup counts: ${error instanceof Error ? error.message : String(error)}`);
      },
    });
  }

  /**
   * Counts one hit for `client` in the window that holds `now` and answers the window's total as known here. The first
   * hit of a window in this process waits for its write, which answers what the table already had (other instances'
   * hits, hits before a restart); the others answer at once.
   */
  async hit(window: HitWindow, client: string, now: Date): Promise<number> {
    const windowMs = window.windowSeconds * 1000;
    const startMs = now.getTime() - (now.getTime() % windowMs);
    const key = keyOf(window.bucket, client, startMs);
    let count = this.counts.get(key);
    if (!count) {
      if (this.counts.size >= SWEEP_AT) this.sweep(now.getTime());
      count = { bucket: window.bucket, client, windowStart: new Date(startMs), windowEndMs: startMs + windowMs, stored: 0, known: false, unwritten: 0 };
      this.counts.set(key, count);
    }
    count.unwritten += 1;
    const batch = this.writer.next;
    // This hit's place among the batch's hits of its count: a burst of first hits is counted one after another.
    const place = addTo(batch.entries, key, count, 1);
    if (this.retry.size > 0) {
      for (const [retryKey, entry] of this.retry) addTo(batch.entries, retryKey, entry.count, entry.hits);
      this.retry = new Map();
    }
    this.writer.schedule();
    if (count.known) return count.stored + count.unwritten;
    await batch.over;
    const entry = batch.entries.get(key);
    // Written: what the table had before the batch, plus this hit's place in it. Failed: what is known here.
    return entry?.total !== undefined ? entry.total - entry.hits + place : count.stored + count.unwritten;
  }

  /** Drops what this process remembers of every count, as a restart does: the next hit of each reads the table again. */
  forget(): void {
    this.counts.clear();
  }

  /** Resolves once every hit counted so far is written (tests, and a clean shutdown). */
  settled(): Promise<void> {
    return this.writer.settled();
  }

  private sweep(nowMs: number): void {
    for (const [key, count] of this.counts) if (count.windowEndMs <= nowMs && count.unwritten === 0) this.counts.delete(key);
  }
}

/** Adds `hits` to the batch's entry of the count; its hits after the addition. */
function addTo(entries: Batch['entries'], key: string, count: Count, hits: number): number {
  const entry = entries.get(key);
  if (entry) return (entry.hits += hits);
  entries.set(key, { count, hits });
  return hits;
}

function keyOf(bucket: string, client: string, windowStartMs: number): string {
  return `${bucket}\n${client}\n${windowStartMs}`;
}
