import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Booking } from '../bookings/booking.entity.js';
import { BookingWriter } from '../bookings/booking-writer.service.js';
import { LiveSettings } from '../config/live-settings.js';
import type { PlanType } from '../domain/service-types.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { subscriptionCodeMail } from '../mail/mail-templates.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import type { GatewayPayment } from './payment-gateway.js';

/**
 * The one way a booking becomes paid (card payment or Square's webhook), inside the caller's transaction:
 * BookingWriter records the payment with its mails, then a plan purchase gets its subscription code, once, by mail.
 */
@Injectable()
export class BookingPaidService {
  constructor(
    private readonly writer: BookingWriter,
    private readonly outbox: MailOutboxService,
    private readonly serviceCodes: ServiceCodesService,
    private readonly live: LiveSettings,
  ) {}

  /** `booking` is locked and unpaid. */
  async markPaid(manager: EntityManager, booking: Booking, payment: GatewayPayment, processedAt: Date): Promise<{ subscriptionCode: string | null }> {
    const paid = await this.writer.markPaid(manager, booking, payment, processedAt);
    return { subscriptionCode: await this.issuePlanCode(manager, paid) };
  }

  /** The code of a paid plan purchase, issued now if it was not yet. */
  async issuePlanCode(manager: EntityManager, booking: Booking): Promise<string | null> {
    if (booking.serviceType !== 'subscription' || booking.paymentStatus !== 'paid') return null;
    const planType = (booking.serviceDetails as { planType?: PlanType }).planType ?? 'basic';
    const plan = this.live.prices.subscription[planType];
    const code = await this.serviceCodes.issueForPlanPurchase(manager, {
      bookingId: booking.id,
      email: booking.email,
      phone: booking.phone,
      rides: plan.rides,
      planLabel: plan.label,
    });
    await this.outbox.enqueue(manager, {
      kind: 'subscription-code',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `subscription-code:${booking.id}`,
      ...subscriptionCodeMail(
        { customerName: booking.fullName, code: code.code, rides: plan.rides, planName: plan.label, reference: booking.reference },
        this.outbox.contact,
      ),
    });
    return code.code;
  }
}
