import { squareSignature } from '../src/payments/webhook-signature.js';
import { squareEnv, startFakeSquare, type FakeSquare } from './fakes/fake-square.js';
import { captureOutput } from './support/captured-output.js';
import { CONTACT, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver (MDT, UTC-6); the ride in the fixtures is two days later.
const clock = fixedClock('2026-06-01T14:00:00Z');
const WEBHOOK_URL = 'https://rides.example.test/api/square/webhook';
const WEBHOOK_KEY = 'whsec-test-signature-key';
const DECLINED = 'Card was declined. Please use another card.';

interface CreatedBooking {
  id: string;
  totalPrice: number;
}

async function book(t: TestApp): Promise<CreatedBooking> {
  const res = await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
  return res.body.booking as CreatedBooking;
}

function pay(t: TestApp, booking: CreatedBooking, overrides: Record<string, unknown> = {}) {
  return t.http
    .post('/api/process-square-payment')
    .send({ sourceId: 'cnon:card-nonce-ok', amount: booking.totalPrice, bookingId: booking.id, customerEmail: CONTACT.email, ...overrides });
}

async function paymentColumns(t: TestApp, bookingId: string) {
  const [row] = await t.dataSource.query(
    `SELECT payment_status, payment_method, payment_card_brand, payment_card_last4, payment_transaction_id, payment_receipt_url,
            payment_processed_at, payment_idempotency_key, payment_attempt_status, payment_failure_code, total_cents
       FROM bookings WHERE id = $1`,
    [bookingId],
  );
  return row as Record<string, unknown>;
}

function webhook(t: TestApp, event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  return t.http
    .post('/api/square/webhook')
    .set('content-type', 'application/json')
    .set('x-square-hmacsha256-signature', signature ?? squareSignature(body, WEBHOOK_KEY, WEBHOOK_URL))
    .send(body);
}

function paymentEvent(eventId: string, payment: Record<string, unknown>, type = 'payment.updated') {
  return {
    merchant_id: 'MLFAKEMERCHANT',
    type,
    event_id: eventId,
    created_at: '2026-06-01T14:00:05Z',
    data: { type: 'payment', id: payment.id, object: { payment } },
  };
}

const countCreates = (square: FakeSquare) => square.requests.filter((request) => request === 'POST /v2/payments').length;

describe('card payments through Square (fake Square server, real SDK)', () => {
  let square: FakeSquare;
  let t: TestApp;

  beforeAll(async () => {
    square = await startFakeSquare();
    t = await createTestApp({ ...squareEnv(square, { signatureKey: WEBHOOK_KEY, url: WEBHOOK_URL }, 400) }, { clock });
  });
  beforeEach(async () => {
    square.reset();
    await resetData(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await square.close();
  });

  it('GET /api/square/config answers the environment and public ids', async () => {
    const res = await t.http.get('/api/square/config').expect(200);
    expect(res.body).toEqual({ environment: 'sandbox', applicationId: 'sandbox-sq0idb-fake-app', locationId: square.locationId, testMode: false });
  });

  describe('POST /api/process-square-payment', () => {
    it('charges the server total once and records the payment on the booking', async () => {
      const booking = await book(t);
      const res = await pay(t, booking).expect(200);

      expect(res.body).toEqual({
        success: true,
        subscriptionCode: null,
        payment: { id: expect.any(String), status: 'COMPLETED', method: 'card', receiptUrl: expect.stringMatching(/^https:\/\//) },
      });
      expect(square.chargeCount()).toBe(1);
      const [charged] = square.payments;
      expect(charged).toMatchObject({ id: res.body.payment.id, referenceId: booking.id, amountCents: Math.round(booking.totalPrice * 100) });
      const row = await paymentColumns(t, booking.id);
      expect(row).toMatchObject({
        payment_status: 'paid',
        payment_method: 'card',
        payment_card_brand: 'VISA',
        payment_card_last4: '1111',
        payment_transaction_id: res.body.payment.id,
        payment_attempt_status: 'succeeded',
      });
      expect(charged.idempotencyKey).toBe(row.payment_idempotency_key);
      expect(new Date(row.payment_processed_at as string).toISOString()).toBe('2026-06-01T14:00:00.000Z');
      const checkout = await t.http.get(`/api/bookings/${booking.id}`).expect(200);
      expect(checkout.body.paymentStatus).toBe('paid');
    });

    it('refuses an amount that differs from the booking total without calling Square', async () => {
      const booking = await book(t);
      const res = await pay(t, booking, { amount: booking.totalPrice - 1 }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The payment amount does not match the booking total.',
        code: 'PAYMENT_AMOUNT_MISMATCH',
      });
      expect(square.requests).toEqual([]);
      expect((await paymentColumns(t, booking.id)).payment_status).toBe('unpaid');
    });

    it('answers 404 for an unknown booking and 400 for a missing card token', async () => {
      const booking = await book(t);
      const unknown = await pay(t, booking, { bookingId: 'bk_AAAAAAAAAAAAAAAAAAAAAAAA' }).expect(404);
      expect(unknown.body).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
      const invalid = await pay(t, booking, { sourceId: '' }).expect(400);
      expect(invalid.body.message).toContain('sourceId is required');
      expect(square.requests).toEqual([]);
    });

    it.each([
      ['cnon:card-nonce-declined', 'CARD_DECLINED', DECLINED],
      ['cnon:card-nonce-rejected-cvv', 'CVV_FAILURE', 'The security code (CVV) was not accepted. Please check it and try again.'],
      ['cnon:card-nonce-rejected-postalcode', 'ADDRESS_VERIFICATION_FAILURE', 'The postal code does not match the card. Please check it and try again.'],
      ['cnon:card-nonce-rejected-expiration', 'INVALID_EXPIRATION', 'The expiration date is not valid. Please check it and try again.'],
      ['cnon:card-nonce-already-used', 'CARD_TOKEN_USED', 'This card entry was already used. Please enter your card again.'],
    ])('%s → 422 %s with its own message; the booking stays unpaid', async (nonce, code, message) => {
      const booking = await book(t);
      const res = await pay(t, booking, { sourceId: nonce }).expect(422);
      expect(res.body).toEqual({ statusCode: 422, error: 'Unprocessable Entity', message, code });
      expect(square.chargeCount()).toBe(0);
      expect(await paymentColumns(t, booking.id)).toMatchObject({
        payment_status: 'unpaid',
        payment_transaction_id: null,
        payment_attempt_status: 'declined',
        payment_failure_code: code,
      });
    });

    describe('card testing', () => {
      const bookAt = async (serviceTime: string): Promise<CreatedBooking> =>
        (await t.http.post('/api/create-booking').send(rideBooking({ serviceTime })).expect(201)).body.booking as CreatedBooking;
      const decline = (booking: CreatedBooking) => pay(t, booking, { sourceId: 'cnon:card-nonce-declined' }).expect(422);
      const alerts = () => t.dataSource.query(`SELECT to_address, subject FROM mail_outbox WHERE kind = 'card-testing-alert-mail'`);

      it('refuses a sixth card on a booking after five declines, without asking Square, says when to try again and tells the owner once', async () => {
        const booking = await book(t);
        for (let i = 0; i < 5; i += 1) await decline(booking);
        expect(countCreates(square)).toBe(5);

        const refused = await pay(t, booking).expect(429);
        expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
        expect(refused.body.message).toMatch(/^Too many declined card attempts\. Please try again in \d+ (minutes|seconds), or call us to pay another way\.$/);
        expect(refused.headers['retry-after']).toBe(String(refused.body.retryAfterSeconds));
        await pay(t, booking, { sourceId: 'cnon:card-nonce-declined' }).expect(429);
        expect(countCreates(square)).toBe(5);
        expect((await paymentColumns(t, booking.id)).payment_status).toBe('unpaid');
        expect(await alerts()).toEqual([{ to_address: 'owner@ogden-rides.test', subject: 'Many declined cards at the Ogden Rides & Deliveries checkout' }]);
      });

      it('refuses a client after ten declines in an hour across bookings; a card that goes through counts nothing', async () => {
        const [first, second, third, fourth] = await Promise.all(['09:00', '11:00', '13:00', '15:00'].map(bookAt));
        for (let i = 0; i < 4; i += 1) await decline(first);
        await pay(t, first).expect(200);
        for (let i = 0; i < 5; i += 1) await decline(second);
        await decline(third); // the tenth decline
        const before = countCreates(square);
        await pay(t, fourth).expect(429);
        expect(countCreates(square)).toBe(before);
        expect(await alerts()).toHaveLength(1);
      });

      it('lets ten attempts at the same moment through to Square at most five times for one booking', async () => {
        const booking = await book(t);
        const answers = await Promise.all(Array.from({ length: 10 }, () => pay(t, booking, { sourceId: 'cnon:card-nonce-declined' })));
        // A second attempt while one is under way is refused (409); none of them gets past the five.
        expect(answers.every((answer) => [409, 422, 429].includes(answer.status))).toBe(true);
        expect(countCreates(square)).toBeLessThanOrEqual(5);
      });
    });

    it('lets the customer pay with another card after a decline (a fresh idempotency key)', async () => {
      const booking = await book(t);
      await pay(t, booking, { sourceId: 'cnon:card-nonce-declined' }).expect(422);
      const declinedKey = (await paymentColumns(t, booking.id)).payment_idempotency_key;
      await pay(t, booking).expect(200);
      const row = await paymentColumns(t, booking.id);
      expect(row.payment_status).toBe('paid');
      expect(row.payment_idempotency_key).not.toBe(declinedKey);
      expect(square.chargeCount()).toBe(1);
    });

    it('charges exactly once for 50 simultaneous payment calls on one booking', async () => {
      const booking = await book(t);
      const results = await Promise.all(Array.from({ length: 50 }, () => pay(t, booking)));

      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      for (const refused of results.filter((r) => r.status === 409)) expect(['PAYMENT_IN_PROGRESS', 'BOOKING_ALREADY_PAID']).toContain(refused.body.code);
      expect(square.chargeCount()).toBe(1);
      expect(countCreates(square)).toBe(1);
      expect((await paymentColumns(t, booking.id)).payment_status).toBe('paid');
    });

    it('settles a call that timed out after Square charged by replaying it with the same key: paid, no second charge', async () => {
      const booking = await book(t);
      square.failNext('charge-then-hang');
      const res = await pay(t, booking).expect(200);

      expect(countCreates(square)).toBe(2);
      expect(square.chargeCount()).toBe(1);
      expect(res.body.payment.id).toBe(square.payments[0].id);
      expect((await paymentColumns(t, booking.id)).payment_status).toBe('paid');
    });

    it('settles a connection dropped after Square charged the same way', async () => {
      const booking = await book(t);
      square.failNext('charge-then-drop');
      await pay(t, booking).expect(200);
      expect(square.chargeCount()).toBe(1);
      expect((await paymentColumns(t, booking.id)).payment_status).toBe('paid');
    });

    it('answers a clean 503 while Square fails with 500, and a later retry charges once', async () => {
      const booking = await book(t);
      square.failNext('http-500', 2);
      const failed = await pay(t, booking).expect(503);
      expect(failed.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'We could not reach the card processor to confirm your payment. Please try again in a moment; you will not be charged twice.',
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      expect(square.chargeCount()).toBe(0);
      const pending = await paymentColumns(t, booking.id);
      expect(pending).toMatchObject({ payment_status: 'unpaid', payment_attempt_status: 'unknown' });

      await pay(t, booking).expect(200);
      expect(square.chargeCount()).toBe(1);
      // The unknown attempt was looked up first, then charged with the same key.
      expect(square.requests).toContain('GET /v2/payments');
      expect(square.payments[0].idempotencyKey).toBe(pending.payment_idempotency_key);
    });

    it('finds the payment of an unanswered attempt on the next call (new card token) instead of charging again', async () => {
      const booking = await book(t);
      square.failNext('charge-then-hang', 2);
      await pay(t, booking).expect(503);
      expect(square.chargeCount()).toBe(1);

      const res = await pay(t, booking, { sourceId: 'cnon:a-fresh-card-token' }).expect(200);
      expect(res.body.payment.id).toBe(square.payments[0].id);
      expect(square.chargeCount()).toBe(1);
      expect((await paymentColumns(t, booking.id)).payment_transaction_id).toBe(square.payments[0].id);
    });

    it('retries with a fresh key when the unanswered attempt was declined (Square refuses the old key for a new card)', async () => {
      const booking = await book(t);
      square.failNext('charge-then-hang', 2);
      await pay(t, booking, { sourceId: 'cnon:card-nonce-declined' }).expect(503);
      expect(square.payments.map((p) => p.status)).toEqual(['FAILED']);

      await pay(t, booking, { sourceId: 'cnon:another-card-token' }).expect(200);
      expect(square.chargeCount()).toBe(1);
      expect((await paymentColumns(t, booking.id)).payment_status).toBe('paid');
    });

    it('refuses to pay a paid booking again', async () => {
      const booking = await book(t);
      await pay(t, booking).expect(200);
      const again = await pay(t, booking, { sourceId: 'cnon:card-nonce-ok' }).expect(409);
      expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'This booking is already paid.', code: 'BOOKING_ALREADY_PAID' });
      expect(square.chargeCount()).toBe(1);
    });

    it('refuses to pay a cancelled booking', async () => {
      const booking = await book(t);
      await t.dataSource.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [booking.id]);
      const res = await pay(t, booking).expect(409);
      expect(res.body.code).toBe('BOOKING_CANCELLED');
      expect(square.requests).toEqual([]);
    });
  });

  describe('POST /api/square/webhook', () => {
    it('refuses a bad or missing signature with 401', async () => {
      const booking = await book(t);
      const event = paymentEvent('evt-bad', { id: 'sq-pay-1', status: 'COMPLETED', reference_id: booking.id, amount_money: { amount: 1, currency: 'USD' } });
      const bad = await webhook(t, event, squareSignature(JSON.stringify(event), 'another-key', WEBHOOK_URL)).expect(401);
      expect(bad.body).toMatchObject({ statusCode: 401, code: 'INVALID_WEBHOOK_SIGNATURE' });
      await t.http.post('/api/square/webhook').set('content-type', 'application/json').send(JSON.stringify(event)).expect(401);
      expect((await paymentColumns(t, booking.id)).payment_status).toBe('unpaid');
    });

    it('marks the booking paid from a COMPLETED payment once, even when delivered twice (also at the same time)', async () => {
      const booking = await book(t);
      const totalCents = Math.round(booking.totalPrice * 100);
      const event = paymentEvent('evt-1', {
        id: 'sq-pay-webhook-1',
        status: 'COMPLETED',
        reference_id: booking.id,
        amount_money: { amount: totalCents, currency: 'USD' },
        card_details: { card: { card_brand: 'MASTERCARD', last_4: '4444' } },
        receipt_url: 'https://squareupsandbox.com/receipt/preview/sq-pay-webhook-1',
      });
      const [first, second] = await Promise.all([webhook(t, event), webhook(t, event)]);
      expect([first.body.duplicate, second.body.duplicate].sort()).toEqual([false, true]);
      const third = await webhook(t, event).expect(200);
      expect(third.body).toEqual({ received: true, duplicate: true });

      expect(await paymentColumns(t, booking.id)).toMatchObject({
        payment_status: 'paid',
        payment_method: 'card',
        payment_card_brand: 'MASTERCARD',
        payment_card_last4: '4444',
        payment_transaction_id: 'sq-pay-webhook-1',
      });
      const events = await t.dataSource.query('SELECT event_id, outcome, booking_id FROM payment_webhook_events');
      expect(events).toEqual([{ event_id: 'evt-1', outcome: 'paid', booking_id: booking.id }]);
      await pay(t, booking).expect(409);
    });

    it('records a signed COMPLETED payment whose card details are invalid with what is valid, and answers 200 (no retries forever)', async () => {
      const booking = await book(t);
      const event = paymentEvent('evt-bad-card', {
        id: 'sq-pay-bad-card',
        status: 'COMPLETED',
        reference_id: booking.id,
        amount_money: { amount: Math.round(booking.totalPrice * 100), currency: 'USD' },
        card_details: { card: { card_brand: { nested: true }, last_4: '12345<script>' } },
      });
      expect((await webhook(t, event).expect(200)).body).toEqual({ received: true, duplicate: false, outcome: 'paid' });
      expect(await paymentColumns(t, booking.id)).toMatchObject({ payment_status: 'paid', payment_card_brand: null, payment_card_last4: null });
      expect(await t.dataSource.query(`SELECT card_brand, card_last4 FROM payments WHERE booking_id = $1`, [booking.id])).toEqual([
        { card_brand: null, card_last4: null },
      ]);
    });

    it('reconciles an attempt left unknown from the payment.updated event of the charge that went through', async () => {
      const booking = await book(t);
      square.failNext('charge-then-hang', 2);
      await pay(t, booking).expect(503);
      const charged = square.paymentJson(square.payments[0].id);

      await webhook(t, paymentEvent('evt-reconcile', charged)).expect(200);
      expect(await paymentColumns(t, booking.id)).toMatchObject({ payment_status: 'paid', payment_transaction_id: charged.id, payment_card_last4: '1111' });
      await pay(t, booking).expect(409);
      expect(square.chargeCount()).toBe(1);
    });

    it('records a FAILED payment as a failed attempt and leaves the booking unpaid', async () => {
      const booking = await book(t);
      const event = paymentEvent(
        'evt-failed',
        { id: 'sq-pay-failed', status: 'FAILED', reference_id: booking.id, amount_money: { amount: 100, currency: 'USD' } },
        'payment.created',
      );
      const res = await webhook(t, event).expect(200);
      expect(res.body).toEqual({ received: true, duplicate: false, outcome: 'failed' });
      expect(await paymentColumns(t, booking.id)).toMatchObject({
        payment_status: 'unpaid',
        payment_attempt_status: 'failed',
        payment_failure_code: 'PAYMENT_FAILED',
      });
    });

    it('acknowledges a payment for a booking that needs none without marking it paid, for the owner to refund', async () => {
      const booking = await book(t);
      await t.dataSource.query(`UPDATE bookings SET payment_status = 'not-required' WHERE id = $1`, [booking.id]);
      const event = paymentEvent('evt-not-required', {
        id: 'sq-pay-extra',
        status: 'COMPLETED',
        reference_id: booking.id,
        amount_money: { amount: Math.round(booking.totalPrice * 100), currency: 'USD' },
      });
      const res = await webhook(t, event).expect(200);
      expect(res.body).toEqual({ received: true, duplicate: false, outcome: 'payment-not-required' });
      expect(await paymentColumns(t, booking.id)).toMatchObject({ payment_status: 'not-required', payment_transaction_id: null });
    });

    it('leaves an attempt whose outcome is unknown to its lookup when a FAILED event arrives', async () => {
      const booking = await book(t);
      await t.dataSource.query(`UPDATE bookings SET payment_attempt_status = 'unknown' WHERE id = $1`, [booking.id]);
      const event = paymentEvent('evt-failed-late', {
        id: 'sq-pay-failed-late',
        status: 'FAILED',
        reference_id: booking.id,
        amount_money: { amount: 100, currency: 'USD' },
      });
      expect((await webhook(t, event).expect(200)).body.outcome).toBe('ignored');
      expect(await paymentColumns(t, booking.id)).toMatchObject({ payment_status: 'unpaid', payment_attempt_status: 'unknown', payment_failure_code: null });
    });

    it('acknowledges events for unknown payments and other event types without changing anything', async () => {
      const res = await webhook(t, paymentEvent('evt-other', { id: 'sq-pay-x', status: 'COMPLETED', reference_id: 'bk_nobody' })).expect(200);
      expect(res.body.outcome).toBe('no-booking');
      const refund = await webhook(t, { type: 'refund.created', event_id: 'evt-refund', data: { type: 'refund', id: 'r1', object: {} } }).expect(200);
      expect(refund.body.outcome).toBe('ignored');
    });
  });
});

describe('card payments in test mode (no Square credentials)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(() => resetData(t.dataSource));
  afterAll(() => t.close());

  it('labels the configuration as test mode', async () => {
    const res = await t.http.get('/api/square/config').expect(200);
    expect(res.body).toEqual({ environment: 'test', applicationId: null, locationId: null, testMode: true });
  });

  it('declines test-card-declined, refuses real tokens, and accepts test-card-ok as a simulated payment', async () => {
    const booking = await book(t);
    const declined = await pay(t, booking, { sourceId: 'test-card-declined' }).expect(422);
    expect(declined.body).toMatchObject({ code: 'CARD_DECLINED', message: DECLINED });
    const real = await pay(t, booking, { sourceId: 'cnon:card-nonce-ok' }).expect(400);
    expect(real.body.code).toBe('TEST_MODE_CARD_REQUIRED');
    expect((await paymentColumns(t, booking.id)).payment_status).toBe('unpaid');

    const ok = await pay(t, booking, { sourceId: 'test-card-ok' }).expect(200);
    expect(ok.body).toEqual({ success: true, subscriptionCode: null, payment: { id: expect.stringMatching(/^test_/), status: 'COMPLETED', method: 'test' } });
    expect(await paymentColumns(t, booking.id)).toMatchObject({ payment_status: 'paid', payment_method: 'test', payment_transaction_id: ok.body.payment.id });
    await pay(t, booking, { sourceId: 'test-card-ok' }).expect(409);
  });

  it('refuses webhooks while no signature key is configured', async () => {
    const res = await t.http.post('/api/square/webhook').set('content-type', 'application/json').send('{}').expect(503);
    expect(res.body.code).toBe('WEBHOOKS_NOT_CONFIGURED');
  });
});

