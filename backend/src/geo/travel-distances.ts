// Drives between addresses (road miles, and the router's minutes when the engine routes) for the driver's travel
// between jobs and for quotes: kept in memory, then in PostgreSQL (travel_distances, whose one writer this is), and
// measured by the geo engine only when neither has them. Plain TypeScript, no framework: the bench's raw server uses
// the same class.
//
// Quotes (GeoService.measureRoute) read and keep their pickup → destination drive here too when the engine is a paid
// remote one: a pair quoted before costs no second route call, and while the provider is failing a pair measured
// before is still priced on its real road miles rather than on the offline estimate.
//
// Why two levels: a check asks for the miles between the asked pickup and every job's places over a fortnight (a few
// dozen pairs). Measuring them is a geocode and a route each (a paid call with Google), and reading them from PostgreSQL
// is a round trip per check; the memory holds what this process has already read, and the table keeps what was measured
// across restarts and servers. Distances between two addresses do not change with the bookings, so nothing is
// invalidated; another engine (GEO_PROVIDER) has rows of its own. Every address anyone checks adds rows, so a row is
// deleted TRAVEL_DISTANCE_MAX_AGE_DAYS after it was measured (pruneTravelDistances, hourly): the pairs of live bookings
// are measured again when next asked, once a quarter at most, and the table holds the last quarter's checks, not every
// address ever typed.

import type { RoadLeg } from '../domain/availability/travel-rules.js';

/** A pair of addresses, from → to, as written. */
export type AddressPair = readonly [from: string, to: string];

/** Runs SQL on one connection: TypeORM's DataSource or EntityManager `query`, a pg Pool's or client's. */
export type Query = (sql: string, params: unknown[]) => Promise<unknown>;

export interface TravelDistanceEngine {
  /** The engine measuring (the rows' `measured_by`). */
  readonly name: string;
  /**
   * The drive between two addresses as written; null when either cannot be placed. `estimated`: the engine's provider
   * failed and an offline estimate stood in: used for the one check, neither stored nor remembered.
   */
  measure(from: string, to: string): Promise<(RoadLeg & { estimated: boolean }) | null>;
}

/** Kept pairs and address keys; when full the memory starts over (a busy fortnight needs a few hundred). */
const MAX_REMEMBERED = 20_000;

/** $1/$2: the pairs' from/to keys; $3: the engine. (The bench explains it.) */
export const TRAVEL_DISTANCES_LOAD_SQL = `SELECT d.from_address AS "from", d.to_address AS "to", d.miles, d.minutes
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

/** $1–$4: from keys, to keys, miles, minutes (null: not routed); $5: the engine. A pair stored meanwhile is left as it is. */
const STORE_SQL = `INSERT INTO travel_distances (measured_by, from_address, to_address, miles, minutes)
  SELECT $5, f, t, m, d FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[]) AS p(f, t, m, d)
  ON CONFLICT DO NOTHING`;

/** Two ways of writing one place: no drive. */
const NO_DRIVE: RoadLeg = { miles: 0, minutes: 0 };

interface StoredLeg {
  from: string;
  to: string;
  miles: number;
  minutes: number | null;
}

export class TravelDistances {
  // Key: `${from}\n${to}` of address keys; null: an address no source could place (not stored, asked again after a restart).
  private readonly remembered = new Map<string, RoadLeg | null>();
  private readonly keys = new Map<string, string>();

  constructor(
    private readonly engine: TravelDistanceEngine,
    private readonly query: Query,
  ) {}

  /**
   * The drive of every pair, read or measured once each; a pair no source could place answers undefined. `query` is the
   * connection to read and keep them on: a booking passes its transaction's, so it never waits for a second connection
   * while it holds the day's lock.
   */
  async legsBetween(pairs: Iterable<AddressPair>, query: Query = this.query): Promise<(from: string, to: string) => RoadLeg | undefined> {
    const asked = new Map<string, AddressPair>();
    for (const pair of pairs) {
      const key = this.pairKey(pair[0], pair[1]);
      if (key !== null) asked.set(key, pair);
    }
    if (this.remembered.size + asked.size > MAX_REMEMBERED) this.remembered.clear();
    const missing = new Map([...asked].filter(([key]) => !this.remembered.has(key)));
    // Estimates made while the provider is failing answer this request only.
    const estimates = new Map<string, RoadLeg>();
    if (missing.size > 0) await this.fill(missing, query, estimates);
    // The answers of this request, kept apart: the memory may start over while the caller still reads them.
    const legs = new Map([...asked.keys()].map((key) => [key, estimates.get(key) ?? this.remembered.get(key) ?? undefined]));
    return (from, to) => {
      const key = this.pairKey(from, to);
      return key === null ? NO_DRIVE : legs.get(key);
    };
  }

  /** The drive between two addresses as kept (memory, then the table), never measured; undefined when not kept. */
  async kept(from: string, to: string): Promise<RoadLeg | undefined> {
    const key = this.pairKey(from, to);
    if (key === null) return NO_DRIVE;
    const remembered = this.remembered.get(key);
    if (remembered !== undefined) return remembered ?? undefined;
    const [fromKey, toKey] = key.split('\n');
    const [row] = (await this.query(TRAVEL_DISTANCES_LOAD_SQL, [[fromKey], [toKey], this.engine.name])) as StoredLeg[];
    if (!row) return undefined;
    const leg = { miles: row.miles, minutes: row.minutes };
    this.remember(key, leg);
    return leg;
  }

  /** Keeps a drive the engine's provider measured (not an estimate) for a pair, as `legsBetween` keeps its own. */
  async keep(from: string, to: string, leg: RoadLeg): Promise<void> {
    const key = this.pairKey(from, to);
    if (key === null || this.remembered.get(key)) return;
    const [fromKey, toKey] = key.split('\n');
    await this.store([{ from: fromKey, to: toKey, ...leg }], this.query);
    this.remember(key, leg);
  }

  private async fill(missing: ReadonlyMap<string, AddressPair>, query: Query, estimates: Map<string, RoadLeg>): Promise<void> {
    const pairs = [...missing];
    const [froms, tos] = [pairs.map(([key]) => key.split('\n')[0]), pairs.map(([key]) => key.split('\n')[1])];
    const rows = (await query(TRAVEL_DISTANCES_LOAD_SQL, [froms, tos, this.engine.name])) as StoredLeg[];
    const stored = new Map(rows.map((row) => [`${row.from}\n${row.to}`, { miles: row.miles, minutes: row.minutes }]));
    const measured: StoredLeg[] = [];
    await Promise.all(
      pairs.map(async ([key, written], index) => {
        const kept = stored.get(key);
        if (kept !== undefined) return this.remembered.set(key, kept);
        const measurement = await this.engine.measure(written[0], written[1]);
        if (!measurement) return this.remembered.set(key, null);
        const leg = { miles: measurement.miles, minutes: measurement.minutes };
        if (measurement.estimated) return estimates.set(key, leg);
        measured.push({ from: froms[index], to: tos[index], ...leg });
        this.remembered.set(key, leg);
      }),
    );
    if (measured.length > 0) await this.store(measured, query);
  }

  private async store(legs: readonly StoredLeg[], query: Query): Promise<void> {
    const column = <K extends keyof StoredLeg>(name: K) => legs.map((leg) => leg[name]);
    await query(STORE_SQL, [column('from'), column('to'), column('miles'), column('minutes'), this.engine.name]);
  }

  private remember(key: string, leg: RoadLeg): void {
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    this.remembered.set(key, leg);
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
