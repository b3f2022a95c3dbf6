// The owner's time off (a blackout) entered as a business-local day with optional times, turned
// into the half-open instant range the availability rules compare against.
import { isValidLocalDate, isValidLocalTime, localDayBoundsUtc, zonedWallTimeToInstant, type InstantRange } from './business-time.js';
import { ValidationFailedError } from './errors.js';

export const BLACKOUT_MESSAGES = {
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  timeInvalid: 'Please enter a valid time (HH:MM)',
  endBeforeStart: 'The end time must be after the start time',
} as const;

export interface BlackoutDraft {
  date: string; // 'YYYY-MM-DD', business-local
  startTime?: string | null; // 'HH:MM'; missing = from the start of the day
  endTime?: string | null; // 'HH:MM'; missing = to the end of the day
}

// Whole day when both times are missing. DST days are 23 or 25 hours long, as the clock says.
export function blackoutRange({ date, startTime, endTime }: BlackoutDraft, zone: string): InstantRange {
  if (!isValidLocalDate(date)) throw new ValidationFailedError([BLACKOUT_MESSAGES.dateInvalid]);
  const errors = [startTime, endTime].some((time) => time && !isValidLocalTime(time)) ? [BLACKOUT_MESSAGES.timeInvalid] : [];
  if (errors.length) throw new ValidationFailedError(errors);
  const day = localDayBoundsUtc(date, zone);
  const start = startTime ? zonedWallTimeToInstant(date, startTime, zone) : day.start;
  const end = endTime ? zonedWallTimeToInstant(date, endTime, zone) : day.end;
  if (end.getTime() <= start.getTime()) throw new ValidationFailedError([BLACKOUT_MESSAGES.endBeforeStart]);
  return { start, end };
}
