import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { DataSource, type EntityManager } from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import { BookingNotFoundError } from '../bookings/booking-errors.js';
import { BookingWriter } from '../bookings/booking-writer.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { displayReference } from '../domain/booking-reference.js';
import { DomainError } from '../domain/errors.js';
import { dollarsToCents } from '../domain/money.js';
import type { PaymentPurpose } from '../domain/payment-methods.js';
import { PlanCodes } from '../bookings/plan-codes.js';
import { CardDeclineLimits } from './card-decline-limits.js';
import { chargeReference } from './charge-reference.js';
import { SecondCharges } from './second-charges.service.js';
import { toSquareConfigResponse } from '../payments-config/square-config.dto.js';
import { toPaymentResponse } from './dto/payment-response.dto.js';
import type { ProcessPaymentDto } from './dto/process-payment.dto.js';
import type { PaymentResponse, SquareConfig } from '../contracts/payment.contract.js';
import {
  BookingAlreadyPaidError,
  BookingCancelledError,
  PaymentAmountMismatchError,
  PaymentDeclinedError,
  PaymentInProgressError,
  PaymentNotRequiredError,
  PaymentOutcomePendingError,
  PaymentsNotConfiguredError,
  PaymentsUnavailableError,
} from './payment-errors.js';
import {
  IdempotencyKeyReusedError,
  PAYMENT_GATEWAY,
  PaymentOutcomeUnknownError,
  PaymentProviderRefusedError,
  type ChargeRequest,
  type GatewayPayment,
  type PaymentGateway,
} from './payment-gateway.js';
import { SQUARE_SETTINGS, type SquareSettings } from '../payments-config/square-settings.js';

/** Replays of an unanswered charge (same key, same body) within one request; Square answers a replay with the first payment. */
const SETTLE_REPLAYS = 1;
const REPLAY_PAUSE_MS = 200;
/** Payments are looked up from a little before the booking was created (clock skew between us and Square). */
const LOOKUP_MARGIN_MS = 10 * 60 * 1000;

