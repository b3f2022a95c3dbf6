import { addDaysToLocalDate, isValidLocalDate } from '@domain/business-time.js';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';

// How the owner's screens name a booking's day. Days are business-local 'YYYY-MM-DD'.

/** 'Tue, Jun 3'; text that is no date ('N/A') is shown as it came. */
export function shortDay(day: string): string {
  const parsed = dayjs(day, DAY_FORMAT, true);
  return parsed.isValid() ? parsed.format('ddd, MMM D') : day;
}

/** 'Today', 'Tomorrow', else the short day ('Wed, Jun 4'), with the year when it is not this one ('Wed, Jan 3, 2031'). */
export function dayLabelOf(day: string, today: string): string {
  if (!isValidLocalDate(day) || !isValidLocalDate(today)) return day;
  if (day === today) return 'Today';
  if (day === addDaysToLocalDate(today, 1)) return 'Tomorrow';
  return day.slice(0, 4) === today.slice(0, 4) ? shortDay(day) : `${shortDay(day)}, ${day.slice(0, 4)}`;
}
