import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager, type EntitySubscriberInterface, type TransactionCommitEvent } from 'typeorm';
import { BookingRefunds, takeRequestedRefunds, type RefundOutcome, type RefundRecord } from '../bookings/booking-refunds.service.js';
import { inTurnAfterCommit } from '../common/after-commit.js';
import { CLOCK, type Clock } from '../common/clock.js';
import type { SquareRefund, WebhookOutcome } from '../contracts/payment.contract.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { refundFailedOwnerMail } from '../mail/mail-templates.js';
import { SQUARE_SETTINGS, type SquareSettings } from '../payments-config/square-settings.js';
import { IdempotencyKeyReusedError, PAYMENT_GATEWAY, PaymentProviderRefusedError, type GatewayRefund, type PaymentGateway } from './payment-gateway.js';

/** Refunds the job claims per run. */
const BATCH_SIZE = 10;
/** An unanswered refund is asked again after this many minutes, by its attempt (then every hour); always with its one key. */
const RETRY_MINUTES = [1, 2, 5, 15, 30];
const HOUR_MS = 60 * 60_000;
/** A refund the processor still has PENDING is looked up again after this; its refund.updated event usually comes first. */
const PENDING_RECHECK_MS = 10 * 60_000;

/**
 * Refunds of cancelled bookings at the card processor (Square; simulated in test mode). A cancellation requests its
 * refund in its own transaction (bookings' BookingRefunds); this service sends it and settles it:
 * - each refund has one idempotency key for its whole life, so a replay returns the first refund instead of a second;
 * - an unanswered request (timeout, dropped connection, 5xx) stays pending; the next try first looks the refund up on
 *   the payment (by its reason, which names the booking) and only replays the same request if it is not there, so even
 *   a key the processor forgot cannot refund twice;
 * - a refund the processor has PENDING is settled by its `refund.updated` webhook, or looked up by the job;
 * - a refused refund is 'failed' and the owner is mailed to refund by hand.
 * A refund is claimed with a lease before it is sent, so the request's own send and the job never send it at once.
 * The request's own send: this hears of commits from the database layer (a TypeORM subscriber, like the notifier), and
 * sends what the committed transaction requested on the same connection before the caller goes on, so its answer
 * already shows the refund as the processor took it.
 */
