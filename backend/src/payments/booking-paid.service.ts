import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import { recordBookingHistory } from '../bookings/booking-history.js';
import { queueBookingMails } from '../bookings/booking-mails.js';
import { toBookingMailFacts } from '../bookings/dto/booking-response.dto.js';
import { PRICING_TABLE } from '../config/config.module.js';
import type { PricingTable } from '../domain/pricing/pricing-table.js';
import type { PlanType } from '../domain/service-types.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { paymentReceiptMail, subscriptionCodeMail } from '../mail/mail-templates.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import type { GatewayPayment } from './payment-gateway.js';

/**
 * The one way a booking becomes paid (card payment or Square's webhook), inside the caller's transaction:
 * record the payment, release the payment hold, queue the confirmation, the receipt and the owner's notice
 * (a booking awaiting the card is mailed about only now), and for a plan purchase issue its subscription
 * code once and mail it.
 */
@Injectable()
export class BookingPaidService {
  constructor(
    private readonly outbox: MailOutboxService,
    private readonly serviceCodes: ServiceCodesService,
    @Inject(PRICING_TABLE) private readonly table: PricingTable,
  ) {}

  async markPaid(manager: EntityManager, bookingId: string, payment: GatewayPayment, processedAt: Date): Promise<{ subscriptionCode: string | null }> {
    await manager.update(
      Booking,
      { id: bookingId },
      {
        paymentStatus: 'paid',
        paymentMethod: payment.method,
        paymentCardBrand: payment.cardBrand,
        paymentCardLast4: payment.last4,
        paymentTransactionId: payment.id,
        paymentReceiptUrl: payment.receiptUrl,
        paymentProcessedAt: processedAt,
        paymentAttemptStatus: 'succeeded',
        paymentFailureCode: null,
        holdExpiresAt: null,
      },
    );
    await recordBookingHistory(manager, { bookingId, at: processedAt, actor: 'customer', action: 'paid', changes: { amountCents: payment.amountCents, method: payment.method, transactionId: payment.id } });
    const booking = await manager.findOneOrFail(Booking, { where: { id: bookingId } });
    const contact = this.outbox.contact;
    const facts = toBookingMailFacts(booking);
    // A booking the owner entered by phone (no client address) was mailed when it was made; the dedupe keys
    // keep its confirmation single, and the owner needs no notice of their own booking.
    await queueBookingMails(this.outbox, manager, booking, { notifyOwner: booking.clientAddress !== null });
    await this.outbox.enqueue(manager, {
      kind: 'payment-receipt',
      to: booking.email,
      bookingId,
      dedupeKey: `payment-receipt:${bookingId}`,
      ...paymentReceiptMail({ booking: facts, amountCents: payment.amountCents, paymentId: payment.id, paidAt: processedAt, method: payment.method }, contact),
    });
    return { subscriptionCode: await this.issuePlanCode(manager, booking) };
  }

  /** The code of a paid plan purchase, issued now if it was not yet. */
  async issuePlanCode(manager: EntityManager, booking: Booking): Promise<string | null> {
    if (booking.serviceType !== 'subscription' || booking.paymentStatus !== 'paid') return null;
    const planType = (booking.serviceDetails as { planType?: PlanType }).planType ?? 'basic';
    const plan = this.table.subscription[planType];
    const code = await this.serviceCodes.issueForPlanPurchase(manager, { bookingId: booking.id, email: booking.email, phone: booking.phone, rides: plan.rides, planLabel: plan.label });
    await this.outbox.enqueue(manager, {
      kind: 'subscription-code',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `subscription-code:${booking.id}`,
      ...subscriptionCodeMail({ customerName: booking.fullName, code: code.code, rides: plan.rides, planName: plan.label, reference: booking.reference }, this.outbox.contact),
    });
    return code.code;
  }
}
