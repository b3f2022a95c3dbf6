import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import {
  assertPaymentAttemptChange,
  assertPaymentStatusChange,
  assertStatusTransition,
  awaitsCardPayment,
  BookingTransitionError,
  initialState,
  mayReleaseHold,
  paymentAttemptSources,
  type BookingStatus,
  type PaymentAttemptStatus,
  type PaymentStatus,
  type PhonePayment,
} from '../domain/booking-transitions.js';
import type { CancellationRule } from '../domain/cancellation-policy.js';
import { ValidationFailedError } from '../domain/errors.js';
import { formatUsd } from '../domain/money.js';
import { assertTripMove, assertTripUndo, bookingStatusAtStage, type FailedDeliveryReason, type TripStage } from '../domain/trip-progress.js';
import type { HandPaymentMethod, PaymentPurpose } from '../domain/payment-methods.js';
import { Booking } from './booking.entity.js';
import type { HistoryActor } from './booking-history.entity.js';
import { recordBookingHistory } from './booking-history.js';
import { PlanCodes } from './plan-codes.js';
import { LiveBookingPolicy } from '../config/live-booking-policy.js';
import { BookingPayments, type PaymentRecord } from './booking-payments.service.js';
import { ManageLinks } from './manage-links.service.js';
import type { RefundRecord } from './booking-refunds.service.js';

/** A trip tap the owner made (domain/trip-progress.ts), with where the phone was when the owner lets it be kept. */
export interface TripTap {
  to: TripStage;
  failureReason: FailedDeliveryReason | null;
  position: TripPosition | null;
  /** 'on my way': when the driver should arrive (bookings/trip-progress.service.ts), null when no engine could tell. */
  eta: Date | null;
}

/** The phone's position at a tap, WGS84 decimal degrees; its accuracy in meters when the phone gave one. */
export interface TripPosition {
  lat: number;
  lng: number;
  accuracyMeters: number | null;
}

/** What the creator of a booking decides; its status and payment fields follow from domain/booking-transitions. */
export type NewBooking = Pick<
  Booking,
  | 'id'
  | 'reference'
  | 'serviceType'
  | 'serviceDetails'
  | 'pickupLocation'
  | 'destinationLocation'
  | 'serviceDate'
  | 'serviceTime'
  | 'startsAt'
  | 'endsAt'
  | 'driverHold'
  | 'deliveryWindowStart'
  | 'distanceMiles'
  | 'distanceEstimated'
  | 'totalCents'
  | 'priceBreakdown'
  | 'serviceCodeId'
  | 'discountCents'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'phoneDigits'
  | 'textReminders'
  | 'language'
  | 'customerId'
  | 'holdExpiresAt'
  | 'clientAddress'
  | 'idempotencyKey'
  | 'idempotencyFingerprint'
>;

/** The columns the owner's edit dialog changes; status and payment only change through their transitions. */
export type BookingEdit = Pick<
  QueryDeepPartialEntity<Booking>,
  | 'pickupLocation'
  | 'destinationLocation'
  | 'notes'
  | 'priceBreakdown'
  | 'totalCents'
  | 'serviceDate'
  | 'serviceTime'
  | 'startsAt'
  | 'endsAt'
  | 'driverHold'
  | 'deliveryWindowStart'
>;

/** A completed card payment as the processor reported it. */
export interface RecordedPayment {
  id: string;
  amountCents: number;
  method: 'card' | 'test';
  cardBrand: string | null;
  last4: string | null;
  receiptUrl: string | null;
}

/** What a cancellation decided (booking-cancellation.service.ts): the fee, the refund it requested, what came back. */
export interface CancellationRecord {
  actor: HistoryActor;
  at: Date;
  /** The fee in force: the policy's, or 0 when the owner waived it. */
  feeCents: number;
  /** What of the fee no payment covered (domain/cancellation-policy's settleCancellationFee): owed, not received. */
  feeOwedCents: number;
  rule: CancellationRule;
  feeWaived: boolean;
  refund: RefundRecord | null;
  /** A plan ride or a limited code's use given back (free or waived cancellations only). */
  codeReturned: 'plan' | 'code' | null;
}