@Injectable()
export class RefundsService implements EntitySubscriberInterface, OnModuleInit {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: BookingRefunds,
    private readonly outbox: MailOutboxService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SQUARE_SETTINGS) private readonly settings: SquareSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  /** A transaction that requested refunds committed: send them now, on its connection; what fails waits for the job. */
  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    // A savepoint released inside a transaction commits nothing yet.
    if (queryRunner.isTransactionActive) return;
    const refundIds = takeRequestedRefunds(queryRunner);
    if (refundIds.length === 0) return;
    await inTurnAfterCommit(queryRunner, async () => {
      for (const refundId of refundIds) {
        try {
          await this.send(refundId, queryRunner.manager);
        } catch (error) {
          this.logger.warn({ msg: 'refund not sent yet, the refund job retries it', refundId, reason: error instanceof Error ? error.message : String(error) });
        }
      }
    });
  }

  /** Sends one refund now, if it is still pending and no other sender holds it. */
  private async send(refundId: string, manager: EntityManager): Promise<void> {
    const [refund] = await this.refunds.claim(this.clock.now(), this.leaseMs, { id: refundId }, manager);
    if (refund) await this.attempt(refund, manager);
  }

  /** The refund job: every due pending refund (not sent yet, unanswered, or PENDING at the processor). Returns how many. */
  async settleDue(): Promise<number> {
    const claimed = await this.refunds.claim(this.clock.now(), this.leaseMs, { limit: BATCH_SIZE });
    for (const refund of claimed) await this.attempt(refund);
    return claimed.length;
  }

  /**
   * A `refund.created` or `refund.updated` event, in the webhook's transaction: settles the refund it is about (found by
   * the processor's refund id, or by payment and amount when our request's answer was lost).
   */
  async applyEvent(manager: EntityManager, event: SquareRefund): Promise<{ outcome: WebhookOutcome; bookingId: string | null }> {
    if (!event.id) return { outcome: 'ignored', bookingId: null };
    const amount = event.amount_money?.amount;
    const refund = await this.refunds.forProcessorRefund(manager, event.id, event.payment_id ?? null, typeof amount === 'number' ? amount : null);
    if (!refund) return { outcome: 'no-refund', bookingId: null };
    const outcome = this.outcomeOf(refund, { id: event.id, status: event.status ?? 'PENDING', simulated: false });
    await this.record(refund, outcome, manager);
    return { outcome: `refund-${outcome.status === 'simulated' ? 'completed' : outcome.status}`, bookingId: refund.bookingId };
  }

  /** A send holds its refund at least as long as its calls can take (a lookup and a request, each with its timeout). */
  private get leaseMs(): number {
    return Math.max(60_000, 4 * this.settings.timeoutMs);
  }

  private async attempt(refund: RefundRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    let answer: GatewayRefund;
    try {
      answer = await this.ask(refund);
    } catch (error) {
      if (error instanceof PaymentProviderRefusedError || error instanceof IdempotencyKeyReusedError) {
        const code = error instanceof PaymentProviderRefusedError ? error.providerCode : 'IDEMPOTENCY_KEY_REUSED';
        this.logger.error({ msg: 'refund refused: the owner must refund by hand', refundId: refund.id, bookingId: refund.bookingId, code });
        await manager.transaction((tx) => this.record(refund, { status: 'failed', squareRefundId: null, failureCode: code }, tx));
        return;
      }
      const delayMs = refund.attempts <= RETRY_MINUTES.length ? RETRY_MINUTES[refund.attempts - 1] * 60_000 : HOUR_MS;
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({
        msg: 'refund outcome unknown: looked up, then asked again with the same key',
        refundId: refund.id,
        bookingId: refund.bookingId,
        reason,
      });
      await this.refunds.settle(
        refund.id,
        { status: 'pending', squareRefundId: null, nextAttemptAt: new Date(this.clock.now().getTime() + delayMs) },
        this.clock.now(),
        manager,
      );
      return;
    }
    await manager.transaction((tx) => this.record(refund, this.outcomeOf(refund, answer), tx));
  }

  /** What the processor says about the refund: read it when known, else look for it, else (re)send the one request. */
  private async ask(refund: RefundRecord): Promise<GatewayRefund> {
    if (refund.squareRefundId) return this.gateway.getRefund(refund.squareRefundId);
    if (refund.attempts > 1) {
      // An earlier attempt got no answer: it may have refunded. The refund's reason names the booking.
      const earlier = (await this.gateway.findRefunds(refund.paymentId)).find(
        (candidate) => candidate.reason === refund.reason && candidate.amountCents === refund.amountCents,
      );
      if (earlier) return earlier;
    }
    return this.gateway.refund({ paymentId: refund.paymentId, amountCents: refund.amountCents, idempotencyKey: refund.idempotencyKey, reason: refund.reason });
  }

  private outcomeOf(refund: RefundRecord, answer: Pick<GatewayRefund, 'id' | 'status' | 'simulated'>): RefundOutcome {
    if (answer.status === 'COMPLETED') return { status: answer.simulated ? 'simulated' : 'completed', squareRefundId: answer.id };
    if (answer.status === 'REJECTED' || answer.status === 'FAILED')
      return { status: 'failed', squareRefundId: answer.id, failureCode: `REFUND_${answer.status}` };
    return { status: 'pending', squareRefundId: answer.id, nextAttemptAt: new Date(this.clock.now().getTime() + PENDING_RECHECK_MS) };
  }

  private async record(refund: RefundRecord, outcome: RefundOutcome, manager: EntityManager): Promise<void> {
    const settled = await this.refunds.settle(refund.id, outcome, this.clock.now(), manager);
    if (!settled) return;
    this.logger.log({
      msg: 'refund recorded',
      refundId: refund.id,
      bookingId: refund.bookingId,
      status: settled.status,
      squareRefundId: settled.squareRefundId,
    });
    if (settled.status !== 'failed') return;
    await this.outbox.enqueue(manager, {
      kind: 'refund-failed-owner',
      to: this.outbox.contact.ownerEmail,
      bookingId: refund.bookingId,
      dedupeKey: `refund-failed-owner:${refund.id}`,
      ...refundFailedOwnerMail(
        {
          reference: refund.reference,
          customerName: refund.customerName,
          amountCents: refund.amountCents,
          paymentId: refund.paymentId,
          failureCode: settled.failureCode ?? 'UNKNOWN',
        },
        this.outbox.contact,
      ),
    });
  }
}
