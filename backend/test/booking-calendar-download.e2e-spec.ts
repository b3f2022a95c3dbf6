import { chauffeurBooking, CONTACT, OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { parseCalendar, valueOf, wallTime } from './support/parsed-calendar.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 'Add to calendar' on the confirmation page: GET /api/bookings/{id}/calendar.ics, readable by whoever holds the
// booking's unguessable id, like GET /api/bookings/{id}. Business time is America/Denver.
const clock = fixedClock('2026-06-01T14:00:00Z');
const UNKNOWN_ID = 'bk_AAAAAAAAAAAAAAAAAAAAAAAA';
const DENVER = 'America/Denver';

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

  it('downloads the booking as one event at its Denver time, named by its reference', async () => {
    const booking = await book(rideBooking());
    const res = await download(booking.id).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-254-${booking.reference}.ics"`);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const { method, events, timezones, lines } = parseCalendar(res.text);
    expect(method).toBe('PUBLISH');
    expect(timezones.map((zone) => zone.tzid)).toEqual([DENVER]);
    expect(events).toHaveLength(1);
    const [row] = await t.dataSource.query('SELECT starts_at, ends_at FROM bookings WHERE id = $1', [booking.id]);
    const [event] = events;
    expect(event).toMatchObject({
      uid: `booking-${booking.reference}@rides.example.com`,
      sequence: 0,
      summary: 'Ride Service with Ogden Rides & Deliveries',
      // Paid or not, the owner has not confirmed it yet.
      status: 'TENTATIVE',
    });
    // 10:00 in Denver on 2026-06-03 (MDT, UTC-6), written as Denver time.
    expect(lines).toContain('DTSTART;TZID=America/Denver:20260603T100000');
    expect(event.start.toISOString()).toBe('2026-06-03T16:00:00.000Z');
    expect(event.end!.toISOString()).toBe(new Date(row.ends_at).toISOString());
    expect(valueOf(event.location)).toBe(OGDEN_ADDRESS);
    expect(valueOf(event.description)).toBe(`Reference 254-${booking.reference}\nTo: ${SECOND_OGDEN_ADDRESS}`);
    // The id reads the booking: a calendar file gets synced and shared, so it never carries it.
    expect(res.text).not.toContain(booking.id);
  });

  it.each([
    // Spring forward: 02:00 MST became 03:00 MDT that night, so 10:00 is UTC-6, not the day's first offset.
    ['the day summer time starts', '2026-03-05T15:00:00Z', '2026-03-08', '2026-03-08T16:00:00.000Z', '2026-03-08T18:00:00.000Z'],
    // Fall back: 02:00 MDT became 01:00 MST that night, so 10:00 is UTC-7.
    ['the day summer time ends', '2026-10-28T15:00:00Z', '2026-11-01', '2026-11-01T17:00:00.000Z', '2026-11-01T19:00:00.000Z'],
  ])('places a two-hour personal driver booked on %s at 10:00-12:00 Denver time', async (_day, now, date, start, end) => {
    clock.set(now);
    const booking = await book(chauffeurBooking({ serviceDate: date, serviceTime: '10:00' }));
    const { events, lines } = parseCalendar((await download(booking.id).expect(200)).text);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(lines).toEqual(
      expect.arrayContaining([`DTSTART;TZID=${DENVER}:${date.replace(/-/g, '')}T100000`, `DTEND;TZID=${DENVER}:${date.replace(/-/g, '')}T120000`]),
    );
    expect([event.start.toISOString(), event.end!.toISOString()]).toEqual([start, end]);
    expect([wallTime(event.start, DENVER), wallTime(event.end!, DENVER)]).toEqual([`${date} 10:00`, `${date} 12:00`]);
    expect(event.summary).toBe('Personal Driver with Ogden Rides & Deliveries');
  });

  it('is the event of the mails: same UID, confirmed by the owner, one revision later when moved and cancelled', async () => {
    const owner = await loginAsOwner(t);
    const booking = (
      await owner
        .post('/api/admin/bookings')
        .send({ ...rideBooking(), paymentMethod: 'cash' })
        .expect(201)
    ).body.booking;
    const downloaded = async () => parseCalendar((await download(booking.id).expect(200)).text).events[0];
    const mailed = async (kind: string) => {
      const [mail] = await t.dataSource.query(`SELECT calendar_event FROM mail_outbox WHERE booking_id = $1 AND kind = $2`, [booking.id, kind]);
      return parseCalendar(mail.calendar_event.content);
    };
    const uid = `booking-${booking.reference}@rides.example.com`;
    expect(await downloaded()).toMatchObject({ uid, sequence: 0, status: 'CONFIRMED' });
    const received = await mailed('booking-received');
    expect(received.method).toBe('REQUEST');
    expect(received.events[0]).toMatchObject({ uid, sequence: 0, status: 'CONFIRMED' });

    await owner.patch(`/api/bookings/${booking.id}`).send({ booking_time: '13:00' }).expect(200);
    expect(await downloaded()).toMatchObject({ uid, sequence: 1, status: 'CONFIRMED' });
    const moved = await mailed('booking-moved');
    expect(moved.method).toBe('REQUEST');
    expect(moved.events[0]).toMatchObject({ uid, sequence: 1 });
    expect(wallTime(moved.events[0].start, DENVER)).toBe('2026-06-03 13:00');

    await owner.post('/api/cancel-booking').send({ bookingId: booking.id }).expect(200);
    expect(await downloaded()).toMatchObject({ uid, sequence: 2, status: 'CANCELLED' });
    const cancelled = await mailed('booking-cancelled');
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events[0]).toMatchObject({ uid, sequence: 2, status: 'CANCELLED' });
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
