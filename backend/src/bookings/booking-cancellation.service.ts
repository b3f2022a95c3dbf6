import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveBookingPolicy } from '../config/live-booking-policy.js';
import { displayReference } from '../domain/booking-reference.js';
import { assertStatusTransition } from '../domain/booking-transitions.js';
import {
  cancellationFee,
  cancellationQuote,
  isFreeRule,
  settleCancellationFee,
  type CancellationQuote,
  type CancellationRule,
  type GracePeriod,
} from '../domain/cancellation-policy.js';
import { isDispatched } from '../domain/trip-progress.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import { Booking } from './booking.entity.js';
import { BookingNotFoundError } from './booking-errors.js';
import type { HistoryActor } from './booking-history.entity.js';
import { chargedCents, placedAt } from './booking-history.js';
import { BookingPayments } from './booking-payments.service.js';
import { BookingRefunds, type RefundRecord } from './booking-refunds.service.js';
import { BookingWriter } from './booking-writer.service.js';
import { paidByCard } from './dto/booking-response.dto.js';
import { CancellationFeeChangedError, CancellationNotAllowedError } from './manage-errors.js';

export interface CancelOptions {
  actor: HistoryActor;
  /** The owner waives the policy's fee: the whole card payment is refunded and a plan ride or code use comes back. */
  waiveFee?: boolean;
  /**
   * The customer's own cancellation: the fee they saw and agreed to, in cents. It is refused when the policy's fee is
   * another by now, or when the customer may not cancel online (domain/cancellation-policy's cancellationQuote).
   */
  expectedFeeCents?: number;
}

/** What a cancellation did. */
export interface CancellationDone {
  feeCents: number;
  /** What of the fee no payment covered: owed by the customer, not received. */
  feeOwedCents: number;
  rule: CancellationRule;
  /** Null when nothing is refunded (no card payment, the fee takes it all, or refunded at an earlier cancellation). */
  refund: RefundRecord | null;
}

/** The facts of a booking that decide what cancelling it costs. */
export interface CancellationFacts {
  code: 'plan' | 'limited' | null;
  /** What the card was charged (0 when it was not paid by card). */
  chargedCents: number;
  /** What of that the business still holds: the charge less the refunds already on their way or made. */
  paidCents: number;
  /**
   * When the customer booked, the start of the grace period: when the card payment went through, or when the booking was
   * placed if no card payment was awaited (a code, a plan ride, the owner's phone booking).
   */
  bookedAt: Date;
}

/**
 * Cancelling a booking, by its customer (manage page) or the owner (admin), in one transaction on the locked row: the
 * fee from domain/cancellation-policy, the booking cancelled and its slot freed (BookingWriter), the card payment's
 * refund requested (the payment minus the fee), what of the fee no payment covers recorded as owed (an amount due, not
 * money received: the owner sends a link to pay it), a plan ride or a limited code's use given back when cancelled in
 * time (or the fee waived), a plan purchase's code voided, the links revoked and the mails queued. Once it commits the
 * refund is sent (BookingRefunds.dispatch); whatever is left pending is settled by payments' refund job.
 *
 * Concurrent cancels of one booking queue on the row lock: the first cancels and requests the refund, the others find
 * it cancelled (BOOKING_ALREADY_CANCELLED) and change nothing.
 */
