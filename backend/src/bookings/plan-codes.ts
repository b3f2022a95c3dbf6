import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LiveSettings } from '../config/live-settings.js';
import { planRideValueCents } from '../domain/pricing/price-quote.js';
import type { PlanType } from '../domain/service-types.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import type { Booking } from './booking.entity.js';

/** The code a paid plan purchase carries its rides on. */
export interface PlanCode {
  code: string;
  rides: number;
  planName: string;
}

/**
 * A paid plan purchase's subscription code: issued the first time it is asked for (card, webhook or money by hand,
 * whichever records the payment first), the same one every time after.
 */
@Injectable()
export class PlanCodes {
  constructor(
    private readonly serviceCodes: ServiceCodesService,
    private readonly live: LiveSettings,
  ) {}

  /** Null for anything but a paid plan purchase. */
  async codeOf(
    manager: EntityManager,
    booking: Pick<Booking, 'id' | 'serviceType' | 'serviceDetails' | 'paymentStatus' | 'email' | 'phone' | 'priceBreakdown'>,
  ): Promise<PlanCode | null> {
    if (booking.serviceType !== 'subscription' || booking.paymentStatus !== 'paid') return null;
    const planType = (booking.serviceDetails as { planType?: PlanType }).planType ?? 'basic';
    const plan = this.live.prices.subscription[planType];
    const code = await this.serviceCodes.issueForPlanPurchase(manager, {
      bookingId: booking.id,
      email: booking.email,
      phone: booking.phone,
      rides: plan.rides,
      planLabel: plan.label,
      rideValueCents: planRideValueCents(booking.priceBreakdown, plan.rides),
    });
    return { code: code.code, rides: code.totalRides ?? plan.rides, planName: plan.label };
  }
}
