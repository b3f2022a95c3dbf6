import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import { BookingWriter } from '../bookings/booking-writer.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { canChangePaymentStatus } from '../domain/booking-transitions.js';
import { cardBrand, cardLast4, type PaymentPurpose } from '../domain/payment-methods.js';
import { readChargeReference } from './charge-reference.js';
import { InvalidWebhookEventError, InvalidWebhookSignatureError, WebhooksNotConfiguredError } from './payment-errors.js';
import type { GatewayPayment } from './payment-gateway.js';
import { PaymentWebhookEvent } from './payment-webhook-event.entity.js';
import { SQUARE_SETTINGS, type SquareSettings } from '../payments-config/square-settings.js';
import { isValidSquareSignature } from './webhook-signature.js';
import type { SquarePayment, SquareRefund, SquareWebhookEvent, WebhookOutcome, WebhookReceipt } from '../contracts/payment.contract.js';
import { RefundsService } from './refunds.service.js';
import { SecondCharges } from './second-charges.service.js';

const PAYMENT_EVENTS = new Set(['payment.created', 'payment.updated']);
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated']);

interface ParsedEvent {
  eventId: string;
  type: string;
  payment: SquarePayment | null;
  refund: SquareRefund | null;
}

@Injectable()
export class SquareWebhookService {
  private readonly logger = new Logger('SquareWebhook');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SQUARE_SETTINGS) private readonly settings: SquareSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly writer: BookingWriter,
    private readonly refunds: RefundsService,
    private readonly secondCharges: SecondCharges,
  ) {}

  /**
   * POST /api/square/webhook. Verifies Square's signature over the raw body, then applies each event
   * once: the event id is inserted in the same transaction that changes the booking, so a redelivered
   * (or concurrently delivered) event is acknowledged without being applied again.
   */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceipt> {
    const { webhookSignatureKey, webhookUrl } = this.settings;
    if (!webhookSignatureKey || !webhookUrl) throw new WebhooksNotConfiguredError();
    if (!rawBody || !isValidSquareSignature({ rawBody, signature, signatureKey: webhookSignatureKey, notificationUrl: webhookUrl })) {
      throw new InvalidWebhookSignatureError();
    }
    const event = parseEvent(rawBody);
    return this.dataSource.transaction(async (manager): Promise<WebhookReceipt> => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO payment_webhook_events (event_id, event_type, payment_id, outcome) VALUES ($1, $2, $3, 'received')
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.eventId, event.type, event.payment?.id ?? event.refund?.payment_id ?? null],
      );
      if (inserted.length === 0) return { received: true, duplicate: true };
      const { outcome, bookingId } = await this.apply(manager, event);
      await manager.update(PaymentWebhookEvent, { eventId: event.eventId }, { outcome, bookingId });
      this.logger.log({ msg: 'webhook applied', eventId: event.eventId, type: event.type, paymentId: event.payment?.id, bookingId, outcome });
      return { received: true, duplicate: false, outcome };
    });
  }

  private async apply(manager: EntityManager, event: ParsedEvent): Promise<{ outcome: WebhookOutcome; bookingId: string | null }> {
    if (REFUND_EVENTS.has(event.type)) return event.refund ? this.refunds.applyEvent(manager, event.refund) : { outcome: 'ignored', bookingId: null };
    const payment = event.payment;
    if (!PAYMENT_EVENTS.has(event.type) || !payment?.id) return { outcome: 'ignored', bookingId: null };
    const found = await this.findBooking(manager, payment);
    if (!found) return { outcome: 'no-booking', bookingId: null };
    const { booking, purpose } = found;
    if (purpose === 'cancellation-fee') return this.applyFeePayment(manager, booking, payment);

    if (payment.status === 'COMPLETED') {
      const amountCents = Number(payment.amount_money?.amount ?? NaN);
      if (booking.paymentStatus === 'paid') {
        if (booking.paymentTransactionId === payment.id) return { outcome: 'already-paid', bookingId: booking.id };
        await this.secondCharges.refund(manager, booking, toGatewayPayment(payment, amountCents));
        return { outcome: 'duplicate-payment', bookingId: booking.id };
      }
      if (amountCents !== booking.totalCents) {
        this.logger.error({
          msg: 'webhook payment amount differs from the booking total',
          bookingId: booking.id,
          paymentId: payment.id,
          amountCents,
          totalCents: booking.totalCents,
        });
        return { outcome: 'amount-mismatch', bookingId: booking.id };
      }
      if (!canChangePaymentStatus(booking.paymentStatus, 'paid')) {
        // Refusing would only make Square redeliver the event: the charge is recorded and refunded.
        await this.secondCharges.refund(manager, booking, toGatewayPayment(payment, amountCents));
        return { outcome: 'payment-not-required', bookingId: booking.id };
      }
      await this.writer.markPaid(manager, booking, toGatewayPayment(payment, amountCents), this.clock.now());
      return { outcome: 'paid', bookingId: booking.id };
    }

    if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
      // An attempt still in flight or left 'unknown' is settled by its own lookup: only a quiet booking changes here.
      if (booking.paymentStatus === 'paid' || booking.paymentAttemptStatus === 'processing' || booking.paymentAttemptStatus === 'unknown') {
        return { outcome: 'ignored', bookingId: booking.id };
      }
      await this.writer.recordFailedPayment(manager, booking, `PAYMENT_${payment.status}`);
      return { outcome: 'failed', bookingId: booking.id };
    }
    return { outcome: 'ignored', bookingId: booking.id };
  }

  /**
   * A charge of the cancellation fee a cancelled booking owes (the link the owner sent): it pays the fee, unless the fee
   * is paid already (this very charge, recorded by the payment request first: nothing more; another one: recorded and
   * refunded). A failed one changes nothing: the customer tries again through the link.
   */
  private async applyFeePayment(manager: EntityManager, booking: Booking, payment: SquarePayment): Promise<{ outcome: WebhookOutcome; bookingId: string }> {
    if (payment.status !== 'COMPLETED') return { outcome: 'ignored', bookingId: booking.id };
    const amountCents = Number(payment.amount_money?.amount ?? NaN);
    if (booking.status !== 'cancelled' || booking.cancellationFeeOwedCents <= 0) {
      const refundId = await this.secondCharges.refund(manager, booking, toGatewayPayment(payment, amountCents), 'cancellation-fee');
      return { outcome: refundId ? 'duplicate-payment' : 'already-paid', bookingId: booking.id };
    }
    if (amountCents !== booking.cancellationFeeOwedCents) {
      this.logger.error({ msg: 'webhook payment amount differs from the fee owed', bookingId: booking.id, paymentId: payment.id, amountCents });
      return { outcome: 'amount-mismatch', bookingId: booking.id };
    }
    await this.writer.markFeePaid(manager, booking, toGatewayPayment(payment, amountCents), this.clock.now());
    return { outcome: 'fee-paid', bookingId: booking.id };
  }

  /**
   * By the payment id we recorded, else by the booking id we sent as the payment's reference_id (charge-reference.ts:
   * which also says whether it charged the booking or its owed cancellation fee).
   */
  private async findBooking(manager: EntityManager, payment: SquarePayment): Promise<{ booking: Booking; purpose: PaymentPurpose } | null> {
    const lock = { mode: 'pessimistic_write' as const };
    const byPayment = await manager.findOne(Booking, { where: { paymentTransactionId: payment.id }, lock });
    if (byPayment) return { booking: byPayment, purpose: 'booking' };
    if (!payment.reference_id) return null;
    const { bookingId, purpose } = readChargeReference(payment.reference_id);
    const booking = await manager.findOne(Booking, { where: { id: bookingId }, lock });
    return booking && { booking, purpose };
  }
}

function parseEvent(rawBody: Buffer): ParsedEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new InvalidWebhookEventError();
  }
  const event = body as { event_id?: unknown; type?: unknown; data?: SquareWebhookEvent['data'] } | null;
  if (!event || typeof event.event_id !== 'string' || typeof event.type !== 'string' || event.event_id.length > 200) throw new InvalidWebhookEventError();
  return { eventId: event.event_id, type: event.type, payment: event.data?.object?.payment ?? null, refund: event.data?.object?.refund ?? null };
}

function toGatewayPayment(payment: SquarePayment, amountCents: number): GatewayPayment {
  return {
    id: payment.id!,
    status: payment.status ?? 'UNKNOWN',
    amountCents,
    method: 'card',
    cardBrand: cardBrand(payment.card_details?.card?.card_brand),
    last4: cardLast4(payment.card_details?.card?.last_4),
    receiptUrl: payment.receipt_url ?? null,
    referenceId: payment.reference_id ?? null,
  };
}
