import { addressKey, TravelDistances, type Query } from './travel-distances.js';

// The memory and the measuring; the SQL itself runs against PostgreSQL in test/travel.e2e-spec.ts.
const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
const LOGAN = '1400 Old Main Hill, Logan, UT 84322, USA';
const AIRPORT = 'W Terminal Dr, Salt Lake City, UT 84122, USA';

/** A stand-in for the travel_distances table that answers the class's two statements and counts them. */
function fakeTable(rows: { from: string; to: string; miles: number }[] = []) {
  const calls: string[] = [];
  const query: Query = async (sql, params) => {
    if (sql.startsWith('SELECT')) {
      calls.push('load');
      const [froms, tos] = params as [string[], string[]];
      return rows.filter((row) => froms.some((from, index) => from === row.from && tos[index] === row.to));
    }
    calls.push('store');
    const [froms, tos, miles] = params as [string[], string[], number[]];
    froms.forEach((from, index) => rows.push({ from, to: tos[index], miles: miles[index] }));
    return [];
  };
  return { rows, calls, query };
}

function engine(known: Record<string, number>, estimated = false) {
  const measured: string[] = [];
  return {
    measured,
    name: 'offline',
    measure: async (from: string, to: string) => {
      measured.push(`${from} → ${to}`);
      const miles = known[`${from} → ${to}`];
      return miles === undefined ? null : { miles, estimated };
    },
  };
}

describe('TravelDistances', () => {
  it('uses an estimate made while the provider fails for that check only: neither stored nor remembered', async () => {
    const table = fakeTable();
    const geo = engine({ [`${OGDEN} → ${LOGAN}`]: 38 }, true);
    const distances = new TravelDistances(geo, table.query);
    expect((await distances.milesBetween([[OGDEN, LOGAN]]))(OGDEN, LOGAN)).toBe(38);
    expect(table.rows).toEqual([]);
    // The next check asks the engine again (the provider may be back).
    expect((await distances.milesBetween([[OGDEN, LOGAN]]))(OGDEN, LOGAN)).toBe(38);
    expect(geo.measured).toHaveLength(2);
  });

  it('measures a pair once, keeps it in the table and in memory, and reads it from memory after', async () => {
    const table = fakeTable();
    const geo = engine({ [`${OGDEN} → ${LOGAN}`]: 42 });
    const distances = new TravelDistances(geo, table.query);
    const miles = await distances.milesBetween([[OGDEN, LOGAN]]);
    expect(miles(OGDEN, LOGAN)).toBe(42);
    expect(table.rows).toEqual([{ from: addressKey(OGDEN), to: addressKey(LOGAN), miles: 42 }]);
    // Written differently, the same place: one key.
    const again = await distances.milesBetween([[` ${OGDEN.toUpperCase()} `, LOGAN]]);
    expect(again(OGDEN, LOGAN)).toBe(42);
    expect(geo.measured).toHaveLength(1);
    expect(table.calls).toEqual(['load', 'store']);
  });

  it('reads what another server measured from the table instead of measuring it', async () => {
    const table = fakeTable([{ from: addressKey(AIRPORT), to: addressKey(LOGAN), miles: 70 }]);
    const geo = engine({});
    const miles = await new TravelDistances(geo, table.query).milesBetween([[AIRPORT, LOGAN]]);
    expect(miles(AIRPORT, LOGAN)).toBe(70);
    expect(geo.measured).toEqual([]);
  });

  it('answers no drive for the same place, unknown for a place no source can place (remembered, never stored)', async () => {
    const table = fakeTable();
    const geo = engine({});
    const distances = new TravelDistances(geo, table.query);
    const miles = await distances.milesBetween([
      [OGDEN, ` ${OGDEN}`],
      ['Nowhere', LOGAN],
    ]);
    expect(miles(OGDEN, OGDEN)).toBe(0);
    expect(miles('Nowhere', LOGAN)).toBeUndefined();
    await distances.milesBetween([['Nowhere', LOGAN]]);
    expect(geo.measured).toEqual([`Nowhere → ${LOGAN}`]);
    expect(table.rows).toEqual([]);
  });

  it('reads and stores on the connection it is given (a booking passes its transaction’s)', async () => {
    const pool = fakeTable();
    const transaction = fakeTable();
    const distances = new TravelDistances(engine({ [`${OGDEN} → ${AIRPORT}`]: 35 }), pool.query);
    await distances.milesBetween([[OGDEN, AIRPORT]], transaction.query);
    expect(pool.calls).toEqual([]);
    expect(transaction.calls).toEqual(['load', 'store']);
  });
});
