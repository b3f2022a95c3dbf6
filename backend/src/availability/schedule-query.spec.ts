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

  it('turns rows into holds, window counts keyed by epoch ms, the windows holding the driver, blackouts and the day’s jobs', () => {
    const start = Date.parse('2026-06-03T16:00:00Z');
    const halfHour = 1_800_000;
    const none = { job_starts: null, job_ends: null, pickups: null, drop_offs: null };
    const schedule = scheduleFromRows([
      {
        kind: 'hold',
        starts: start + 3 * halfHour,
        ends: start + 6 * halfHour,
        n: 1,
        job_starts: start + 4 * halfHour,
        job_ends: start + 5 * halfHour,
        pickups: ['A'],
        drop_offs: ['B'],
      },
      // float8 epoch with a fraction of a ms
      { kind: 'window', starts: start + 0.25, ends: start + 7_200_000, n: 3, job_starts: null, job_ends: null, pickups: ['C', 'D'], drop_offs: ['E'] },
      { kind: 'blackout', starts: start, ends: start + 3_600_000, n: 1, ...none },
    ]);
    expect(schedule.driverHolds).toEqual([{ start: new Date(start + 3 * halfHour), end: new Date(start + 6 * halfHour) }]);
    expect([...schedule.deliveryCountsByWindowStart]).toEqual([[start, 3]]);
    expect(schedule.deliveryHolds).toEqual([{ start: new Date(start + 0.25), end: new Date(start + 7_200_000) }]);
    expect(schedule.blackouts).toEqual([{ start: new Date(start), end: new Date(start + 3_600_000) }]);
    // Sorted by start; a ride's job is its service, without the buffers of its hold.
    expect(schedule.jobs).toEqual([
      { start: new Date(start + 0.25), end: new Date(start + 7_200_000), pickups: ['C', 'D'], dropOffs: ['E'], kind: 'deliveries' },
      { start: new Date(start + 4 * halfHour), end: new Date(start + 5 * halfHour), pickups: ['A'], dropOffs: ['B'], kind: 'trip' },
    ]);
    expect(scheduleFromRows([])).toEqual({ driverHolds: [], deliveryCountsByWindowStart: new Map(), deliveryHolds: [], blackouts: [], jobs: [] });
  });
});
