import { AIRPORT_ADDRESS, CONTACT, deliveryBooking, PROVO_ADDRESS, quoteOf, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver (MDT, UTC-6).
const clock = fixedClock('2026-06-01T14:00:00Z');

describe('quotes, availability and bookings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(() => resetData(t.dataSource));
  afterAll(() => t.close());

  describe('POST /api/quotes', () => {
    it('measures the route and prices a ride on the server', async () => {
      const res = await t.http
        .post('/api/quotes')
        .send(quoteOf(rideBooking({ totalPrice: 1 })))
        .expect(200);
      expect(res.body).toMatchObject({ withinServiceArea: true, serviceAreaMessage: null });
      expect(res.body.distance).toBeGreaterThan(0);
      expect(res.body.totalPrice).toBeGreaterThanOrEqual(20);
      const sum = res.body.breakdown.reduce((total: number, line: { amount: number }) => total + line.amount, 0);
      expect(sum).toBeCloseTo(res.body.totalPrice, 2);
    });

    it('flags an address outside the 45-mile area with the spec message', async () => {
      const res = await t.http
        .post('/api/quotes')
        .send(quoteOf(rideBooking({ destinationLocation: PROVO_ADDRESS })))
        .expect(200);
      expect(res.body).toMatchObject({ withinServiceArea: false, serviceAreaMessage: 'We can only provide service within 45 miles of Ogden, UT.' });
    });

    it('answers an address it cannot place with 422, never 0 miles', async () => {
      const res = await t.http
        .post('/api/quotes')
        .send(quoteOf(rideBooking({ pickupLocation: 'Nowhere in particular' })))
        .expect(422);
      expect(res.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity', code: 'ADDRESS_NOT_FOUND' });
    });

    it('gives the spec messages for missing details', async () => {
      const res = await t.http
        .post('/api/quotes')
        .send({
          serviceType: 'ride',
          pickupLocation: '',
          destinationLocation: AIRPORT_ADDRESS,
          serviceDate: '2026-06-03',
          serviceTime: '10:00',
          serviceDetails: {},
        })
        .expect(400);
      expect(res.body.message).toContain('Pickup location is required');
      expect(res.body.message).toContain('Number of passengers is required');
      expect(res.body.message).toContain('Luggage information is required');
    });

    it('refuses unknown fields', async () => {
      const res = await t.http
        .post('/api/quotes')
        .send({ ...quoteOf(rideBooking()), isAdmin: true })
        .expect(400);
      expect(res.body.message).toMatch(/isAdmin should not exist/);
    });
  });

  describe('POST /api/check-availability', () => {
    const ask = (overrides: Record<string, unknown> = {}) =>
      t.http.post('/api/check-availability').send({
        date: '2026-06-03',
        startTime: '10:00',
        serviceType: 'ride',
        pickupLocation: rideBooking().pickupLocation,
        destinationLocation: rideBooking().destinationLocation,
        endTime: '10:00',
        ...overrides,
      });

    it('says a free slot is available', async () => {
      const res = await ask().expect(200);
      expect(res.body).toEqual({ available: true, error: null, message: 'This time slot is available!', nextAvailable: null });
    });

    it('refuses a start less than 60 minutes away', async () => {
      const res = await ask({ date: '2026-06-01', startTime: '08:30' }).expect(200);
      expect(res.body).toMatchObject({ available: false, error: 'TIME_TOO_SOON' });
      expect(res.body.nextAvailable).toEqual({ date: '2026-06-01', time: '09:00' });
    });

    it('refuses a booked slot and offers the next free time', async () => {
      await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
      const res = await ask({ startTime: '10:15' }).expect(200);
      expect(res.body).toMatchObject({ available: false, error: 'SLOT_TAKEN' });
      expect(res.body.nextAvailable.date).toBe('2026-06-03');
      expect(res.body.nextAvailable.time > '10:15').toBe(true);
    });
  });

  describe('POST /api/create-booking', () => {
    it('stores the booking with the server price, ignoring the browser total, and records the customer', async () => {
      const quote = await t.http.post('/api/quotes').send(quoteOf(rideBooking())).expect(200);
      const res = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ totalPrice: 0.01 }))
        .expect(201);
      expect(res.body).toMatchObject({ paymentRequired: true, codeApplied: false, subscriptionCode: null });
      expect(res.body.booking.id).toMatch(/^bk_[A-Za-z0-9_-]{24}$/);
      expect(res.body.booking.reference).toMatch(/^[A-Z2-9]{7}$/);
      expect(res.body.booking.totalPrice).toBe(quote.body.totalPrice);
      const [row] = await t.dataSource.query('SELECT total_cents, status, starts_at FROM bookings');
      expect(row.total_cents).toBe(Math.round(quote.body.totalPrice * 100));
      expect(row.status).toBe('pending');
      expect(new Date(row.starts_at).toISOString()).toBe('2026-06-03T16:00:00.000Z');
      const customers = await t.dataSource.query('SELECT phone_digits, full_name FROM customers');
      expect(customers).toEqual([{ phone_digits: '8015550123', full_name: CONTACT.fullName }]);
      // It awaits the card: nobody is mailed until it is paid.
      expect(await t.dataSource.query('SELECT kind FROM mail_outbox')).toEqual([]);
      await t.http
        .post('/api/process-square-payment')
        .send({ sourceId: 'test-card-ok', amount: res.body.booking.totalPrice, bookingId: res.body.booking.id })
        .expect(200);
      const mails = await t.dataSource.query('SELECT kind, to_address, subject FROM mail_outbox ORDER BY kind');
      expect(mails).toEqual([
        { kind: 'booking-new-owner', to_address: 'owner@ogden-rides.test', subject: expect.stringContaining(`254-${res.body.booking.reference}`) },
        { kind: 'booking-received', to_address: CONTACT.email, subject: expect.stringContaining(`254-${res.body.booking.reference}`) },
        { kind: 'payment-receipt', to_address: CONTACT.email, subject: expect.stringContaining(`254-${res.body.booking.reference}`) },
      ]);
    });

    it('shows the booking by its id for checkout, and nothing for a guessed id', async () => {
      const created = await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
      const res = await t.http.get(`/api/bookings/${created.body.booking.id}`).expect(200);
      expect(res.body).toMatchObject({
        id: created.body.booking.id,
        serviceType: 'ride',
        bookingDate: '2026-06-03',
        bookingTime: '10:00',
        fullName: CONTACT.fullName,
      });
      await t.http.get('/api/bookings/bk_AAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
      await t.http.get('/api/bookings/1').expect(400);
    });

    it('gives the booking form messages of the spec', async () => {
      const res = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ fullName: '', email: 'nope', phone: '123', legalAgreement: false }))
        .expect(400);
      for (const message of [
        'Full name is required',
        'Invalid email address',
        'Phone number is required',
        'You must agree to the legal disclaimer to proceed',
      ]) {
        expect(res.body.message).toContain(message);
      }
      expect(await t.dataSource.query('SELECT * FROM bookings')).toHaveLength(0);
      expect(await t.dataSource.query('SELECT * FROM customers')).toHaveLength(0);
    });

    it('refuses an address outside the service area', async () => {
      const res = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ destinationLocation: PROVO_ADDRESS }))
        .expect(422);
      expect(res.body.message).toBe('We can only provide service within 45 miles of Ogden, UT.');
    });

    it('lets exactly one of 20 simultaneous bookings of one ride slot through', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => t.http.post('/api/create-booking').send(rideBooking())));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const refused = results.find((r) => r.status === 409)!;
      expect(refused.body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'SLOT_UNAVAILABLE', reason: 'SLOT_TAKEN' });
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM bookings');
      expect(count).toBe(1);
      // Refused bookings leave nothing behind: no mails, no half-written rows. The winner's three mails go once paid.
      const winner = results.find((r) => r.status === 201)!.body.booking;
      await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: winner.totalPrice, bookingId: winner.id }).expect(200);
      const [{ mails }] = await t.dataSource.query('SELECT count(*)::int AS mails FROM mail_outbox');
      expect(mails).toBe(3);
    });

    it('keeps at most three deliveries in one window under concurrency', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => t.http.post('/api/create-booking').send(deliveryBooking())));
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = results.filter((r) => r.status === 409);
      expect(refused).toHaveLength(7);
      expect(refused[0].body.reason).toBe('MAX_DELIVERIES_REACHED');
    });

    it('refuses an overlapping driver hold in the database itself', async () => {
      await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
      await expect(
        t.dataSource.query(
          `INSERT INTO bookings (id, reference, service_type, service_details, pickup_location, destination_location, driver_hold, distance_miles, total_cents, full_name, email, phone, phone_digits)
           VALUES ('bk_raw', 'RAW0001', 'ride', '{}', 'a', 'b', tstzrange('2026-06-03T16:15:00Z', '2026-06-03T17:00:00Z'), 1, 2000, 'x', 'x@example.com', '8015550000', '8015550000')`,
        ),
      ).rejects.toThrow(/bookings_no_overlapping_driver_holds/);
    });

    it('returns the same booking for a retried submit with the same Idempotency-Key', async () => {
      const first = await t.http.post('/api/create-booking').set('Idempotency-Key', 'submit-123').send(rideBooking()).expect(201);
      const again = await t.http.post('/api/create-booking').set('Idempotency-Key', 'submit-123').send(rideBooking()).expect(201);
      expect(again.body.booking.id).toBe(first.body.booking.id);
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM bookings');
      expect(count).toBe(1);
    });

    it('lists the booking for the owner', async () => {
      const created = await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
      const owner = await loginAsOwner(t);
      const res = await owner.get('/api/bookings').expect(200);
      expect(res.body.bookings).toHaveLength(1);
      expect(res.body.bookings[0]).toMatchObject({
        id: created.body.booking.id,
        status: 'pending',
        firstName: 'Jamie',
        lastName: 'Rivera',
        booking_date: '2026-06-03',
        booking_time: '10:00',
        pickup: rideBooking().pickupLocation,
        total_price: created.body.booking.totalPrice,
      });
    });
  });
});
