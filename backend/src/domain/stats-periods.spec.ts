import { recentWeeks, statsPeriods } from './stats-periods.js';

const DENVER = 'America/Denver';
const iso = (range: { start: Date; end: Date }) => [range.start.toISOString(), range.end.toISOString()];

describe('statsPeriods', () => {
  it.each<[string, string, Record<string, string[]>]>([
    [
      'a June morning (MDT)',
      '2026-06-01T14:00:00Z',
      {
        last7Days: ['2026-05-25T14:00:00.000Z', '2026-06-01T14:00:00.000Z'],
        lastMonth: ['2026-05-01T14:00:00.000Z', '2026-06-01T14:00:00.000Z'],
        yearToDate: ['2026-01-01T07:00:00.000Z', '2026-06-01T14:00:00.000Z'],
      },
    ],
    [
      '31 March goes back to 28 February (MST then)',
      '2026-03-31T18:00:00Z',
      {
        last7Days: ['2026-03-24T18:00:00.000Z', '2026-03-31T18:00:00.000Z'],
        lastMonth: ['2026-02-28T19:00:00.000Z', '2026-03-31T18:00:00.000Z'],
        yearToDate: ['2026-01-01T07:00:00.000Z', '2026-03-31T18:00:00.000Z'],
      },
    ],
    [
      'January goes back into December; the year starts on local January 1',
      '2026-01-01T05:00:00Z', // still 31 December 22:00 in Denver
      {
        last7Days: ['2025-12-25T05:00:00.000Z', '2026-01-01T05:00:00.000Z'],
        lastMonth: ['2025-12-01T05:00:00.000Z', '2026-01-01T05:00:00.000Z'],
        yearToDate: ['2025-01-01T07:00:00.000Z', '2026-01-01T05:00:00.000Z'],
      },
    ],
  ])('%s', (_name, now, expected) => {
    const periods = statsPeriods(new Date(now), DENVER);
    expect(Object.fromEntries(periods.map((period) => [period.key, iso(period)]))).toEqual(expected);
  });
});

describe('recentWeeks', () => {
  it('lists 12 Sunday-based weeks, the current one ending now', () => {
    const now = new Date('2026-06-03T18:00:00Z'); // Wednesday 12:00 MDT
    const weeks = recentWeeks(now, DENVER);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({ weekStart: '2026-05-31', start: new Date('2026-05-31T06:00:00Z'), end: now });
    expect(weeks[10]).toEqual({ weekStart: '2026-05-24', start: new Date('2026-05-24T06:00:00Z'), end: new Date('2026-05-31T06:00:00Z') });
    expect(weeks[0].weekStart).toBe('2026-03-15');
  });

  it('starts the week on Sunday itself, and on Saturday night it is still the week before', () => {
    expect(recentWeeks(new Date('2026-06-07T06:30:00Z'), DENVER, 1)[0].weekStart).toBe('2026-06-07'); // Sunday 00:30 MDT
    expect(recentWeeks(new Date('2026-06-07T05:30:00Z'), DENVER, 1)[0].weekStart).toBe('2026-05-31'); // Saturday 23:30 MDT
  });

  it('keeps local Sundays across the spring-forward day, a 23-hour Sunday', () => {
    const weeks = recentWeeks(new Date('2026-03-10T18:00:00Z'), DENVER, 2);
    expect(weeks.map((week) => [week.weekStart, week.start.toISOString()])).toEqual([
      ['2026-03-01', '2026-03-01T07:00:00.000Z'],
      ['2026-03-08', '2026-03-08T07:00:00.000Z'],
    ]);
  });

  it('keeps local Sundays across the fall-back day, a 25-hour Sunday', () => {
    const weeks = recentWeeks(new Date('2026-11-03T18:00:00Z'), DENVER, 2);
    expect(weeks.map((week) => [week.weekStart, week.start.toISOString(), week.end.toISOString()])).toEqual([
      ['2026-10-25', '2026-10-25T06:00:00.000Z', '2026-11-01T06:00:00.000Z'],
      ['2026-11-01', '2026-11-01T06:00:00.000Z', '2026-11-03T18:00:00.000Z'],
    ]);
  });
});
