import { createHash } from 'node:crypto';
import { RefundsService } from '../src/payments/refunds.service.js';
import { squareSignature } from '../src/payments/webhook-signature.js';
import { squareEnv, startFakeSquare, type FakeSquare } from './fakes/fake-square.js';
import { AIRPORT_ADDRESS, chauffeurBooking, CONTACT, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver (MDT, UTC-6). The fixtures' ride is on 2026-06-03 10:00, which starts at 16:00Z.
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);
const BASE_URL = 'https://rides.example.test';
const WEBHOOK_URL = `${BASE_URL}/api/square/webhook`;
const WEBHOOK_KEY = 'whsec-test-signature-key';
const OWNER_EMAIL = 'owner@ogden-rides.test';
const LINK = new RegExp(`${BASE_URL.replace(/\./g, '\\.')}/manage/([A-Za-z0-9_-]{22,64})`);
const INVALID = {
  statusCode: 404,
  error: 'Not Found',
  message: 'This booking link does not work. It may have expired or been turned off. Use Find my booking to get a new one, or call or e-mail us.',
  code: 'MANAGE_LINK_INVALID',
};

interface Created {
  id: string;
  reference: string;
  totalPrice: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);
/** What is left of a payment once the $20 late fee is kept, in dollars. */
const lessFlatFee = (dollars: number) => (cents(dollars) - 2000) / 100;
/** A ride to the airport: it costs more than the $20 late fee, so a late cancel still refunds something. */
const airportRide = (overrides: Record<string, unknown> = {}) => rideBooking({ destinationLocation: AIRPORT_ADDRESS, ...overrides });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the customer manage page, cancellations and refunds (fake Square, real SDK)', () => {
  let square: FakeSquare;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    square = await startFakeSquare();
    t = await createTestApp({ PUBLIC_BASE_URL: BASE_URL, ...squareEnv(square, { signatureKey: WEBHOOK_KEY, url: WEBHOOK_URL }, 400) }, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    square.reset();
    await resetData(t.dataSource);
    await t.dataSource.query('DELETE FROM service_codes');
    owner = await loginAsOwner(t);
  });
  afterAll(async () => {
    await t.close();
    await square.close();
  });

  // --- helpers ----------------------------------------------------------------------------------------

  const book = async (body: Record<string, unknown> = rideBooking()): Promise<Created> =>
    (await t.http.post('/api/create-booking').send(body).expect(201)).body.booking;
  const pay = (booking: Created) =>
    t.http
      .post('/api/process-square-payment')
      .send({ sourceId: 'cnon:card-nonce-ok', amount: booking.totalPrice, bookingId: booking.id, customerEmail: CONTACT.email })
      .expect(200);
  /** A ride booked and paid by card: its mails carry the manage link. */
  const bookAndPay = async (body: Record<string, unknown> = airportRide()) => {
    const booking = await book(body);
    await pay(booking);
    return booking;
  };
  /** A booking the owner takes by phone, paid in cash: confirmed and mailed at once. */
  const byPhone = async (body: Record<string, unknown>): Promise<Created> => {
    const booking = (
      await owner
        .post('/api/admin/bookings')
        .send({ ...body, paymentMethod: 'cash' })
        .expect(201)
    ).body.booking;
    return { id: booking.id, reference: booking.reference, totalPrice: booking.total_price };
  };
  const mails = (bookingId: string): Promise<{ kind: string; to_address: string; subject: string; text_body: string; html_body: string }[]> =>
    t.dataSource.query(`SELECT kind, to_address, subject, text_body, html_body FROM mail_outbox WHERE booking_id = $1 ORDER BY kind`, [bookingId]);
  /** The token of the manage link in the booking's mail of this kind. */
  const tokenIn = async (bookingId: string, kind: string): Promise<string> => {
    const mail = (await mails(bookingId)).find((candidate) => candidate.kind === kind);
    const token = mail && LINK.exec(mail.text_body)?.[1];
    if (!token) throw new Error(`no manage link in the ${kind} mail`);
    return token;
  };
  const manage = (token: string) => t.http.get(`/api/manage/${token}`);
  const cancel = (token: string, expectedFee: number) => t.http.post(`/api/manage/${token}/cancel`).send({ expectedFee });
  const refundRows = (): Promise<Record<string, unknown>[]> =>
    t.dataSource.query(`SELECT booking_id, payment_id, idempotency_key, amount_cents, status, square_refund_id, attempts FROM refunds`);
  const historyOf = async (id: string) => (await owner.get(`/api/bookings/${id}/history`).expect(200)).body;
  const countRequests = (request: string) => square.requests.filter((candidate) => candidate === request).length;
  const webhook = (event: unknown) => {
    const body = JSON.stringify(event);
    return t.http
      .post('/api/square/webhook')
      .set('content-type', 'application/json')
      .set('x-square-hmacsha256-signature', squareSignature(body, WEBHOOK_KEY, WEBHOOK_URL))
      .send(body)
      .expect(200);
  };
  const refundEvent = (eventId: string, refund: Record<string, unknown>) => ({
    merchant_id: 'MLFAKEMERCHANT',
    type: 'refund.updated',
    event_id: eventId,
    created_at: '2026-06-01T14:00:05Z',
    data: { type: 'refund', id: refund.id, object: { refund } },
  });

  // --- the link ---------------------------------------------------------------------------------------

  describe('the private link', () => {
    it("is in every mail of a paid booking, stored only as a hash, and opens the booking with its payment, policy and today's fee", async () => {
      const booking = await bookAndPay();
      const received = await tokenIn(booking.id, 'booking-received');
      expect(await tokenIn(booking.id, 'payment-receipt')).toBe(received);
      expect(received).toHaveLength(32);
      const stored: { token_hash: string; channel: string; expires_at: Date }[] = await t.dataSource.query(
        'SELECT token_hash, channel, expires_at FROM manage_links',
      );
      expect(stored).toEqual([{ token_hash: sha256(received), channel: 'mail', expires_at: expect.any(Date) }]);
      expect(JSON.stringify(await t.dataSource.query('SELECT * FROM manage_links'))).not.toContain(received);

      const res = await manage(received).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toEqual({
        reference: booking.reference,
        // Paid bookings confirm themselves by default.
        status: 'confirmed',
        serviceType: 'ride',
        serviceDate: '2026-06-03',
        serviceTime: '10:00',
        serviceTimeText: '10:00',
        timeZone: 'America/Denver',
        startsAt: '2026-06-03T16:00:00.000Z',
        pickupLocation: expect.any(String),
        destinationLocation: expect.any(String),
        totalPrice: booking.totalPrice,
        paymentStatus: 'paid',
        paid: booking.totalPrice,
        policy:
          'Rides can be cancelled free of charge up to 6 hours before the scheduled time. Within 6 hours a $20 fee applies, and 50% of the price once the driver has been dispatched.',
        cancellation: {
          allowed: true,
          fee: 0,
          refund: booking.totalPrice,
          rule: 'free',
          freeUntil: '2026-06-03T10:00:00.000Z',
          terms: [
            { say: 'freeUntil', until: '2026-06-03T10:00:00.000Z' },
            { say: 'refundedInFull', paid: booking.totalPrice },
          ],
        },
        move: { allowed: true, until: '2026-06-03T10:00:00.000Z', terms: [{ say: 'movableUntil', until: '2026-06-03T10:00:00.000Z' }] },
        cancelled: null,
        trip: null,
        // The card payment's receipt, to open again.
        receipts: [
          {
            id: expect.any(String),
            amount: booking.totalPrice,
            method: 'Visa ending 1111',
            paidAt: '2026-06-01T14:00:00.000Z',
            reference: expect.any(String),
            note: '',
            refunded: 0,
          },
        ],
      });
    });

    it('is not issued while the booking awaits its card payment', async () => {
      const booking = await book();
      expect((await t.http.get(`/api/bookings/${booking.id}`).expect(200)).body.manageUrl).toBeNull();
      expect(await t.dataSource.query('SELECT 1 FROM manage_links')).toEqual([]);
      expect(await mails(booking.id)).toEqual([]);
    });

    it("is on the confirmation page's answer: a reload replaces the page's link, the mails' link keeps working", async () => {
      const booking = await bookAndPay();
      const first = (await t.http.get(`/api/bookings/${booking.id}`).expect(200)).body.manageUrl as string;
      const second = (await t.http.get(`/api/bookings/${booking.id}`).expect(200)).body.manageUrl as string;
      expect(first).toMatch(LINK);
      expect(second).not.toBe(first);
      await manage(LINK.exec(second)![1]).expect(200);
      expect((await manage(LINK.exec(first)![1]).expect(404)).body).toEqual(INVALID);
      await manage(await tokenIn(booking.id, 'booking-received')).expect(200);
    });

    it('answers a wrong, malformed, expired or revoked token alike', async () => {
      const booking = await bookAndPay();
      const token = await tokenIn(booking.id, 'booking-received');
      const answers = [
        await manage('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
        await manage('not-a-token'),
        await cancel('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 0),
      ];
      // Expired: 30 days after the service ends.
      const [{ expires_at: expiresAt, ends_at: endsAt }] = await t.dataSource.query(
        'SELECT l.expires_at, b.ends_at FROM manage_links l JOIN bookings b ON b.id = l.booking_id',
      );
      expect(expiresAt.getTime() - endsAt.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
      clock.set(new Date(expiresAt.getTime() - 60_000).toISOString());
      await manage(token).expect(200);
      clock.set(expiresAt.toISOString());
      answers.push(await manage(token), await cancel(token, 0));
      // Revoked: the customer turned the links off; the new one comes by mail.
      clock.set(NOW);
      await t.http.post(`/api/manage/${token}/links/replace`).expect(200);
      answers.push(await manage(token));
      await manage(await tokenIn(booking.id, 'manage-link')).expect(200);
      owner = await loginAsOwner(t);
      await owner.post('/api/update-booking-status').send({ bookingId: booking.id, status: 'confirmed' }).expect(200);

      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.text).toBe(JSON.stringify(INVALID));
      }
      expect((await t.dataSource.query(`SELECT status FROM bookings`))[0].status).toBe('confirmed');
    });

    it('limits token lookups per client, right and wrong tokens alike', async () => {
      const booking = await bookAndPay();
      const token = await tokenIn(booking.id, 'booking-received');
      for (let i = 0; i < 59; i += 1) await manage(`${'B'.repeat(31)}${i % 10}`).expect(404);
      await manage(token).expect(200);
      const limited = await manage(token).expect(429);
      expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests for booking pages. Please wait a few minutes and try again.' });
      await cancel(token, 0).expect(429);
      expect(square.refunds).toEqual([]);
    });
  });

  // --- links that keep working, and Find my booking (issue 29 point 2) ---------------------------------

  describe('a link that keeps working', () => {
    const ON_ITS_WAY =
      'If the reference and the e-mail or phone number match a booking, a link to it is on its way there now. It can take a few minutes to arrive.';
    const find = (reference: string, contact: string) => t.http.post('/api/manage/find').send({ reference, contact });
    const linkMails = async (bookingId: string) => (await mails(bookingId)).filter((mail) => mail.kind === 'manage-link');

    it('works from every mail it was sent in, a pay link right behind the confirmation too, until 30 days after the job', async () => {
      const booking = await book(rideBooking());
      const phoneBooking = (
        await owner
          .post('/api/admin/bookings')
          .send({ ...airportRide({ email: 'pat@example.com', serviceDate: '2026-06-04' }), paymentMethod: 'unpaid' })
          .expect(201)
      ).body.booking;
      await owner.post(`/api/admin/bookings/${phoneBooking.id}/pay-link`).send({}).expect(200);
      const phoneLinks = [await tokenIn(phoneBooking.id, 'booking-received'), await tokenIn(phoneBooking.id, 'pay-link')];
      expect(new Set(phoneLinks).size).toBe(2);

      await pay(booking);
      await owner.patch(`/api/bookings/${booking.id}`).send({ booking_time: '13:00' }).expect(200);
      const links = [await tokenIn(booking.id, 'booking-received'), await tokenIn(booking.id, 'booking-moved')];
      expect(new Set(links).size).toBe(2);
      for (const link of [...links, ...phoneLinks]) await manage(link).expect(200);

      const [{ ends_at: endsAt }] = await t.dataSource.query('SELECT ends_at FROM bookings WHERE id = $1', [booking.id]);
      clock.set(new Date(endsAt.getTime() + 30 * 24 * 60 * 60 * 1000 - 60_000).toISOString());
      for (const link of links) await manage(link).expect(200);
      clock.set(new Date(endsAt.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString());
      for (const link of links) expect((await manage(link).expect(404)).body).toEqual(INVALID);
    });

    it('is turned off only when the customer or the owner asks, and a new one goes to the booking’s e-mail', async () => {
      const booking = await bookAndPay();
      const received = await tokenIn(booking.id, 'booking-received');
      const replaced = await t.http.post(`/api/manage/${received}/links/replace`).expect(200);
      expect(replaced.body).toEqual({
        message: 'Every earlier link to this booking has stopped working. A new one is on its way to j***@example.com.',
        sentTo: 'j***@example.com',
      });
      expect((await manage(received).expect(404)).body).toEqual(INVALID);
      const [mail] = await linkMails(booking.id);
      expect(mail).toMatchObject({ to_address: CONTACT.email, subject: `Your link to booking 254-${booking.reference}` });
      expect(mail.text_body).toContain('the links in earlier e-mails about booking');
      const fresh = await tokenIn(booking.id, 'manage-link');
      await manage(fresh).expect(200);

      // The owner, from the booking's page in the admin.
      await owner.post(`/api/admin/bookings/${booking.id}/links/replace`).expect(200);
      expect((await manage(fresh).expect(404)).body).toEqual(INVALID);
      expect(await linkMails(booking.id)).toHaveLength(2);
      await t.http.post(`/api/admin/bookings/${booking.id}/links/replace`).expect(401);
    });

    it('Find my booking: a fresh link to the e-mail or phone on the booking, one answer whatever matched, one mail in ten minutes', async () => {
      const booking = await bookAndPay();
      const waiting = await book(rideBooking({ serviceDate: '2026-06-04', email: 'wait@example.com' }));
      const answers = [
        await find(`254-${booking.reference.toLowerCase()}`, ` ${CONTACT.email.toUpperCase()} `),
        await find(booking.reference, 'someone.else@example.com'),
        await find('254-ZZZZZZ', CONTACT.email),
      ];
      expect(await linkMails(booking.id)).toHaveLength(1);
      const [mail] = await linkMails(booking.id);
      expect(mail).toMatchObject({ to_address: CONTACT.email, subject: `Your link to booking 254-${booking.reference}` });
      expect(mail.text_body).toContain('as asked on our site');
      await manage(await tokenIn(booking.id, 'manage-link')).expect(200);

      // A booking still waiting for its card is not anyone's yet: nothing is sent.
      answers.push(await find(waiting.reference, 'wait@example.com'));
      expect(await linkMails(waiting.id)).toEqual([]);
      for (const answer of answers) {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual({ message: ON_ITS_WAY, sentTo: null });
      }
    });

    it('Find my booking by phone (texts off: to the e-mail on the booking), again only after ten minutes, and five tries a quarter hour', async () => {
      const booking = await bookAndPay();
      await find(booking.reference, '+1 801.555.0123').expect(202);
      await find(booking.reference, CONTACT.phone).expect(202);
      expect(await linkMails(booking.id)).toHaveLength(1);
      clock.set('2026-06-01T14:10:00Z');
      await find(booking.reference, CONTACT.phone).expect(202);
      expect(await linkMails(booking.id)).toHaveLength(2);
      expect((await linkMails(booking.id)).map((mail) => mail.to_address)).toEqual([CONTACT.email, CONTACT.email]);

      await find('254-ZZZZZZ', CONTACT.phone).expect(202);
      await find('254-ZZZZZZ', CONTACT.phone).expect(202);
      const limited = await find(booking.reference, CONTACT.phone).expect(429);
      expect(limited.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many tries to find a booking. Please wait 15 minutes and try again, or call us.',
      });
      await find('', '').expect(429);
    });
  });

  // --- fees at the policy's cut-offs ------------------------------------------------------------------

  describe('the fee shown and charged at the cut-offs', () => {
    const quoteAt = async (token: string, iso: string) => {
      clock.set(iso);
      return (await manage(token).expect(200)).body.cancellation;
    };

    it('a ride: free at exactly 6 h before, $20 a minute later, 50 % once the owner tapped on my way', async () => {
      const booking = await bookAndPay();
      const token = await tokenIn(booking.id, 'booking-received');
      expect(await quoteAt(token, '2026-06-03T10:00:00Z')).toMatchObject({ allowed: true, fee: 0, rule: 'free', freeUntil: '2026-06-03T10:00:00.000Z' });
      expect(await quoteAt(token, '2026-06-03T10:01:00Z')).toMatchObject({
        fee: 20,
        refund: lessFlatFee(booking.totalPrice),
        rule: 'late-flat',
        freeUntil: null,
      });
      // 30 minutes ahead the driver is not on the way until the owner says so: still the late fee.
      expect(await quoteAt(token, '2026-06-03T15:30:00Z')).toMatchObject({ fee: 20, rule: 'late-flat' });
      owner = await loginAsOwner(t);
      await owner.post(`/api/admin/bookings/${booking.id}/trip`).send({ to: 'on-the-way' }).expect(200);
      expect(await quoteAt(token, '2026-06-03T15:30:00Z')).toMatchObject({
        fee: cents(booking.totalPrice) / 200,
        rule: 'dispatched-half',
        terms: [{ say: 'driverOnTheWay', fee: { amount: cents(booking.totalPrice) / 200, percent: 50 } }, expect.objectContaining({ say: 'refundedInPart' })],
      });
      expect(await quoteAt(token, '2026-06-03T16:00:00Z')).toMatchObject({ allowed: false, fee: 0, rule: 'not-applicable' });
    });

    it('a personal driver: free at exactly 24 h before, 50 % a minute later', async () => {
      const booking = await byPhone(chauffeurBooking());
      const token = await tokenIn(booking.id, 'booking-received');
      expect(await quoteAt(token, '2026-06-02T16:00:00Z')).toMatchObject({ fee: 0, rule: 'free', refund: 0 });
      expect(await quoteAt(token, '2026-06-02T16:01:00Z')).toMatchObject({ fee: booking.totalPrice / 2, rule: 'late-half', refund: 0 });
    });

    // Denver sprang forward on Sun 2026-03-08 at 02:00 MST (09:00Z) and falls back on Sun 2026-11-01 at 02:00 MDT (08:00Z).
    // The cut-offs are elapsed hours before the start, so they sit an hour off the wall clock's "same time".
    it.each<[string, string, () => Record<string, unknown>, string, string, number | 'half']>([
      [
        'a ride across spring-forward',
        '2026-03-05T15:00:00Z',
        () => rideBooking({ serviceDate: '2026-03-08', serviceTime: '08:00' }),
        '2026-03-08T08:00:00Z',
        '2026-03-08T08:01:00Z',
        20,
      ],
      [
        'a personal driver across spring-forward',
        '2026-03-05T15:00:00Z',
        () => chauffeurBooking({ serviceDate: '2026-03-08', serviceTime: '10:00' }),
        '2026-03-07T16:00:00Z',
        '2026-03-07T16:30:00Z',
        'half',
      ],
      [
        'a personal driver across fall-back',
        '2026-10-28T15:00:00Z',
        () => chauffeurBooking({ serviceDate: '2026-11-01', serviceTime: '10:00' }),
        '2026-10-31T17:00:00Z',
        '2026-10-31T17:01:00Z',
        'half',
      ],
    ])('%s: free at the cut-off, charged after it', async (_name, bookedAt, body, cutOff, after, fee) => {
      clock.set(bookedAt);
      owner = await loginAsOwner(t);
      const booking = await byPhone(body());
      const token = await tokenIn(booking.id, 'booking-received');
      const free = await quoteAt(token, cutOff);
      expect(free).toMatchObject({ fee: 0, rule: 'free', freeUntil: new Date(cutOff).toISOString() });
      expect(free.terms).toEqual([{ say: 'freeUntil', until: new Date(cutOff).toISOString() }]);
      expect((await quoteAt(token, after)).fee).toBe(fee === 'half' ? booking.totalPrice / 2 : fee);
      // Cancelled at the cut-off itself: free.
      clock.set(cutOff);
      const res = await cancel(token, 0).expect(200);
      expect(res.body.cancelled).toMatchObject({ by: 'customer', fee: 0, refund: null });
    });

    // Denver's two DST nights: the grace period is elapsed minutes after booking, also when the clocks change inside it.
    it.each<[string, string, string, string]>([
      // Booked 01:55 MST; ten minutes later it is 03:05 MDT. The 05:00 MDT ride is within 6 hours: a $20 fee.
      ['spring-forward', '2026-03-08', '2026-03-08T08:55:00Z', '2026-03-08T09:05:00Z'],
      // Booked 01:55 MDT; ten minutes later it is 01:05 MST. The 05:00 MST ride is within 6 hours.
      ['fall-back', '2026-11-01', '2026-11-01T07:55:00Z', '2026-11-01T08:05:00Z'],
    ])('a ride booked on the %s night for that morning: free for the 10 minutes after booking, $20 after', async (_night, day, bookedAt, graceEnd) => {
      clock.set(bookedAt);
      owner = await loginAsOwner(t);
      // An owner who drives from midnight, so a ride a few hours after 2 AM can be booked.
      const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
      const hours = settings.schedule.weeklyHours.map(() => ({ start: '00:00', end: '23:45' }));
      await owner
        .put('/api/admin/settings')
        .send({ ...settings, schedule: { ...settings.schedule, weeklyHours: hours } })
        .expect(200);
      try {
        const booking = await byPhone(airportRide({ serviceDate: day, serviceTime: '05:00' }));
        const token = await tokenIn(booking.id, 'booking-received');
        const minuteBefore = new Date(new Date(graceEnd).getTime() - 60_000).toISOString();
        const inGrace = await quoteAt(token, minuteBefore);
        expect(inGrace).toMatchObject({ fee: 0, rule: 'grace', freeUntil: new Date(graceEnd).toISOString() });
        expect(inGrace.terms).toEqual([
          { say: 'freeUntilJustAfterBooking', until: new Date(graceEnd).toISOString() },
          { say: 'afterThatCosts', fee: { amount: 20, percent: null } },
        ]);
        expect(await quoteAt(token, graceEnd)).toMatchObject({ fee: 20, rule: 'late-flat', freeUntil: null });
        clock.set(minuteBefore);
        const res = await cancel(token, 0).expect(200);
        expect(res.body.cancelled).toMatchObject({ by: 'customer', fee: 0 });
        const history = await historyOf(booking.id);
        expect(history.entries.find((entry: { action: string }) => entry.action === 'cancelled').changes).toMatchObject({ rule: 'grace', feeCents: 0 });
      } finally {
        await owner.put('/api/admin/settings').send(settings).expect(200);
      }
    });

    it("a card-paid ride's grace runs from the payment, the owner's setting decides its length, and 0 turns it off", async () => {
      // Booked 06:00 for the 10:00 ride the same morning (within 6 hours: a $20 fee), paid five minutes later.
      clock.set('2026-06-03T12:00:00Z');
      const booking = await book(airportRide());
      clock.set('2026-06-03T12:05:00Z');
      await pay(booking);
      const token = await tokenIn(booking.id, 'booking-received');
      expect(await quoteAt(token, '2026-06-03T12:14:00Z')).toMatchObject({
        fee: 0,
        rule: 'grace',
        refund: booking.totalPrice,
        freeUntil: '2026-06-03T12:15:00.000Z',
      });
      expect(await quoteAt(token, '2026-06-03T12:15:00Z')).toMatchObject({ fee: 20, rule: 'late-flat', refund: lessFlatFee(booking.totalPrice) });

      owner = await loginAsOwner(t);
      const settings = (await owner.get('/api/admin/settings').expect(200)).body.settings;
      await owner
        .put('/api/admin/settings')
        .send({ ...settings, bookings: { ...settings.bookings, freeCancelGraceMinutes: 20 } })
        .expect(200);
      expect(await quoteAt(token, '2026-06-03T12:24:00Z')).toMatchObject({ fee: 0, rule: 'grace', freeUntil: '2026-06-03T12:25:00.000Z' });
      await owner
        .put('/api/admin/settings')
        .send({ ...settings, bookings: { ...settings.bookings, freeCancelGraceMinutes: 0 } })
        .expect(200);
      expect(await quoteAt(token, '2026-06-03T12:06:00Z')).toMatchObject({ fee: 20, rule: 'late-flat' });
      const refused = await owner
        .put('/api/admin/settings')
        .send({ ...settings, bookings: { ...settings.bookings, freeCancelGraceMinutes: 90 } })
        .expect(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      await owner.put('/api/admin/settings').send(settings).expect(200);
    });

    it('refuses a fee that moved since the customer saw it, changing nothing', async () => {
      const booking = await bookAndPay();
      const token = await tokenIn(booking.id, 'booking-received');
      expect((await quoteAt(token, '2026-06-03T09:59:00Z')).fee).toBe(0);
      clock.set('2026-06-03T10:01:00Z');
      const res = await cancel(token, 0).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'The cancellation fee has changed: it is now $20.00. Please review it and confirm again.',
        code: 'CANCELLATION_FEE_CHANGED',
        fee: 20,
      });
      expect((await t.dataSource.query('SELECT status FROM bookings'))[0].status).toBe('confirmed');
      expect(await refundRows()).toEqual([]);
      await cancel(token, 20).expect(200);
    });
  });

  // --- the customer's cancel --------------------------------------------------------------------------

  describe('cancelling through the link', () => {
    it('cancels and frees the slot, refunds the whole payment at Square, mails both sides and records who, the fee and the refund', async () => {
      const booking = await bookAndPay();
      const token = await tokenIn(booking.id, 'booking-received');
      const res = await cancel(token, 0).expect(200);

      expect(res.body).toMatchObject({
        status: 'cancelled',
        cancellation: { allowed: false, fee: 0, refund: 0, rule: 'not-applicable', terms: [{ say: 'bookingCancelled' }] },
        cancelled: {
          at: new Date(NOW).toISOString(),
          by: 'customer',
          fee: 0,
          refund: { amount: booking.totalPrice, status: 'pending', requestedAt: new Date(NOW).toISOString() },
        },
      });
      const [charged] = square.payments;
      expect(square.refunds).toEqual([
        expect.objectContaining({
          status: 'PENDING',
          paymentId: charged.id,
          amountCents: cents(booking.totalPrice),
          idempotencyKey: `rf-cancel-${booking.id}`,
          reason: `Cancellation of booking 254-${booking.reference}`,
        }),
      ]);
      expect(await refundRows()).toEqual([
        {
          booking_id: booking.id,
          payment_id: charged.id,
          idempotency_key: `rf-cancel-${booking.id}`,
          amount_cents: cents(booking.totalPrice),
          status: 'pending',
          square_refund_id: square.refunds[0].id,
          attempts: 1,
        },
      ]);
      // The slot is someone else's to book now.
      await book();

      const sent = await mails(booking.id);
      expect(sent.map((mail) => [mail.kind, mail.to_address])).toEqual([
        ['booking-cancelled', CONTACT.email],
        ['booking-cancelled-owner', OWNER_EMAIL],
        ['booking-new-owner', OWNER_EMAIL],
        ['booking-received', CONTACT.email],
        ['payment-receipt', CONTACT.email],
      ]);
      const customerMail = sent.find((mail) => mail.kind === 'booking-cancelled')!;
      expect(customerMail.text_body).toContain('has been cancelled as you asked. No cancellation fee applies.');
      expect(customerMail.text_body).toContain(`$${booking.totalPrice.toFixed(2)} is being refunded to your card`);
      expect(sent.find((mail) => mail.kind === 'booking-cancelled-owner')!.subject).toBe(
        `Booking 254-${booking.reference} cancelled by the customer: Ride Service, Wednesday, June 3, 2026 at 10:00 AM`,
      );

      const history = await historyOf(booking.id);
      const entry = history.entries.find((candidate: { action: string }) => candidate.action === 'cancelled');
      expect(entry).toMatchObject({
        actor: 'customer',
        changes: { feeCents: 0, rule: 'free', refund: { id: expect.any(String), amountCents: cents(booking.totalPrice), status: 'pending' } },
      });

      // Every earlier mail's link still opens the booking, now cancelled, with its refund; so does the cancellation mail's.
      for (const link of [token, await tokenIn(booking.id, 'booking-cancelled')]) {
        const after = await manage(link).expect(200);
        expect(after.body.cancelled.refund).toMatchObject({ amount: booking.totalPrice, status: 'pending' });
      }
    });

    it('keeps the fee of a late cancel and refunds the rest', async () => {
      const booking = await bookAndPay();
      const token = await tokenIn(booking.id, 'booking-received');
      clock.set('2026-06-03T13:00:00Z');
      const res = await cancel(token, 20).expect(200);
      expect(res.body.cancelled).toMatchObject({ fee: 20, refund: { amount: lessFlatFee(booking.totalPrice) } });
      expect(square.refunds.map((refund) => refund.amountCents)).toEqual([cents(booking.totalPrice) - 2000]);
      expect((await mails(booking.id)).find((mail) => mail.kind === 'booking-cancelled')!.text_body).toContain('A cancellation fee of $20.00 applies.');
    });

    it('gives one cancel and one refund for 20 simultaneous cancels', async () => {
      const booking = await bookAndPay();
      const token = await tokenIn(booking.id, 'booking-received');
      const results = await Promise.all(Array.from({ length: 20 }, () => cancel(token, 0)));

      expect(results.filter((res) => res.status === 200)).toHaveLength(1);
      const others = results.filter((res) => res.status !== 200);
      expect(others).toHaveLength(19);
      for (const res of others) expect(res.body).toMatchObject({ statusCode: 409, code: 'BOOKING_ALREADY_CANCELLED' });
      expect(square.refunds).toHaveLength(1);
      expect(countRequests('POST /v2/refunds')).toBe(1);
      expect(await refundRows()).toHaveLength(1);
      const history = await historyOf(booking.id);
      expect(history.entries.filter((entry: { action: string }) => entry.action === 'cancelled')).toHaveLength(1);
      expect((await mails(booking.id)).filter((mail) => mail.kind === 'booking-cancelled')).toHaveLength(1);
    });

    it('reconciles a refund whose answer was lost by looking it up: never sent twice', async () => {
      const booking = await bookAndPay();
      const token = await tokenIn(booking.id, 'booking-received');
      square.failNext('charge-then-drop');
      const res = await cancel(token, 0).expect(200);
      // Square refunded, but the answer never came: the refund stays pending with its one key.
      expect(res.body.cancelled.refund).toMatchObject({ status: 'pending' });
      expect(square.refunds).toHaveLength(1);
      expect(await refundRows()).toEqual([expect.objectContaining({ status: 'pending', square_refund_id: null, attempts: 1 })]);

      // Not due before its retry time; then the job finds the refund on the payment instead of refunding again.
      const refunds = t.app.get(RefundsService);
      expect(await refunds.settleDue()).toBe(0);
      clock.set('2026-06-01T14:02:00Z');
      expect(await refunds.settleDue()).toBe(1);
      expect(countRequests('POST /v2/refunds')).toBe(1);
      expect(square.requests).toContain(`GET /v2/payments/${square.payments[0].id}`);
      expect(await refundRows()).toEqual([expect.objectContaining({ status: 'pending', square_refund_id: square.refunds[0].id, attempts: 2 })]);

      // Square completes it; its refund.updated event settles it (once, however often it is delivered).
      square.settleRefund(square.refunds[0].id, 'COMPLETED');
      const event = refundEvent('evt-refund-1', square.refundJson(square.refunds[0].id));
      expect((await webhook(event)).body).toEqual({ received: true, duplicate: false, outcome: 'refund-completed' });
      expect((await webhook(event)).body).toEqual({ received: true, duplicate: true });
      expect(await refundRows()).toEqual([expect.objectContaining({ status: 'completed' })]);
      const page = await manage(await tokenIn(booking.id, 'booking-cancelled')).expect(200);
      expect(page.body.cancelled.refund).toMatchObject({ amount: booking.totalPrice, status: 'completed' });
      expect(square.refunds).toHaveLength(1);
    });

    it('asks again with the same key when Square failed without refunding', async () => {
      const booking = await bookAndPay();
      const token = await tokenIn(booking.id, 'booking-received');
      square.setRefundStatus('COMPLETED');
      square.failNext('http-500');
      await cancel(token, 0).expect(200);
      expect(square.refunds).toEqual([]);

      clock.set('2026-06-01T14:02:00Z');
      await t.app.get(RefundsService).settleDue();
      expect(countRequests('POST /v2/refunds')).toBe(2);
      expect(square.refunds).toEqual([expect.objectContaining({ idempotencyKey: `rf-cancel-${booking.id}`, status: 'COMPLETED' })]);
      expect(await refundRows()).toEqual([expect.objectContaining({ status: 'completed', square_refund_id: square.refunds[0].id })]);
    });

    it('settles a refund Square left pending by looking it up, and tells the owner when Square rejects one', async () => {
      const booking = await bookAndPay();
      await cancel(await tokenIn(booking.id, 'booking-received'), 0).expect(200);
      square.settleRefund(square.refunds[0].id, 'REJECTED');
      clock.set('2026-06-01T14:11:00Z');
      expect(await t.app.get(RefundsService).settleDue()).toBe(1);
      expect(square.requests).toContain(`GET /v2/refunds/${square.refunds[0].id}`);
      expect(await refundRows()).toEqual([expect.objectContaining({ status: 'failed' })]);
      const ownerMail = (await mails(booking.id)).find((mail) => mail.kind === 'refund-failed-owner')!;
      expect(ownerMail.to_address).toBe(OWNER_EMAIL);
      expect(ownerMail.subject).toBe(`Refund for booking 254-${booking.reference} failed: please refund $${booking.totalPrice.toFixed(2)} by hand`);
    });

    it('gives a plan ride back on a cancel within the policy, and keeps it on a late one', async () => {
      await owner
        .post('/api/service-codes')
        .send({ customerEmail: CONTACT.email, customerPhone: CONTACT.phone, type: '10rides', customCode: 'RIDES-JAMIE' })
        .expect(201);
      const ridesUsed = async () => (await t.dataSource.query(`SELECT rides_used FROM service_codes WHERE code = 'RIDES-JAMIE'`))[0].rides_used;

      const early = await book(rideBooking({ subscriptionCode: 'RIDES-JAMIE' }));
      const late = await book(rideBooking({ subscriptionCode: 'RIDES-JAMIE', serviceTime: '14:00' }));
      expect(await ridesUsed()).toBe(2);
      const page = await manage(await tokenIn(early.id, 'booking-received')).expect(200);
      expect(page.body).toMatchObject({
        paid: 0,
        policy: expect.stringMatching(/^Subscription rides can be cancelled free of charge up to 1 hour before the ride/),
        cancellation: {
          fee: 0,
          rule: 'free',
          freeUntil: '2026-06-03T15:00:00.000Z',
          terms: [{ say: 'freeUntil', until: '2026-06-03T15:00:00.000Z' }, { say: 'planRideBack' }],
        },
      });
      await cancel(await tokenIn(early.id, 'booking-received'), 0).expect(200);
      expect(await ridesUsed()).toBe(1);
      expect((await mails(early.id)).find((mail) => mail.kind === 'booking-cancelled')!.text_body).toContain('The ride goes back to your plan.');

      // 14:00 MDT is 20:00Z: half an hour before, the ride is spent.
      clock.set('2026-06-03T19:30:00Z');
      const lateToken = await tokenIn(late.id, 'booking-received');
      expect((await manage(lateToken).expect(200)).body.cancellation).toMatchObject({ fee: 0, rule: 'late-flat' });
      await cancel(lateToken, 0).expect(200);
      expect(await ridesUsed()).toBe(1);
      expect(square.refunds).toEqual([]);
    });

    it('gives a single-use code back on a free cancel', async () => {
      await owner.post('/api/service-codes/custom').send({ code: 'ONCE10', discountType: 'percentage', discountValue: 10, usageLimit: 1 }).expect(201);
      const booking = await bookAndPay(airportRide({ serviceCode: 'ONCE10' }));
      const usage = async () => (await t.dataSource.query(`SELECT usage_count FROM service_codes WHERE code = 'ONCE10'`))[0].usage_count;
      expect(await usage()).toBe(1);
      await cancel(await tokenIn(booking.id, 'booking-received'), 0).expect(200);
      expect(await usage()).toBe(0);
      expect(square.refunds.map((refund) => refund.amountCents)).toEqual([cents(booking.totalPrice)]);
    });

    it("does not let the customer cancel a plan purchase; the owner's cancel refunds it and voids its code", async () => {
      const plan = await bookAndPay(
        rideBooking({
          serviceType: 'subscription',
          serviceDate: 'N/A',
          serviceTime: 'N/A',
          serviceDetails: { planType: 'premium', frequency: 'monthly', addressesVary: false, details: 'Weekly groceries' },
        }),
      );
      const token = await tokenIn(plan.id, 'subscription-code');
      expect((await manage(token).expect(200)).body).toMatchObject({
        serviceDate: null,
        startsAt: null,
        cancellation: { allowed: false, fee: 0, refund: 0, rule: 'not-applicable', freeUntil: null },
      });
      expect((await cancel(token, 0).expect(409)).body.code).toBe('CANCELLATION_NOT_ALLOWED');

      const res = await owner.post('/api/cancel-booking').send({ bookingId: plan.id }).expect(200);
      expect(res.body).toMatchObject({ fee: 0, refund: { amount: plan.totalPrice } });
      expect(await t.dataSource.query('SELECT is_active FROM service_codes WHERE source_booking_id = $1', [plan.id])).toEqual([{ is_active: false }]);
    });

    it('does not let the customer cancel a booking that has started', async () => {
      const booking = await bookAndPay();
      clock.set('2026-06-03T16:05:00Z');
      const res = await cancel(await tokenIn(booking.id, 'booking-received'), 0).expect(409);
      expect(res.body).toMatchObject({
        code: 'CANCELLATION_NOT_ALLOWED',
        message: 'This booking has already started, so it can no longer be cancelled online. Please call us.',
        reason: 'alreadyStarted',
      });
      expect(await refundRows()).toEqual([]);
    });
  });

  // --- the owner --------------------------------------------------------------------------------------

  describe("the owner's cancel and the mails at every change", () => {
    it('refunds the same way, keeping the fee or waiving it', async () => {
      const kept = await bookAndPay();
      const waived = await bookAndPay(airportRide({ serviceDate: '2026-06-04' }));
      clock.set('2026-06-03T13:00:00Z');
      owner = await loginAsOwner(t);

      const keptRes = await owner.post('/api/cancel-booking').send({ bookingId: kept.id }).expect(200);
      expect(keptRes.body).toEqual({
        success: true,
        fee: 20,
        message: `Booking cancelled. A cancellation fee of $20.00 applies. $${lessFlatFee(kept.totalPrice).toFixed(2)} is refunded to the card.`,
        refund: { amount: lessFlatFee(kept.totalPrice), status: 'pending', requestedAt: '2026-06-03T13:00:00.000Z' },
      });
      // The same 3 h before the other one.
      clock.set('2026-06-04T13:00:00Z');
      owner = await loginAsOwner(t);
      const waivedRes = await owner.post('/api/cancel-booking').send({ bookingId: waived.id, waiveFee: true }).expect(200);
      expect(waivedRes.body).toMatchObject({ fee: 0, refund: { amount: waived.totalPrice } });
      expect(square.refunds.map((refund) => refund.amountCents)).toEqual([cents(kept.totalPrice) - 2000, cents(waived.totalPrice)]);

      const entry = (await historyOf(waived.id)).entries.find((candidate: { action: string }) => candidate.action === 'cancelled');
      expect(entry).toMatchObject({ actor: 'owner:owner', changes: { feeCents: 0, feeWaived: true, refund: { amountCents: cents(waived.totalPrice) } } });
      const customerMail = (await mails(waived.id)).find((mail) => mail.kind === 'booking-cancelled')!;
      expect(customerMail.text_body).toContain('has been cancelled by Ogden Rides & Deliveries. No cancellation fee applies: we waived it.');
      // The owner is not mailed about their own cancellation.
      expect((await mails(waived.id)).map((mail) => mail.kind)).not.toContain('booking-cancelled-owner');
      await owner.post('/api/cancel-booking').send({ bookingId: kept.id, waiveFee: 'yes' }).expect(400);
    });

    it('tells the customer when the owner confirms, moves or cancels, each mail with a working link', async () => {
      // The owner confirms each booking themselves (paid bookings do not confirm themselves).
      const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
      await owner
        .put('/api/admin/settings')
        .send({ ...settings, bookings: { ...settings.bookings, confirmPaidAutomatically: false } })
        .expect(200);
      const booking = await bookAndPay();
      await owner.post('/api/update-booking-status').send({ bookingId: booking.id, status: 'confirmed' }).expect(200);
      await owner.patch(`/api/bookings/${booking.id}`).send({ booking_time: '13:00' }).expect(200);
      const moved = (await mails(booking.id)).find((mail) => mail.kind === 'booking-moved')!;
      expect(moved.subject).toBe(`Booking 254-${booking.reference} moved to Wednesday, June 3, 2026 at 1:00 PM`);
      expect(moved.text_body).toContain('has moved from Wednesday, June 3, 2026 at 10:00 AM to Wednesday, June 3, 2026 at 1:00 PM');
      const movedToken = await tokenIn(booking.id, 'booking-moved');
      expect((await manage(movedToken).expect(200)).body).toMatchObject({ status: 'confirmed', serviceTime: '13:00', startsAt: '2026-06-03T19:00:00.000Z' });
      // A move that changes nothing else mails nothing else; a note is no move.
      await owner.patch(`/api/bookings/${booking.id}`).send({ notes: 'Gate code 1234' }).expect(200);
      await owner.post('/api/cancel-booking').send({ bookingId: booking.id }).expect(200);
      expect((await mails(booking.id)).filter((mail) => mail.to_address === CONTACT.email).map((mail) => mail.kind)).toEqual([
        'booking-cancelled',
        'booking-confirmed',
        'booking-moved',
        'booking-received',
        'payment-receipt',
      ]);
      await manage(await tokenIn(booking.id, 'booking-cancelled')).expect(200);
    });

    it('mails nothing about a booking that still awaits its card payment', async () => {
      const booking = await book();
      await owner.post('/api/update-booking-status').send({ bookingId: booking.id, status: 'confirmed' }).expect(200);
      await owner.patch(`/api/bookings/${booking.id}`).send({ booking_time: '13:00' }).expect(200);
      await owner.post('/api/cancel-booking').send({ bookingId: booking.id }).expect(200);
      expect(await mails(booking.id)).toEqual([]);
      expect(await t.dataSource.query('SELECT 1 FROM manage_links')).toEqual([]);
    });
  });
});

describe('cancelling through the link in test mode (no Square credentials)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: BASE_URL }, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  it('refunds with a simulated refund, labelled so in the answer and the mail', async () => {
    const booking = (await t.http.post('/api/create-booking').send(rideBooking()).expect(201)).body.booking as Created;
    await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: booking.totalPrice, bookingId: booking.id }).expect(200);
    const [{ text_body: received }] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'booking-received'`);
    const token = LINK.exec(received)![1];

    const res = await t.http.post(`/api/manage/${token}/cancel`).send({ expectedFee: 0 }).expect(200);
    expect(res.body.cancelled.refund).toEqual({ amount: booking.totalPrice, status: 'simulated', requestedAt: new Date(NOW).toISOString() });
    const [{ text_body: cancelled }] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'booking-cancelled'`);
    expect(cancelled).toContain(`A refund of $${booking.totalPrice.toFixed(2)} was simulated: the site is in test mode and no card was charged.`);
    expect(cancelled).toContain('(simulated: test mode, no card was charged)');
  });
});
