import { chauffeurBooking, CONTACT, OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 'Add to calendar' on the confirmation page: GET /api/bookings/{id}/calendar.ics, readable by whoever holds the
// booking's unguessable id, like GET /api/bookings/{id}. Business time is America/Denver.
const clock = fixedClock('2026-06-01T14:00:00Z');
const UNKNOWN_ID = 'bk_AAAAAAAAAAAAAAAAAAAAAAAA';

interface ParsedCalendar {
  calendar: Record<string, string>;
  events: Record<string, string>[];
}

/** RFC 5545 as a calendar app reads it: CRLF lines, folded lines joined, one property per line. */
function parseCalendar(text: string): ParsedCalendar {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  expect(lines.every((line) => !/[\r\n]/.test(line))).toBe(true);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let event: Record<string, string> | null = null;
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(':');
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (line === 'BEGIN:VEVENT') {
      expect(event).toBeNull();
      event = {};
    } else if (line === 'END:VEVENT') {
      events.push(event!);
      event = null;
    } else if (event) {
      expect(name in event).toBe(false);
      event[name] = value;
    } else {
      calendar[name] = value;
    }
  }
  expect(event).toBeNull();
  return { calendar, events };
}

describe('GET /api/bookings/{id}/calendar.ics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: 'https://rides.example.com' }, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  const book = async (booking: Record<string, unknown>) => (await t.http.post('/api/create-booking').send(booking).expect(201)).body.booking;
  const download = (id: string) => t.http.get(`/api/bookings/${id}/calendar.ics`).buffer(true);

  it('downloads the booking as one event at its real instants, named by its reference', async () => {
    const booking = await book(rideBooking());
    const res = await download(booking.id).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-254-${booking.reference}.ics"`);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const { calendar, events } = parseCalendar(res.text);
    expect(calendar).toMatchObject({ VERSION: '2.0', CALSCALE: 'GREGORIAN', METHOD: 'PUBLISH' });
    expect(events).toHaveLength(1);
    const [row] = await t.dataSource.query('SELECT starts_at, ends_at FROM bookings WHERE id = $1', [booking.id]);
    const utc = (instant: Date) =>
      instant
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    expect(events[0]).toEqual({
      UID: `booking-${booking.reference}@rides.example.com`,
      DTSTAMP: expect.stringMatching(/^\d{8}T\d{6}Z$/),
      // 10:00 in Denver on 2026-06-03 (MDT, UTC-6).
      DTSTART: '20260603T160000Z',
      DTEND: utc(new Date(row.ends_at)),
      SUMMARY: 'Ride Service with Ogden Rides & Deliveries',
      LOCATION: OGDEN_ADDRESS.replace(/,/g, '\\,'),
      DESCRIPTION: `Reference 254-${booking.reference}\\nTo: ${SECOND_OGDEN_ADDRESS.replace(/,/g, '\\,')}`,
      // Paid or not, the owner has not confirmed it yet.
      STATUS: 'TENTATIVE',
    });
    expect(events[0].DTEND > events[0].DTSTART).toBe(true);
    // The id reads the booking: a calendar file gets synced and shared, so it never carries it.
    expect(res.text).not.toContain(booking.id);
  });

  it.each([
    // Spring forward: 02:00 MST became 03:00 MDT that night, so 10:00 is UTC-6, not the day's first offset.
    ['the day summer time starts', '2026-03-05T15:00:00Z', '2026-03-08', '20260308T160000Z', '20260308T180000Z'],
    // Fall back: 02:00 MDT became 01:00 MST that night, so 10:00 is UTC-7.
    ['the day summer time ends', '2026-10-28T15:00:00Z', '2026-11-01', '20261101T170000Z', '20261101T190000Z'],
  ])('places a two-hour personal driver booked on %s at its Denver instants', async (_day, now, date, start, end) => {
    clock.set(now);
    const booking = await book(chauffeurBooking({ serviceDate: date, serviceTime: '10:00' }));
    const { events } = parseCalendar((await download(booking.id).expect(200)).text);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ DTSTART: start, DTEND: end, SUMMARY: 'Personal Driver with Ogden Rides & Deliveries' });
  });

  it('marks a booking the owner confirmed, and one cancelled since', async () => {
    const owner = await loginAsOwner(t);
    const booking = (
      await owner
        .post('/api/admin/bookings')
        .send({ ...rideBooking(), paymentMethod: 'cash' })
        .expect(201)
    ).body.booking;
    expect(parseCalendar((await download(booking.id).expect(200)).text).events[0].STATUS).toBe('CONFIRMED');
    await owner.post('/api/cancel-booking').send({ bookingId: booking.id }).expect(200);
    expect(parseCalendar((await download(booking.id).expect(200)).text).events[0].STATUS).toBe('CANCELLED');
  });

  it('answers an unknown id with the same JSON 404 as the booking itself, and a malformed one with its 400', async () => {
    const shown = await t.http.get(`/api/bookings/${UNKNOWN_ID}`).expect(404);
    const res = await download(UNKNOWN_ID).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual(shown.body);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Booking not found', code: 'BOOKING_NOT_FOUND' });

    const malformed = await download('1').expect(400);
    expect(malformed.body).toEqual((await t.http.get('/api/bookings/1').expect(400)).body);
  });

  it('has no event for a plan bought without a date: the booking says so, and the download is a 404', async () => {
    const plan = await book({
      ...rideBooking(),
      serviceType: 'subscription',
      serviceDate: 'N/A',
      serviceTime: 'N/A',
      serviceDetails: { planType: 'premium', frequency: 'monthly', addressesVary: false, details: '' },
    });
    expect((await t.http.get(`/api/bookings/${plan.id}`).expect(200)).body).toMatchObject({ hasCalendarEvent: false, planName: 'Premium' });
    const res = await download(plan.id).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Booking not found', code: 'BOOKING_NOT_FOUND' });

    const ride = await book(rideBooking({ ...CONTACT }));
    expect((await t.http.get(`/api/bookings/${ride.id}`).expect(200)).body).toMatchObject({ hasCalendarEvent: true, planName: null });
  });
});
