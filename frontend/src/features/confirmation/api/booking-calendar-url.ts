import { env } from '@/config/env';

/**
 * GET /api/bookings/{id}/calendar.ics, the booking as a calendar file. A plain download link rather than an
 * RTK Query endpoint: the browser saves the file under the server's name for it.
 */
export function bookingCalendarUrl(bookingId: string): string {
  return `${env.apiBaseUrl}/bookings/${encodeURIComponent(bookingId)}/calendar.ics`;
}
