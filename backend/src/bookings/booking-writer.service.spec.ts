import { bookingRow } from '../../test/fixtures/booking-rows.js';
import { recordingEntityManager, type RecordingOptions } from '../../test/fakes/recording-entity-manager.js';
import { BookingTransitionError } from '../domain/booking-transitions.js';
import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config/app-config.js';
import type { Booking } from './booking.entity.js';
import { BookingPayments } from './booking-payments.service.js';
import type { RefundRecord } from './booking-refunds.service.js';
import { PlanCodes } from './plan-codes.js';
import { LiveBookingPolicy } from '../config/live-booking-policy.js';
import { BookingWriter, type CancellationRecord, type NewBooking, type RecordedPayment } from './booking-writer.service.js';
import { ManageLinks } from './manage-links.service.js';

const NOW = new Date('2026-06-01T14:05:00Z');
const OWNER = 'owner:owner' as const;
const PAYMENT: RecordedPayment = { id: 'sq_pay_1', amountCents: 4000, method: 'card', cardBrand: 'VISA', last4: '1111', receiptUrl: null };
const CONFIG = {
  env: {
    PUBLIC_BASE_URL: 'https://rides.example.test',
    BUSINESS_NAME: 'Ogden Rides & Deliveries',
    BUSINESS_TIME_ZONE: 'America/Denver',
    OWNER_EMAIL: 'owner@ogden-rides.test',
  },
} as AppConfig;
/** The bookings row answers a raised calendar revision (TypeORM's [rows, affected] for UPDATE ... RETURNING). */
const calendarRevision = (sql: string) => (sql.includes('RETURNING calendar_sequence') ? [[{ calendar_sequence: 1 }], 1] : undefined);
/** The payments ledger answers the row it inserted (BookingPayments.record, then find by id). */
const LEDGER_ROW = {
  id: 'ledger-1',
  booking_id: 'bk_1',
  method: 'card',
  amount_cents: 4000,
  received_at: NOW,
  processor_payment_id: 'sq_pay_1',
  card_brand: 'VISA',
  card_last4: '1111',
  receipt_url: null,
  note: '',
  recorded_by: 'customer',
  refunds: [],
};
const ledger = (sql: string) => {
  if (sql.includes('INSERT INTO payments')) return [{ id: LEDGER_ROW.id }];
  if (sql.includes('FROM payments p WHERE p.id')) return [LEDGER_ROW];
  return undefined;
};
/** A booking paid by card: it is mailed about (one still awaiting its card payment is not). */
const PAID = { paymentStatus: 'paid', paymentMethod: 'card', paymentTransactionId: 'sq_pay_1', holdExpiresAt: null } as const;

