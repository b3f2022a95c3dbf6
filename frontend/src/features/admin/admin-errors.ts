import type { BookingInTimeOff } from '@contracts/blackout.contract.js';
import { errorCode, toApiError } from '@/lib/api-error';

/**
 * The server's own message for a refused request (4xx, e.g. a taken slot or a duplicate code);
 * the caller's fixed fallback text for everything else (5xx, network).
 */
export function refusalMessageOr(error: unknown, fallback: string): string {
  const info = toApiError(error, fallback);
  return info.status !== null && info.status >= 400 && info.status < 500 ? info.message : fallback;
}

export function errorStatusOf(error: unknown): number | null {
  return toApiError(error).status;
}

/** The live bookings the server found inside new time off (409 TIME_OFF_OVER_BOOKINGS), or null for any other failure. */
export function bookingsInsideTimeOff(error: unknown): BookingInTimeOff[] | null {
  if (errorCode(error) !== 'TIME_OFF_OVER_BOOKINGS') return null;
  const { bookings } = (error as { data: { bookings?: unknown } }).data;
  return Array.isArray(bookings) ? (bookings as BookingInTimeOff[]) : null;
}
