import { isValidLocalDate, localDayBoundsUtc, type InstantRange } from './business-time.js';
import { ValidationFailedError } from './errors.js';

// A range of business-local days as the owner picks it for a list or an export: 'YYYY-MM-DD' days, both ends
// inclusive, either end open.

export interface LocalDateRange {
  from?: string;
  to?: string;
}

export const DATE_RANGE_MESSAGES = {
  fromInvalid: 'The first day is not a date (YYYY-MM-DD)',
  toInvalid: 'The last day is not a date (YYYY-MM-DD)',
  reversed: 'The last day must not be before the first day',
} as const;

/**
 * The instants the days cover: [start of `from`, start of the day after `to`) in `zone`, so a day is 23 or 25 hours
 * long when the clocks change. An open end is null. Days that do not exist or come in the wrong order are refused.
 */
export function instantsOfLocalDays({ from, to }: LocalDateRange, zone: string): { start: Date | null; end: Date | null } {
  const messages: string[] = [];
  if (from !== undefined && !isValidLocalDate(from)) messages.push(DATE_RANGE_MESSAGES.fromInvalid);
  if (to !== undefined && !isValidLocalDate(to)) messages.push(DATE_RANGE_MESSAGES.toInvalid);
  if (messages.length === 0 && from !== undefined && to !== undefined && to < from) messages.push(DATE_RANGE_MESSAGES.reversed);
  if (messages.length > 0) throw new ValidationFailedError(messages);
  const first: InstantRange | null = from === undefined ? null : localDayBoundsUtc(from, zone);
  const last: InstantRange | null = to === undefined ? null : localDayBoundsUtc(to, zone);
  return { start: first?.start ?? null, end: last?.end ?? null };
}
