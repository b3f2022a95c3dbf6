import { displayReference } from '../domain/booking-reference.js';
import { renderCalendar, type CalendarEvent } from '../domain/icalendar.js';
import { serviceLabel } from '../domain/service-types.js';
import type { Booking } from './booking.entity.js';

/** The customer's calendar file of one booking: its name for the download and its RFC 5545 text. */
export interface BookingCalendarFile {
  filename: string;
  text: string;
}

type CalendarFacts = Pick<
  Booking,
  'id' | 'reference' | 'status' | 'serviceType' | 'pickupLocation' | 'destinationLocation' | 'startsAt' | 'endsAt' | 'updatedAt'
>;

/** A booking has an event once it has a time; a plan bought without a date has none. */
export function hasCalendarEvent(booking: Pick<Booking, 'startsAt' | 'endsAt'>): boolean {
  return booking.startsAt !== null && booking.endsAt !== null;
}

/**
 * The booking as one event at its real instants (UTC), or null when it has no time. The UID is made from the
 * reference, never the id: the id reads the booking, and a calendar file gets synced and shared.
 */
export function toBookingCalendar(booking: CalendarFacts, business: { name: string; host: string }): BookingCalendarFile | null {
  if (!booking.startsAt || !booking.endsAt) return null;
  const reference = displayReference(booking.reference);
  const event: CalendarEvent = {
    uid: `booking-${booking.reference}@${business.host}`,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp: booking.updatedAt,
    summary: `${serviceLabel(booking.serviceType)} with ${business.name}`,
    location: booking.pickupLocation,
    description: `Reference ${reference}\nTo: ${booking.destinationLocation || booking.pickupLocation}`,
    status: booking.status === 'cancelled' ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
  };
  return {
    filename: `booking-${reference}.ics`,
    text: renderCalendar({ productId: `-//${business.name}//Booking//EN`, name: `${business.name} booking ${reference}`, events: [event] }),
  };
}
