import { BookingWriter } from '../src/bookings/booking-writer.service.js';
import { EnvDto } from '../src/config/env.dto.js';
import { CONTACT, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

/**
 * One anonymous client must not take the business off the market or guess its codes: unpaid holds and booking
 * requests are limited per client address, e-mail and phone, with the limits' shipped defaults; a hold is short
 * until the payment form opens, mails nobody, and counts as no revenue.
 */
const clock = fixedClock('2026-06-01T14:00:00Z');
const DEFAULTS = new EnvDto();
const ATTACKER = { fullName: 'Mallory Hold', email: 'mallory@example.com', phone: '(801) 555-0666' };
const REFUSED_HOLD =
  'You already have bookings waiting for payment. Please pay for them, or wait a few minutes until their time slots are released, before booking again.';

/** The i-th slot of a flood: ten days (3 to 12 June) at 08:00, then later times of those days. */
function floodSlot(i: number) {
  const times = ['08:00', '09:30', '11:00', '12:30', '14:00', '15:30'];
  return { serviceDate: `2026-06-${String(3 + (i % 10)).padStart(2, '0')}`, serviceTime: times[Math.floor(i / 10) % times.length] };
}

describe('hostile traffic: holds, booking floods and guessing', () => {
  let t: TestApp;
  const from = (address: string) => ({
    book: (body: Record<string, unknown>) => t.http.post('/api/create-booking').set('X-Forwarded-For', address).send(body),
    checkCode: (code: string) => t.http.post('/api/validate-service-code').set('X-Forwarded-For', address).send({ code }),
  });
  const liveHolds = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM bookings WHERE status = 'pending' AND hold_expires_at > $1`, [clock.now()]))[0].n;

  beforeAll(async () => {
    t = await createTestApp(
      {
        TRUST_PROXY: '1',
        UNPAID_HOLDS_PER_CLIENT: String(DEFAULTS.UNPAID_HOLDS_PER_CLIENT),
        BOOKING_RATE_LIMIT_PER_HOUR: String(DEFAULTS.BOOKING_RATE_LIMIT_PER_HOUR),
        SERVICE_CODE_FAILURE_LIMIT: String(DEFAULTS.SERVICE_CODE_FAILURE_LIMIT),
        MASTER_SERVICE_CODE: 'master-code-for-tests',
      },
      { clock },
    );
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
    await t.dataSource.query('DELETE FROM service_codes');
  });
  afterAll(() => t.close());

  it('ships limits of 2 live unpaid holds, 10 booking requests an hour and 5 wrong codes per client', () => {
    expect(DEFAULTS).toMatchObject({
      UNPAID_HOLDS_PER_CLIENT: 2,
      BOOKING_RATE_LIMIT_PER_HOUR: 10,
      SERVICE_CODE_FAILURE_LIMIT: 5,
      CHECKOUT_START_MINUTES: 10,
      PAYMENT_HOLD_MINUTES: 30,
    });
  });

  it('lets a flood of 300 bookings from one client hold two slots, mail nobody, and leave the day to others', async () => {
    const attacker = from('203.0.113.7');
    // The first ten arrive together: all pass the request limit, and the client's locks count them one by one.
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => attacker.book(rideBooking({ ...ATTACKER, ...floodSlot(i) }))));
    const rest = [];
    for (let batch = 10; batch < 300; batch += 50) {
      rest.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => attacker.book(rideBooking({ ...ATTACKER, ...floodSlot(batch + j) }))))));
    }
    const statuses = [...first, ...rest].map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
    expect(first.filter((res) => res.status === 429).map((res) => res.body)).toEqual(
      Array(8).fill({ statusCode: 429, error: 'Too Many Requests', message: REFUSED_HOLD, code: 'TOO_MANY_UNPAID_BOOKINGS' }),
    );
    expect(rest[0].body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many booking requests. Please wait a while and try again, or call us.',
      code: 'RATE_LIMITED',
    });

    const holds = await t.dataSource.query('SELECT client_address, hold_expires_at, service_date::text FROM bookings');
    expect(holds).toHaveLength(2);
    for (const hold of holds) {
      expect(hold.client_address).toBe('203.0.113.7');
      expect(hold.hold_expires_at.toISOString()).toBe('2026-06-01T14:10:00.000Z');
    }
    // Neither the owner nor an address the client chose hears of a booking nobody has paid.
    expect(await t.dataSource.query('SELECT kind, to_address FROM mail_outbox')).toEqual([]);

    // Another customer books the same day as one of the holds.
    const res = await from('198.51.100.9').book(rideBooking({ serviceDate: holds[0].service_date, serviceTime: '15:30' }));
    expect(res.status).toBe(201);
  }, 120_000);

  it.each([
    ['e-mail', (i: number) => ({ address: `203.0.113.${i}`, contact: { ...ATTACKER, phone: `(801) 555-070${i}` } })],
    ['phone', (i: number) => ({ address: `203.0.113.${i}`, contact: { ...ATTACKER, email: `mallory${i}@example.com` } })],
    ['client address', (i: number) => ({ address: '203.0.113.7', contact: { ...ATTACKER, email: `mallory${i}@example.com`, phone: `(801) 555-070${i}` } })],
  ])('counts unpaid holds per %s, whatever else changes', async (_key, client) => {
    for (let i = 0; i < 3; i += 1) {
      const { address, contact } = client(i);
      const res = await from(address).book(rideBooking({ ...contact, ...floodSlot(i) }));
      expect([i, res.status]).toEqual([i, i < 2 ? 201 : 429]);
    }
    // The e-mail is one client whatever its case.
    const { address } = client(3);
    expect((await from(address).book(rideBooking({ ...client(0).contact, email: client(0).contact.email.toUpperCase(), ...floodSlot(3) }))).status).toBe(429);
    expect(await liveHolds()).toBe(2);
  });

  it.each([
    [
      'a +1 and the spaces in the phone',
      (i: number) => ({ ...ATTACKER, email: `mallory${i}@example.com`, phone: ['(801) 555-0666', '+1 801 555 0666', '1-801-555-0666'][i] }),
    ],
    [
      'a +tag in the e-mail',
      (i: number) => ({ ...ATTACKER, phone: `(801) 555-070${i}`, email: ['mallory@example.com', 'mallory+2@example.com', 'Mallory+x@Example.com'][i] }),
    ],
    [
      'Gmail dots',
      (i: number) => ({
        ...ATTACKER,
        phone: `(801) 555-070${i}`,
        email: ['mallory.hold@gmail.com', 'malloryhold@gmail.com', 'm.a.l.l.o.r.y.hold+3@googlemail.com'][i],
      }),
    ],
  ])('counts unpaid holds per person whatever %s', async (_spelling, contact) => {
    for (let i = 0; i < 3; i += 1) {
      const res = await from(`203.0.113.${i + 1}`).book(rideBooking({ ...contact(i), ...floodSlot(i) }));
      expect([i, res.status]).toEqual([i, i < 2 ? 201 : 429]);
    }
    expect(await liveHolds()).toBe(2);
  });

  it('frees the client to book again once a hold is paid or lapses', async () => {
    const client = from('203.0.113.7');
    const paid = (await client.book(rideBooking({ ...ATTACKER, ...floodSlot(0) })).expect(201)).body.booking;
    await client.book(rideBooking({ ...ATTACKER, ...floodSlot(1) })).expect(201);
    await client.book(rideBooking({ ...ATTACKER, ...floodSlot(2) })).expect(429);
    await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: paid.totalPrice, bookingId: paid.id }).expect(200);
    await client.book(rideBooking({ ...ATTACKER, ...floodSlot(2) })).expect(201);
    await client.book(rideBooking({ ...ATTACKER, ...floodSlot(3) })).expect(429);

    clock.set('2026-06-01T14:11:00Z');
    expect(await t.app.get(BookingWriter).releaseExpiredHolds(clock.now())).toBe(2);
    await client.book(rideBooking({ ...ATTACKER, ...floodSlot(3) })).expect(201);
  });

  it('does not limit bookings that need no card, and mails them at once', async () => {
    const client = from('203.0.113.7');
    for (let i = 0; i < 3; i += 1) await client.book(rideBooking({ ...ATTACKER, ...floodSlot(i), serviceCode: 'master-code-for-tests' })).expect(201);
    const mails = await t.dataSource.query(`SELECT kind, count(*)::int AS n FROM mail_outbox GROUP BY kind ORDER BY kind`);
    expect(mails).toEqual([
      { kind: 'booking-new-owner', n: 3 },
      { kind: 'booking-received', n: 3 },
    ]);
  });

  it('counts no unpaid hold as revenue or as money a customer spent', async () => {
    const owner = await loginAsOwner(t);
    const held = (await from('203.0.113.7').book(rideBooking()).expect(201)).body.booking;
    // Booked an hour before the test clock's now, so it falls in this week's figures.
    await t.dataSource.query(`UPDATE bookings SET created_at = '2026-06-01T13:00:00Z'`);
    const figures = async () => {
      const stats = (await owner.get('/api/stats').expect(200)).body;
      const [customer] = (await owner.get('/api/customers').expect(200)).body.customers;
      return { revenue: stats.revenue, week: stats.periods.last7Days.revenue, spent: customer.totalSpent, pending: stats.totals.pending };
    };
    expect(await figures()).toEqual({ revenue: 0, week: 0, spent: 0, pending: 1 });
    await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: held.totalPrice, bookingId: held.id }).expect(200);
    // Paid, it is confirmed with its payment (paid bookings confirm themselves by default): nothing left pending.
    expect(await figures()).toEqual({ revenue: held.totalPrice, week: held.totalPrice, spent: held.totalPrice, pending: 0 });
  });

  describe('Idempotency-Key', () => {
    const REUSED = {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'This Idempotency-Key was already used for another booking request. Send a new key with a new request.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    };
    const KEY = '0b7f1c9e-3d4a-4c2b-9a51-2f6e8d0c1b3a';
    const bookWithKey = (address: string, body: Record<string, unknown>) =>
      t.http.post('/api/create-booking').set('X-Forwarded-For', address).set('Idempotency-Key', KEY).send(body);

    it('answers a retry from the same client with the same body with the same booking', async () => {
      const first = (await bookWithKey('203.0.113.7', rideBooking()).expect(201)).body;
      expect((await bookWithKey('203.0.113.7', rideBooking()).expect(201)).body).toEqual(first);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM bookings')).toEqual([{ n: 1 }]);
    });

    it.each([
      [
        'another body from the same client',
        '203.0.113.7',
        rideBooking({ fullName: 'Pat Lee', email: 'pat@example.com', phone: '(801) 555-0777', ...floodSlot(1) }),
      ],
      ['the same body from another client', '198.51.100.9', rideBooking()],
      ['another body from another client', '198.51.100.9', rideBooking({ ...floodSlot(1) })],
    ])('refuses a reused key with %s with 422, books nothing and shows nothing of the first booking', async (_case, address, body) => {
      const first = (await bookWithKey('203.0.113.7', rideBooking()).expect(201)).body.booking;
      const refused = await bookWithKey(address, body).expect(422);
      expect(refused.body).toEqual(REUSED);
      expect(JSON.stringify(refused.body)).not.toContain(first.id);
      expect(await t.dataSource.query('SELECT id FROM bookings')).toEqual([{ id: first.id }]);
    });

    it('of two requests with one key and different bodies at once, books one and refuses the other', async () => {
      const answers = await Promise.all([
        bookWithKey('203.0.113.7', rideBooking()),
        bookWithKey('198.51.100.9', rideBooking({ fullName: 'Pat Lee', email: 'pat@example.com', phone: '(801) 555-0777', ...floodSlot(1) })),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM bookings')).toEqual([{ n: 1 }]);
    });
  });

  describe('service codes', () => {
    const WRONG_CODES = 'Too many wrong service codes. Please wait 15 minutes and try again, or call us.';
    beforeEach(async () => {
      const owner = await loginAsOwner(t);
      await owner
        .post('/api/service-codes/custom')
        .send({
          customerEmail: CONTACT.email,
          customerPhone: CONTACT.phone,
          code: 'REAL-CODE-10',
          discountType: 'percentage',
          discountValue: 10,
          usageLimit: 100,
        })
        .expect(201);
    });

    it('refuses every code from a client for 15 minutes after 5 wrong ones, and only from that client', async () => {
      const guesser = from('203.0.113.7');
      for (let i = 0; i < 5; i += 1)
        expect((await guesser.checkCode(`GUESS-${i}`).expect(200)).body).toMatchObject({ valid: false, message: 'The service code is not valid' });
      for (const code of ['GUESS-5', 'REAL-CODE-10']) {
        expect((await guesser.checkCode(code).expect(429)).body).toEqual({
          statusCode: 429,
          error: 'Too Many Requests',
          message: WRONG_CODES,
          code: 'RATE_LIMITED',
        });
      }
      // Applying a code in a booking is refused too, before anything is written.
      expect((await guesser.book(rideBooking({ serviceCode: 'REAL-CODE-10' })).expect(429)).body.message).toBe(WRONG_CODES);
      expect(await t.dataSource.query('SELECT usage_count FROM service_codes')).toEqual([{ usage_count: 0 }]);

      expect((await from('198.51.100.9').checkCode('REAL-CODE-10').expect(200)).body).toMatchObject({ valid: true });
      clock.set('2026-06-01T14:15:00Z');
      expect((await guesser.checkCode('REAL-CODE-10').expect(200)).body).toMatchObject({ valid: true });
    });

    it('counts wrong codes applied in bookings as guesses as well', async () => {
      const guesser = from('203.0.113.7');
      for (let i = 0; i < 5; i += 1) {
        const res = await guesser.book(rideBooking({ serviceCode: `GUESS-${i}`, ...floodSlot(i) })).expect(400);
        expect(res.body.message).toBe('Invalid service code: The service code is not valid');
      }
      expect((await guesser.checkCode('REAL-CODE-10').expect(429)).body.message).toBe(WRONG_CODES);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM bookings')).toEqual([{ n: 0 }]);
    });

    it('limits code checks to 30 an hour per client, right or wrong', async () => {
      const client = from('203.0.113.7');
      for (let i = 0; i < 30; i += 1) await client.checkCode('REAL-CODE-10').expect(200);
      expect((await client.checkCode('REAL-CODE-10').expect(429)).body.message).toBe('Too many code checks. Please wait a while and try again.');
    });
  });
});