describe('payment logs', () => {
  let square: FakeSquare;
  let t: TestApp;
  let output: ReturnType<typeof captureOutput>;

  beforeAll(async () => {
    square = await startFakeSquare();
    t = await createTestApp(
      {
        LOG_LEVEL: 'debug',
        SQUARE_APPLICATION_ID: 'sandbox-app',
        SQUARE_LOCATION_ID: square.locationId,
        SQUARE_ACCESS_TOKEN: square.accessToken,
        SQUARE_BASE_URL: square.baseUrl,
        PAYMENT_TIMEOUT_MS: '300',
      },
      { clock },
    );
    await resetData(t.dataSource);
    // Kept, not printed: debug logs would flood the test report.
    output = captureOutput();
  });
  afterAll(async () => {
    output.restore();
    await t.close();
    await square.close();
  });

  it('never contain the card token, on success, decline or timeout', async () => {
    const secret = 'cnon:secret-token-must-not-be-logged';
    const first = await book(t);
    await pay(t, first, { sourceId: 'cnon:card-nonce-rejected-cvv' }).expect(422);
    square.failNext('hang', 2);
    await pay(t, first, { sourceId: secret }).expect(503);
    await pay(t, first, { sourceId: secret }).expect(200);
    const logged = output.lines().join('\n');
    expect(logged).toContain('payment completed');
    // At debug/info every request gets one line, with its path only.
    expect(logged).toMatch(/"msg":"request".*"path":"\/api\/process-square-payment".*"status":200/);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('card-nonce');
  });
});