/** The charge attempt a payment request started: it may settle the attempt while the row still carries its key. */
export interface OwnedAttempt {
  bookingId: string;
  idempotencyKey: string;
}

interface HoldRow {
  id: string;
  status: BookingStatus;
  payment_status: PaymentStatus;
  payment_attempt_status: PaymentAttemptStatus | null;
  hold_expires_at: Date | null;
}

const RELEASED_CHANGES = JSON.stringify({ status: { from: 'pending', to: 'cancelled' }, reason: 'payment-timeout' });

/** The note an owed fee's card payment carries: its receipt and the owner's ledger say what it paid for. */
const FEE_NOTE = 'Cancellation fee';

/** Only a cancelled booking that still owes its fee can have the fee paid. */
function assertFeeOwed(booking: Pick<Booking, 'status' | 'cancellationFeeOwedCents'>): void {
  if (booking.status !== 'cancelled' || booking.cancellationFeeOwedCents <= 0) {
    throw new BookingTransitionError('FEE_NOT_OWED', 'This booking owes no cancellation fee.');
  }
}

/**
 * The one writer of the bookings table. Every change to a booking row goes through here: it checks the change
 * against domain/booking-transitions and writes the row and its booking_history entry in the caller's transaction.
 * The entry is the change's record, with the facts needed to tell of it: once the transaction commits, the notifier
 * (notifications/booking-notifier.service.ts) decides and queues every message. The writer sends nothing. The callers
 * keep their own locks, slot checks and charge flow.
 */
