// Road miles between addresses for the driver's travel between jobs: kept in memory, then in PostgreSQL
// (travel_distances), and measured by the geo engine only when neither has them. Plain TypeScript, no framework:
// the bench's raw server uses the same class.
//
// Why two levels: a check asks for the miles between the asked pickup and every job's places over a fortnight (a few
// dozen pairs). Measuring them is a geocode and a route each (a paid call with Google), and reading them from PostgreSQL
// is a round trip per check; the memory holds what this process has already read, and the table keeps what was measured
// across restarts and servers. Distances between two addresses do not change with the bookings, so nothing is
// invalidated; another engine (GEO_PROVIDER) has rows of its own. Every address anyone checks adds rows, so a row is
// deleted TRAVEL_DISTANCE_MAX_AGE_DAYS after it was measured (pruneTravelDistances, hourly): the pairs of live bookings
// are measured again when next asked, once a quarter at most, and the table holds the last quarter's checks, not every
// address ever typed.

/** A pair of addresses, from → to, as written. */
export type AddressPair = readonly [from: string, to: string];

/** Runs SQL on one connection: TypeORM's DataSource or EntityManager `query`, a pg Pool's or client's. */
export type Query = (sql: string, params: unknown[]) => Promise<unknown>;

export interface TravelDistanceEngine {
  /** The engine measuring (the rows' `measured_by`). */
  readonly name: string;
  /**
   * Road miles between two addresses as written; null when either cannot be placed. `estimated`: the engine's provider
   * failed and an offline estimate stood in: used for the one check, neither stored nor remembered.
   */
  measure(from: string, to: string): Promise<{ miles: number; estimated: boolean } | null>;
}

/** Kept pairs and address keys; when full the memory starts over (a busy fortnight needs a few hundred). */
const MAX_REMEMBERED = 20_000;

/** $1/$2: the pairs' from/to keys; $3: the engine. (The bench explains it.) */
export const TRAVEL_DISTANCES_LOAD_SQL = `SELECT d.from_address AS "from", d.to_address AS "to", d.miles
   FROM travel_distances d JOIN unnest($1::text[], $2::text[]) AS p(from_address, to_address)
     ON d.from_address = p.from_address AND d.to_address = p.to_address
  WHERE d.measured_by = $3`;

/** Days a measured pair is kept in travel_distances. */
const TRAVEL_DISTANCE_MAX_AGE_DAYS = 90;

/** $1: the age in days; by the database's clock, which also wrote measured_at (its default, now()). */
const PRUNE_SQL = `DELETE FROM travel_distances WHERE measured_at < now() - make_interval(days => $1)`;

/** Deletes the pairs measured more than TRAVEL_DISTANCE_MAX_AGE_DAYS ago; the number deleted. */
export async function pruneTravelDistances(query: Query): Promise<number> {
  const [, deleted] = (await query(PRUNE_SQL, [TRAVEL_DISTANCE_MAX_AGE_DAYS])) as [unknown, number];
  return deleted;
}

/** $1/$2/$3: from keys, to keys, miles; $4: the engine. A pair another request stored meanwhile is left as it is. */
const STORE_SQL = `INSERT INTO travel_distances (measured_by, from_address, to_address, miles)
  SELECT $4, f, t, m FROM unnest($1::text[], $2::text[], $3::float8[]) AS p(f, t, m)
  ON CONFLICT DO NOTHING`;

export class TravelDistances {
  // Key: `${from}\n${to}` of address keys; null: an address no source could place (not stored, asked again after a restart).
  private readonly remembered = new Map<string, number | null>();
  private readonly keys = new Map<string, string>();

  constructor(
    private readonly engine: TravelDistanceEngine,
    private readonly query: Query,
  ) {}

  /**
   * The miles of every pair, read or measured once each; a pair no source could place answers undefined. `query` is the
   * connection to read and keep them on: a booking passes its transaction's, so it never waits for a second connection
   * while it holds the day's lock.
   */
  async milesBetween(pairs: Iterable<AddressPair>, query: Query = this.query): Promise<(from: string, to: string) => number | undefined> {
    const asked = new Map<string, AddressPair>();
    for (const pair of pairs) {
      const key = this.pairKey(pair[0], pair[1]);
      if (key !== null) asked.set(key, pair);
    }
    if (this.remembered.size + asked.size > MAX_REMEMBERED) this.remembered.clear();
    const missing = new Map([...asked].filter(([key]) => !this.remembered.has(key)));
    // Estimates made while the provider is failing answer this request only.
    const estimates = new Map<string, number>();
    if (missing.size > 0) await this.fill(missing, query, estimates);
    // The answers of this request, kept apart: the memory may start over while the caller still reads them.
    const miles = new Map([...asked.keys()].map((key) => [key, estimates.get(key) ?? this.remembered.get(key) ?? undefined]));
    return (from, to) => {
      const key = this.pairKey(from, to);
      return key === null ? 0 : miles.get(key);
    };
  }

  private async fill(missing: ReadonlyMap<string, AddressPair>, query: Query, estimates: Map<string, number>): Promise<void> {
    const pairs = [...missing];
    const [froms, tos] = [pairs.map(([key]) => key.split('\n')[0]), pairs.map(([key]) => key.split('\n')[1])];
    const rows = (await query(TRAVEL_DISTANCES_LOAD_SQL, [froms, tos, this.engine.name])) as { from: string; to: string; miles: number }[];
    const stored = new Map(rows.map((row) => [`${row.from}\n${row.to}`, row.miles]));
    const measured: { index: number; miles: number }[] = [];
    await Promise.all(
      pairs.map(async ([key, written], index) => {
        const kept = stored.get(key);
        if (kept !== undefined) return this.remembered.set(key, kept);
        const measurement = await this.engine.measure(written[0], written[1]);
        if (measurement?.estimated) return estimates.set(key, measurement.miles);
        if (measurement) measured.push({ index, miles: measurement.miles });
        this.remembered.set(key, measurement?.miles ?? null);
      }),
    );
    if (measured.length > 0) {
      await query(STORE_SQL, [measured.map((m) => froms[m.index]), measured.map((m) => tos[m.index]), measured.map((m) => m.miles), this.engine.name]);
    }
  }

  /** The pair's key; null for the same place twice (no drive). */
  private pairKey(from: string, to: string): string | null {
    const [a, b] = [this.addressKey(from), this.addressKey(to)];
    return a === b || !a || !b ? null : `${a}\n${b}`;
  }

  private addressKey(address: string): string {
    let key = this.keys.get(address);
    if (key === undefined) {
      if (this.keys.size >= MAX_REMEMBERED) this.keys.clear();
      key = addressKey(address);
      this.keys.set(address, key);
    }
    return key;
  }
}

/** How an address is kept: trimmed, spaces collapsed, lower case ('2350 Wall Ave, Ogden, UT 84401, USA' → '2350 wall ave, ogden, ut 84401, usa'). */
export function addressKey(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}
