import {
  calendarBusinessOf,
  renderCalendar,
  type CalendarBusiness,
  type CalendarEvent,
  type CalendarMethod,
  type CalendarStatus,
} from '../calendar/calendar-files.js';
import type { Settings } from '../config/env.dto.js';
import { displayReference } from '../domain/booking-reference.js';
import type { BookingStatus } from '../domain/booking-transitions.js';
import { wordsFor } from '../i18n/server-i18n.js';
import type { MailCalendarEvent } from '../mail/mail-outbox.entity.js';
import { serviceWords } from '../mail/mail-words.js';
import type { Booking } from './booking.entity.js';

/** The customer's calendar file of one booking: its name for the download and its RFC 5545 text. */
export interface BookingCalendarFile {
  filename: string;
  text: string;
}

type CalendarFacts = Pick<
  Booking,
  | 'reference'
  | 'status'
  | 'serviceType'
  | 'pickupLocation'
  | 'destinationLocation'
  | 'startsAt'
  | 'endsAt'
  | 'updatedAt'
  | 'calendarSequence'
  | 'fullName'
  | 'email'
  | 'language'
>;

/** A booking has an event once it has a time; a plan bought without a date has none. */
export function hasCalendarEvent(booking: Pick<Booking, 'startsAt' | 'endsAt'>): boolean {
  return booking.startsAt !== null && booking.endsAt !== null;
}

export function calendarStatusOf(status: BookingStatus): CalendarStatus {
  return status === 'cancelled' ? 'CANCELLED' : status === 'pending' ? 'TENTATIVE' : 'CONFIRMED';
}

/** GET /api/bookings/{id}/calendar.ics: the booking as a file to import, or null when it has no time. */
export function toBookingCalendar(
  booking: CalendarFacts,
  env: Pick<Settings, 'BUSINESS_NAME' | 'BUSINESS_TIME_ZONE' | 'PUBLIC_BASE_URL' | 'OWNER_EMAIL'>,
): BookingCalendarFile | null {
  const business = calendarBusinessOf(env);
  const file = bookingFile(booking, business, 'PUBLISH', booking.updatedAt);
  return file && { filename: file.filename, text: file.content };
}

/**
 * The booking's event mailed to its customer: REQUEST for the booking and each change of it, CANCEL once it is
 * cancelled; null when it has no time. `stamp` is when the mail is written.
 *
 * Why REQUEST and not PUBLISH: Gmail, Outlook and Apple Mail put a REQUEST into the calendar (or offer to, with the
 * event shown in the mail), and apply a later REQUEST or CANCEL with the same UID and a higher SEQUENCE to that same
 * event, so a move or a cancellation updates the customer's calendar. A PUBLISH is only ever a file to import: a second
 * one adds a second event in some apps, and a cancellation could not take the first away. REQUEST needs an ORGANIZER
 * (the business, at the owner's address) and an ATTENDEE (the customer, already accepted and asked for no answer).
 * null too without the customer's e-mail.
 */
export function bookingInvitation(booking: CalendarFacts, business: CalendarBusiness, stamp: Date): MailCalendarEvent | null {
  // The customer is its attendee: a customer the owner booked by phone without an e-mail gets no mail, nor invitation.
  if (!booking.email.trim()) return null;
  return bookingFile(booking, business, booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST', stamp);
}

function bookingFile(booking: CalendarFacts, business: CalendarBusiness, method: CalendarMethod, stamp: Date): MailCalendarEvent | null {
  if (!booking.startsAt || !booking.endsAt) return null;
  const reference = displayReference(booking.reference);
  // The customer's calendar shows the event in their language.
  const words = wordsFor(booking.language);
  const event: CalendarEvent = {
    reference: booking.reference,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp,
    sequence: booking.calendarSequence,
    status: calendarStatusOf(booking.status),
    summary: words.t('calendar.summary', { service: serviceWords(booking.serviceType, words), business: business.name }),
    location: booking.pickupLocation,
    description: words.t('calendar.description', { reference, to: booking.destinationLocation || booking.pickupLocation }),
    url: business.publicBaseUrl,
    attendee: { name: booking.fullName, email: booking.email },
  };
  return {
    method,
    filename: `booking-${reference}.ics`,
    content: renderCalendar(business, { name: words.t('calendar.name', { business: business.name, reference }), method, events: [event] }),
  };
}
