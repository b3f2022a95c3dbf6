import { BookingWriter } from '../src/bookings/booking-writer.service.js';
import { CONTACT, deliveryBooking, OGDEN_ADDRESS, rideBooking } from './fixtures/bookings.js';
import { parseCalendar, valueOf } from './support/parsed-calendar.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver (MDT, UTC-6), a Monday.
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);
const PAT = { fullName: 'Pat Morgan', email: 'pat@acme.test', phone: '(385) 555-0999' };

describe('owner: blackouts, customers, figures and calendar', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: 'https://rides.example.com' }, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await resetData(t.dataSource);
    owner = await loginAsOwner(t);
  });
  afterAll(() => t.close());

  const byPhone = async (booking: Record<string, unknown>) =>
    (
      await owner
        .post('/api/admin/bookings')
        .send({ ...booking, paymentMethod: 'cash' })
        .expect(201)
    ).body.booking;

  describe('without a session', () => {
    it.each<[string, string, Record<string, unknown> | null]>([
      ['get', '/api/blackouts', null],
      ['post', '/api/blackouts', { date: '2026-06-03' }],
      ['delete', '/api/blackouts/6f1c2a52-7d1e-4c57-9a55-1f7e0c1d2b3a', null],
      ['get', '/api/customers', null],
      ['get', '/api/customers/phone/8015550123', null],
      ['patch', '/api/customers/phone/8015550123', { notes: 'x' }],
      ['get', '/api/stats', null],
      ['post', '/api/calendar/token', null],
    ])('%s %s → 401', async (method, path, body) => {
      const call = (t.http as unknown as Record<string, (path: string) => import('supertest').Test>)[method](path);
      const res = await (body ? call.send(body) : call).expect(401);
      expect(res.body.message).toBe('Please log in to continue.');
    });
  });

  describe('blackouts', () => {
    const ask = (overrides: Record<string, unknown> = {}) =>
      t.http
        .post('/api/check-availability')
        .send({
          date: '2026-06-03',
          startTime: '10:00',
          serviceType: 'ride',
          pickupLocation: OGDEN_ADDRESS,
          destinationLocation: rideBooking().destinationLocation,
          endTime: '10:00',
          ...overrides,
        })
        .expect(200)
        .then((res) => res.body);

    it('blocks check-availability and create-booking for the blacked-out time, and frees it once deleted', async () => {
      const created = await owner.post('/api/blackouts').send({ date: '2026-06-03', startTime: '09:00', endTime: '12:00', reason: 'Dentist' }).expect(201);
      expect(created.body.blackout).toMatchObject({
        startsAt: '2026-06-03T15:00:00.000Z',
        endsAt: '2026-06-03T18:00:00.000Z',
        date: '2026-06-03',
        startTime: '09:00',
        endTime: '12:00',
        wholeDay: false,
        reason: 'Dentist',
      });
      expect(await ask()).toMatchObject({ available: false, error: 'BLACKED_OUT', message: 'We are not available at this time. Please select another time.' });
      expect((await ask()).nextAvailable).toEqual({ date: '2026-06-03', time: '12:30' });
      expect(await ask({ serviceType: 'delivery', startTime: '10:00', endTime: '12:00' })).toMatchObject({ available: false, error: 'BLACKED_OUT' });
      expect(await ask({ startTime: '14:00', endTime: '14:00' })).toMatchObject({ available: true });

      const refused = await t.http.post('/api/create-booking').send(rideBooking()).expect(409);
      expect(refused.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', reason: 'BLACKED_OUT' });
      await owner
        .post('/api/admin/bookings')
        .send({ ...deliveryBooking(), paymentMethod: 'cash' })
        .expect(409);

      await owner.delete(`/api/blackouts/${created.body.blackout.id}`).expect(200);
      expect(await ask()).toMatchObject({ available: true });
      await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
    });

    it('blocks a whole business-local day when no times are given and lists only upcoming blackouts', async () => {
      await owner.post('/api/blackouts').send({ date: '2026-06-04' }).expect(201);
      await owner.post('/api/blackouts').send({ date: '2026-05-20', reason: 'past' }).expect(201);
      const list = await owner.get('/api/blackouts').expect(200);
      expect(list.body.blackouts).toEqual([
        expect.objectContaining({ startsAt: '2026-06-04T06:00:00.000Z', endsAt: '2026-06-05T06:00:00.000Z', wholeDay: true, reason: '' }),
      ]);
      expect(await ask({ date: '2026-06-04', startTime: '08:00', endTime: '08:00' })).toMatchObject({ available: false, error: 'BLACKED_OUT' });
      expect(await ask({ date: '2026-06-04', startTime: '17:00', endTime: '17:00' })).toMatchObject({ available: false, error: 'BLACKED_OUT' });
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      ['an impossible date', { date: '2026-02-30' }, 400, 'Please enter a valid date (YYYY-MM-DD)'],
      ['a malformed time', { date: '2026-06-03', startTime: '9am' }, 400, 'Please enter a valid time (HH:MM)'],
      ['an end before the start', { date: '2026-06-03', startTime: '12:00', endTime: '11:00' }, 400, 'The end time must be after the start time'],
      ['no date', {}, 400, 'Please enter a valid date (YYYY-MM-DD)'],
      ['a last day before the first', { date: '2026-06-03', endDate: '2026-06-02' }, 400, 'The last day must not be before the first day'],
      ['more than a year', { date: '2026-06-03', endDate: '2027-06-04' }, 400, 'Time off can cover at most 366 days at once'],
    ])('refuses %s', async (_name, body, status, message) => {
      const res = await owner.post('/api/blackouts').send(body).expect(status);
      expect(res.body.message.split('; ')).toContain(message);
    });

    it('covers several days, from an afternoon to a morning, across the fall-back day', async () => {
      clock.set('2026-10-20T14:00:00Z');
      owner = await loginAsOwner(t); // the earlier login has passed its absolute lifetime
      const created = await owner.post('/api/blackouts').send({ date: '2026-10-31', startTime: '14:00', endDate: '2026-11-02', endTime: '10:00' }).expect(201);
      // 14:00 MDT (UTC-6) on Oct 31, 10:00 MST (UTC-7) on Nov 2.
      expect(created.body.blackout).toMatchObject({
        startsAt: '2026-10-31T20:00:00.000Z',
        endsAt: '2026-11-02T17:00:00.000Z',
        date: '2026-10-31',
        endDate: '2026-11-02',
        wholeDay: false,
      });
      expect(created.body.bookingsInside).toEqual([]);
      expect(await ask({ date: '2026-10-31', startTime: '12:00', endTime: '12:00' })).toMatchObject({ available: true });
      expect(await ask({ date: '2026-11-01', startTime: '10:00', endTime: '10:00' })).toMatchObject({ available: false, error: 'BLACKED_OUT' });
      expect(await ask({ date: '2026-11-02', startTime: '09:00', endTime: '09:00' })).toMatchObject({ available: false, error: 'BLACKED_OUT' });
      expect(await ask({ date: '2026-11-02', startTime: '11:00', endTime: '11:00' })).toMatchObject({ available: true });
    });

    it('lists the live bookings inside new time off and saves it only when the owner confirms, cancelling none', async () => {
      const ride = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceDate: '2026-06-03', serviceTime: '10:00' }))
        .expect(201);
      const delivery = await t.http
        .post('/api/create-booking')
        .send(deliveryBooking({ serviceDate: '2026-06-04', serviceTime: '12:00' }))
        .expect(201);
      const cancelled = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceDate: '2026-06-04', serviceTime: '15:00' }))
        .expect(201);
      await owner.post('/api/cancel-booking').send({ bookingId: cancelled.body.booking.id }).expect(200);
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceDate: '2026-06-05', serviceTime: '10:00' }))
        .expect(201); // after it

      const timeOff = { date: '2026-06-03', endDate: '2026-06-04', reason: 'Family visit' };
      const refused = await owner.post('/api/blackouts').send(timeOff).expect(409);
      expect(refused.body).toMatchObject({
        code: 'TIME_OFF_OVER_BOOKINGS',
        message: '2 bookings fall inside this time off. They stay booked: cancel or move them, or add the time off anyway.',
        bookings: [
          {
            id: ride.body.booking.id,
            reference: ride.body.booking.reference,
            serviceType: 'ride',
            serviceDate: '2026-06-03',
            serviceTime: '10:00',
            fullName: CONTACT.fullName,
          },
          { id: delivery.body.booking.id, serviceType: 'delivery', serviceDate: '2026-06-04', serviceTime: '12:00' },
        ],
      });
      expect((await owner.get('/api/blackouts').expect(200)).body.blackouts).toEqual([]);

      const saved = await owner
        .post('/api/blackouts')
        .send({ ...timeOff, confirmOverBookings: true })
        .expect(201);
      expect(saved.body.message).toBe('Time off saved. 2 booking(s) inside it stay booked: cancel or move them.');
      expect(saved.body.bookingsInside.map((booking: { id: string }) => booking.id)).toEqual([ride.body.booking.id, delivery.body.booking.id]);
      const statuses = await t.dataSource.query(`SELECT id, status FROM bookings WHERE id = ANY($1) ORDER BY starts_at`, [
        [ride.body.booking.id, delivery.body.booking.id],
      ]);
      expect(statuses.map((row: { status: string }) => row.status)).toEqual(['pending', 'pending']);
    });

    it('answers 404 when deleting an unknown blackout', async () => {
      const res = await owner.delete('/api/blackouts/6f1c2a52-7d1e-4c57-9a55-1f7e0c1d2b3a').expect(404);
      expect(res.body.message).toBe('Blackout not found');
      await owner.delete('/api/blackouts/not-a-uuid').expect(400);
    });
  });

  describe('customers', () => {
    it('groups the directory on phone digits, excluding cancelled bookings from the total', async () => {
      const first = await byPhone(rideBooking());
      const second = await byPhone(rideBooking({ serviceDate: '2026-06-04', phone: '801.555.0123', fullName: 'Jamie Lee Rivera' }));
      const cancelled = await byPhone(rideBooking({ serviceDate: '2026-06-05' }));
      await owner.post('/api/cancel-booking').send({ bookingId: cancelled.id }).expect(200);
      await byPhone(rideBooking({ ...PAT, serviceDate: '2026-06-06' }));

      const res = await owner.get('/api/customers').expect(200);
      expect(res.body.customers).toHaveLength(2);
      const jamie = res.body.customers.find((c: { id: string }) => c.id === '8015550123');
      expect(jamie).toEqual({
        id: '8015550123',
        name: 'Jamie Rivera',
        firstName: 'Jamie',
        lastName: 'Rivera',
        fullName: 'Jamie Rivera',
        businessName: null,
        email: CONTACT.email,
        phone: CONTACT.phone,
        bookingsCount: 3,
        totalSpent: Math.round((first.total_price + second.total_price) * 100) / 100,
        notes: '',
      });
      expect(res.body.customers.find((c: { id: string }) => c.id === '3855550999')).toMatchObject({ firstName: 'Pat', lastName: 'Morgan', bookingsCount: 1 });
    });

    it('reads a profile by phone with trips, spend and service codes', async () => {
      const booking = await byPhone(rideBooking());
      await owner.post('/api/service-codes/custom').send({ customerEmail: CONTACT.email, customerPhone: CONTACT.phone, code: 'JAMIE10' }).expect(201);
      const res = await owner.get(`/api/customers/phone/${encodeURIComponent('(801) 555-0123')}`).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Customer found',
        customer: {
          firstName: 'Jamie',
          lastName: 'Rivera',
          fullName: 'Jamie Rivera',
          email: CONTACT.email,
          phone: CONTACT.phone,
          notes: '',
          tripCount: 1,
          totalSpent: booking.total_price,
        },
      });
      expect(res.body.customer.serviceCodes.map((c: { code: string }) => c.code)).toEqual(['JAMIE10']);
    });

    it('persists notes and the business name, which also show in the directory and the booking list', async () => {
      await byPhone(rideBooking());
      const res = await owner
        .patch('/api/customers/phone/8015550123')
        .send({ notes: 'Prefers texts', businessName: 'Rivera Bakery', fullName: 'Jamie R. Rivera' })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Customer updated',
        customer: { notes: 'Prefers texts', businessName: 'Rivera Bakery', fullName: 'Jamie R. Rivera', lastName: 'Rivera' },
      });
      expect((await owner.get('/api/customers/phone/8015550123').expect(200)).body.customer.notes).toBe('Prefers texts');
      expect((await owner.get('/api/customers').expect(200)).body.customers[0]).toMatchObject({ notes: 'Prefers texts', businessName: 'Rivera Bakery' });
      expect((await owner.get('/api/bookings').expect(200)).body.bookings[0].businessName).toBe('Rivera Bakery');
      // A later booking updates the contact details but keeps the owner's notes.
      await byPhone(rideBooking({ serviceDate: '2026-06-04' }));
      expect((await owner.get('/api/customers/phone/8015550123').expect(200)).body.customer).toMatchObject({ notes: 'Prefers texts', tripCount: 2 });
    });

    it('answers 404 Customer Not Found for an unknown phone', async () => {
      expect((await owner.get('/api/customers/phone/8015550000').expect(404)).body.message).toBe('Customer Not Found');
      expect((await owner.patch('/api/customers/phone/8015550000').send({ notes: 'x' }).expect(404)).body.message).toBe('Customer Not Found');
    });

    it('refuses an invalid e-mail or an empty name', async () => {
      await byPhone(rideBooking());
      expect((await owner.patch('/api/customers/phone/8015550123').send({ email: 'nope' }).expect(400)).body.message).toBe('Invalid email address');
      expect((await owner.patch('/api/customers/phone/8015550123').send({ fullName: ' ' }).expect(400)).body.message).toBe('Full name is required');
    });
  });

  describe('GET /api/stats', () => {
    it('counts by status and sums revenue without cancelled bookings, per period', async () => {
      const a = await byPhone(rideBooking());
      const b = await byPhone(rideBooking({ serviceDate: '2026-06-04' }));
      const c = await byPhone(rideBooking({ serviceDate: '2026-06-05' }));
      const d = await byPhone(rideBooking({ serviceDate: '2026-06-06' }));
      await owner.post('/api/cancel-booking').send({ bookingId: d.id }).expect(200);
      await owner.post('/api/update-booking-status').send({ bookingId: c.id, status: 'completed' }).expect(200);
      await owner.post('/api/update-booking-status').send({ bookingId: b.id, status: 'pending' }).expect(200);
      // When each was booked: a this week, b 20 days ago, c in February, d yesterday.
      const setCreated = (id: string, iso: string) =>
        t.dataSource.query('UPDATE bookings SET created_at = $2, total_cents = $3 WHERE id = $1', [id, iso, 2500]);
      await setCreated(a.id, '2026-06-01T13:00:00Z');
      await setCreated(b.id, '2026-05-12T15:00:00Z');
      await setCreated(c.id, '2026-02-10T15:00:00Z');
      await setCreated(d.id, '2026-05-31T15:00:00Z');

      const res = await owner.get('/api/stats').expect(200);
      expect(res.body.totals).toEqual({ all: 4, pending: 1, confirmed: 1, completed: 1, cancelled: 1 });
      expect(res.body.revenue).toBe(75);
      expect(res.body.periods.last7Days).toEqual({
        from: '2026-05-25T14:00:00.000Z',
        to: NOW.replace('Z', '.000Z'),
        totals: { all: 2, pending: 0, confirmed: 1, completed: 0, cancelled: 1 },
        revenue: 25,
        // Cash agreed on the phone is not money received until the owner records it.
        received: 0,
        // d was cancelled in time: no fee, so nothing owed.
        owed: 0,
      });
      expect(res.body.periods.lastMonth).toMatchObject({ from: '2026-05-01T14:00:00.000Z', totals: { all: 3, pending: 1 }, revenue: 50 });
      expect(res.body.periods.yearToDate).toMatchObject({ from: '2026-01-01T07:00:00.000Z', totals: { all: 4 }, revenue: 75 });
      expect(res.body.weeklyRevenue).toHaveLength(12);
      // Weeks start on Sunday, as the calendar shows them: a (Monday) and d (Sunday 09:00) share this week.
      expect(res.body.weeklyRevenue.at(-1)).toEqual({ weekStart: '2026-05-31', revenue: 25, received: 0 });
      expect(res.body.weeklyRevenue.at(-2)).toEqual({ weekStart: '2026-05-24', revenue: 0, received: 0 });
      expect(res.body.weeklyRevenue.find((w: { weekStart: string }) => w.weekStart === '2026-05-10')).toEqual({
        weekStart: '2026-05-10',
        revenue: 25,
        received: 0,
      });
    });
  });

  describe('calendar feed', () => {
    it('serves the bookings as iCalendar to the holder of the token, cancelled ones kept as cancelled', async () => {
      // A hold that lapsed unpaid was never a booking the owner heard of.
      const lapsed = (
        await t.http
          .post('/api/create-booking')
          .send(rideBooking({ email: 'sam@example.com', serviceDate: '2026-06-06' }))
          .expect(201)
      ).body.booking;
      clock.set('2026-06-01T15:00:00Z');
      expect(await t.app.get(BookingWriter).releaseExpiredHolds(clock.now())).toBe(1);
      const confirmed = await byPhone(rideBooking());
      const pending = (
        await t.http
          .post('/api/create-booking')
          .send(rideBooking({ ...PAT, serviceDate: '2026-06-04' }))
          .expect(201)
      ).body.booking;
      const cancelled = await byPhone(rideBooking({ serviceDate: '2026-06-05' }));
      await owner.post('/api/cancel-booking').send({ bookingId: cancelled.id }).expect(200);
      // Ended more than 90 days ago.
      const old = await byPhone(rideBooking({ serviceDate: '2026-06-08' }));
      await t.dataSource.query(`UPDATE bookings SET starts_at = starts_at - interval '200 days', ends_at = ends_at - interval '200 days' WHERE id = $1`, [
        old.id,
      ]);

      const rotated = await owner.post('/api/calendar/token').expect(201);
      expect(rotated.body.url).toMatch(/^https:\/\/rides\.example\.com\/api\/calendar\.ics\?token=[A-Za-z0-9_-]{43}$/);
      const path = new URL(rotated.body.url).pathname + new URL(rotated.body.url).search;
      const res = await t.http.get(path).expect(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const { method, name, events, timezones, lines } = parseCalendar(res.text);
      expect(res.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect([method, name]).toEqual(['PUBLISH', 'Ogden Rides & Deliveries bookings']);
      expect(timezones.map((zone) => zone.tzid)).toEqual(['America/Denver']);
      // The same UID as in the customer's files; the id (which reads the booking) only in the owner's admin link.
      const uid = (booking: { reference: string }) => `booking-${booking.reference}@rides.example.com`;
      expect(events.map((event) => [event.uid, event.status, event.sequence])).toEqual([
        [uid(confirmed), 'CONFIRMED', 0],
        [uid(pending), 'TENTATIVE', 0],
        [uid(cancelled), 'CANCELLED', 1],
      ]);
      expect(res.text).not.toContain(lapsed.reference);
      expect(res.text).not.toContain(old.reference);
      const [first] = events;
      expect(lines).toContain('DTSTART;TZID=America/Denver:20260603T100000');
      expect(first.start.toISOString()).toBe('2026-06-03T16:00:00.000Z');
      expect(valueOf(first.summary)).toBe('Ride Service: Jamie Rivera');
      expect(valueOf(first.location)).toBe(OGDEN_ADDRESS);
      expect(valueOf(first.description)).toBe(`Reference 254-${confirmed.reference}\nPhone (801) 555-0123`);
      expect(valueOf(first.url as Parameters<typeof valueOf>[0])).toBe(`https://rides.example.com/admin/dashboard?booking=${confirmed.id}`);
      expect(valueOf(events[1].description)).toContain('Pending confirmation');
    });

    it('refuses a missing, wrong or rotated-away token', async () => {
      await t.http.get('/api/calendar.ics').expect(401);
      const first = new URL((await owner.post('/api/calendar/token').expect(201)).body.url);
      await t.http
        .get('/api/calendar.ics')
        .query({ token: 'x'.repeat(43) })
        .expect(401);
      await t.http.get(first.pathname + first.search).expect(200);
      await owner.post('/api/calendar/token').expect(201);
      const res = await t.http.get(first.pathname + first.search).expect(401);
      expect(res.body.message).toBe('This calendar link is not valid. Create a new one in the dashboard.');
    });
  });
});