describe(BookingWriter.name, () => {
  const setUp = (options: RecordingOptions = {}, { confirmPaidAutomatically = false } = {}) => {
    const policy = new LiveBookingPolicy();
    policy.apply({ confirmPaidAutomatically });
    const db = recordingEntityManager({ answer: (sql) => calendarRevision(sql) ?? ledger(sql), ...options });
    const clock = { now: () => NOW };
    const sut = new BookingWriter(
      db.dataSource,
      new ManageLinks(CONFIG, clock),
      new BookingPayments(db.dataSource),
      // These tests pay rides, never plans, so the plan code is never asked for (plans: payment-holds-and-plans.e2e-spec.ts).
      new PlanCodes(null as never, null as never),
      policy,
    );
    const historyOf = () => db.calls.flatMap((call) => (call.kind === 'query' && call.sql.includes('INSERT INTO booking_history') ? [call.params] : []));
    /** The facts of the change records written, by action. */
    const factsOf = (action: string) =>
      historyOf().flatMap((params) => (params[3] === action ? [JSON.parse(params[4] as string) as Record<string, unknown>] : []));
    return { sut, db, historyOf, factsOf };
  };
  const refusal = async (change: Promise<unknown>) => {
    const error = await change.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BookingTransitionError);
    return (error as BookingTransitionError).code;
  };

  it('sends nothing itself: it imports no mail, text or notice code (the notifier tells of its records)', () => {
    const source = readFileSync(new URL('./booking-writer.service.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(5);
    expect(imports.filter((path) => /mail|notification|notifier|outbox|text/i.test(path))).toEqual([]);
    expect(source).not.toMatch(/INSERT INTO mail_outbox/);
  });

  describe('create', () => {
    const { status: _status, paymentStatus: _paid, paymentMethod: _method, ...fields } = bookingRow();

    it('inserts an online booking as pending and unpaid, and records the customer made it', async () => {
      const { sut, db, historyOf } = setUp();
      const booking = await sut.create(db.manager, fields as NewBooking, { actor: 'customer', at: NOW, phonePayment: null });
      expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', paymentMethod: null });
      expect(db.writes()).toEqual([
        { kind: 'insert', entity: 'Booking', values: expect.objectContaining({ id: fields.id, status: 'pending', paymentStatus: 'unpaid' }) },
      ]);
      // Made online and waiting for its card: its record says so, and nobody is told of it until it is paid.
      expect(historyOf()).toEqual([[fields.id, NOW, 'customer', 'created', JSON.stringify({ status: 'pending', totalCents: 4000, awaitedCard: true })]]);
    });

    it('confirms a phone booking at once, with the payment agreed on the phone', async () => {
      const { sut, db, historyOf } = setUp();
      // The owner's phone booking has no client address.
      const booking = await sut.create(db.manager, { ...fields, clientAddress: null } as NewBooking, { actor: OWNER, at: NOW, phonePayment: 'cash' });
      expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid', paymentMethod: 'cash' });
      expect(historyOf()[0]).toEqual([
        fields.id,
        NOW,
        OWNER,
        'created',
        JSON.stringify({ status: 'confirmed', totalCents: 4000, source: 'phone', paymentMethod: 'cash' }),
      ]);
    });
  });

  describe('changeStatus', () => {
    it('writes the new status with a history entry', async () => {
      const { sut, db, historyOf } = setUp();
      const booking = bookingRow({ status: 'confirmed' });
      await sut.changeStatus(db.manager, booking, 'completed', OWNER, NOW);
      expect(db.writes()).toEqual([{ kind: 'update', entity: 'Booking', where: { id: booking.id }, values: { status: 'completed' } }]);
      expect(historyOf()).toEqual([[booking.id, NOW, OWNER, 'status-changed', JSON.stringify({ status: { from: 'confirmed', to: 'completed' } })]]);
      expect(booking.status).toBe('completed');
    });

    it('writes nothing when the status is unchanged', async () => {
      const { sut, db } = setUp();
      await sut.changeStatus(db.manager, bookingRow({ status: 'confirmed' }), 'confirmed', OWNER, NOW);
      expect(db.calls).toEqual([]);
    });

    it("records the owner's confirmation, from which status, for the notifier", async () => {
      const { sut, db, factsOf } = setUp();
      await sut.changeStatus(db.manager, bookingRow({ ...PAID, status: 'pending' }), 'confirmed', OWNER, NOW);
      expect(factsOf('status-changed')).toEqual([{ status: { from: 'pending', to: 'confirmed' } }]);
    });

    it('clears the cancellation of a revived booking', async () => {
      const { sut, db } = setUp();
      await sut.changeStatus(
        db.manager,
        bookingRow({ status: 'cancelled', cancelledAt: NOW, cancelledBy: OWNER, cancelledReason: 'owner', cancellationFeeCents: 0 }),
        'pending',
        OWNER,
        NOW,
      );
      expect(db.writes()[0]).toMatchObject({
        values: { status: 'pending', cancelledAt: null, cancelledBy: null, cancelledReason: null, cancellationFeeCents: null, cancellationFeeOwedCents: 0 },
      });
    });
  });

  describe('cancel', () => {
    const REFUND = { id: 'rf-1', amountCents: 2000, status: 'pending', method: 'card' } as RefundRecord;
    const cancellation = (overrides: Partial<CancellationRecord> = {}): CancellationRecord => ({
      actor: OWNER,
      // 3 h before the ride: the flat late fee.
      at: new Date('2026-06-03T13:00:00Z'),
      feeCents: 2000,
      feeOwedCents: 0,
      rule: 'late-flat',
      feeWaived: false,
      refund: REFUND,
      codeReturned: null,
      ...overrides,
    });

    it("records the fee and the refund in the history, leaving the earlier mails' links working", async () => {
      const { sut, db, historyOf } = setUp();
      const booking = bookingRow({ ...PAID, status: 'confirmed' });
      const at = new Date('2026-06-03T13:00:00Z');
      await sut.cancel(db.manager, booking, cancellation());
      expect(db.writes()).toEqual([
        {
          kind: 'update',
          entity: 'Booking',
          where: { id: booking.id },
          values: {
            status: 'cancelled',
            cancelledReason: 'owner',
            cancelledAt: at,
            cancelledBy: OWNER,
            cancellationFeeCents: 2000,
            cancellationFeeOwedCents: 0,
            holdExpiresAt: null,
          },
        },
      ]);
      expect(historyOf()).toEqual([
        [
          booking.id,
          at,
          OWNER,
          'cancelled',
          JSON.stringify({
            status: { from: 'confirmed', to: 'cancelled' },
            feeCents: 2000,
            rule: 'late-flat',
            refund: { id: 'rf-1', amountCents: 2000, status: 'pending', simulated: false },
          }),
        ],
      ]);
      expect(db.queries().some((sql) => sql.startsWith('UPDATE manage_links SET revoked_at'))).toBe(false);
      // A cancellation is the calendar event's next revision: its mail (the notifier's) cancels the event it sent.
      expect(db.queries().some((sql) => sql.includes('calendar_sequence = calendar_sequence + 1'))).toBe(true);
    });

    it("records the customer's own cancellation with what was given back", async () => {
      const { sut, db, historyOf } = setUp();
      await sut.cancel(
        db.manager,
        bookingRow({ ...PAID, status: 'confirmed' }),
        cancellation({ actor: 'customer', feeCents: 0, rule: 'free', refund: null, codeReturned: 'plan' }),
      );
      expect(JSON.parse(historyOf()[0][4] as string)).toEqual({
        status: { from: 'confirmed', to: 'cancelled' },
        feeCents: 0,
        rule: 'free',
        refund: null,
        codeReturned: 'plan',
      });
    });

    it('records the fee no payment covered as owed, and starts its charge afresh after an earlier one', async () => {
      const { sut, db, historyOf } = setUp();
      const booking = bookingRow({ status: 'confirmed', paymentMethod: 'cash', holdExpiresAt: null, feePaymentKey: 'k-old', feeAttemptStatus: 'succeeded' });
      await sut.cancel(db.manager, booking, cancellation({ refund: null, feeOwedCents: 2000 }));
      expect(db.writes()[0]).toMatchObject({
        values: { cancellationFeeCents: 2000, cancellationFeeOwedCents: 2000, feePaymentKey: null, feeAttemptStatus: null, feeAttemptStartedAt: null },
      });
      expect(JSON.parse(historyOf()[0][4] as string)).toMatchObject({ feeCents: 2000, feeOwedCents: 2000 });
    });

    it('refuses a booking that is already cancelled, writing nothing', async () => {
      const { sut, db } = setUp();
      expect(await refusal(sut.cancel(db.manager, bookingRow({ status: 'cancelled' }), cancellation()))).toBe('BOOKING_ALREADY_CANCELLED');
      expect(db.calls).toEqual([]);
    });
  });

  describe('edit', () => {
    it("records a move with where it was, raises its calendar revision and moves its links' end", async () => {
      const { sut, db, factsOf } = setUp();
      const booking = bookingRow({ ...PAID, status: 'confirmed', serviceTime: '14:00' });
      await sut.edit(db.manager, booking, { serviceTime: '14:00' }, { booking_time: { from: '10:00', to: '14:00' } }, OWNER, NOW, {
        movedFrom: { serviceDate: '2026-06-03', serviceTime: '10:00' },
      });
      expect(factsOf('edited')).toEqual([{ booking_time: { from: '10:00', to: '14:00' }, movedFrom: { serviceDate: '2026-06-03', serviceTime: '10:00' } }]);
      expect(booking.calendarSequence).toBe(1);
      expect(db.queries().some((sql) => sql.includes('UPDATE manage_links'))).toBe(true);
    });

    it('records an edit that moves nothing without a move', async () => {
      const { sut, db, factsOf } = setUp();
      await sut.edit(db.manager, bookingRow({ ...PAID }), { notes: 'Gate 4' }, { notes: { from: '', to: 'Gate 4' } }, OWNER, NOW);
      expect(factsOf('edited')).toEqual([{ notes: { from: '', to: 'Gate 4' } }]);
      expect(db.queries().some((sql) => sql.includes('UPDATE manage_links'))).toBe(false);
    });
  });

  describe('markPaid', () => {
    it('records the payment, ends the hold, and records the ledger payment whose receipt the notifier sends', async () => {
      const booking = bookingRow({ paymentAttemptStatus: 'processing' });
      const { sut, db, historyOf } = setUp({
        found: bookingRow({ paymentStatus: 'paid', paymentAttemptStatus: 'succeeded', holdExpiresAt: null }),
      });
      const { booking: paid, subscriptionCode } = await sut.markPaid(db.manager, booking, PAYMENT, NOW);
      expect(paid.paymentStatus).toBe('paid');
      expect(subscriptionCode).toBeNull();
      expect(db.writes()).toEqual([
        {
          kind: 'update',
          entity: 'Booking',
          where: { id: booking.id },
          values: {
            paymentStatus: 'paid',
            paymentMethod: 'card',
            paymentCardBrand: 'VISA',
            paymentCardLast4: '1111',
            paymentTransactionId: 'sq_pay_1',
            paymentReceiptUrl: null,
            paymentProcessedAt: NOW,
            paymentAttemptStatus: 'succeeded',
            paymentFailureCode: null,
            holdExpiresAt: null,
          },
        },
      ]);
      expect(historyOf()).toEqual([
        [
          booking.id,
          NOW,
          'customer',
          'paid',
          JSON.stringify({ amountCents: 4000, method: 'card', transactionId: 'sq_pay_1', paymentRecordId: 'ledger-1', awaitedCard: true }),
        ],
      ]);
    });

    it('confirms a pending booking with its payment when paid bookings confirm themselves, and says so in the history', async () => {
      const booking = bookingRow({ paymentAttemptStatus: 'processing' });
      const { sut, db, historyOf } = setUp(
        { found: bookingRow({ status: 'confirmed', paymentStatus: 'paid', paymentAttemptStatus: 'succeeded', holdExpiresAt: null }) },
        { confirmPaidAutomatically: true },
      );
      await sut.markPaid(db.manager, booking, PAYMENT, NOW);
      expect(db.writes().at(-1)).toEqual({ kind: 'update', entity: 'Booking', where: { id: booking.id }, values: { status: 'confirmed' } });
      expect(historyOf().at(-1)).toEqual([
        booking.id,
        NOW,
        'system',
        'status-changed',
        JSON.stringify({ status: { from: 'pending', to: 'confirmed' }, reason: 'paid' }),
      ]);
    });

    it.each<[string, Partial<Booking>, string]>([
      ['a paid booking', { paymentStatus: 'paid', paymentAttemptStatus: 'succeeded' }, 'BOOKING_ALREADY_PAID'],
      ['a booking that needs no payment', { paymentStatus: 'not-required', totalCents: 0 }, 'PAYMENT_NOT_REQUIRED'],
    ])('refuses %s, writing nothing', async (_name, state, code) => {
      const { sut, db } = setUp();
      expect(await refusal(sut.markPaid(db.manager, bookingRow(state), PAYMENT, NOW))).toBe(code);
      expect(db.calls).toEqual([]);
    });
  });

  describe('markFeePaid', () => {
    const OWING = { status: 'cancelled', paymentMethod: 'cash', holdExpiresAt: null, cancellationFeeCents: 2000, cancellationFeeOwedCents: 2000 } as const;
    const FEE_PAYMENT: RecordedPayment = { ...PAYMENT, id: 'sq_fee_1', amountCents: 2000 };

    it("records the owed fee paid: owed no more, in the ledger as the fee's, in the history, with a receipt", async () => {
      const booking = bookingRow({ ...OWING, feeAttemptStatus: 'processing', feePaymentKey: 'fee-key' });
      const { sut, db, historyOf } = setUp();
      await sut.markFeePaid(db.manager, booking, FEE_PAYMENT, NOW);
      expect(db.writes()).toEqual([
        { kind: 'update', entity: 'Booking', where: { id: booking.id }, values: { cancellationFeeOwedCents: 0, feeAttemptStatus: 'succeeded' } },
      ]);
      const insert = db.calls.find((call) => call.kind === 'query' && call.sql.includes('INSERT INTO payments'));
      expect(insert?.kind === 'query' && insert.params).toEqual([
        booking.id,
        'card',
        2000,
        NOW,
        'sq_fee_1',
        'VISA',
        '1111',
        null,
        'Cancellation fee',
        'customer',
        'cancellation-fee',
      ]);
      expect(historyOf()).toEqual([
        [
          booking.id,
          NOW,
          'customer',
          'fee-paid',
          JSON.stringify({ amountCents: 2000, owedCents: 2000, method: 'card', transactionId: 'sq_fee_1', paymentRecordId: 'ledger-1' }),
        ],
      ]);
      expect(booking.cancellationFeeOwedCents).toBe(0);
    });

    it.each<[string, Partial<Booking>]>([
      ['a booking not cancelled', { status: 'confirmed' }],
      ['a cancelled booking that owes nothing', { ...OWING, cancellationFeeOwedCents: 0 }],
    ])('refuses %s, writing nothing', async (_name, state) => {
      const { sut, db } = setUp();
      expect(await refusal(sut.markFeePaid(db.manager, bookingRow(state), FEE_PAYMENT, NOW))).toBe('FEE_NOT_OWED');
      expect(
        await refusal(
          sut.markFeePaidByHand(db.manager, bookingRow(state), { method: 'cash', amountCents: 2000, receivedAt: NOW, note: '' }, { actor: OWNER, at: NOW }),
        ),
      ).toBe('FEE_NOT_OWED');
      expect(db.calls).toEqual([]);
    });

    it("starts a fee charge on its own key, leaving the booking's charge as it was", async () => {
      const { sut, db } = setUp();
      await sut.startFeeAttempt(db.manager, bookingRow({ ...OWING, paymentAttemptStatus: 'unknown', paymentIdempotencyKey: 'key-1' }), 'fee-key', NOW);
      expect(db.writes()).toEqual([
        {
          kind: 'update',
          entity: 'Booking',
          where: { id: 'bk_AAAAAAAAAAAAAAAAAAAAAAAA' },
          values: { feePaymentKey: 'fee-key', feeAttemptStatus: 'processing', feeAttemptStartedAt: NOW },
        },
      ]);
    });
  });

  describe('payment attempts', () => {
    it('starts an attempt after an unanswered one, keeping the key the caller chose', async () => {
      const { sut, db } = setUp();
      await sut.startPaymentAttempt(db.manager, bookingRow({ paymentAttemptStatus: 'unknown', paymentIdempotencyKey: 'key-1' }), 'key-1', NOW);
      expect(db.writes()[0]).toMatchObject({ values: { paymentIdempotencyKey: 'key-1', paymentAttemptStatus: 'processing', paymentAttemptStartedAt: NOW } });
    });

    it('starts no attempt on a paid booking', async () => {
      const { sut, db } = setUp();
      expect(await refusal(sut.startPaymentAttempt(db.manager, bookingRow({ paymentStatus: 'paid', paymentAttemptStatus: 'succeeded' }), 'key-2', NOW))).toBe(
        'BOOKING_ALREADY_PAID',
      );
      expect(db.calls).toEqual([]);
    });

    it('does not let a reported failure overwrite an attempt whose outcome is unknown', async () => {
      const { sut, db } = setUp();
      expect(await refusal(sut.recordFailedPayment(db.manager, bookingRow({ paymentAttemptStatus: 'unknown' }), 'PAYMENT_FAILED'))).toBe(
        'PAYMENT_ATTEMPT_CHANGE_FORBIDDEN',
      );
      expect(db.calls).toEqual([]);
    });
  });

  describe('releaseExpiredHolds', () => {
    const row = (id: string, overrides: Record<string, unknown> = {}) => ({
      id,
      status: 'pending',
      payment_status: 'unpaid',
      payment_attempt_status: null,
      hold_expires_at: new Date('2026-06-01T14:00:00Z'),
      ...overrides,
    });

    it('cancels only the lapsed holds no charge is settling, each with a system history entry', async () => {
      const candidates = [
        row('bk_lapsed'),
        row('bk_declined', { payment_attempt_status: 'declined' }),
        row('bk_charging', { payment_attempt_status: 'processing' }),
        row('bk_unknown', { payment_attempt_status: 'unknown' }),
      ];
      const { sut, db } = setUp({ answer: (sql) => (sql.includes('FOR UPDATE') ? candidates : undefined) });
      expect(await sut.releaseExpiredHolds(NOW)).toBe(2);
      const [select, update, history] = db.calls;
      expect(select).toMatchObject({ kind: 'query', params: [NOW] });
      expect(update).toMatchObject({ kind: 'query', params: [['bk_lapsed', 'bk_declined'], NOW] });
      expect(db.queries()[1]).toContain(`UPDATE bookings SET status = 'cancelled', cancelled_reason = 'payment-timeout'`);
      expect(history).toMatchObject({
        kind: 'query',
        params: [['bk_lapsed', 'bk_declined'], NOW, JSON.stringify({ status: { from: 'pending', to: 'cancelled' }, reason: 'payment-timeout' })],
      });
    });

    it('writes nothing when no hold lapsed', async () => {
      const { sut, db } = setUp();
      expect(await sut.releaseExpiredHolds(NOW)).toBe(0);
      expect(db.calls).toHaveLength(1);
    });
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const { sut, db } = setUp();
    await sut.edit(db.manager, bookingRow(), {}, {}, OWNER, NOW);
    expect(db.calls).toEqual([]);
  });
});
