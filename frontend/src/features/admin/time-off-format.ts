import type { Blackout } from '@contracts/blackout.contract.js';
import { addDaysToLocalDate, formatTimeText } from '@domain/business-time.js';
import { formatDay } from '@/lib/dayjs';

/**
 * What a stretch of time off covers after its first day: 'Whole day', 'Whole days until Jun 5, 2026',
 * '9:00 AM – 1:00 PM', or '6:00 PM – 8:00 AM (Jun 4, 2026)' when it ends on another day.
 */
export function timeOffRange(blackout: Blackout): string {
  if (blackout.wholeDay)
    return blackout.endDate > blackout.date && blackout.endDate !== addDaysToLocalDate(blackout.date, 1)
      ? `Whole days until ${formatDay(blackout.endDate)}`
      : 'Whole day';
  return `${formatTimeText(blackout.startTime)} – ${formatTimeText(blackout.endTime)}${blackout.endDate !== blackout.date ? ` (${formatDay(blackout.endDate)})` : ''}`;
}
