import { BookingWriter } from '../src/bookings/booking-writer.service.js';
import { AIRPORT_ADDRESS, chauffeurBooking, CONTACT, deliveryBooking, OGDEN_ADDRESS, quoteOf, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver (MDT, UTC-6). Bookings on 2026-06-03 10:00 start at 16:00Z.
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);

const PAT = { fullName: 'Pat Morgan', email: 'pat@acme.test', phone: '(385) 555-0999' };

describe('owner: bookings', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await resetData(t.dataSource);
    owner = await loginAsOwner(t);
  });
  afterAll(() => t.close());

  /** A booking the owner takes by phone: confirmed, no payment hold. */
  const byPhone = async (booking: Record<string, unknown>, paymentMethod = 'cash') =>
    (
      await owner
        .post('/api/admin/bookings')
        .send({ ...booking, paymentMethod })
        .expect(201)
    ).body.booking;
  const historyOf = async (id: string) => (await owner.get(`/api/bookings/${id}/history`).expect(200)).body;

  describe('without a session', () => {
    const id = 'bk_AAAAAAAAAAAAAAAAAAAAAAAA';
    // Every row has a body (null for GET): jest would pass `done` in place of a missing last column.
    it.each<[string, string, Record<string, unknown> | null]>([
      ['get', '/api/bookings', null],
      ['get', '/api/bookings?search=jamie', null],
      ['get', '/api/bookings/past-year', null],
      ['get', `/api/bookings/${id}/history`, null],
      ['patch', `/api/bookings/${id}`, { notes: 'x' }],
      ['post', '/api/update-booking-status', { bookingId: id, status: 'confirmed' }],
      ['post', '/api/cancel-booking', { bookingId: id }],
      ['post', '/api/admin/bookings', { ...rideBooking(), paymentMethod: 'cash' }],
    ])('%s %s → 401', async (method, path, body) => {
      const call = (t.http as unknown as Record<string, (path: string) => import('supertest').Test>)[method](path);
      const res = await (body ? call.send(body) : call).expect(401);
      expect(res.body.message).toBe('Please log in to continue.');
    });
  });

  describe('lists and search', () => {
    it('lists recent bookings with the admin fields and payment info', async () => {
      const created = await byPhone(rideBooking());
      const res = await owner.get('/api/bookings').expect(200);
      expect(res.body.bookings).toHaveLength(1);
      expect(res.body.bookings[0]).toMatchObject({
        id: created.id,
        status: 'confirmed',
        serviceType: 'ride',
        firstName: 'Jamie',
        lastName: 'Rivera',
        fullName: 'Jamie Rivera',
        customerName: 'Jamie Rivera',
        businessName: null,
        email: CONTACT.email,
        phone: CONTACT.phone,
        booking_date: '2026-06-03',
        booking_time: '10:00',
        pickup: OGDEN_ADDRESS,
        notes: '',
        rideDetails: { passengers: 2, luggage: 'none', specialRequests: '' },
        paymentInfo: { method: 'cash', transactionId: null, status: 'unpaid', dateProcessed: null },
      });
    });

    it('keeps past-year history apart from the recent list (30 vs 365 days back)', async () => {
      const old = await byPhone(rideBooking());
      const older = await byPhone(rideBooking({ serviceTime: '14:00' }));
      await t.dataSource.query(`UPDATE bookings SET starts_at = $2 WHERE id = $1`, [old.id, '2026-03-01T16:00:00Z']);
      await t.dataSource.query(`UPDATE bookings SET starts_at = $2 WHERE id = $1`, [older.id, '2025-05-01T16:00:00Z']);
      const recent = await byPhone(rideBooking({ serviceDate: '2026-06-04' }));
      expect((await owner.get('/api/bookings').expect(200)).body.bookings.map((b: { id: string }) => b.id)).toEqual([recent.id]);
      const pastYear = (await owner.get('/api/bookings/past-year').expect(200)).body.bookings.map((b: { id: string }) => b.id);
      expect(pastYear).toEqual([old.id, recent.id]);
    });

    it('finds bookings by name, e-mail, phone digits, reference and address', async () => {
      const jamie = await byPhone(rideBooking());
      const pat = await byPhone(rideBooking({ ...PAT, serviceDate: '2026-06-04', pickupLocation: AIRPORT_ADDRESS }));
      const search = async (text: string) =>
        (await owner.get('/api/bookings').query({ search: text }).expect(200)).body.bookings.map((b: { id: string }) => b.id).sort();
      const both = [jamie.id, pat.id].sort();
      expect(await search('rivera')).toEqual([jamie.id]);
      expect(await search('PAT MORGAN')).toEqual([pat.id]);
      expect(await search('Acme.TEST')).toEqual([pat.id]);
      expect(await search('385-555-0999')).toEqual([pat.id]);
      expect(await search('8015550123')).toEqual([jamie.id]);
      expect(await search(`254-${jamie.reference}`)).toEqual([jamie.id]);
      expect(await search(pat.reference.toLowerCase())).toEqual([pat.id]);
      expect(await search('terminal dr')).toEqual([pat.id]);
      expect(await search('harrison blvd')).toEqual(both);
      expect(await search('%')).toEqual([]);
      expect(await search('nobody')).toEqual([]);
    });

    it('refuses a search text over 100 characters', async () => {
      const res = await owner
        .get('/api/bookings')
        .query({ search: 'x'.repeat(101) })
        .expect(400);
      expect(res.body.message).toBe('Search text is too long');
    });
  });

  describe('POST /api/update-booking-status', () => {
    it('sets a status and records who did it', async () => {
      const created = (await t.http.post('/api/create-booking').send(rideBooking()).expect(201)).body.booking;
      const res = await owner.post('/api/update-booking-status').send({ bookingId: created.id, status: 'confirmed' }).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Booking status updated to confirmed' });
      const history = await historyOf(created.id);
      expect(history.entries.map((e: { actor: string; action: string }) => [e.actor, e.action])).toEqual([
        ['customer', 'created'],
        ['owner:owner', 'status-changed'],
      ]);
      expect(history.entries[1].changes).toEqual({ status: { from: 'pending', to: 'confirmed' } });
    });

    it('cancels through the cancellation when the status is cancelled', async () => {
      const created = await byPhone(rideBooking());
      const res = await owner.post('/api/update-booking-status').send({ bookingId: created.id, status: 'cancelled' }).expect(200);
      expect(res.body).toMatchObject({ success: true, fee: 0 });
      const [mail] = await t.dataSource.query(`SELECT to_address FROM mail_outbox WHERE kind = 'booking-cancelled'`);
      expect(mail.to_address).toBe(CONTACT.email);
    });

    it('refuses to cancel a cancelled booking again from the dropdown: no second fee, no second mail', async () => {
      const created = await byPhone(rideBooking());
      await owner.post('/api/update-booking-status').send({ bookingId: created.id, status: 'cancelled' }).expect(200);
      const res = await owner.post('/api/update-booking-status').send({ bookingId: created.id, status: 'cancelled' }).expect(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'This booking is already cancelled.', code: 'BOOKING_ALREADY_CANCELLED' });
      expect(await t.dataSource.query(`SELECT 1 FROM mail_outbox WHERE kind = 'booking-cancelled'`)).toHaveLength(1);
      expect((await historyOf(created.id)).entries.map((e: { action: string }) => e.action)).toEqual(['created', 'cancelled']);
    });

    it('keeps a booking the owner confirmed when its payment hold lapses: only pending holds are released', async () => {
      const created = (await t.http.post('/api/create-booking').send(rideBooking()).expect(201)).body.booking;
      await owner.post('/api/update-booking-status').send({ bookingId: created.id, status: 'confirmed' }).expect(200);
      clock.set('2026-06-01T14:31:00Z');
      expect(await t.app.get(BookingWriter).releaseExpiredHolds(clock.now())).toBe(0);
      const [row] = await t.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [created.id]);
      expect(row.status).toBe('confirmed');
    });

    it('revives a cancelled booking only when its slot is still free', async () => {
      const first = await byPhone(rideBooking());
      await owner.post('/api/cancel-booking').send({ bookingId: first.id }).expect(200);
      const second = await byPhone(rideBooking());
      const res = await owner.post('/api/update-booking-status').send({ bookingId: first.id, status: 'confirmed' }).expect(409);
      expect(res.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', reason: 'SLOT_TAKEN' });
      await owner.post('/api/cancel-booking').send({ bookingId: second.id }).expect(200);
      await owner.post('/api/update-booking-status').send({ bookingId: first.id, status: 'confirmed' }).expect(200);
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      ['an unknown status', { bookingId: 'bk_AAAAAAAAAAAAAAAAAAAAAAAA', status: 'lost' }, 400, 'Status must be pending, confirmed, completed or cancelled'],
      ['a malformed id', { bookingId: 'nope', status: 'confirmed' }, 400, 'Booking not found'],
      ['an unknown booking', { bookingId: 'bk_AAAAAAAAAAAAAAAAAAAAAAAA', status: 'confirmed' }, 404, 'Booking not found'],
    ])('refuses %s', async (_name, body, status, message) => {
      const res = await owner.post('/api/update-booking-status').send(body).expect(status);
      expect(res.body.message).toBe(message);
    });
  });

  describe('POST /api/cancel-booking', () => {
    // Start 2026-06-03 16:00Z for all of these.
    // The last column: whether the owner tapped 'on my way' first. Only that makes the driver dispatched (issue 31).
    it.each<[string, () => Record<string, unknown>, string, 'free' | 'flat' | 'half', 'on-the-way' | 'not-started']>([
      ['ride 2 days ahead: free', () => rideBooking(), NOW, 'free', 'not-started'],
      ['ride exactly 6 h ahead: free', () => rideBooking(), '2026-06-03T10:00:00Z', 'free', 'not-started'],
      ['ride 3 h ahead: $20', () => rideBooking(), '2026-06-03T13:00:00Z', 'flat', 'not-started'],
      ['ride 15 min ahead, nobody on the way yet: $20', () => rideBooking(), '2026-06-03T15:45:00Z', 'flat', 'not-started'],
      ['ride 15 min ahead, the driver on the way: 50 %', () => rideBooking(), '2026-06-03T15:45:00Z', 'half', 'on-the-way'],
      ['delivery 1 h ahead: $20', () => deliveryBooking(), '2026-06-03T15:00:00Z', 'flat', 'not-started'],
      ['delivery under way: 50 %', () => deliveryBooking(), '2026-06-03T16:30:00Z', 'half', 'on-the-way'],
      ['delivery past its start, never tapped: $20', () => deliveryBooking(), '2026-06-03T16:30:00Z', 'flat', 'not-started'],
      ['personal driver 25 h ahead: free', () => chauffeurBooking(), '2026-06-02T15:00:00Z', 'free', 'not-started'],
      ['personal driver 22 h ahead: 50 %', () => chauffeurBooking(), '2026-06-02T18:00:00Z', 'half', 'not-started'],
    ])('%s', async (_name, booking, cancelAt, expected, trip) => {
      const created = await byPhone(booking());
      clock.set(cancelAt);
      // Sessions expire after idle time on the same clock: log in again at the new time.
      owner = await loginAsOwner(t);
      if (trip === 'on-the-way') await owner.post(`/api/admin/bookings/${created.id}/trip`).send({ to: 'on-the-way' }).expect(200);
      const res = await owner.post('/api/cancel-booking').send({ bookingId: created.id }).expect(200);
      const fee = { free: 0, flat: 20, half: Math.round(created.total_price * 50) / 100 }[expected];
      expect(res.body).toEqual({
        success: true,
        fee,
        message: fee > 0 ? `Booking cancelled. A cancellation fee of $${fee.toFixed(2)} applies.` : 'Booking cancelled. No cancellation fee applies.',
      });
      const [row] = await t.dataSource.query(`SELECT status, cancelled_by, cancellation_fee_cents, cancelled_at FROM bookings WHERE id = $1`, [created.id]);
      expect(row).toMatchObject({ status: 'cancelled', cancelled_by: 'owner:owner', cancellation_fee_cents: Math.round(fee * 100) });
      expect(new Date(row.cancelled_at).toISOString()).toBe(new Date(cancelAt).toISOString());
      const mails = await t.dataSource.query(`SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'booking-cancelled' AND booking_id = $1`, [
        created.id,
      ]);
      expect(mails).toHaveLength(1);
      expect(mails[0].to_address).toBe(CONTACT.email);
      expect(mails[0].subject).toBe(`Booking 254-${created.reference} cancelled`);
      expect(mails[0].text_body).toContain(fee > 0 ? `A cancellation fee of $${fee.toFixed(2)} applies.` : 'No cancellation fee applies.');
    });

    it('releases the slot for someone else', async () => {
      const created = await byPhone(rideBooking());
      await t.http.post('/api/create-booking').send(rideBooking()).expect(409);
      await owner.post('/api/cancel-booking').send({ bookingId: created.id }).expect(200);
      await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
    });

    it('refuses a booking that is already cancelled', async () => {
      const created = await byPhone(rideBooking());
      await owner.post('/api/cancel-booking').send({ bookingId: created.id }).expect(200);
      const res = await owner.post('/api/cancel-booking').send({ bookingId: created.id }).expect(409);
      expect(res.body).toMatchObject({ message: 'This booking is already cancelled.', code: 'BOOKING_ALREADY_CANCELLED' });
      expect(await t.dataSource.query(`SELECT 1 FROM mail_outbox WHERE kind = 'booking-cancelled'`)).toHaveLength(1);
    });

    it('answers 404 for an unknown booking', async () => {
      const res = await owner.post('/api/cancel-booking').send({ bookingId: 'bk_AAAAAAAAAAAAAAAAAAAAAAAA' }).expect(404);
      expect(res.body.message).toBe('Booking not found');
    });
  });

  describe('PATCH /api/bookings/{id}', () => {
    it('saves the edit dialog fields and records before and after', async () => {
      const created = await byPhone(rideBooking());
      const res = await owner
        .patch(`/api/bookings/${created.id}`)
        .send({ total_price: 42.5, pickup: AIRPORT_ADDRESS, notes: 'Gate code 1234', booking_time: '13:00', status: 'completed' })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Booking updated',
        booking: {
          total_price: 42.5,
          pickup: AIRPORT_ADDRESS,
          notes: 'Gate code 1234',
          booking_time: '13:00',
          status: 'completed',
          startsAt: '2026-06-03T19:00:00.000Z',
        },
      });
      const [row] = await t.dataSource.query(`SELECT lower(driver_hold) AS hold_start, total_cents FROM bookings WHERE id = $1`, [created.id]);
      expect(new Date(row.hold_start).toISOString()).toBe('2026-06-03T18:30:00.000Z');
      expect(row.total_cents).toBe(4250);
      const { entries } = await historyOf(created.id);
      expect(entries.map((e: { action: string }) => e.action)).toEqual(['created', 'edited', 'status-changed']);
      expect(entries[1].changes).toEqual({
        pickup: { from: OGDEN_ADDRESS, to: AIRPORT_ADDRESS },
        notes: { from: '', to: 'Gate code 1234' },
        total_price: { from: created.total_price, to: 42.5 },
        booking_time: { from: '10:00', to: '13:00' },
        // Where it was: its record's fact for the notifier's moved mail.
        movedFrom: { serviceDate: '2026-06-03', serviceTime: '10:00' },
      });
    });

    it('refuses a move into a taken slot with the slot message, and frees the old slot on a good move', async () => {
      await byPhone(rideBooking());
      const later = await byPhone(rideBooking({ ...PAT, serviceTime: '14:00' }));
      const res = await owner.patch(`/api/bookings/${later.id}`).send({ booking_time: '10:15' }).expect(409);
      expect(res.body).toMatchObject({
        code: 'SLOT_UNAVAILABLE',
        reason: 'SLOT_TAKEN',
        message: 'This time slot is already booked. Please select another time.',
      });
      await owner.patch(`/api/bookings/${later.id}`).send({ booking_date: '2026-06-04', booking_time: '10:00' }).expect(200);
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceTime: '14:00' }))
        .expect(201);
    });

    it('can move a booking within its own slot', async () => {
      const created = await byPhone(rideBooking());
      await owner.patch(`/api/bookings/${created.id}`).send({ booking_time: '10:15' }).expect(200);
    });

    it('moves a delivery into a full window → 409 MAX_DELIVERIES_REACHED', async () => {
      for (let i = 0; i < 3; i += 1) await byPhone(deliveryBooking({ serviceTime: '12:00' }));
      const delivery = await byPhone(deliveryBooking());
      const res = await owner.patch(`/api/bookings/${delivery.id}`).send({ booking_time: '12:00' }).expect(409);
      expect(res.body.reason).toBe('MAX_DELIVERIES_REACHED');
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a negative price', { total_price: -1 }, 'Total price cannot be negative'],
      ['a price in tenths of cents', { total_price: 10.005 }, 'Total price must be a number with at most 2 decimals'],
      ['an unknown status', { status: 'lost' }, 'Status must be pending, confirmed, completed or cancelled'],
      ['an empty pickup', { pickup: '  ' }, 'Pickup location is required'],
      ['an impossible date', { booking_date: '2026-02-30' }, 'Please enter a valid service date (YYYY-MM-DD)'],
      ['unknown fields', { total_cents: 1 }, 'property total_cents should not exist'],
    ])('refuses %s with 400', async (_name, body, message) => {
      const created = await byPhone(rideBooking());
      const res = await owner.patch(`/api/bookings/${created.id}`).send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('answers 404 for an unknown booking', async () => {
      await owner.patch('/api/bookings/bk_AAAAAAAAAAAAAAAAAAAAAAAA').send({ notes: 'x' }).expect(404);
    });
  });

  describe('POST /api/admin/bookings (phone bookings)', () => {
    it('books through the same rules: confirmed, no payment hold, only the customer is mailed', async () => {
      const booking = await byPhone(rideBooking(), 'invoice');
      expect(booking).toMatchObject({ status: 'confirmed', paymentInfo: { method: 'invoice', status: 'unpaid' } });
      const [row] = await t.dataSource.query(`SELECT hold_expires_at, total_cents FROM bookings WHERE id = $1`, [booking.id]);
      expect(row.hold_expires_at).toBeNull();
      const quote = await t.http.post('/api/quotes').send(quoteOf(rideBooking())).expect(200);
      expect(row.total_cents).toBe(Math.round(quote.body.totalPrice * 100));
      const mails = await t.dataSource.query(`SELECT kind, to_address FROM mail_outbox WHERE booking_id = $1`, [booking.id]);
      expect(mails).toEqual([{ kind: 'booking-received', to_address: CONTACT.email }]);
      const { entries } = await historyOf(booking.id);
      expect(entries).toMatchObject([{ actor: 'owner:owner', action: 'created', changes: { status: 'confirmed', source: 'phone', paymentMethod: 'invoice' } }]);
    });

    it("keeps the customer's language on the booking and the customer (issue 30.2): chosen, else the browser's; the owner's browser never decides", async () => {
      const chosen = (
        await t.http
          .post('/api/create-booking')
          .set('Accept-Language', 'en-US,en;q=0.9')
          .send(rideBooking({ language: 'es' }))
          .expect(201)
      ).body.booking;
      const byBrowser = (
        await t.http
          .post('/api/create-booking')
          .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.8')
          .send(rideBooking({ ...PAT, serviceTime: '14:00' }))
          .expect(201)
      ).body.booking;
      const LEE = { fullName: 'Lee Park', email: 'lee@example.com', phone: '(801) 555-0444' };
      const phoneEnglish = (
        await owner
          .post('/api/admin/bookings')
          .set('Accept-Language', 'es-MX')
          .send({ ...rideBooking({ ...LEE, serviceTime: '16:00' }), paymentMethod: 'cash' })
          .expect(201)
      ).body.booking;
      expect(phoneEnglish.language).toBe('en');
      const languageOf = async (id: string) => (await t.dataSource.query(`SELECT language FROM bookings WHERE id = $1`, [id]))[0].language;
      expect([await languageOf(chosen.id), await languageOf(byBrowser.id), await languageOf(phoneEnglish.id)]).toEqual(['es', 'es', 'en']);

      // The customer record follows their latest booking: Lee asks for Spanish on the next call.
      const phoneSpanish = (
        await owner
          .post('/api/admin/bookings')
          .send({ ...rideBooking({ ...LEE, serviceTime: '12:00' }), language: 'es', paymentMethod: 'cash' })
          .expect(201)
      ).body.booking;
      expect(phoneSpanish.language).toBe('es');
      // The next call names no language: Lee is still spoken to in Spanish.
      const phoneAgain = (
        await owner
          .post('/api/admin/bookings')
          .send({ ...rideBooking({ ...LEE, serviceTime: '08:00' }), paymentMethod: 'cash' })
          .expect(201)
      ).body.booking;
      expect(phoneAgain.language).toBe('es');
      expect(await t.dataSource.query(`SELECT phone_digits, language FROM customers ORDER BY phone_digits`)).toEqual([
        { phone_digits: '3855550999', language: 'es' },
        { phone_digits: '8015550123', language: 'es' },
        { phone_digits: '8015550444', language: 'es' },
      ]);

      const refused = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ language: 'fr', serviceTime: '19:00' }))
        .expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining("language must be 'en' or 'es'") });
      expect(await t.dataSource.query(`SELECT 1 FROM bookings WHERE service_time = '19:00'`)).toEqual([]);
    });

    it('books with a phone number and no e-mail (issue 29.10): no mail to the customer, a known e-mail kept on the customer', async () => {
      // A returning customer, known by phone with an e-mail from an earlier booking.
      await byPhone(rideBooking({ serviceTime: '14:00', ...PAT }));
      const booking = await byPhone(rideBooking({ ...PAT, email: '' }));
      expect(booking).toMatchObject({ email: '', status: 'confirmed' });
      const mails: { kind: string }[] = await t.dataSource.query(`SELECT kind FROM mail_outbox WHERE booking_id = $1 AND channel = 'mail'`, [booking.id]);
      // Nothing to the customer, who has no address; the owner, who took it, is not told either.
      expect(mails).toEqual([]);
      const [customer] = await t.dataSource.query(`SELECT email FROM customers WHERE phone_digits = '3855550999'`);
      expect(customer.email).toBe(PAT.email);
      // An e-mail given must still be one; the public form still needs one.
      const bad = await owner
        .post('/api/admin/bookings')
        .send({ ...rideBooking({ email: 'pat@', serviceTime: '16:00' }), paymentMethod: 'cash' })
        .expect(400);
      expect(bad.body.message).toContain('Invalid email address');
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ email: '', serviceTime: '16:00' }))
        .expect(400);
    });

    it('leaves the payment method empty for an unpaid phone booking', async () => {
      const booking = await byPhone(rideBooking(), 'unpaid');
      expect(booking.paymentInfo).toMatchObject({ method: null, status: 'unpaid' });
    });

    it('refuses a taken slot like the public booking does', async () => {
      await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
      const res = await owner
        .post('/api/admin/bookings')
        .send({ ...rideBooking(), paymentMethod: 'cash' })
        .expect(409);
      expect(res.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', reason: 'SLOT_TAKEN' });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no payment method', { ...rideBooking() }, 'Payment method must be cash, invoice or unpaid'],
      ['a card payment method', { ...rideBooking(), paymentMethod: 'card' }, 'Payment method must be cash, invoice or unpaid'],
      ['a missing phone number', { ...rideBooking({ phone: '' }), paymentMethod: 'cash' }, 'Phone number is required'],
    ])('refuses %s with 400', async (_name, body, message) => {
      const res = await owner.post('/api/admin/bookings').send(body).expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('GET /api/bookings/{id}/history', () => {
    it('lists the mails about a paid booking, and the release by the system of a lapsed hold that mailed nobody', async () => {
      const paid = (
        await t.http
          .post('/api/create-booking')
          .send(rideBooking({ serviceTime: '14:00' }))
          .expect(201)
      ).body.booking;
      await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: paid.totalPrice, bookingId: paid.id }).expect(200);
      const lapsed = (await t.http.post('/api/create-booking').send(rideBooking()).expect(201)).body.booking;
      clock.set('2026-06-01T14:31:00Z');
      expect(await t.app.get(BookingWriter).releaseExpiredHolds(clock.now())).toBe(1);

      const released = await historyOf(lapsed.id);
      expect(released.entries.map((e: { actor: string; action: string }) => [e.actor, e.action])).toEqual([
        ['customer', 'created'],
        ['system', 'hold-released'],
      ]);
      expect(released.mails).toEqual([]);

      const history = await historyOf(paid.id);
      expect(history.entries.map((e: { actor: string; action: string }) => [e.actor, e.action])).toEqual([
        ['customer', 'created'],
        ['customer', 'paid'],
        // Paid bookings confirm themselves by default.
        ['system', 'status-changed'],
      ]);
      expect(history.mails.map((m: { kind: string; to: string }) => [m.kind, m.to]).sort()).toEqual([
        ['booking-new-owner', 'owner@ogden-rides.test'],
        ['booking-received', CONTACT.email],
        ['payment-receipt', CONTACT.email],
      ]);
      expect(history.mails[0]).toEqual(expect.objectContaining({ status: expect.any(String), attempts: expect.any(Number), sentAt: null, lastError: null }));
    });

    it('answers 404 for an unknown booking', async () => {
      const res = await owner.get('/api/bookings/bk_AAAAAAAAAAAAAAAAAAAAAAAA/history').expect(404);
      expect(res.body.message).toBe('Booking not found');
    });
  });
});
