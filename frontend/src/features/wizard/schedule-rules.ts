import { START_TIME_STEP_MINUTES } from '@domain/availability/availability-settings.js';
import type { ServiceType } from '@/lib/service-types';
import { formatMinutes } from '@/lib/time-of-day';

// Booking window and time-slot rules for step 2 (spec points 5 and 9).

/** Days ahead a customer may book, counting from today. */
export const BOOKING_WINDOW_DAYS = 60;
/** A slot starting sooner than this is disabled and marked '(unavailable)'. */
export const MIN_LEAD_MINUTES = 60;

/** Ride/chauffeur: steps of the server's start-time grid (15 minutes) 07:00..17:45 (minutes after midnight). */
const FIRST_SLOT = 7 * 60;
const LAST_SLOT = 17 * 60 + 45;
const SLOT_STEP = START_TIME_STEP_MINUTES;
/** Delivery: 2-hour windows starting 08:00, 10:00, 12:00, 14:00, 16:00. */
const DELIVERY_WINDOW_STARTS = [8, 10, 12, 14, 16].map((h) => h * 60);
const DELIVERY_WINDOW_MINUTES = 120;

export interface TimeSlot {
  /** minutes after midnight */
  value: number;
  label: string;
  disabled: boolean;
}

/**
 * @param day 'YYYY-MM-DD' of the chosen date
 * @param today 'YYYY-MM-DD' in the customer's clock
 * @param nowMinutes minutes after midnight, customer's clock
 */
export function buildTimeSlots(serviceType: ServiceType | null, day: string | null, today: string, nowMinutes: number): TimeSlot[] {
  const starts = serviceType === 'delivery' ? DELIVERY_WINDOW_STARTS : range(FIRST_SLOT, LAST_SLOT, SLOT_STEP);
  return starts.map((start) => {
    const tooSoon = day !== null && (day < today || (day === today && start < nowMinutes + MIN_LEAD_MINUTES));
    const base = serviceType === 'delivery' ? `${formatMinutes(start)} - ${formatMinutes(start + DELIVERY_WINDOW_MINUTES)}` : formatMinutes(start);
    return { value: start, label: tooSoon ? `${base} (unavailable)` : base, disabled: tooSoon };
  });
}

/** End of the booked period, minutes after midnight (spec point 7, check-availability). */
export function endMinutesFor(serviceType: ServiceType, startMinutes: number, hours?: number): number {
  if (serviceType === 'chauffeur') return startMinutes + (hours ?? 2) * 60;
  if (serviceType === 'delivery') return startMinutes + DELIVERY_WINDOW_MINUTES;
  return startMinutes;
}

/** Start times from 14:00 to 17:59 get the afternoon notice. */
export function isAfternoon(startMinutes: number): boolean {
  return startMinutes >= 14 * 60 && startMinutes < 18 * 60;
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let v = from; v <= to; v += step) values.push(v);
  return values;
}