@Injectable()
export class BookingWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: ManageLinks,
    private readonly payments: BookingPayments,
    private readonly planCodes: PlanCodes,
    private readonly bookingPolicy: LiveBookingPolicy,
  ) {}

  /** Inserts a new booking in its initial state and records who made it. */
  async create(
    manager: EntityManager,
    fields: NewBooking,
    { actor, at, phonePayment }: { actor: HistoryActor; at: Date; phonePayment: PhonePayment | null },
  ): Promise<Booking> {
    const { status, paymentStatus, paymentMethod } = initialState(fields.totalCents, phonePayment, this.bookingPolicy.policy.confirmPaidAutomatically);
    const booking = manager.create(Booking, { ...fields, status, paymentStatus, paymentMethod });
    await manager.insert(Booking, booking as QueryDeepPartialEntity<Booking>);
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at,
      actor,
      action: 'created',
      changes: {
        status,
        totalCents: fields.totalCents,
        ...(phonePayment && { source: 'phone', paymentMethod: phonePayment }),
        ...(awaitsCardPayment({ paymentStatus, clientAddress: fields.clientAddress }) && { awaitedCard: true }),
      },
    });
    return booking;
  }

  /**
   * The customer reached the payment form: an unpaid booking's short first hold becomes `holdMinutes` from `at`,
   * once. Returns the new end of the hold, or null when nothing changed (lapsed, paid, opened before).
   */
  async openCheckout(bookingId: string, at: Date, holdMinutes: number): Promise<Date | null> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
    const [updated]: [{ hold_expires_at: Date }[], number] = await this.dataSource.query(
      `UPDATE bookings SET hold_expires_at = $2::timestamptz + make_interval(mins => $3), checkout_opened_at = $2, updated_at = now()
        WHERE id = $1 AND status = 'pending' AND payment_status = 'unpaid' AND hold_expires_at > $2 AND checkout_opened_at IS NULL
        RETURNING hold_expires_at`,
      [bookingId, at, holdMinutes],
    );
    return updated[0]?.hold_expires_at ?? null;
  }

  /**
   * The owner's edit of the booking's details (`booking` already holds the new values); `changes` is the history's
   * { field: { from, to } }. A booking moved to another date or time (`movedFrom`: where it was, recorded for its
   * notices) is a new revision of its calendar event, and its links now follow the new end.
   */
  async edit(
    manager: EntityManager,
    booking: Booking,
    set: BookingEdit,
    changes: Record<string, unknown>,
    actor: HistoryActor,
    at: Date,
    { movedFrom }: { movedFrom?: Pick<Booking, 'serviceDate' | 'serviceTime'> } = {},
  ): Promise<void> {
    if (Object.keys(set).length === 0) return;
    await manager.update(Booking, { id: booking.id }, set);
    const moved = movedFrom && { movedFrom: { serviceDate: movedFrom.serviceDate, serviceTime: movedFrom.serviceTime } };
    await recordBookingHistory(manager, { bookingId: booking.id, at, actor, action: 'edited', changes: { ...changes, ...moved } });
    if (!movedFrom) return;
    await this.nextCalendarRevision(manager, booking);
    await this.links.follow(manager, booking);
  }

  /** Any status but 'cancelled' (see cancel); reviving a cancelled booking clears its cancellation. The row is locked. */
  async changeStatus(manager: EntityManager, booking: Booking, to: Exclude<BookingStatus, 'cancelled'>, actor: HistoryActor, at: Date): Promise<void> {
    if (!assertStatusTransition(booking.status, to)) return;
    const revived = booking.status === 'cancelled';
    await manager.update(
      Booking,
      { id: booking.id },
      { status: to, ...(revived && { cancelledAt: null, cancelledBy: null, cancelledReason: null, cancellationFeeCents: null, cancellationFeeOwedCents: 0 }) },
    );
    await recordBookingHistory(manager, { bookingId: booking.id, at, actor, action: 'status-changed', changes: { status: { from: booking.status, to } } });
    booking.status = to;
    // Its event was cancelled in the customer's calendar: the revived one must be newer.
    if (revived) await this.nextCalendarRevision(manager, booking);
  }

  /**
   * The owner's tap on the locked booking's trip (domain/trip-progress.ts decides whether it may follow): the stage, the
   * arrival the no-show wait counts from, a failed delivery's reason, and the booking completed with its trip. The
   * history entry keeps what the undo needs (the stage and time it replaced) and the phone's position when the owner's
   * setting lets it be kept. Concurrent taps queue on the row lock: a second 'completed' finds the trip ended.
   */
  async moveTrip(manager: EntityManager, booking: Booking, tap: TripTap, { actor, at }: { actor: HistoryActor; at: Date }): Promise<void> {
    const { noShowWaitMinutes, recordTripPosition } = this.bookingPolicy.policy;
    assertTripMove({
      serviceType: booking.serviceType,
      bookingStatus: booking.status,
      from: booking.tripStage,
      to: tap.to,
      arrivedAt: booking.tripArrivedAt,
      now: at,
      noShowWaitMinutes,
      failureReason: tap.failureReason,
    });
    const set = {
      tripStage: tap.to,
      tripStageAt: at,
      tripFailureReason: tap.to === 'failed-delivery' ? tap.failureReason : null,
      ...(tap.to === 'arrived' && { tripArrivedAt: at }),
      ...(tap.to === 'on-the-way' && { tripEtaAt: tap.eta }),
    };
    const changes = {
      from: booking.tripStage,
      to: tap.to,
      fromAt: booking.tripStageAt?.toISOString() ?? null,
      ...(tap.to === 'failed-delivery' && { reason: tap.failureReason }),
      ...(tap.to === 'on-the-way' && { eta: tap.eta?.toISOString() ?? null }),
      ...(recordTripPosition && tap.position && { position: tap.position }),
    };
    await this.writeTripStage(manager, booking, set, { actor, at, action: 'trip-moved', changes });
  }

  /**
   * Takes back the locked booking's last trip tap within the undo window: the trip stands where that tap found it (a
   * completed booking is confirmed again), as its history entry recorded.
   */
  async undoTripMove(manager: EntityManager, booking: Booking, { actor, at }: { actor: HistoryActor; at: Date }): Promise<void> {
    assertTripUndo(booking.tripStage, booking.tripStageAt, at, booking.status);
    const [tapped]: { changes: { from: TripStage | null; fromAt: string | null } }[] = await manager.query(
      `SELECT changes FROM booking_history WHERE booking_id = $1 AND action = 'trip-moved' AND changes->>'to' = $2 AND at = $3 ORDER BY id DESC LIMIT 1`,
      [booking.id, booking.tripStage, booking.tripStageAt],
    );
    const from = tapped?.changes.from ?? null;
    const set = {
      tripStage: from,
      tripStageAt: from && tapped.changes.fromAt ? new Date(tapped.changes.fromAt) : null,
      tripFailureReason: null,
      ...(booking.tripStage === 'arrived' && { tripArrivedAt: null }),
      ...(booking.tripStage === 'on-the-way' && { tripEtaAt: null }),
    };
    await this.writeTripStage(manager, booking, set, { actor, at, action: 'trip-undone', changes: { undone: booking.tripStage, to: from } });
  }

  /** Writes a trip stage on the locked row with its history entry; the booking completes (or is confirmed again) with its trip. */
  private async writeTripStage(
    manager: EntityManager,
    booking: Booking,
    set: Pick<Booking, 'tripStage' | 'tripStageAt' | 'tripFailureReason'> & Partial<Pick<Booking, 'tripArrivedAt' | 'tripEtaAt'>>,
    entry: { actor: HistoryActor; at: Date; action: 'trip-moved' | 'trip-undone'; changes: Record<string, unknown> },
  ): Promise<void> {
    const status = bookingStatusAtStage(set.tripStage);
    const statusChanged = status !== booking.status && assertStatusTransition(booking.status, status);
    const row = { ...set, ...(statusChanged && { status }) };
    await manager.update(Booking, { id: booking.id }, row);
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      ...entry,
      changes: { ...entry.changes, ...(statusChanged && { status: { from: booking.status, to: status } }) },
    });
    Object.assign(booking, row);
  }

  /**
   * Cancels the locked booking as its cancellation decided (booking-cancellation.service.ts): the fee, and the history
   * entry with the refund.
   */
  async cancel(manager: EntityManager, booking: Booking, cancellation: CancellationRecord): Promise<void> {
    assertStatusTransition(booking.status, 'cancelled');
    const { actor, at, feeCents, feeOwedCents, rule, feeWaived, refund, codeReturned } = cancellation;
    const set = {
      status: 'cancelled' as const,
      cancelledReason: actor === 'customer' ? 'customer' : 'owner',
      cancelledAt: at,
      cancelledBy: actor,
      cancellationFeeCents: feeCents,
      cancellationFeeOwedCents: feeOwedCents,
      holdExpiresAt: null,
      // A booking revived and cancelled again owes a new fee: its charge starts afresh.
      ...(booking.feeAttemptStatus !== null && { feePaymentKey: null, feeAttemptStatus: null, feeAttemptStartedAt: null }),
    };
    // status 'cancelled' takes the booking out of the exclusion constraint: its slot is free again.
    await manager.update(Booking, { id: booking.id }, set);
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at,
      actor,
      action: 'cancelled',
      changes: {
        status: { from: booking.status, to: 'cancelled' },
        feeCents,
        ...(feeOwedCents > 0 && { feeOwedCents }),
        rule,
        ...(feeWaived && { feeWaived: true }),
        refund: refund && { id: refund.id, amountCents: refund.amountCents, status: refund.status, simulated: refund.method === 'test' },
        ...(codeReturned && { codeReturned }),
      },
    });
    Object.assign(booking, set);
    await this.nextCalendarRevision(manager, booking);
  }

  /**
   * A move or a cancellation is a new revision of the booking's calendar event: its SEQUENCE goes up, so calendar apps
   * take the next file (mailed update or cancellation, download, feed) over the event they hold.
   */
  private async nextCalendarRevision(manager: EntityManager, booking: Booking): Promise<void> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
    const [rows]: [{ calendar_sequence: number }[], number] = await manager.query(
      `UPDATE bookings SET calendar_sequence = calendar_sequence + 1 WHERE id = $1 RETURNING calendar_sequence`,
      [booking.id],
    );
    booking.calendarSequence = rows[0].calendar_sequence;
  }

  /**
   * Cancels unpaid bookings whose payment hold ran out, releasing their slots, with a 'system' history entry each,
   * in one transaction. Which ones is domain/booking-transitions' mayReleaseHold; the query only narrows the search.
   */
  async releaseExpiredHolds(now: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const candidates: HoldRow[] = await manager.query(
        `SELECT id, status, payment_status, payment_attempt_status, hold_expires_at FROM bookings
          WHERE status = 'pending' AND hold_expires_at <= $1 ORDER BY id FOR UPDATE`,
        [now],
      );
      const ids = candidates
        .filter((row) =>
          mayReleaseHold(
            { status: row.status, paymentStatus: row.payment_status, paymentAttemptStatus: row.payment_attempt_status, holdExpiresAt: row.hold_expires_at },
            now,
          ),
        )
        .map((row) => row.id);
      if (ids.length === 0) return 0;
      await manager.query(
        `UPDATE bookings SET status = 'cancelled', cancelled_reason = 'payment-timeout', cancelled_at = $2, cancelled_by = 'system', hold_expires_at = NULL, updated_at = now()
          WHERE id = ANY($1::text[])`,
        [ids, now],
      );
      await manager.query(
        `INSERT INTO booking_history (booking_id, at, actor, action, changes) SELECT id, $2, 'system', 'hold-released', $3::jsonb FROM unnest($1::text[]) AS id`,
        [ids, now, RELEASED_CHANGES],
      );
      return ids.length;
    });
  }

  /** A charge attempt starts on the locked row, with the idempotency key the charge will carry. */
  async startPaymentAttempt(manager: EntityManager, booking: Booking, idempotencyKey: string, at: Date): Promise<void> {
    // Only a booking that can still become paid is charged.
    assertPaymentStatusChange(booking.paymentStatus, 'paid');
    assertPaymentAttemptChange(booking.paymentAttemptStatus, 'processing');
    await manager.update(
      Booking,
      { id: booking.id },
      { paymentIdempotencyKey: idempotencyKey, paymentAttemptStatus: 'processing', paymentAttemptStartedAt: at },
    );
  }

  /** Swaps a spent idempotency key for a fresh one, if the attempt still carries it. */
  async replacePaymentKey({ bookingId, idempotencyKey }: OwnedAttempt, freshKey: string): Promise<void> {
    await this.dataSource.getRepository(Booking).update({ id: bookingId, paymentIdempotencyKey: idempotencyKey }, { paymentIdempotencyKey: freshKey });
  }

  /**
   * Records how an unpaid attempt ended, only while the row still carries the attempt's key and is not paid
   * (a webhook may have recorded the payment meanwhile) and the attempt is in a state the outcome may follow.
   */
  async endPaymentAttempt({ bookingId, idempotencyKey }: OwnedAttempt, outcome: 'declined' | 'failed' | 'unknown', failureCode: string | null): Promise<void> {
    const sources = paymentAttemptSources(outcome);
    const named = sources.filter((state): state is PaymentAttemptStatus => state !== null);
    await this.dataSource
      .createQueryBuilder()
      .update(Booking)
      .set({ paymentAttemptStatus: outcome, ...(failureCode ? { paymentFailureCode: failureCode } : {}) })
      .where(
        `id = :id AND payment_idempotency_key = :key AND payment_status <> :paid AND (payment_attempt_status IN (:...named)${sources.includes(null) ? ' OR payment_attempt_status IS NULL' : ''})`,
        {
          id: bookingId,
          key: idempotencyKey,
          paid: 'paid',
          named,
        },
      )
      .execute();
  }

  /** Square reported a failed payment for the locked booking. */
  async recordFailedPayment(manager: EntityManager, booking: Booking, failureCode: string): Promise<void> {
    assertPaymentAttemptChange(booking.paymentAttemptStatus, 'failed');
    await manager.update(Booking, { id: booking.id }, { paymentAttemptStatus: 'failed', paymentFailureCode: failureCode });
  }

  /**
   * The locked booking is paid: records the payment and releases the payment hold; a plan purchase gets its code.
   * Returns the paid row and the plan's code.
   */
  async markPaid(manager: EntityManager, booking: Booking, payment: RecordedPayment, at: Date): Promise<{ booking: Booking; subscriptionCode: string | null }> {
    assertPaymentStatusChange(booking.paymentStatus, 'paid');
    assertPaymentAttemptChange(booking.paymentAttemptStatus, 'succeeded');
    await manager.update(
      Booking,
      { id: booking.id },
      {
        paymentStatus: 'paid',
        paymentMethod: payment.method,
        paymentCardBrand: payment.cardBrand,
        paymentCardLast4: payment.last4,
        paymentTransactionId: payment.id,
        paymentReceiptUrl: payment.receiptUrl,
        paymentProcessedAt: at,
        paymentAttemptStatus: 'succeeded',
        paymentFailureCode: null,
        holdExpiresAt: null,
      },
    );
    const recorded = await this.recordCardPayment(manager, booking.id, payment, at, 'customer');
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at,
      actor: 'customer',
      action: 'paid',
      changes: {
        amountCents: payment.amountCents,
        method: payment.method,
        transactionId: payment.id,
        ...(recorded && { paymentRecordId: recorded.id }),
        ...(awaitsCardPayment(booking) && { awaitedCard: true }),
      },
    });
    await this.confirmOncePaid(manager, booking, at);
    const paid = await manager.findOneOrFail(Booking, { where: { id: booking.id } });
    const plan = await this.planCodes.codeOf(manager, paid);
    return { booking: paid, subscriptionCode: plan?.code ?? null };
  }

  /**
   * A pending booking just paid is confirmed with it when the owner lets paid bookings confirm themselves: its paid
   * mail then says so, and no separate confirmation goes (the entry's reason 'paid').
   */
  private async confirmOncePaid(manager: EntityManager, booking: Booking, at: Date): Promise<void> {
    if (booking.status !== 'pending' || !this.bookingPolicy.policy.confirmPaidAutomatically) return;
    await manager.update(Booking, { id: booking.id }, { status: 'confirmed' });
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at,
      actor: 'system',
      action: 'status-changed',
      changes: { status: { from: 'pending', to: 'confirmed' }, reason: 'paid' },
    });
  }

  /**
   * A second card charge for a booking already paid (the customer paid twice, or paid by card after the owner recorded
   * cash): it joins the ledger, so the money is never hidden, and the history (whose record sends its receipt). The
   * caller refunds it. Null when this charge was recorded before.
   */
  async recordSecondCharge(
    manager: EntityManager,
    booking: Booking,
    payment: RecordedPayment,
    at: Date,
    purpose: PaymentPurpose = 'booking',
  ): Promise<PaymentRecord | null> {
    const recorded = await this.recordCardPayment(manager, booking.id, payment, at, 'customer', purpose);
    if (recorded) {
      await recordBookingHistory(manager, {
        bookingId: booking.id,
        at,
        actor: 'customer',
        action: 'charged-again',
        changes: { amountCents: payment.amountCents, method: payment.method, purpose, transactionId: payment.id, paymentRecordId: recorded.id },
      });
    }
    return recorded;
  }

  /**
   * The owner received money by hand (cash, a check, another way) for a booking not paid yet: it is paid by that, the
   * payment joins the ledger with the owner's note, and the history says who recorded it (its record sends the receipt).
   */
  async markPaidByHand(
    manager: EntityManager,
    booking: Booking,
    payment: { method: HandPaymentMethod; amountCents: number; receivedAt: Date; note: string },
    { actor, at }: { actor: HistoryActor; at: Date },
  ): Promise<PaymentRecord> {
    assertPaymentStatusChange(booking.paymentStatus, 'paid');
    await manager.update(
      Booking,
      { id: booking.id },
      { paymentStatus: 'paid', paymentMethod: payment.method, paymentProcessedAt: payment.receivedAt, holdExpiresAt: null },
    );
    const recorded = (await this.payments.record(manager, { bookingId: booking.id, ...payment, recordedBy: actor }))!;
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at,
      actor,
      action: 'paid',
      changes: {
        amountCents: payment.amountCents,
        method: payment.method,
        receivedAt: payment.receivedAt.toISOString(),
        note: payment.note,
        paymentRecordId: recorded.id,
        ...(awaitsCardPayment(booking) && { awaitedCard: true }),
      },
    });
    await this.confirmOncePaid(manager, booking, at);
    // A plan purchase gets its code now; its paid mail carries it.
    await this.planCodes.codeOf(manager, await manager.findOneOrFail(Booking, { where: { id: booking.id } }));
    return recorded;
  }

  /** A refund the owner made, or a second charge's automatic one: in the history (its record tells the customer). */
  async recordRefund(
    manager: EntityManager,
    booking: Booking,
    refund: RefundRecord & { simulated: boolean },
    { actor, at }: { actor: HistoryActor; at: Date },
  ): Promise<void> {
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at,
      actor,
      action: 'refunded',
      changes: {
        amountCents: refund.amountCents,
        purpose: refund.purpose,
        reason: refund.reason,
        paymentId: refund.paymentId,
        refundId: refund.id,
        ...(refund.simulated && { simulated: true }),
      },
    });
  }

  /**
   * The owner sends the customer a link to pay by card (checkout-url.ts): the booking, or the cancellation fee it owes
   * (`amountCents`); by mail, and by text too when `byText`.
   */
  async sendPayLink(
    manager: EntityManager,
    booking: Booking,
    link: { byText: boolean; purpose: PaymentPurpose; amountCents: number },
    { actor, at }: { actor: HistoryActor; at: Date },
  ): Promise<void> {
    const changes = { byText: link.byText, amountCents: link.amountCents, ...(link.purpose === 'cancellation-fee' && { purpose: link.purpose }) };
    await recordBookingHistory(manager, { bookingId: booking.id, at, actor, action: 'payment-link-sent', changes });
  }

  /**
   * A fresh link to the booking's page goes to its customer: one they asked for ('asked': Find my booking, by text when
   * `byText`) or one that replaces the links turned off ('replaced'). One a `window`: asking again within it records
   * nothing more, so no one can flood a customer (or the history) with them.
   */
  async linkSent(
    manager: EntityManager,
    booking: Booking,
    link: { reason: 'asked' | 'replaced'; byText: boolean; window: string },
    { actor, at }: { actor: HistoryActor; at: Date },
  ): Promise<void> {
    const [sent] = await manager.query(`SELECT 1 FROM booking_history WHERE booking_id = $1 AND action = 'link-sent' AND changes->>'window' = $2 LIMIT 1`, [
      booking.id,
      link.window,
    ]);
    if (sent) return;
    await recordBookingHistory(manager, { bookingId: booking.id, at, actor, action: 'link-sent', changes: link });
  }

  /**
   * The booking's reminders that fell due for its start `startsAt` were claimed (notifications/customer-reminders): its
   * record sends them (in the customer's language) and shows the owner that they went.
   */
  async recordReminded(
    manager: EntityManager,
    booking: Booking,
    reminders: { channels: readonly ('mail' | 'text')[]; startsAt: Date },
    at: Date,
  ): Promise<void> {
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at,
      actor: 'system',
      action: 'reminded',
      changes: { channels: reminders.channels, startsAt: reminders.startsAt.toISOString() },
    });
  }

  /**
   * A charge of the owed cancellation fee starts on the locked, cancelled row, with the idempotency key it will carry
   * (the fee's own: the booking's charge keeps its key and state).
   */
  async startFeeAttempt(manager: EntityManager, booking: Booking, idempotencyKey: string, at: Date): Promise<void> {
    assertPaymentAttemptChange(booking.feeAttemptStatus, 'processing');
    await manager.update(Booking, { id: booking.id }, { feePaymentKey: idempotencyKey, feeAttemptStatus: 'processing', feeAttemptStartedAt: at });
  }

  /** Swaps the fee charge's spent idempotency key for a fresh one, if the attempt still carries it. */
  async replaceFeeKey({ bookingId, idempotencyKey }: OwnedAttempt, freshKey: string): Promise<void> {
    await this.dataSource.getRepository(Booking).update({ id: bookingId, feePaymentKey: idempotencyKey }, { feePaymentKey: freshKey });
  }

  /** Records how a fee charge ended, while the row still carries its key and the fee is still owed (as endPaymentAttempt). */
  async endFeeAttempt({ bookingId, idempotencyKey }: OwnedAttempt, outcome: 'declined' | 'failed' | 'unknown'): Promise<void> {
    const sources = paymentAttemptSources(outcome);
    const named = sources.filter((state): state is PaymentAttemptStatus => state !== null);
    await this.dataSource
      .createQueryBuilder()
      .update(Booking)
      .set({ feeAttemptStatus: outcome })
      .where(
        `id = :id AND fee_payment_key = :key AND cancellation_fee_owed_cents > 0 AND (fee_attempt_status IN (:...named)${sources.includes(null) ? ' OR fee_attempt_status IS NULL' : ''})`,
        { id: bookingId, key: idempotencyKey, named },
      )
      .execute();
  }

  /**
   * The customer paid the cancellation fee the locked booking owed, by card: it is owed no more, the payment joins the
   * ledger as the fee's ('cancellation-fee'), and the history says so (its record sends the receipt). Null when this
   * charge was recorded before.
   */
  async markFeePaid(manager: EntityManager, booking: Booking, payment: RecordedPayment, at: Date): Promise<PaymentRecord | null> {
    assertFeeOwed(booking);
    await manager.update(Booking, { id: booking.id }, { cancellationFeeOwedCents: 0, feeAttemptStatus: 'succeeded' });
    const recorded = await this.recordCardPayment(manager, booking.id, payment, at, 'customer', 'cancellation-fee');
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at,
      actor: 'customer',
      action: 'fee-paid',
      changes: {
        amountCents: payment.amountCents,
        owedCents: booking.cancellationFeeOwedCents,
        method: payment.method,
        transactionId: payment.id,
        ...(recorded && { paymentRecordId: recorded.id }),
      },
    });
    booking.cancellationFeeOwedCents = 0;
    return recorded;
  }

  /**
   * The owner received (part of) the owed cancellation fee by hand (cash, a check, another way): as markFeePaid, with
   * the owner's note. Part of it leaves the rest owed; more than is owed is refused.
   */
  async markFeePaidByHand(
    manager: EntityManager,
    booking: Booking,
    payment: { method: HandPaymentMethod; amountCents: number; receivedAt: Date; note: string },
    { actor, at }: { actor: HistoryActor; at: Date },
  ): Promise<PaymentRecord> {
    assertFeeOwed(booking);
    const left = booking.cancellationFeeOwedCents - payment.amountCents;
    if (left < 0) throw new ValidationFailedError([`The fee owed is ${formatUsd(booking.cancellationFeeOwedCents)}; record at most that.`]);
    await manager.update(Booking, { id: booking.id }, { cancellationFeeOwedCents: left });
    const recorded = (await this.payments.record(manager, { bookingId: booking.id, purpose: 'cancellation-fee', ...payment, recordedBy: actor }))!;
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at,
      actor,
      action: 'fee-paid',
      changes: {
        amountCents: payment.amountCents,
        owedCents: booking.cancellationFeeOwedCents,
        method: payment.method,
        receivedAt: payment.receivedAt.toISOString(),
        note: payment.note,
        paymentRecordId: recorded.id,
      },
    });
    booking.cancellationFeeOwedCents = left;
    return recorded;
  }

  private recordCardPayment(
    manager: EntityManager,
    bookingId: string,
    payment: RecordedPayment,
    at: Date,
    recordedBy: HistoryActor,
    purpose: PaymentPurpose = 'booking',
  ): Promise<PaymentRecord | null> {
    return this.payments.record(manager, {
      bookingId,
      purpose,
      ...(purpose === 'cancellation-fee' && { note: FEE_NOTE }),
      method: payment.method,
      amountCents: payment.amountCents,
      receivedAt: at,
      processorPaymentId: payment.id,
      cardBrand: payment.cardBrand,
      last4: payment.last4,
      receiptUrl: payment.receiptUrl,
      recordedBy,
    });
  }
}
