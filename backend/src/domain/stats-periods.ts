// The periods the owner's dashboard figures cover, as instant ranges [start, end). Calendar
// boundaries (a month back, January 1, Sunday) are taken in the business's zone, so a DST change
// or a server in another zone does not move them.
import { addDaysToLocalDate, instantToZonedWallTime, localDayBoundsUtc, zonedWallTimeToInstant, type InstantRange } from './business-time.js';

export const STATS_PERIOD_KEYS = ['last7Days', 'lastMonth', 'yearToDate'] as const;
export type StatsPeriodKey = (typeof STATS_PERIOD_KEYS)[number];

export interface StatsPeriod extends InstantRange {
  key: StatsPeriodKey;
}

export interface StatsWeek extends InstantRange {
  weekStart: string; // business-local Sunday, 'YYYY-MM-DD'
}

const DAY_MS = 86_400_000;

// last7Days: the 7 × 24 h before now; lastMonth: from the same wall time one calendar month back
// (31 March → 28/29 February); yearToDate: from January 1, 00:00 business time.
export function statsPeriods(now: Date, zone: string): StatsPeriod[] {
  const wall = instantToZonedWallTime(now, zone);
  const [year, month, day] = wall.date.split('-').map(Number);
  const previousMonth = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const lastDay = new Date(Date.UTC(previousMonth.year, previousMonth.month, 0)).getUTCDate();
  const monthBack = `${previousMonth.year}-${String(previousMonth.month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  return [
    { key: 'last7Days', start: new Date(now.getTime() - 7 * DAY_MS), end: now },
    { key: 'lastMonth', start: zonedWallTimeToInstant(monthBack, wall.time, zone), end: now },
    { key: 'yearToDate', start: localDayBoundsUtc(`${year}-01-01`, zone).start, end: now },
  ];
}

// The last `count` business-local weeks (Sunday to Saturday, as the spec's calendar shows them), oldest first; the
// last one is the current week, which ends at now.
export function recentWeeks(now: Date, zone: string, count = 12): StatsWeek[] {
  const wall = instantToZonedWallTime(now, zone);
  const sunday = addDaysToLocalDate(wall.date, -wall.weekday);
  return Array.from({ length: count }, (_, index) => {
    const weekStart = addDaysToLocalDate(sunday, -7 * (count - 1 - index));
    const start = localDayBoundsUtc(weekStart, zone).start;
    const end = index === count - 1 ? now : localDayBoundsUtc(addDaysToLocalDate(weekStart, 7), zone).start;
    return { weekStart, start, end };
  });
}
