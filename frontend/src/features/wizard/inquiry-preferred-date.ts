import type { Dayjs } from 'dayjs';
import { dayjs } from '@/lib/dayjs';

/** How far ahead a preferred date may be picked, in years (today included). */
export const PREFERRED_DATE_WINDOW_YEARS = 1;

/** A preferred date may be picked from today up to one year ahead (browser-local days). */
export function disabledPreferredDate(current: Dayjs, now: Dayjs = dayjs()): boolean {
  const today = now.startOf('day');
  return current.isBefore(today) || current.isAfter(today.add(PREFERRED_DATE_WINDOW_YEARS, 'year').endOf('day'));
}
