import { BatchedHitCounter, type Query } from './batched-hit-counter.js';

// The counting and the batching; the statement itself runs against PostgreSQL in test/lookup-limits.e2e-spec.ts.
const QUOTES = { bucket: 'quotes', windowSeconds: 3600 };
const T0 = new Date('2026-06-01T14:20:00Z');

/** A stand-in for rate_limit_hits shared by instances: adds each batch, answers the totals, can fail or hold a write. */
function fakeTable() {
  const totals = new Map<string, number>();
  const writes: number[][] = [];
  let failing = false;
  // While set, a write's answer waits for it.
  let gate: { opened: Promise<void>; open: () => void } | null = null;
  const query: Query = async (_sql, params) => {
    const [buckets, clients, starts, hits] = params as [string[], string[], Date[], number[]];
    if (failing) throw new Error('connection refused');
    writes.push(hits);
    const rows = buckets.map((bucket, i) => {
      const key = `${bucket} ${clients[i]} ${starts[i].toISOString()}`;
      totals.set(key, (totals.get(key) ?? 0) + hits[i]);
      return { bucket, client: clients[i], windowStart: starts[i], hits: totals.get(key) };
    });
    await gate?.opened;
    return rows;
  };
  return {
    totals,
    writes,
    query,
    fail: (on: boolean) => (failing = on),
    hold: () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      gate = { opened, open };
    },
    release: () => {
      gate?.open();
      gate = null;
    },
  };
}

describe('BatchedHitCounter', () => {
  it('counts exactly on one instance, the first hit of a window waiting for what the table already had', async () => {
    const table = fakeTable();
    table.totals.set(`quotes 203.0.113.1 ${new Date('2026-06-01T14:00:00Z').toISOString()}`, 57);
    const counter = new BatchedHitCounter(table.query, () => {});
    expect(await counter.hit(QUOTES, '203.0.113.1', T0)).toBe(58);
    expect(await counter.hit(QUOTES, '203.0.113.1', T0)).toBe(59);
    expect(await counter.hit(QUOTES, '203.0.113.2', T0)).toBe(1);
    // The next hour is a window of its own.
    expect(await counter.hit(QUOTES, '203.0.113.1', new Date('2026-06-01T15:00:00Z'))).toBe(1);
    await counter.settled();
    expect([...table.totals.values()]).toEqual([59, 1, 1]);
    // Forgotten (as by a restart) while the table was emptied: the next hit reads the table again.
    counter.forget();
    table.totals.clear();
    expect(await counter.hit(QUOTES, '203.0.113.1', T0)).toBe(1);
  });

  it('writes a burst as few statements: everything counted while a write is under way goes in the next', async () => {
    const table = fakeTable();
    const counter = new BatchedHitCounter(table.query, () => {});
    await counter.hit(QUOTES, 'a', T0);
    table.hold();
    const during = [counter.hit(QUOTES, 'a', T0)];
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 49; i += 1) during.push(counter.hit(QUOTES, 'a', T0));
    // Known counts answer at once, without waiting for the write.
    expect(await Promise.all(during)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    table.release();
    await counter.settled();
    expect(table.writes).toEqual([[1], [1], [49]]);
    expect(await counter.hit(QUOTES, 'a', T0)).toBe(52);
  });

  it('counts a burst of first hits one after another, on top of what the table had', async () => {
    const table = fakeTable();
    table.totals.set(`quotes e ${new Date('2026-06-01T14:00:00Z').toISOString()}`, 7);
    const counter = new BatchedHitCounter(table.query, () => {});
    const burst = await Promise.all(Array.from({ length: 5 }, () => counter.hit(QUOTES, 'e', T0)));
    expect(burst).toEqual([8, 9, 10, 11, 12]);
    // The first hit's write leaves at once; the other four wait for the next, and each still gets its own place.
    expect(table.writes).toEqual([[1], [4]]);
  });

  it('learns the hits of another instance with its next write', async () => {
    const table = fakeTable();
    const [a, b] = [new BatchedHitCounter(table.query, () => {}), new BatchedHitCounter(table.query, () => {})];
    for (let i = 0; i < 3; i += 1) await a.hit(QUOTES, 'c', T0);
    await a.settled();
    expect(await b.hit(QUOTES, 'c', T0)).toBe(4);
    await b.settled();
    // a last heard 3: its next hit says 4, and its write answers 5.
    expect(await a.hit(QUOTES, 'c', T0)).toBe(4);
    await a.settled();
    expect(await a.hit(QUOTES, 'c', T0)).toBe(6);
  });

  it('keeps counting while the database is away and writes the hits once it is back', async () => {
    const table = fakeTable();
    const warnings: string[] = [];
    const counter = new BatchedHitCounter(table.query, (message) => warnings.push(message));
    await counter.hit(QUOTES, 'd', T0);
    await counter.settled();
    table.fail(true);
    expect(await counter.hit(QUOTES, 'd', T0)).toBe(2);
    await counter.settled();
    expect(await counter.hit(QUOTES, 'd', T0)).toBe(3);
    await counter.settled();
    expect(warnings).toEqual(['could not write lookup counts: connection refused', 'could not write lookup counts: connection refused']);
    table.fail(false);
    expect(await counter.hit(QUOTES, 'd', T0)).toBe(4);
    await counter.settled();
    expect([...table.totals.values()]).toEqual([4]);
  });
});
