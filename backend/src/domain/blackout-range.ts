// The owner's time off (a blackout): from a business-local day and optional time to a last day and optional time,
// turned into the half-open instant range the availability rules compare against.
import { daysBetweenLocalDates, isValidLocalDate, isValidLocalTime, localDayBoundsUtc, zonedWallTimeToInstant, type InstantRange } from './business-time.js';
import { ValidationFailedError } from './errors.js';

/** A year and a day: longer time off is a closure, not time off. */
export const MAX_BLACKOUT_DAYS = 366;

export const BLACKOUT_MESSAGES = {
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  timeInvalid: 'Please enter a valid time (HH:MM)',
  endBeforeStart: 'The end time must be after the start time',
  lastDayBeforeFirst: 'The last day must not be before the first day',
  tooLong: `Time off can cover at most ${MAX_BLACKOUT_DAYS} days at once`,
} as const;

export interface BlackoutDraft {
  date: string; // first day, 'YYYY-MM-DD', business-local
  endDate?: string | null; // last day (inclusive); missing = the first day
  startTime?: string | null; // 'HH:MM' on the first day; missing = from its start
  endTime?: string | null; // 'HH:MM' on the last day; missing = to its end
}

// Whole days when both times are missing. DST days are 23 or 25 hours long, as the clock says.
export function blackoutRange({ date, endDate, startTime, endTime }: BlackoutDraft, zone: string): InstantRange {
  const lastDay = endDate || date;
  if (!isValidLocalDate(date) || !isValidLocalDate(lastDay)) throw new ValidationFailedError([BLACKOUT_MESSAGES.dateInvalid]);
  if ([startTime, endTime].some((time) => time && !isValidLocalTime(time))) throw new ValidationFailedError([BLACKOUT_MESSAGES.timeInvalid]);
  const days = daysBetweenLocalDates(date, lastDay);
  if (days < 0) throw new ValidationFailedError([BLACKOUT_MESSAGES.lastDayBeforeFirst]);
  if (days >= MAX_BLACKOUT_DAYS) throw new ValidationFailedError([BLACKOUT_MESSAGES.tooLong]);
  const start = startTime ? zonedWallTimeToInstant(date, startTime, zone) : localDayBoundsUtc(date, zone).start;
  const end = endTime ? zonedWallTimeToInstant(lastDay, endTime, zone) : localDayBoundsUtc(lastDay, zone).end;
  if (end.getTime() <= start.getTime()) throw new ValidationFailedError([BLACKOUT_MESSAGES.endBeforeStart]);
  return { start, end };
}
