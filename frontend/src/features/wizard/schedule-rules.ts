import { EMPTY_SCHEDULE, estimateServiceMinutes, listDaySlots, slotMessage } from '@domain/availability/availability-rules.js';
import type { AvailabilitySettings } from '@domain/availability/availability-settings.js';
import { CHAUFFEUR_HOUR_LIMITS } from '@domain/booking-rules.js';
import { addDaysToLocalDate, formatTime12h, formatTimeText, instantToZonedWallTime, timeToMinutes } from '@domain/business-time.js';
import type { SlotUnavailableReason } from '@domain/errors.js';
import type { ServiceType } from '@domain/service-types.js';

// Step 2's date and time choices: the server's own schedule rules, run with the settings GET /api/business
// sends, so a changed setting changes the picker without a rebuild.

export interface TimeSlot {
  /** minutes after midnight, business-local */
  value: number;
  label: string;
  disabled: boolean;
  /** why the rules refuse it; null when they allow it */
  reason: SlotUnavailableReason | null;
}

/** Afternoon notice from this start time (minutes after midnight) until the day end. */
const AFTERNOON_FROM = 14 * 60;

/**
 * The picker's options for `day` ('YYYY-MM-DD', business-local) at `now`. Without bookings the rules still
 * refuse what no booking could change (lead time, horizon, notice, day end): those are disabled and marked
 * '(unavailable)'. Taken slots and blackouts are the server's check once a time is chosen.
 * @param hours personal driver: the booked hours
 */
export function buildTimeSlots(serviceType: ServiceType | null, day: string | null, now: Date, settings: AvailabilitySettings, hours?: number): TimeSlot[] {
  if (!day || !serviceType || serviceType === 'subscription' || serviceType === 'longHaul' || serviceType === 'handyman') return [];
  const request = { serviceType, date: day, hours: serviceType === 'chauffeur' ? (hours ?? CHAUFFEUR_HOUR_LIMITS.min) : undefined };
  return listDaySlots(request, EMPTY_SCHEDULE, now, settings).map((slot) => {
    const window = serviceType === 'delivery' ? settings.deliveryWindows.find((candidate) => candidate.start === slot.time) : undefined;
    const base = window ? formatTimeText(`${window.start}-${window.end}`) : formatTime12h(slot.time);
    return {
      value: timeToMinutes(slot.time),
      label: slot.available ? base : `${base} (unavailable)`,
      disabled: !slot.available,
      reason: slot.available ? null : slot.reason,
    };
  });
}

/** The server's own words for the lead time, when some of `slots` are refused for it; else null. */
export function leadTimeNotice(slots: readonly TimeSlot[], settings: AvailabilitySettings): string | null {
  return slots.some((slot) => slot.reason === 'TIME_TOO_SOON') ? slotMessage('TIME_TOO_SOON', settings) : null;
}

/** First and last bookable business-local dates ('YYYY-MM-DD') at `now`. */
export function bookableDates(now: Date, settings: AvailabilitySettings): { first: string; last: string } {
  const today = instantToZonedWallTime(now, settings.zone).date;
  return { first: today, last: addDaysToLocalDate(today, settings.maxDaysAhead) };
}

/**
 * End of the booked period, minutes after midnight, as check-availability expects it: a personal driver's
 * hours, a delivery's window end, a ride's start (the server estimates a ride's end itself).
 */
export function endMinutesFor(serviceType: ServiceType, startMinutes: number, settings: AvailabilitySettings, hours?: number): number {
  let end = startMinutes;
  if (serviceType === 'chauffeur') end = startMinutes + estimateServiceMinutes('chauffeur', 0, hours ?? CHAUFFEUR_HOUR_LIMITS.min, settings);
  if (serviceType === 'delivery') {
    const window = settings.deliveryWindows.find((candidate) => timeToMinutes(candidate.start) === startMinutes);
    if (window) end = timeToMinutes(window.end);
  }
  // 'HH:MM' cannot pass midnight; a service that long is refused by the day end anyway.
  return Math.min(end, 24 * 60 - 1);
}

/** Start times from 14:00 until the day end get the afternoon notice. */
export function isAfternoon(startMinutes: number, settings: AvailabilitySettings): boolean {
  return startMinutes >= AFTERNOON_FROM && startMinutes < timeToMinutes(settings.dayEnd);
}
