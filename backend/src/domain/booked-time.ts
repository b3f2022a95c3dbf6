import type { DeliveryWindowSetting } from './availability/availability-settings.js';
import { instantToZonedWallTime, isValidLocalTime } from './business-time.js';

/** What a booking's time is read from: its start, its service and, for a delivery, the end of the window it took. */
export interface BookedTimeFacts {
  serviceType: string;
  /** business-local 'HH:MM'; null for a plan bought without a date */
  serviceTime: string | null;
  /** when the job ends; a delivery's is the end of its window */
  endsAt: Date | null;
}

/**
 * A booking's time as every screen, mail and text words it: the start 'HH:MM', or for a delivery the window it was
 * booked into, 'HH:MM-HH:MM' (formatTimeText shows it as "2:00 PM - 4:00 PM"). The window's end is the booking's own
 * end, not the owner's current windows, so a later change of the windows never rewrites what the customer was told.
 * null without a time.
 */
export function bookedTimeText({ serviceType, serviceTime, endsAt }: BookedTimeFacts, zone: string): string | null {
  if (!serviceTime || !isValidLocalTime(serviceTime)) return null;
  if (serviceType !== 'delivery' || !endsAt) return serviceTime;
  return `${serviceTime}-${instantToZonedWallTime(endsAt, zone).time}`;
}

/**
 * A start time on offer as the customer is shown it: the start '14:30', or for a delivery the window it starts,
 * '14:00-16:00', from the owner's windows as GET /api/business sends them. Each screen words it in its language.
 */
export function offeredTime(serviceType: string, time: string, deliveryWindows: readonly DeliveryWindowSetting[] | undefined): string {
  const window = serviceType === 'delivery' ? deliveryWindows?.find((candidate) => candidate.start === time) : undefined;
  return window ? `${window.start}-${window.end}` : time;
}
