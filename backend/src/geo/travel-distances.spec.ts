import type { RoadLeg } from '../domain/availability/travel-rules.js';
import { addressKey, TravelDistances, type Query } from './travel-distances.js';

// The memory and the measuring; the SQL itself runs against PostgreSQL in test/travel.e2e-spec.ts.
const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
const LOGAN = '1400 Old Main Hill, Logan, UT 84322, USA';
const AIRPORT = 'W Terminal Dr, Salt Lake City, UT 84122, USA';

interface Row extends RoadLeg {
  from: string;
  to: string;
}

/** A stand-in for the travel_distances table that answers the class's two statements and counts them. */
function fakeTable(rows: Row[] = []) {
  const calls: string[] = [];
  const query: Query = async (sql, params) => {
    if (sql.startsWith('SELECT')) {
      calls.push('load');
      const [froms, tos] = params as [string[], string[]];
      return rows.filter((row) => froms.some((from, index) => from === row.from && tos[index] === row.to));
    }
    calls.push('store');
    const [froms, tos, miles, minutes] = params as [string[], string[], number[], (number | null)[]];
    froms.forEach((from, index) => rows.push({ from, to: tos[index], miles: miles[index], minutes: minutes[index] }));
    return [];
  };
  return { rows, calls, query };
}

function engine(known: Record<string, RoadLeg>, estimated = false) {
  const measured: string[] = [];
  return {
    measured,
    name: 'offline',
    measure: async (from: string, to: string) => {
      measured.push(`${from} → ${to}`);
      const leg = known[`${from} → ${to}`];
      return leg === undefined ? null : { ...leg, estimated };
    },
  };
}

const OGDEN_LOGAN = { miles: 42, minutes: 48.5 };

describe('TravelDistances', () => {
  it('uses an estimate made while the provider fails for that check only: neither stored nor remembered', async () => {
    const table = fakeTable();
    const geo = engine({ [`${OGDEN} → ${LOGAN}`]: { miles: 38, minutes: null } }, true);
    const distances = new TravelDistances(geo, table.query);
    expect((await distances.legsBetween([[OGDEN, LOGAN]]))(OGDEN, LOGAN)).toEqual({ miles: 38, minutes: null });
    expect(table.rows).toEqual([]);
    // The next check asks the engine again (the provider may be back).
    expect((await distances.legsBetween([[OGDEN, LOGAN]]))(OGDEN, LOGAN)).toEqual({ miles: 38, minutes: null });
    expect(geo.measured).toHaveLength(2);
    expect(await distances.kept(OGDEN, LOGAN)).toBeUndefined();
  });

  it('measures a pair once, keeps its miles and minutes in the table and in memory, and reads it from memory after', async () => {
    const table = fakeTable();
    const geo = engine({ [`${OGDEN} → ${LOGAN}`]: OGDEN_LOGAN });
    const distances = new TravelDistances(geo, table.query);
    const leg = await distances.legsBetween([[OGDEN, LOGAN]]);
    expect(leg(OGDEN, LOGAN)).toEqual(OGDEN_LOGAN);
    expect(table.rows).toEqual([{ from: addressKey(OGDEN), to: addressKey(LOGAN), ...OGDEN_LOGAN }]);
    // Written differently, the same place: one key.
    const again = await distances.legsBetween([[` ${OGDEN.toUpperCase()} `, LOGAN]]);
    expect(again(OGDEN, LOGAN)).toEqual(OGDEN_LOGAN);
    expect(await distances.kept(OGDEN, LOGAN)).toEqual(OGDEN_LOGAN);
    expect(geo.measured).toHaveLength(1);
    expect(table.calls).toEqual(['load', 'store']);
  });

  it('reads what another server measured from the table instead of measuring it', async () => {
    const table = fakeTable([{ from: addressKey(AIRPORT), to: addressKey(LOGAN), miles: 70, minutes: 66 }]);
    const geo = engine({});
    const leg = await new TravelDistances(geo, table.query).legsBetween([[AIRPORT, LOGAN]]);
    expect(leg(AIRPORT, LOGAN)).toEqual({ miles: 70, minutes: 66 });
    expect(geo.measured).toEqual([]);
  });

  it('answers no drive for the same place, unknown for a place no source can place (remembered, never stored)', async () => {
    const table = fakeTable();
    const geo = engine({});
    const distances = new TravelDistances(geo, table.query);
    const leg = await distances.legsBetween([
      [OGDEN, ` ${OGDEN}`],
      ['Nowhere', LOGAN],
    ]);
    expect(leg(OGDEN, OGDEN)).toEqual({ miles: 0, minutes: 0 });
    expect(leg('Nowhere', LOGAN)).toBeUndefined();
    await distances.legsBetween([['Nowhere', LOGAN]]);
    expect(geo.measured).toEqual([`Nowhere → ${LOGAN}`]);
    expect(table.rows).toEqual([]);
    expect(await distances.kept('Nowhere', LOGAN)).toBeUndefined();
  });

  it('reads and stores on the connection it is given (a booking passes its transaction’s)', async () => {
    const pool = fakeTable();
    const transaction = fakeTable();
    const distances = new TravelDistances(engine({ [`${OGDEN} → ${AIRPORT}`]: { miles: 35, minutes: 33 } }), pool.query);
    await distances.legsBetween([[OGDEN, AIRPORT]], transaction.query);
    expect(pool.calls).toEqual([]);
    expect(transaction.calls).toEqual(['load', 'store']);
  });

  it('keeps a quoted pair without measuring it, once, and reads it back on another server', async () => {
    const table = fakeTable();
    const geo = engine({});
    const distances = new TravelDistances(geo, table.query);
    expect(await distances.kept(OGDEN, LOGAN)).toBeUndefined();
    await distances.keep(OGDEN, LOGAN, OGDEN_LOGAN);
    await distances.keep(OGDEN, LOGAN, OGDEN_LOGAN);
    expect(table.rows).toEqual([{ from: addressKey(OGDEN), to: addressKey(LOGAN), ...OGDEN_LOGAN }]);
    expect(await distances.kept(OGDEN, LOGAN)).toEqual(OGDEN_LOGAN);
    expect(table.calls).toEqual(['load', 'store']);
    const other = new TravelDistances(geo, table.query);
    expect(await other.kept(` ${OGDEN}`, LOGAN)).toEqual(OGDEN_LOGAN);
    expect((await other.legsBetween([[OGDEN, LOGAN]]))(OGDEN, LOGAN)).toEqual(OGDEN_LOGAN);
    expect(geo.measured).toEqual([]);
  });
});