/** A charge attempt this request owns: the booking row said 'processing' for us when the claim committed. */
interface ClaimedAttempt {
  bookingId: string;
  /** The booking's price, or the cancellation fee a cancelled booking owes (its own key and attempt state). */
  purpose: PaymentPurpose;
  reference: string;
  amountCents: number;
  email: string;
  idempotencyKey: string;
  /** An earlier attempt's outcome is unknown: find its payment before charging. */
  lookupFirst: boolean;
  lookupSince: Date;
}

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SQUARE_SETTINGS) private readonly settings: SquareSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly planCodes: PlanCodes,
    private readonly writer: BookingWriter,
    private readonly secondCharges: SecondCharges,
    private readonly declines: CardDeclineLimits,
  ) {}

  /** GET /api/square/config. */
  config(): SquareConfig {
    return toSquareConfigResponse(this.settings);
  }

  /**
   * POST /api/process-square-payment. One booking is charged at most once, whatever the retries (and a cancelled one
   * that owes its cancellation fee, that fee once, the same way, on the fee's own key):
   * 1. claim: in a short transaction holding the booking row (FOR UPDATE), check it can be paid and mark the
   *    attempt 'processing'; a concurrent request for the same booking gets 409 instead of a second charge;
   * 2. charge outside any transaction with the booking's idempotency key; an unanswered call is replayed
   *    with the same key, and an attempt left 'unknown' is looked up at Square before anything is charged;
   * 3. record the outcome on the booking.
   */
  async pay(dto: ProcessPaymentDto, client: string): Promise<PaymentResponse> {
    if (this.settings.mode === 'test' && !this.settings.allowTestCards) throw new PaymentsNotConfiguredError();
    // Card testing: refused once the booking or the client has too many declines; each decline counts.
    await this.declines.assertAllowed(dto.bookingId, client);
    try {
      return await this.charge(dto);
    } catch (error) {
      if (error instanceof PaymentDeclinedError) await this.declines.countDecline(dto.bookingId, client);
      throw error;
    }
  }

  private async charge(dto: ProcessPaymentDto): Promise<PaymentResponse> {
    const attempt = await this.claimAttempt(dto);
    const feeCharge = attempt.purpose === 'cancellation-fee';
    const request: ChargeRequest = {
      sourceId: dto.sourceId,
      amountCents: attempt.amountCents,
      idempotencyKey: attempt.idempotencyKey,
      referenceId: chargeReference(attempt.bookingId, attempt.purpose),
      buyerEmail: dto.customerEmail ?? attempt.email,
      note: `${feeCharge ? 'Cancellation fee, booking' : 'Booking'} ${displayReference(attempt.reference)}`,
    };
    let payment: GatewayPayment;
    try {
      payment = await this.settle(attempt, request);
    } catch (error) {
      throw await this.recordFailure(attempt, error);
    }
    let recorded: { subscriptionCode: string | null };
    try {
      recorded = feeCharge ? await this.recordFeePaid(attempt, payment) : await this.recordPaid(attempt, payment);
    } catch (error) {
      // Charged but not recorded: leave the attempt 'unknown' so the next call or the webhook finds the payment.
      await this.markAttempt(attempt, 'unknown', null);
      throw error;
    }
    this.logger.log({
      msg: 'payment completed',
      bookingId: attempt.bookingId,
      purpose: attempt.purpose,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      method: payment.method,
    });
    return toPaymentResponse(payment, recorded.subscriptionCode);
  }

  private claimAttempt(dto: ProcessPaymentDto): Promise<ClaimedAttempt> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await manager.findOne(Booking, { where: { id: dto.bookingId }, lock: { mode: 'pessimistic_write' } });
      if (!booking) throw new BookingNotFoundError();
      if (booking.status === 'cancelled' && booking.cancellationFeeOwedCents > 0) return this.claimFeeAttempt(manager, booking, dto);
      if (booking.paymentStatus === 'paid') throw new BookingAlreadyPaidError();
      if (booking.status === 'cancelled') throw new BookingCancelledError();
      if (booking.paymentStatus === 'not-required') throw new PaymentNotRequiredError();
      if (dollarsToCents(dto.amount) !== booking.totalCents) throw new PaymentAmountMismatchError();

      const now = this.clock.now();
      const previous = booking.paymentAttemptStatus;
      const stale = previous === 'processing' && this.isStale(booking.paymentAttemptStartedAt, now);
      if (previous === 'processing' && !stale) throw new PaymentInProgressError();
      // A refused attempt spent its key (Square rejects a key reused with another card); otherwise the key stays.
      const spent = previous === 'declined' || previous === 'failed';
      const idempotencyKey = !booking.paymentIdempotencyKey || spent ? randomUUID() : booking.paymentIdempotencyKey;
      await this.writer.startPaymentAttempt(manager, booking, idempotencyKey, now);
      return {
        bookingId: booking.id,
        purpose: 'booking',
        reference: booking.reference,
        amountCents: booking.totalCents,
        email: booking.email,
        idempotencyKey,
        lookupFirst: previous === 'unknown' || stale,
        lookupSince: new Date(booking.createdAt.getTime() - LOOKUP_MARGIN_MS),
      };
    });
  }

  /**
   * The claim of a charge for the cancellation fee the locked, cancelled booking owes (the link the owner sent): the
   * same rules as the booking's own charge, on the fee's key and attempt state.
   */
  private async claimFeeAttempt(manager: EntityManager, booking: Booking, dto: ProcessPaymentDto): Promise<ClaimedAttempt> {
    if (dollarsToCents(dto.amount) !== booking.cancellationFeeOwedCents) throw new PaymentAmountMismatchError();
    const now = this.clock.now();
    const previous = booking.feeAttemptStatus;
    const stale = previous === 'processing' && this.isStale(booking.feeAttemptStartedAt, now);
    if (previous === 'processing' && !stale) throw new PaymentInProgressError();
    const spent = previous === 'declined' || previous === 'failed';
    const idempotencyKey = !booking.feePaymentKey || spent ? randomUUID() : booking.feePaymentKey;
    await this.writer.startFeeAttempt(manager, booking, idempotencyKey, now);
    return {
      bookingId: booking.id,
      purpose: 'cancellation-fee',
      reference: booking.reference,
      amountCents: booking.cancellationFeeOwedCents,
      email: booking.email,
      idempotencyKey,
      lookupFirst: previous === 'unknown' || stale,
      lookupSince: new Date((booking.cancelledAt ?? booking.createdAt).getTime() - LOOKUP_MARGIN_MS),
    };
  }

  /** A 'processing' attempt older than every call it could still be making belongs to a request that died. */
  private isStale(startedAt: Date | null, now: Date): boolean {
    const longestAttemptMs = (SETTLE_REPLAYS + 3) * this.settings.timeoutMs + SETTLE_REPLAYS * REPLAY_PAUSE_MS;
    return !startedAt || now.getTime() - startedAt.getTime() > longestAttemptMs;
  }

  private async settle(attempt: ClaimedAttempt, request: ChargeRequest): Promise<GatewayPayment> {
    if (attempt.lookupFirst) {
      const earlier = await this.findCompleted(attempt);
      if (earlier) return earlier;
    }
    try {
      return await this.chargeWithReplays(request);
    } catch (error) {
      if (!(error instanceof IdempotencyKeyReusedError)) throw error;
      // The key was used before by an unanswered attempt with another card nonce. If that attempt
      // charged, the lookup finds it; if not, the key is spent and a fresh one charges this card once.
      const earlier = await this.findCompleted(attempt);
      if (earlier) return earlier;
      request.idempotencyKey = await this.replaceKey(attempt);
      return this.chargeWithReplays(request);
    }
  }

  private async chargeWithReplays(request: ChargeRequest): Promise<GatewayPayment> {
    for (let replay = 0; ; replay += 1) {
      try {
        return await this.gateway.charge(request);
      } catch (error) {
        if (!(error instanceof PaymentOutcomeUnknownError) || replay >= SETTLE_REPLAYS) throw error;
        this.logger.warn({ msg: 'payment outcome unknown, replaying the same request', bookingId: request.referenceId, reason: error.message });
        await delay(REPLAY_PAUSE_MS * (replay + 1));
      }
    }
  }

  private async findCompleted(attempt: ClaimedAttempt): Promise<GatewayPayment | undefined> {
    const payments = await this.gateway.findByReference(chargeReference(attempt.bookingId, attempt.purpose), attempt.lookupSince);
    const completed = payments.find((payment) => payment.status === 'COMPLETED');
    if (completed) this.logger.log({ msg: 'earlier payment found by lookup', bookingId: attempt.bookingId, paymentId: completed.id });
    return completed;
  }

  private async replaceKey(attempt: ClaimedAttempt): Promise<string> {
    const fresh = randomUUID();
    if (attempt.purpose === 'cancellation-fee') await this.writer.replaceFeeKey(attempt, fresh);
    else await this.writer.replacePaymentKey(attempt, fresh);
    attempt.idempotencyKey = fresh;
    return fresh;
  }

  private async recordPaid(attempt: ClaimedAttempt, payment: GatewayPayment): Promise<{ subscriptionCode: string | null }> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await manager.findOneOrFail(Booking, { where: { id: attempt.bookingId }, lock: { mode: 'pessimistic_write' } });
      if (booking.paymentStatus === 'paid') {
        // The webhook may have recorded this very payment first; a different one is a second charge, refunded.
        if (booking.paymentTransactionId !== payment.id) await this.secondCharges.refund(manager, booking, payment);
        return { subscriptionCode: (await this.planCodes.codeOf(manager, booking))?.code ?? null };
      }
      if (payment.amountCents !== booking.totalCents) {
        this.logger.error({
          msg: 'payment amount differs from the booking total',
          bookingId: booking.id,
          paymentId: payment.id,
          amountCents: payment.amountCents,
          totalCents: booking.totalCents,
        });
      }
      const { subscriptionCode } = await this.writer.markPaid(manager, booking, payment, this.clock.now());
      return { subscriptionCode };
    });
  }

  /**
   * The owed cancellation fee was charged: it is paid (BookingWriter.markFeePaid). Found paid already, the charge is
   * this one recorded by the webhook first (nothing more happens), or a second one, recorded and refunded.
   */
  private async recordFeePaid(attempt: ClaimedAttempt, payment: GatewayPayment): Promise<{ subscriptionCode: null }> {
    await this.dataSource.transaction(async (manager) => {
      const booking = await manager.findOneOrFail(Booking, { where: { id: attempt.bookingId }, lock: { mode: 'pessimistic_write' } });
      if (booking.status !== 'cancelled' || booking.cancellationFeeOwedCents <= 0) {
        await this.secondCharges.refund(manager, booking, payment, 'cancellation-fee');
        return;
      }
      if (payment.amountCents !== booking.cancellationFeeOwedCents) {
        this.logger.error({
          msg: 'payment amount differs from the fee owed',
          bookingId: booking.id,
          paymentId: payment.id,
          amountCents: payment.amountCents,
          owedCents: booking.cancellationFeeOwedCents,
        });
      }
      await this.writer.markFeePaid(manager, booking, payment, this.clock.now());
    });
    return { subscriptionCode: null };
  }

  /** Stores what a failed attempt means for the next one and returns the error the customer sees. */
  private async recordFailure(attempt: ClaimedAttempt, error: unknown): Promise<unknown> {
    if (error instanceof PaymentDeclinedError) {
      this.logger.log({ msg: 'payment declined', bookingId: attempt.bookingId, code: error.code });
      await this.markAttempt(attempt, 'declined', error.code);
      return error;
    }
    if (error instanceof PaymentProviderRefusedError) {
      this.logger.error({ msg: 'payment provider refused the request', bookingId: attempt.bookingId, statusCode: error.statusCode, code: error.providerCode });
      await this.markAttempt(attempt, 'failed', error.providerCode);
      return new PaymentsUnavailableError();
    }
    if (error instanceof DomainError) {
      // Refused before reaching a processor (e.g. not a test card): nothing was charged.
      await this.markAttempt(attempt, 'failed', error.code);
      return error;
    }
    const reason = error instanceof Error ? error.message : 'unknown';
    this.logger.warn({ msg: 'payment outcome unknown, will be looked up on the next attempt', bookingId: attempt.bookingId, reason });
    await this.markAttempt(attempt, 'unknown', null);
    return error instanceof PaymentOutcomeUnknownError || error instanceof IdempotencyKeyReusedError ? new PaymentOutcomePendingError() : error;
  }

  /** Only while this request still owns the attempt (same key, not paid meanwhile by a webhook). */
  private async markAttempt(attempt: ClaimedAttempt, status: 'declined' | 'failed' | 'unknown', failureCode: string | null): Promise<void> {
    try {
      if (attempt.purpose === 'cancellation-fee') await this.writer.endFeeAttempt(attempt, status);
      else await this.writer.endPaymentAttempt(attempt, status, failureCode);
    } catch (error) {
      // The attempt stays 'processing' and becomes stale, which also leads to a lookup first.
      this.logger.error({
        msg: 'could not record the payment attempt',
        bookingId: attempt.bookingId,
        reason: error instanceof Error ? error.message : 'unknown',
      });
    }
  }
}
