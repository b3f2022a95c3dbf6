import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Booking } from '../bookings/booking.entity.js';
import { BookingRefunds } from '../bookings/booking-refunds.service.js';
import { BookingWriter } from '../bookings/booking-writer.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { displayReference } from '../domain/booking-reference.js';
import type { PaymentPurpose } from '../domain/payment-methods.js';
import type { GatewayPayment } from './payment-gateway.js';

/**
 * A card charge for a booking that was paid already (the customer paid twice, or paid by card after the owner recorded
 * cash) or needs no payment, or for a cancellation fee no longer owed. It is never hidden and never kept: it joins the
 * ledger with its receipt and is refunded in full at once, in the transaction that found it; the owner sees both in the
 * booking's payments and history. A charge met again (the webhook after the payment request, or a redelivery) changes
 * nothing.
 */
@Injectable()
export class SecondCharges {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly writer: BookingWriter,
    private readonly refunds: BookingRefunds,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * In the caller's transaction, on the locked booking. Returns the refund's id, if one was made (it is sent as the transaction commits: RefundsService).
   * `purpose`: what the charge meant to pay ('cancellation-fee': a fee paid already, or no longer owed).
   */
  async refund(manager: EntityManager, booking: Booking, payment: GatewayPayment, purpose: PaymentPurpose = 'booking'): Promise<string | null> {
    const at = this.clock.now();
    const recorded = await this.writer.recordSecondCharge(manager, booking, payment, at, purpose);
    if (!recorded) return null;
    const refund = await this.refunds.request(manager, {
      bookingId: booking.id,
      purpose: 'duplicate-payment',
      paymentId: payment.id,
      method: payment.method,
      chargedCents: payment.amountCents,
      amountCents: payment.amountCents,
      // Unique per refund: a lookup after a lost answer finds it by these words.
      reason: `Second payment ${payment.id} for booking ${displayReference(booking.reference)}`,
      at,
    });
    if (!refund) return null;
    this.logger.warn({ msg: 'second payment for a booking: refunded automatically', bookingId: booking.id, paymentId: payment.id, refundId: refund.id });
    await this.writer.recordRefund(manager, booking, { ...refund, simulated: refund.method === 'test' }, { actor: 'system', at });
    return refund.id;
  }
}
