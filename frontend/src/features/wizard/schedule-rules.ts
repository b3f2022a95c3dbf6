import type { FreeTimesResponse } from '@contracts/availability.contract.js';
import { estimateServiceMinutes } from '@domain/availability/availability-rules.js';
import { hoursOn, type AvailabilitySettings } from '@domain/availability/availability-settings.js';
import type { TFunction } from 'i18next';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import { addDaysToLocalDate, instantToZonedWallTime, timeToMinutes } from '@domain/business-time.js';
import { offeredTime } from '@domain/booked-time.js';
import { timeText } from '@/lib/time-text';
import type { SlotUnavailableReason } from '@domain/errors.js';
import type { ServiceType } from '@domain/service-types.js';

// Step 2's date and time choices. Which start times are free is the server's answer (POST /api/free-times,
// judged as a booking would be); the days offered and the labels use the settings GET /api/business sends, so a
// changed setting changes the picker without a rebuild. The refusals are the server's (slotMessage), worded here in
// the visitor's language by `t`.

export interface TimeSlot {
  /** minutes after midnight, business-local */
  value: number;
  label: string;
  disabled: boolean;
  /** why the server refuses it; null when it accepts it */
  reason: SlotUnavailableReason | null;
  /** the server's words for the refusal; null when it accepts it */
  message: string | null;
}

/**
 * The picker's options from the server's free times of one day: each refused start time is disabled and marked
 * '(unavailable)'; a delivery shows its window.
 */
export function toTimeSlots(serviceType: ServiceType, times: FreeTimesResponse['times'], settings: AvailabilitySettings, t: TFunction): TimeSlot[] {
  return times.map((slot) => {
    const base = timeText(offeredTime(serviceType, slot.time, settings.deliveryWindows));
    return {
      value: timeToMinutes(slot.time),
      label: slot.available ? base : t('details.unavailableTime', { time: base }),
      disabled: !slot.available,
      reason: slot.reason,
      message: slot.message,
    };
  });
}

/**
 * The lead time in words (the server's slotMessage('TIME_TOO_SOON'), worded by `t`), when some of `slots` are
 * refused for it; else null.
 */
export function leadTimeNotice(slots: readonly TimeSlot[], settings: AvailabilitySettings, t: TFunction): string | null {
  return slots.some((slot) => slot.reason === 'TIME_TOO_SOON') ? t('details.timeTooSoon', { minutes: settings.minLeadMinutes }) : null;
}

/** First and last bookable business-local dates ('YYYY-MM-DD') at `now`. */
export function bookableDates(now: Date, settings: AvailabilitySettings): { first: string; last: string } {
  const today = instantToZonedWallTime(now, settings.zone).date;
  return { first: today, last: addDaysToLocalDate(today, settings.maxDaysAhead) };
}

/** The closed weekdays' names, Sunday first (the index of settings.weeklyHours). */
const CLOSED_WEEKDAYS = [
  'details.closedSundays',
  'details.closedMondays',
  'details.closedTuesdays',
  'details.closedWednesdays',
  'details.closedThursdays',
  'details.closedFridays',
  'details.closedSaturdays',
] as const;

/**
 * The limits of the date picker in words, for under it: how far ahead the server takes bookings (its own words) and
 * the weekdays the owner does not work ('We are closed on Sundays.').
 */
export function dateLimitsText(settings: AvailabilitySettings, t: TFunction): string {
  const closed = CLOSED_WEEKDAYS.filter((_, weekday) => !settings.weeklyHours[weekday]).map((key) => t(key));
  const closedText =
    closed.length === 0
      ? null
      : t('details.closedOn', { days: closed.length > 1 ? `${closed.slice(0, -1).join(', ')} ${t('details.and')} ${closed.at(-1)}` : closed[0] });
  return [t('details.bookingWindow', { days: settings.maxDaysAhead }), closedText].filter(Boolean).join(' ');
}

/**
 * Why a business-local day ('YYYY-MM-DD') cannot be picked at `now`, in the words the server answers a booking on
 * it with; null when it can.
 */
export function dayRefusal(day: string, now: Date, settings: AvailabilitySettings, t: TFunction): string | null {
  const { first, last } = bookableDates(now, settings);
  if (day < first) return t('details.dayTooEarly', { date: dayjs(first, DAY_FORMAT).format(t('details.dateFormat')) });
  if (day > last) return t('details.bookingWindow', { days: settings.maxDaysAhead });
  if (hoursOn(day, settings) === null) return t('details.closedThatDay');
  return null;
}

/**
 * End of the booked period, minutes after midnight, as check-availability expects it: a personal driver's
 * hours, a delivery's window end, a ride's start (the server estimates a ride's end itself). A personal driver's
 * `hours` are the ones chosen (its callers ask only once they are).
 */
export function endMinutesFor(serviceType: ServiceType, startMinutes: number, settings: AvailabilitySettings, hours?: number): number {
  let end = startMinutes;
  if (serviceType === 'chauffeur' && hours !== undefined) end = startMinutes + estimateServiceMinutes('chauffeur', 0, hours, settings);
  if (serviceType === 'delivery') {
    const window = settings.deliveryWindows.find((candidate) => timeToMinutes(candidate.start) === startMinutes);
    if (window) end = timeToMinutes(window.end);
  }
  // 'HH:MM' cannot pass midnight; a service that long is refused by the day end anyway.
  return Math.min(end, 24 * 60 - 1);
}

/** Afternoon notice from this start time (minutes after midnight) until the day end. */
const AFTERNOON_FROM = 14 * 60;

/** Start times from 14:00 until the day's end get the afternoon notice (`dayEnd`: the day's closing, 'HH:MM'). */
export function isAfternoon(startMinutes: number, dayEnd: string): boolean {
  return startMinutes >= AFTERNOON_FROM && startMinutes < timeToMinutes(dayEnd);
}
