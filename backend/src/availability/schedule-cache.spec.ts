import { ScheduleCache } from './schedule-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ScheduleCache', () => {
  let clock: number;
  let loads: string[];
  const cache = (options = {}) => new ScheduleCache<string>({ now: () => clock, maxAgeMs: 1_000, maxEntries: 3, ...options });
  const liveCache = () => {
    const schedule = cache();
    schedule.setLive(true);
    return schedule;
  };
  const loader =
    (key: string, value = `${key}@${clock}`) =>
    () => {
      loads.push(key);
      return Promise.resolve(value);
    };

  beforeEach(() => {
    clock = 0;
    loads = [];
  });

  it('reads through every time until change notices are live', async () => {
    const schedule = cache();
    expect(schedule.isLive).toBe(false);
    await schedule.get('2026-12-01', loader('2026-12-01'));
    await schedule.get('2026-12-01', loader('2026-12-01'));
    expect(loads).toEqual(['2026-12-01', '2026-12-01']);
  });

  it('keeps a value per key while live', async () => {
    const schedule = liveCache();
    expect(await schedule.get('a', loader('a'))).toBe('a@0');
    clock = 500;
    expect(await schedule.get('a', loader('a'))).toBe('a@0');
    expect(await schedule.get('b', loader('b'))).toBe('b@500');
    expect(loads).toEqual(['a', 'b']);
  });

  it('forgets everything on invalidate', async () => {
    const schedule = liveCache();
    await schedule.get('a', loader('a'));
    schedule.invalidate();
    clock = 1;
    expect(await schedule.get('a', loader('a'))).toBe('a@1');
    expect(loads).toEqual(['a', 'a']);
  });

  it('drops a load that was running when the schedule changed, but still answers its own callers', async () => {
    const schedule = liveCache();
    const slow = deferred<string>();
    const first = schedule.get('a', () => slow.promise);
    schedule.invalidate(); // a booking committed while the query ran
    slow.resolve('before the booking');
    expect(await first).toBe('before the booking');
    expect(await schedule.get('a', loader('a'))).toBe('a@0');
  });

  it('shares one load among concurrent callers of a key', async () => {
    const schedule = liveCache();
    const slow = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return slow.promise;
    };
    const answers = Promise.all([schedule.get('a', load), schedule.get('a', load), schedule.get('a', load)]);
    slow.resolve('one');
    expect(await answers).toEqual(['one', 'one', 'one']);
    expect(calls).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const schedule = liveCache();
    await expect(schedule.get('a', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await schedule.get('a', loader('a'))).toBe('a@0');
    expect(await schedule.get('a', loader('a'))).toBe('a@0');
    expect(loads).toEqual(['a']);
  });

  it('propagates a load that throws before returning a promise, keeping nothing', async () => {
    const schedule = liveCache();
    expect(() =>
      schedule.get('a', () => {
        throw new Error('bad key');
      }),
    ).toThrow('bad key');
    await schedule.get('a', loader('a'));
    expect(loads).toEqual(['a']);
  });

  it('reads again once an entry is older than maxAgeMs, even without a notice', async () => {
    const schedule = liveCache();
    await schedule.get('a', loader('a'));
    clock = 1_000;
    expect(await schedule.get('a', loader('a'))).toBe('a@0');
    clock = 1_001;
    expect(await schedule.get('a', loader('a'))).toBe('a@1001');
    expect(loads).toEqual(['a', 'a']);
  });

  it('starts over when full instead of growing', async () => {
    const schedule = liveCache();
    for (const key of ['a', 'b', 'c', 'd']) await schedule.get(key, loader(key));
    await schedule.get('d', loader('d'));
    await schedule.get('a', loader('a'));
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'a']);
  });

  it('reads through while notices may have stopped, and keeps nothing from before once they resume', async () => {
    const schedule = liveCache();
    await schedule.get('a', loader('a'));
    schedule.setLive(false); // the listening connection dropped
    await schedule.get('a', loader('a'));
    schedule.setLive(true); // reconnected: changes made meanwhile were never announced
    await schedule.get('a', loader('a'));
    await schedule.get('a', loader('a'));
    expect(loads).toEqual(['a', 'a', 'a']);
  });
});