@Injectable()
export class BookingCancellation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: BookingWriter,
    private readonly refunds: BookingRefunds,
    private readonly payments: BookingPayments,
    private readonly serviceCodes: ServiceCodesService,
    private readonly bookingPolicy: LiveBookingPolicy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Cancels in its own transaction; `check` runs first on the locked booking (the manage link must still be live). */
  async cancel(bookingId: string, options: CancelOptions, check?: (manager: EntityManager) => Promise<void>): Promise<CancellationDone> {
    const done = await this.dataSource.transaction(async (manager) => {
      const booking = await lockBooking(manager, bookingId);
      await check?.(manager);
      return this.cancelLocked(manager, booking, options);
    });
    return this.withRefundNow(done);
  }

  /** Cancels a booking the caller locked, in the caller's transaction; its refund is sent as that transaction commits. */
  async cancelLocked(manager: EntityManager, booking: Booking, { actor, waiveFee = false, expectedFeeCents }: CancelOptions): Promise<CancellationDone> {
    assertStatusTransition(booking.status, 'cancelled');
    const at = this.clock.now();
    const facts = await this.factsOf(manager, booking);
    if (expectedFeeCents !== undefined) {
      const quote = this.quote(booking, facts, at);
      if (!quote.allowed) throw new CancellationNotAllowedError(quote.terms[0].say);
      if (quote.feeCents !== expectedFeeCents) throw new CancellationFeeChangedError(quote.feeCents);
    }
    const policy = cancellationFee({
      serviceType: booking.serviceType,
      planRide: facts.code === 'plan',
      startsAt: booking.startsAt,
      totalCents: booking.totalCents,
      now: at,
      grace: this.graceOf(facts),
      dispatched: isDispatched(booking.tripStage),
    });
    const feeCents = waiveFee ? 0 : policy.feeCents;
    const { refundCents, owedCents } = settleCancellationFee(feeCents, {
      cardCents: facts.paidCents,
      otherCents: await this.otherHeldCents(manager, booking),
    });
    const refund =
      refundCents > 0 && booking.paymentTransactionId
        ? await this.refunds.request(manager, {
            bookingId: booking.id,
            purpose: 'cancellation',
            paymentId: booking.paymentTransactionId,
            method: booking.paymentMethod === 'test' ? 'test' : 'card',
            chargedCents: facts.chargedCents,
            amountCents: refundCents,
            reason: `Cancellation of booking ${displayReference(booking.reference)}`,
            at,
          })
        : null;
    // Only a cancellation in time (or one the owner let off) gives a plan's ride or a code's use back.
    const giveBack = facts.code !== null && booking.serviceCodeId !== null && (waiveFee || isFreeRule(policy.rule));
    if (giveBack) await this.serviceCodes.giveBack(manager, booking.serviceCodeId!, booking.id);
    if (booking.serviceType === 'subscription') await this.serviceCodes.voidPlanPurchase(manager, booking.id);
    await this.writer.cancel(manager, booking, {
      actor,
      at,
      feeCents,
      feeOwedCents: owedCents,
      rule: policy.rule,
      feeWaived: waiveFee && policy.feeCents > 0,
      refund,
      codeReturned: giveBack ? (facts.code === 'plan' ? 'plan' : 'code') : null,
    });
    return { feeCents, feeOwedCents: owedCents, rule: policy.rule, refund };
  }

  /** The committed cancellation with its refund as it now stands (sent as the cancellation committed: RefundsService). */
  private async withRefundNow(done: CancellationDone): Promise<CancellationDone> {
    if (!done.refund) return done;
    return { ...done, refund: (await this.refunds.forBooking(done.refund.bookingId)) ?? done.refund };
  }

  /** What cancelling the booking would cost its customer now. */
  quote(booking: Booking, facts: CancellationFacts, now: Date = this.clock.now()): CancellationQuote {
    const { code, paidCents } = facts;
    return cancellationQuote({
      serviceType: booking.serviceType,
      code,
      status: booking.status,
      startsAt: booking.startsAt,
      totalCents: booking.totalCents,
      paidCents,
      now,
      grace: this.graceOf(facts),
      dispatched: isDispatched(booking.tripStage),
    });
  }

  /** The grace period after booking, as the owner's setting stands now. */
  private graceOf({ bookedAt }: CancellationFacts): GracePeriod {
    return { bookedAt, minutes: this.bookingPolicy.policy.freeCancelGraceMinutes };
  }

  async factsOf(manager: EntityManager, booking: Booking): Promise<CancellationFacts> {
    const code = await this.serviceCodes.useOf(manager, booking.serviceCodeId);
    // What the card was charged, as recorded when paid: the owner may have edited the total since.
    const charged = paidByCard(booking) ? ((await chargedCents(manager, booking.id)) ?? booking.totalCents) : 0;
    const refunded = charged > 0 && booking.paymentTransactionId ? await this.refunds.refundedCents(manager, booking.paymentTransactionId) : 0;
    const paidByCardAt = paidByCard(booking) ? booking.paymentProcessedAt : null;
    const bookedAt = paidByCardAt ?? (await placedAt(manager, booking.id)) ?? booking.createdAt;
    return { code, chargedCents: charged, paidCents: Math.max(charged - refunded, 0), bookedAt };
  }

  /**
   * The money held for the booking besides the card payment that paid it (factsOf's paidCents): money received by hand
   * and an earlier cancellation's fee payment, each minus its refunds. A second card charge is refunded in full at once.
   */
  private async otherHeldCents(manager: EntityManager, booking: Booking): Promise<number> {
    const cardPaymentId = paidByCard(booking) ? booking.paymentTransactionId : null;
    const payments = await this.payments.forBooking(booking.id, manager);
    return payments
      .filter((payment) => cardPaymentId === null || payment.processorPaymentId !== cardPaymentId)
      .reduce((sum, payment) => sum + Math.max(payment.amountCents - payment.refundedCents, 0), 0);
  }
}

/** The booking's row, locked for the rest of the transaction. */
export async function lockBooking(manager: EntityManager, id: string): Promise<Booking> {
  const booking = await manager.getRepository(Booking).createQueryBuilder('b').setLock('pessimistic_write').where('b.id = :id', { id }).getOne();
  if (!booking) throw new BookingNotFoundError();
  return booking;
}
