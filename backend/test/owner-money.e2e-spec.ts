import { randomUUID } from 'node:crypto';
import { squareSignature } from '../src/payments/webhook-signature.js';
import { squareEnv, startFakeSquare, type FakeSquare } from './fakes/fake-square.js';
import { AIRPORT_ADDRESS, CONTACT, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver (MDT, UTC-6), a Monday: its week (Sunday-based) started on 2026-05-31.
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);
const BASE_URL = 'https://rides.example.test';
const WEBHOOK_URL = `${BASE_URL}/api/square/webhook`;
const WEBHOOK_KEY = 'whsec-test-signature-key';

interface Created {
  id: string;
  reference: string;
  totalPrice: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

describe("the owner's money: refunds, money received by hand, payment links, revenue (fake Square, real SDK)", () => {
  let square: FakeSquare;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    square = await startFakeSquare();
    t = await createTestApp({ PUBLIC_BASE_URL: BASE_URL, ...squareEnv(square, { signatureKey: WEBHOOK_KEY, url: WEBHOOK_URL }, 2000) }, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    square.reset();
    await resetData(t.dataSource);
    owner = await loginAsOwner(t);
  });
  afterAll(async () => {
    await t.close();
    await square.close();
  });

  // --- helpers ----------------------------------------------------------------------------------------

  /** A ride to the airport, booked online and paid by card. */
  const bookAndPay = async (): Promise<Created> => {
    const booking: Created = (
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ destinationLocation: AIRPORT_ADDRESS }))
        .expect(201)
    ).body.booking;
    await t.http
      .post('/api/process-square-payment')
      .send({ sourceId: 'cnon:card-nonce-ok', amount: booking.totalPrice, bookingId: booking.id, customerEmail: CONTACT.email })
      .expect(200);
    return booking;
  };
  /** A ride the owner takes by phone, left unpaid; each on its own day, so none takes another's slot. */
  let phoneDay = 10;
  const byPhone = async (): Promise<Created> => {
    phoneDay += 1;
    const booking = (
      await owner
        .post('/api/admin/bookings')
        .send({ ...rideBooking({ destinationLocation: AIRPORT_ADDRESS, serviceDate: `2026-06-${phoneDay}` }), paymentMethod: 'unpaid' })
        .expect(201)
    ).body.booking;
    return { id: booking.id, reference: booking.reference, totalPrice: booking.total_price };
  };
  const paymentsOf = async (id: string) => (await owner.get(`/api/admin/bookings/${id}/payments`).expect(200)).body;
  const refund = (id: string, body: Record<string, unknown>) => owner.post(`/api/admin/bookings/${id}/refunds`).send({ requestKey: randomUUID(), ...body });
  const mailsOf = (id: string): Promise<{ kind: string; text_body: string }[]> =>
    t.dataSource.query(`SELECT kind, text_body FROM mail_outbox WHERE booking_id = $1 AND channel = 'mail' ORDER BY id`, [id]);
  const historyOf = async (id: string): Promise<{ action: string; actor: string; changes: Record<string, unknown> }[]> =>
    (await owner.get(`/api/bookings/${id}/history`).expect(200)).body.entries;
  const stats = async () => (await owner.get('/api/stats').expect(200)).body;
  const webhook = (event: unknown) => {
    const body = JSON.stringify(event);
    return t.http
      .post('/api/square/webhook')
      .set('content-type', 'application/json')
      .set('x-square-hmacsha256-signature', squareSignature(body, WEBHOOK_KEY, WEBHOOK_URL))
      .send(body)
      .expect(200);
  };
  /** Charges the card at Square directly, as a second browser tab or a retried checkout elsewhere would. */
  const chargeAtSquare = async (bookingId: string, amountCents: number): Promise<string> => {
    const response = await fetch(`${square.baseUrl}/v2/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${square.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        source_id: 'cnon:card-nonce-ok',
        idempotency_key: randomUUID(),
        amount_money: { amount: amountCents, currency: 'USD' },
        location_id: square.locationId,
        reference_id: bookingId,
      }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { payment: { id: string } }).payment.id;
  };

  // --- refunds ----------------------------------------------------------------------------------------

  describe('refunds from the admin', () => {
    it('refunds half, then the rest, through Square; a third refund beyond what was paid is refused', async () => {
      const booking = await bookAndPay();
      const [payment] = (await paymentsOf(booking.id)).payments;
      expect(payment).toMatchObject({ method: 'card', amount: booking.totalPrice, refunded: 0, refundable: booking.totalPrice, refunds: [] });
      const half = Math.round(cents(booking.totalPrice) / 2) / 100;
      const rest = (cents(booking.totalPrice) - cents(half)) / 100;

      const first = await refund(booking.id, { paymentId: payment.id, amount: half, reason: 'Late pickup' }).expect(201);
      expect(first.body.refund).toMatchObject({ purpose: 'owner', amount: half, status: expect.stringMatching(/^(pending|completed)$/) });
      expect(first.body.payments[0]).toMatchObject({ refunded: half, refundable: rest });
      await refund(booking.id, { paymentId: payment.id, amount: rest, reason: 'Trip not made' }).expect(201);

      const third = await refund(booking.id, { paymentId: payment.id, amount: 1, reason: 'One more' }).expect(409);
      expect(third.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        code: 'REFUND_EXCEEDS_PAYMENT',
        message: 'This payment has been refunded in full already.',
      });
      expect(square.refunds.map((entry) => entry.amountCents)).toEqual([cents(half), cents(rest)]);
      const after = (await paymentsOf(booking.id)).payments[0];
      expect(after).toMatchObject({ refunded: booking.totalPrice, refundable: 0 });
      expect(after.refunds.map((entry: { amount: number }) => entry.amount)).toEqual([half, rest]);

      // The customer hears of each refund with its reason; the history says who refunded what.
      const refundMails = (await mailsOf(booking.id)).filter((mail) => mail.kind === 'refund-issued');
      expect(refundMails.map((mail) => /Reason: (.*)/.exec(mail.text_body)?.[1]).sort()).toEqual(['Late pickup', 'Trip not made']);
      const history = await historyOf(booking.id);
      expect(history.filter((entry) => entry.action === 'refunded').map((entry) => [entry.actor, entry.changes.amountCents])).toEqual([
        ['owner:owner', cents(half)],
        ['owner:owner', cents(rest)],
      ]);
    });

    it('offers back what was paid above a price the owner lowered, and the customer is told of the refund (issue 29.10)', async () => {
      const booking = await bookAndPay();
      expect((await paymentsOf(booking.id)).overpaid).toBe(0);
      const lowered = Math.round(cents(booking.totalPrice) / 2) / 100;
      await owner.patch(`/api/bookings/${booking.id}`).send({ total_price: lowered }).expect(200);
      const difference = (cents(booking.totalPrice) - cents(lowered)) / 100;
      const after = await paymentsOf(booking.id);
      expect(after).toMatchObject({ overpaid: difference, due: 0 });

      await refund(booking.id, { paymentId: after.payments[0].id, amount: difference, reason: 'The price of your booking was lowered.' }).expect(201);
      expect((await paymentsOf(booking.id)).overpaid).toBe(0);
      const [told] = (await mailsOf(booking.id)).filter((mail) => mail.kind === 'refund-issued');
      expect(told.text_body).toContain('Reason: The price of your booking was lowered.');
      expect(told.text_body).toContain(`$${difference.toFixed(2)}`);

      // Raised again above what is left: nothing over, and no second offer.
      await owner.patch(`/api/bookings/${booking.id}`).send({ total_price: booking.totalPrice }).expect(200);
      expect((await paymentsOf(booking.id)).overpaid).toBe(0);
    });

    it('refunds once when the same request comes twice, also at the same moment', async () => {
      const booking = await bookAndPay();
      const [payment] = (await paymentsOf(booking.id)).payments;
      const body = { requestKey: randomUUID(), paymentId: payment.id, amount: 10, reason: 'Waited too long' };
      const answers = await Promise.all([0, 1, 2].map(() => owner.post(`/api/admin/bookings/${booking.id}/refunds`).send(body)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body.refund.id)).size).toBe(1);
      expect(square.refunds).toHaveLength(1);
      expect((await paymentsOf(booking.id)).payments[0].refunded).toBe(10);
    });

    it('never gives back more than was paid when refunds race', async () => {
      const booking = await bookAndPay();
      const [payment] = (await paymentsOf(booking.id)).payments;
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() => refund(booking.id, { paymentId: payment.id, amount: booking.totalPrice, reason: 'Refund in full' })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
      expect(square.refunds.map((entry) => entry.amountCents)).toEqual([cents(booking.totalPrice)]);
    });

    it('refuses a payment of another booking, money received by hand, and bad input with clear answers', async () => {
      const paid = await bookAndPay();
      const other = await byPhone();
      await owner.post(`/api/admin/bookings/${other.id}/payments`).send({ method: 'cash', amount: other.totalPrice, receivedOn: '2026-06-01' }).expect(201);
      const [cardPayment] = (await paymentsOf(paid.id)).payments;
      const [cashPayment] = (await paymentsOf(other.id)).payments;
      expect(cashPayment.refundable).toBe(0);
      for (const [bookingId, paymentId] of [
        [other.id, cardPayment.id],
        [other.id, cashPayment.id],
      ]) {
        const answer = await refund(bookingId, { paymentId, amount: 5, reason: 'Mistake' }).expect(409);
        expect(answer.body.code).toBe('PAYMENT_NOT_REFUNDABLE');
      }
      const invalid = await refund(paid.id, { paymentId: cardPayment.id, amount: -5, reason: '' }).expect(400);
      expect(invalid.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(String(invalid.body.message)).toContain('Refund amount must be at least $0.01');
      await refund(paid.id, { paymentId: 'not-a-uuid', amount: 5, reason: 'Mistake' }).expect(400);
      await owner
        .post(`/api/admin/bookings/bk_${'x'.repeat(24)}/refunds`)
        .send({ requestKey: randomUUID(), paymentId: randomUUID(), amount: 5, reason: 'Gone' })
        .expect(404);
      expect(square.refunds).toEqual([]);
    });

    it('refunds a second charge of a paid booking by itself and shows both to the owner', async () => {
      const booking = await bookAndPay();
      const secondId = await chargeAtSquare(booking.id, cents(booking.totalPrice));
      const event = {
        merchant_id: 'M',
        type: 'payment.updated',
        event_id: 'evt-second',
        created_at: NOW,
        data: { type: 'payment', id: secondId, object: { payment: square.paymentJson(secondId) } },
      };
      expect((await webhook(event)).body).toEqual({ received: true, duplicate: false, outcome: 'duplicate-payment' });
      await webhook(event); // redelivered: nothing more

      const { payments } = await paymentsOf(booking.id);
      expect(payments).toHaveLength(2);
      expect(payments[1]).toMatchObject({ reference: secondId, amount: booking.totalPrice, refunded: booking.totalPrice, refundable: 0 });
      expect(payments[1].refunds).toEqual([expect.objectContaining({ purpose: 'duplicate-payment', amount: booking.totalPrice })]);
      expect(square.refunds.map((entry) => [entry.paymentId, entry.amountCents])).toEqual([[secondId, cents(booking.totalPrice)]]);
      const kinds = (await mailsOf(booking.id)).map((mail) => mail.kind);
      expect(kinds.filter((kind) => kind === 'payment-receipt')).toHaveLength(2);
      expect(kinds).toContain('refund-issued');
      expect((await historyOf(booking.id)).find((entry) => entry.action === 'refunded')).toMatchObject({
        actor: 'system',
        changes: { purpose: 'duplicate-payment' },
      });
      // Money received counts the first payment only: the second came in and went out.
      clock.set('2026-06-01T14:01:00Z');
      expect((await stats()).periods.last7Days.received).toBe(booking.totalPrice);
    });
  });

  // --- money received by hand ---------------------------------------------------------------------------

  describe('cash, check and other payments', () => {
    it('marks a phone booking paid in cash: in the history, with a receipt, and in revenue on the day it was received', async () => {
      const booking = await byPhone();
      expect((await paymentsOf(booking.id)).due).toBe(booking.totalPrice);
      const answer = await owner
        .post(`/api/admin/bookings/${booking.id}/payments`)
        .send({ method: 'cash', amount: booking.totalPrice, receivedOn: '2026-05-30', note: 'Paid at pickup' })
        .expect(201);
      // An earlier day counts at its noon, business time (18:00Z in May).
      expect(answer.body.payment).toMatchObject({
        method: 'cash',
        methodLabel: 'Cash',
        amount: booking.totalPrice,
        receivedAt: '2026-05-30T18:00:00.000Z',
        note: 'Paid at pickup',
      });
      expect(await t.dataSource.query('SELECT payment_status, payment_method FROM bookings WHERE id = $1', [booking.id])).toEqual([
        { payment_status: 'paid', payment_method: 'cash' },
      ]);

      const receipt = (await mailsOf(booking.id)).find((mail) => mail.kind === 'payment-receipt');
      for (const words of ['Cash', 'Paid at pickup', `$${booking.totalPrice.toFixed(2)}`]) expect(receipt?.text_body).toContain(words);
      // The customer opens the receipt again from the manage page its mail links to.
      const token = new RegExp(`${BASE_URL.replace(/\./g, '\\.')}/manage/([A-Za-z0-9_-]{22,64})`).exec(receipt!.text_body)![1];
      expect((await t.http.get(`/api/manage/${token}`).expect(200)).body.receipts).toEqual([
        {
          id: answer.body.payment.id,
          amount: booking.totalPrice,
          method: 'Cash',
          paidAt: '2026-05-30T18:00:00.000Z',
          reference: answer.body.payment.id,
          note: 'Paid at pickup',
          refunded: 0,
        },
      ]);
      expect((await historyOf(booking.id)).find((entry) => entry.action === 'paid')).toMatchObject({
        actor: 'owner:owner',
        changes: { method: 'cash', amountCents: cents(booking.totalPrice), note: 'Paid at pickup' },
      });

      // Saturday 30 May belongs to the week that started Sunday 24 May, not this week (from Sunday 31 May).
      clock.set('2026-06-01T14:01:00Z');
      const figures = await stats();
      expect(figures.periods.last7Days.received).toBe(booking.totalPrice);
      expect(figures.weeklyRevenue.slice(-2).map((week: { weekStart: string; received: number }) => [week.weekStart, week.received])).toEqual([
        ['2026-05-24', booking.totalPrice],
        ['2026-05-31', 0],
      ]);
      const list = (await owner.get('/api/admin/payments').query({ from: '2026-05-30', to: '2026-05-30' }).expect(200)).body;
      expect(list.payments.map((entry: { bookingId: string }) => entry.bookingId)).toEqual([booking.id]);
      expect(list.totals).toEqual({ received: booking.totalPrice, refunded: 0, net: booking.totalPrice });
      expect((await owner.get('/api/admin/payments').query({ from: '2026-05-31', to: '2026-06-01' }).expect(200)).body.payments).toEqual([]);
    });

    it('refuses a second payment, a day ahead, a cancelled or free booking, and unknown methods', async () => {
      const booking = await byPhone();
      const post = (id: string, body: Record<string, unknown>) => owner.post(`/api/admin/bookings/${id}/payments`).send(body);
      expect((await post(booking.id, { method: 'check', amount: 10, receivedOn: '2026-06-02' }).expect(400)).body.message).toContain('cannot be in the future');
      expect((await post(booking.id, { method: 'crypto', amount: 10, receivedOn: '2026-06-01' }).expect(400)).body.message).toContain('cash, check or other');
      await post(booking.id, { method: 'check', amount: booking.totalPrice, receivedOn: '2026-06-01', note: 'Check #1042' }).expect(201);
      expect((await post(booking.id, { method: 'cash', amount: 10, receivedOn: '2026-06-01' }).expect(409)).body).toMatchObject({
        code: 'BOOKING_NOT_PAYABLE',
        message: 'This booking is paid already.',
      });
      const cancelled = await byPhone();
      await owner.post('/api/cancel-booking').send({ bookingId: cancelled.id }).expect(200);
      expect((await post(cancelled.id, { method: 'cash', amount: 10, receivedOn: '2026-06-01' }).expect(409)).body.message).toBe(
        'This booking was cancelled; it cannot be paid.',
      );
      expect(await t.dataSource.query(`SELECT method FROM payments ORDER BY created_at`)).toEqual([{ method: 'check' }]);
    });
  });

  // --- cancellation fees: owed until paid -------------------------------------------------------------------

  describe('cancellation fees: owed, not revenue, until paid', () => {
    /** Cancels as the owner at `at`, logging in again on the moved clock (sessions expire on idle time). */
    const cancelAt = async (id: string, at: string) => {
      clock.set(at);
      owner = await loginAsOwner(t);
      return (await owner.post('/api/cancel-booking').send({ bookingId: id }).expect(200)).body;
    };
    const bookingsCsv = async (day: string) =>
      (await owner.get('/api/admin/exports/bookings.csv').query({ from: day, to: day }).buffer(true).expect(200)).text.split('\r\n').slice(1, -1);
    const paymentsCsv = async (day: string) =>
      (await owner.get('/api/admin/exports/payments.csv').query({ from: day, to: day }).buffer(true).expect(200)).text.split('\r\n').slice(1, -1);
    /** The figures a minute on: money received now is counted from the next instant (periods end now, exclusive). */
    const figures = async () => {
      clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
      const { revenue, received, owed } = await stats();
      return { revenue, received, owed };
    };
    /** The last three columns of a bookings.csv row: Cancellation fee, Fee received, Fee owed. */
    const feeColumns = (line: string) => line.split(',').slice(-3).join(',');
    /**
     * The booking's service day, and three hours before its start (within 6 h: the flat $20 fee). The booking counts
     * as made at NOW: created_at is the database's own clock, and the figures count by the test's.
     */
    const lateCancelOf = async (id: string): Promise<{ day: string; at: string }> => {
      await t.dataSource.query('UPDATE bookings SET created_at = $2 WHERE id = $1', [id, NOW]);
      const [row]: { day: string; starts_at: Date }[] = await t.dataSource.query('SELECT service_date::text AS day, starts_at FROM bookings WHERE id = $1', [
        id,
      ]);
      return { day: row.day, at: new Date(new Date(row.starts_at).getTime() - 3 * 3600_000).toISOString() };
    };

    it('records the fee of a cash booking as owed; the pay link collects it by card; only then is it revenue received', async () => {
      const booking = await byPhone(); // left unpaid: cash at the ride
      const { day, at } = await lateCancelOf(booking.id);
      // Three hours before the ride: the flat $20 fee, and nothing was paid.
      expect((await cancelAt(booking.id, at)).fee).toBe(20);
      const row = await t.dataSource.query('SELECT cancellation_fee_cents, cancellation_fee_owed_cents FROM bookings WHERE id = $1', [booking.id]);
      expect(row).toEqual([{ cancellation_fee_cents: 2000, cancellation_fee_owed_cents: 2000 }]);
      expect((await historyOf(booking.id)).find((entry) => entry.action === 'cancelled')?.changes).toMatchObject({ feeCents: 2000, feeOwedCents: 2000 });

      // The owner sees it owed, with the link to send; it is neither received nor booked value.
      const owed = await paymentsOf(booking.id);
      expect(owed).toMatchObject({ payments: [], due: 20, dueFor: 'cancellation-fee', payLinkUrl: `${BASE_URL}/checkout?bookingId=${booking.id}` });
      expect(await figures()).toEqual({ revenue: 0, received: 0, owed: 20 });
      expect(feeColumns((await bookingsCsv(day))[0])).toBe('20,0,20');
      expect(await paymentsCsv(day)).toEqual([]);

      // One tap sends the link for the fee's amount.
      const sent = await owner.post(`/api/admin/bookings/${booking.id}/pay-link`).send({}).expect(200);
      expect(sent.body).toEqual({ payUrl: `${BASE_URL}/checkout?bookingId=${booking.id}`, sentTo: [CONTACT.email] });
      const mail = (await t.dataSource.query(`SELECT subject, text_body FROM mail_outbox WHERE booking_id = $1 AND kind = 'pay-link'`, [booking.id]))[0];
      expect(mail.subject).toBe(`Cancellation fee for booking 254-${booking.reference}`);
      expect(mail.text_body).toContain('Here is the link to pay $20.00 for the cancellation fee of your booking by card:');
      expect((await historyOf(booking.id)).find((entry) => entry.action === 'payment-link-sent')?.changes).toEqual({
        byText: false,
        purpose: 'cancellation-fee',
        amountCents: 2000,
      });

      // The customer opens it: checkout asks for the fee, and only the fee.
      expect((await t.http.get(`/api/bookings/${booking.id}`).expect(200)).body).toMatchObject({ cancellationFeeDue: 20, totalPrice: booking.totalPrice });
      const pay = (amount: number) =>
        t.http.post('/api/process-square-payment').send({ sourceId: 'cnon:card-nonce-ok', amount, bookingId: booking.id, customerEmail: CONTACT.email });
      expect((await pay(booking.totalPrice).expect(400)).body.code).toBe('PAYMENT_AMOUNT_MISMATCH');
      await pay(20).expect(200);
      expect(square.payments.map((payment) => [payment.amountCents, payment.referenceId])).toEqual([[2000, `fee_${booking.id}`]]);

      // Paid through the normal ledger, marked paid, and now revenue received.
      const paid = await paymentsOf(booking.id);
      expect(paid).toMatchObject({ due: 0, dueFor: null, payLinkUrl: null });
      expect(paid.payments).toEqual([
        expect.objectContaining({ purpose: 'cancellation-fee', method: 'card', amount: 20, note: 'Cancellation fee', refundable: 20 }),
      ]);
      expect(await t.dataSource.query('SELECT cancellation_fee_owed_cents, payment_status FROM bookings WHERE id = $1', [booking.id])).toEqual([
        { cancellation_fee_owed_cents: 0, payment_status: 'unpaid' },
      ]);
      expect((await historyOf(booking.id)).find((entry) => entry.action === 'fee-paid')).toMatchObject({
        actor: 'customer',
        changes: { amountCents: 2000, owedCents: 2000, method: 'card' },
      });
      expect((await mailsOf(booking.id)).map((entry) => entry.kind)).toContain('payment-receipt');
      expect(await figures()).toEqual({ revenue: 20, received: 20, owed: 0 });
      expect(feeColumns((await bookingsCsv(day))[0])).toBe('20,20,0');
      const [moneyIn] = await paymentsCsv(day);
      expect(moneyIn).toMatch(new RegExp(`^${day} \\d\\d:\\d\\d,payment,254-${booking.reference},.*,card,20,.*,Cancellation fee,customer,cancellation fee$`));

      // Nothing is due any more: no second link, no second charge.
      expect((await owner.post(`/api/admin/bookings/${booking.id}/pay-link`).send({}).expect(409)).body.code).toBe('BOOKING_NOT_PAYABLE');
      expect((await pay(20).expect(409)).body.code).toBe('BOOKING_CANCELLED');
      expect(square.payments).toHaveLength(1);
    });

    it('keeps the fee of a card-paid booking from its payment, as before: refunded the rest, nothing owed', async () => {
      const booking = await bookAndPay();
      const { day, at } = await lateCancelOf(booking.id);
      const cancelled = await cancelAt(booking.id, at);
      expect(cancelled).toMatchObject({ fee: 20, refund: { amount: (cents(booking.totalPrice) - 2000) / 100 } });
      expect(square.refunds.map((entry) => entry.amountCents)).toEqual([cents(booking.totalPrice) - 2000]);
      expect(await paymentsOf(booking.id)).toMatchObject({ due: 0, dueFor: null, payLinkUrl: null });
      expect((await paymentsOf(booking.id)).payments).toEqual([expect.objectContaining({ purpose: 'booking', amount: booking.totalPrice })]);
      expect(await figures()).toEqual({ revenue: 20, received: 20, owed: 0 });
      expect(feeColumns((await bookingsCsv(day))[0])).toBe('20,20,0');
      expect((await owner.post(`/api/admin/bookings/${booking.id}/pay-link`).send({}).expect(409)).body.code).toBe('BOOKING_NOT_PAYABLE');
    });

    it("records the fee paid from Square's webhook when the payment's answer was lost, once", async () => {
      const booking = await byPhone();
      await cancelAt(booking.id, (await lateCancelOf(booking.id)).at);
      const paymentId = await chargeAtSquare(`fee_${booking.id}`, 2000);
      const event = {
        merchant_id: 'M',
        type: 'payment.updated',
        event_id: 'evt-fee',
        created_at: NOW,
        data: { type: 'payment', id: paymentId, object: { payment: square.paymentJson(paymentId) } },
      };
      expect((await webhook(event)).body).toEqual({ received: true, duplicate: false, outcome: 'fee-paid' });
      expect((await webhook({ ...event, event_id: 'evt-fee-again' })).body).toEqual({ received: true, duplicate: false, outcome: 'already-paid' });
      const { payments, due } = await paymentsOf(booking.id);
      expect(due).toBe(0);
      expect(payments).toEqual([expect.objectContaining({ purpose: 'cancellation-fee', reference: paymentId, amount: 20 })]);
      expect(square.refunds).toEqual([]);
    });

    it('marks an owed fee received in cash: paid, in the ledger as the fee', async () => {
      const booking = await byPhone();
      const { day, at } = await lateCancelOf(booking.id);
      await cancelAt(booking.id, at);
      const answer = await owner.post(`/api/admin/bookings/${booking.id}/payments`).send({ method: 'cash', amount: 20, receivedOn: day }).expect(201);
      expect(answer.body.payment).toMatchObject({ purpose: 'cancellation-fee', method: 'cash', amount: 20 });
      expect(await paymentsOf(booking.id)).toMatchObject({ due: 0, dueFor: null });
      expect(await figures()).toEqual({ revenue: 20, received: 20, owed: 0 });
      expect((await historyOf(booking.id)).find((entry) => entry.action === 'fee-paid')).toMatchObject({ actor: 'owner:owner', changes: { method: 'cash' } });
    });

    it('keeps the rest of an owed fee owed when part of it is received in cash, and refuses more than is owed', async () => {
      const booking = await byPhone();
      const { day, at } = await lateCancelOf(booking.id);
      await cancelAt(booking.id, at);
      const over = await owner.post(`/api/admin/bookings/${booking.id}/payments`).send({ method: 'cash', amount: 25, receivedOn: day }).expect(400);
      expect(over.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The fee owed is $20.00; record at most that.' });
      await owner.post(`/api/admin/bookings/${booking.id}/payments`).send({ method: 'cash', amount: 5, receivedOn: day }).expect(201);
      expect(await paymentsOf(booking.id)).toMatchObject({ due: 15, dueFor: 'cancellation-fee' });
      expect(await figures()).toEqual({ revenue: 5, received: 5, owed: 15 });
      await owner.post(`/api/admin/bookings/${booking.id}/payments`).send({ method: 'check', amount: 15, receivedOn: day }).expect(201);
      expect(await paymentsOf(booking.id)).toMatchObject({ due: 0, dueFor: null });
      expect(await figures()).toEqual({ revenue: 20, received: 20, owed: 0 });
    });
  });

  // --- payment links ------------------------------------------------------------------------------------

  describe('payment links', () => {
    it('mails a link that opens checkout for the booking at its server price, and the card payment through it settles the booking', async () => {
      const booking = await byPhone();
      const sent = await owner.post(`/api/admin/bookings/${booking.id}/pay-link`).send({ byText: true }).expect(200);
      const payUrl = `${BASE_URL}/checkout?bookingId=${booking.id}`;
      // Texts are off here (no Twilio settings): the link goes by mail only.
      expect(sent.body).toEqual({ payUrl, sentTo: [CONTACT.email] });
      const mail = (await mailsOf(booking.id)).find((entry) => entry.kind === 'pay-link');
      expect(mail?.text_body).toContain(payUrl);
      expect(mail?.text_body).toContain(`$${booking.totalPrice.toFixed(2)}`);
      expect((await historyOf(booking.id)).map((entry) => entry.action)).toContain('payment-link-sent');

      const checkout = (await t.http.get(`/api/bookings/${booking.id}`).expect(200)).body;
      expect(checkout.totalPrice ?? checkout.booking?.totalPrice).toBe(booking.totalPrice);
      await t.http
        .post('/api/process-square-payment')
        .send({ sourceId: 'cnon:card-nonce-ok', amount: booking.totalPrice, bookingId: booking.id, customerEmail: CONTACT.email })
        .expect(200);
      expect((await paymentsOf(booking.id)).payments.map((entry: { method: string }) => entry.method)).toEqual(['card']);
      expect((await owner.post(`/api/admin/bookings/${booking.id}/pay-link`).send({}).expect(409)).body.message).toBe('This booking is paid already.');
    });
  });
});
