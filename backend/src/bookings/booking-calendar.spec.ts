// The booking's event as the customer gets it, read back by node-ical. Passes under any process TZ.
import { bookingRow } from '../../test/fixtures/booking-rows.js';
import { parseCalendar, valueOf, wallTime } from '../../test/support/parsed-calendar.js';
import type { CalendarBusiness } from '../calendar/calendar-files.js';
import { bookingInvitation, toBookingCalendar } from './booking-calendar.js';

const ENV = {
  BUSINESS_NAME: 'Ogden Rides & Deliveries',
  BUSINESS_TIME_ZONE: 'America/Denver',
  PUBLIC_BASE_URL: 'https://rides.example.com',
  OWNER_EMAIL: 'owner@example.com',
};
const BUSINESS: CalendarBusiness = {
  name: ENV.BUSINESS_NAME,
  timeZone: ENV.BUSINESS_TIME_ZONE,
  publicBaseUrl: ENV.PUBLIC_BASE_URL,
  ownerEmail: ENV.OWNER_EMAIL,
};
const NOW = new Date('2026-06-01T14:05:00Z');
const UID = 'booking-K7QM2X@rides.example.com';

describe(toBookingCalendar.name, () => {
  it('is the booking as one event to import, at its Denver time, named by its reference', () => {
    const booking = bookingRow({ status: 'confirmed', calendarSequence: 2 });
    const file = toBookingCalendar(booking, ENV)!;
    expect(file.filename).toBe('booking-254-K7QM2X.ics');
    expect(file.text).not.toContain(booking.id);
    const { method, events } = parseCalendar(file.text);
    expect(method).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ uid: UID, sequence: 2, status: 'CONFIRMED', summary: 'Ride Service with Ogden Rides & Deliveries' });
    expect(wallTime(event.start, 'America/Denver')).toBe('2026-06-03 10:00');
    expect(event.dtstamp.toISOString()).toBe(booking.updatedAt.toISOString());
    expect(valueOf(event.location)).toBe(booking.pickupLocation);
    expect(valueOf(event.description)).toBe(`Reference 254-K7QM2X\nTo: ${booking.destinationLocation}`);
    expect(event.organizer).toBeUndefined();
  });

  it("names and describes the event in its customer's language", () => {
    const booking = bookingRow({ status: 'confirmed', language: 'es' });
    const { name, events } = parseCalendar(toBookingCalendar(booking, ENV)!.text);
    expect(events[0].summary).toBe('Servicio de transporte con Ogden Rides & Deliveries');
    expect(valueOf(events[0].description)).toBe(`Referencia 254-K7QM2X\nDestino: ${booking.destinationLocation}`);
    expect(name).toBe('Reservación 254-K7QM2X de Ogden Rides & Deliveries');
  });

  it('has no file for a plan bought without a date', () => {
    expect(toBookingCalendar(bookingRow({ serviceDate: null, serviceTime: null, startsAt: null, endsAt: null }), ENV)).toBeNull();
  });
});

describe(bookingInvitation.name, () => {
  it.each([
    ['pending', 'REQUEST', 'TENTATIVE'],
    ['confirmed', 'REQUEST', 'CONFIRMED'],
    ['completed', 'REQUEST', 'CONFIRMED'],
    ['cancelled', 'CANCEL', 'CANCELLED'],
  ] as const)('mails a %s booking as METHOD:%s with STATUS:%s, to its customer', (status, method, calendarStatus) => {
    const invitation = bookingInvitation(bookingRow({ status, calendarSequence: 1 }), BUSINESS, NOW)!;
    expect(invitation).toMatchObject({ method, filename: 'booking-254-K7QM2X.ics' });
    const file = parseCalendar(invitation.content);
    expect(file.method).toBe(method);
    expect(file.events[0]).toMatchObject({ uid: UID, sequence: 1, status: calendarStatus });
    expect(file.events[0].dtstamp.toISOString()).toBe(NOW.toISOString());
    expect(file.events[0].attendee).toMatchObject({ params: { CN: 'Jamie Rivera' }, val: expect.stringMatching(/^mailto:jamie@example\.com$/i) });
  });

  it('has nothing to mail for a plan bought without a date', () => {
    expect(bookingInvitation(bookingRow({ startsAt: null, endsAt: null }), BUSINESS, NOW)).toBeNull();
  });
});
