import { NEXT_AVAILABLE_SEARCH_DAYS, scheduleFromRows, scheduleQueryRange, searchStartDate } from './schedule-query.js';

const DENVER = 'America/Denver';

describe('the schedule query’s plain parts', () => {
  it('reads from the local day before the first day through the end of the search horizon, DST included', () => {
    // 2026-03-08 (spring forward) lies inside; the range still starts and ends on local midnights.
    const { from, to } = scheduleQueryRange('2026-03-01', DENVER);
    expect(from.toISOString()).toBe('2026-02-28T07:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-17T06:00:00.000Z');
    expect(NEXT_AVAILABLE_SEARCH_DAYS).toBe(14);
  });

  it('starts the search on the asked date, or on today when the date is not one', () => {
    const now = new Date('2026-06-02T05:30:00Z'); // 2026-06-01 23:30 in Denver
    expect(searchStartDate('2026-06-10', now, DENVER)).toBe('2026-06-10');
    expect(searchStartDate('2026-02-30', now, DENVER)).toBe('2026-06-01');
    expect(searchStartDate('N/A', now, DENVER)).toBe('2026-06-01');
  });

  it('turns rows into holds, window counts keyed by epoch ms, the windows holding the driver, and blackouts', () => {
    const start = Date.parse('2026-06-03T16:00:00Z');
    const schedule = scheduleFromRows([
      { kind: 'hold', starts: start, ends: start + 5_400_000, n: 1 },
      { kind: 'window', starts: start + 0.25, ends: start + 7_200_000, n: 3 }, // float8 epoch with a fraction of a ms
      { kind: 'blackout', starts: start, ends: start + 3_600_000, n: 1 },
    ]);
    expect(schedule.driverHolds).toEqual([{ start: new Date(start), end: new Date(start + 5_400_000) }]);
    expect([...schedule.deliveryCountsByWindowStart]).toEqual([[start, 3]]);
    expect(schedule.deliveryHolds).toEqual([{ start: new Date(start + 0.25), end: new Date(start + 7_200_000) }]);
    expect(schedule.blackouts).toEqual([{ start: new Date(start), end: new Date(start + 3_600_000) }]);
    expect(scheduleFromRows([])).toEqual({ driverHolds: [], deliveryCountsByWindowStart: new Map(), deliveryHolds: [], blackouts: [] });
  });
});
