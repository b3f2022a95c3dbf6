// Road miles between addresses for the driver's travel between jobs: kept in memory, then in PostgreSQL
// (travel_distances), and measured by the geo engine only when neither has them. Plain TypeScript, no framework:
// the bench's raw server uses the same class.
//
// Why two levels: a check asks for the miles between the asked pickup and every job's places over a fortnight (a few
// dozen pairs). Measuring them is a geocode and a route each (a paid call with Google), and reading them from PostgreSQL
// is a round trip per check; the memory holds what this process has already read, and the table keeps what was measured
// across restarts and servers. Distances between two addresses do not change with the bookings, so nothing is ever
// invalidated; another engine (GEO_PROVIDER) has rows of its own.

/** A pair of addresses, from → to. */
export type AddressPair = readonly [from: string, to: string];

export interface TravelDistanceStore {
  /** The engine measuring (the rows' `measured_by`). */
  readonly engine: string;
  /** Stored miles of these pairs (address keys), for this engine. */
  load(pairs: readonly AddressPair[]): Promise<{ from: string; to: string; miles: number }[]>;
  /** Keeps measured pairs (address keys); a pair stored meanwhile by another request is left as it is. */
  store(rows: readonly { from: string; to: string; miles: number }[]): Promise<void>;
  /** Road miles by the engine between two addresses as written; null when either cannot be placed. */
  measure(from: string, to: string): Promise<number | null>;
}

/** Kept pairs; when full the memory starts over (a busy fortnight needs a few hundred). */
const MAX_REMEMBERED = 20_000;

export class TravelDistances {
  // Key: `${from}\n${to}` of address keys; null: an address no source could place (not stored, asked again after a restart).
  private readonly remembered = new Map<string, number | null>();

  constructor(private readonly store: TravelDistanceStore) {}

  /** The miles of every pair, read or measured once each; unknown pairs answer undefined. */
  async milesBetween(pairs: readonly AddressPair[]): Promise<(from: string, to: string) => number | undefined> {
    // Key → the pair as written (the engine places the text as the customer chose it).
    const wanted = new Map<string, AddressPair>();
    for (const pair of pairs) {
      const [from, to] = [addressKey(pair[0]), addressKey(pair[1])];
      if (from && to && from !== to) wanted.set(memoryKey([from, to]), pair);
    }
    const missing = [...wanted].filter(([key]) => !this.remembered.has(key));
    if (missing.length > 0) await this.fill(missing);
    return (from, to) => {
      const pair: AddressPair = [addressKey(from), addressKey(to)];
      if (pair[0] === pair[1]) return 0;
      return this.remembered.get(memoryKey(pair)) ?? undefined;
    };
  }

  private async fill(missing: readonly (readonly [key: string, written: AddressPair])[]): Promise<void> {
    if (this.remembered.size + missing.length > MAX_REMEMBERED) this.remembered.clear();
    const keys = missing.map(([, written]): AddressPair => [addressKey(written[0]), addressKey(written[1])]);
    const stored = new Map((await this.store.load(keys)).map((row) => [memoryKey([row.from, row.to]), row.miles]));
    const measured: { from: string; to: string; miles: number }[] = [];
    await Promise.all(
      missing.map(async ([key, written], index) => {
        let miles = stored.get(key) ?? null;
        if (miles === null) {
          miles = await this.store.measure(written[0], written[1]);
          if (miles !== null) measured.push({ from: keys[index][0], to: keys[index][1], miles });
        }
        this.remembered.set(key, miles);
      }),
    );
    if (measured.length > 0) await this.store.store(measured);
  }
}

/** How an address is kept: trimmed, spaces collapsed, lower case ('2350 Wall Ave, Ogden, UT 84401, USA' → '2350 wall ave, ogden, ut 84401, usa'). */
export function addressKey(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}

function memoryKey([from, to]: AddressPair): string {
  return `${from}\n${to}`;
}

/** The SQL of the PostgreSQL store; $1/$2 are the pairs' from/to keys, $3 the engine. */
export const TRAVEL_DISTANCES_LOAD_SQL = `SELECT d.from_address AS "from", d.to_address AS "to", d.miles
   FROM travel_distances d JOIN unnest($1::text[], $2::text[]) AS p(from_address, to_address)
     ON d.from_address = p.from_address AND d.to_address = p.to_address
  WHERE d.measured_by = $3`;

/** $1/$2/$3: from keys, to keys, miles; $4 the engine. */
export const TRAVEL_DISTANCES_STORE_SQL = `INSERT INTO travel_distances (measured_by, from_address, to_address, miles)
  SELECT $4, f, t, m FROM unnest($1::text[], $2::text[], $3::float8[]) AS p(f, t, m)
  ON CONFLICT DO NOTHING`;

/** A store over any `query(sql, params)` (TypeORM's DataSource.query, a pg Pool's). */
export function postgresTravelDistanceStore(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  engine: string,
  measure: (from: string, to: string) => Promise<number | null>,
): TravelDistanceStore {
  return {
    engine,
    load: async (pairs) =>
      (await query(TRAVEL_DISTANCES_LOAD_SQL, [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1]), engine])) as {
        from: string;
        to: string;
        miles: number;
      }[],
    store: async (rows) => {
      await query(TRAVEL_DISTANCES_STORE_SQL, [rows.map((row) => row.from), rows.map((row) => row.to), rows.map((row) => row.miles), engine]);
    },
    measure,
  };
}
