import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveBookingPolicy } from '../config/live-booking-policy.js';
import { LiveSettings } from '../config/live-settings.js';
import { normalizeServiceDetails, type ServiceRequestDraft } from '../domain/booking-rules.js';
import { isValidLocalDate, isValidLocalTime, zonedWallTimeToInstant } from '../domain/business-time.js';
import { cancellationTermsAtBooking, type TermsSentence } from '../domain/cancellation-policy.js';
import { centsToDollars } from '../domain/money.js';
import { priceQuote, type PriceQuote } from '../domain/pricing/price-quote.js';
import { VARYING_ADDRESS_PLAN_DISTANCE_MILES } from '../domain/pricing/pricing-table.js';
import type { ServiceRequest } from '../domain/service-types.js';
import { GeoService, type RouteMeasurement } from '../geo/geo.service.js';
import type { QuoteResponse } from '../contracts/quote.contract.js';
import { toPriceLine, toTermsSentences } from './dto/quote-wording.dto.js';

export interface PricedRequest {
  request: ServiceRequest;
  route: RouteMeasurement;
  price: PriceQuote;
}

@Injectable()
export class QuotesService {
  constructor(
    private readonly geo: GeoService,
    private readonly live: LiveSettings,
    private readonly bookingPolicy: LiveBookingPolicy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * POST /api/quotes: what the wizard shows on step 3. The customer sees the price either way; a quote answered on an
   * estimate (the maps provider failed) is counted for the owner's admin.
   */
  async quote(draft: ServiceRequestDraft): Promise<QuoteResponse> {
    const { route, price } = await this.priceRequest(draft);
    if (route.estimated) this.geo.countEstimatedQuote();
    return {
      distance: route.distance,
      withinServiceArea: route.withinServiceArea,
      serviceAreaMessage: route.serviceAreaMessage,
      totalPrice: centsToDollars(price.totalCents),
      breakdown: price.breakdown.map(toPriceLine),
      cancellationTerms: toTermsSentences(this.termsAtBooking(draft, price.totalCents)),
    };
  }

  /** What cancelling would cost if the trip were booked now, by the policy and the owner's grace period. */
  private termsAtBooking({ serviceType, serviceDate, serviceTime }: ServiceRequestDraft, totalCents: number): TermsSentence[] {
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    const scheduled = serviceDate && serviceTime && isValidLocalDate(serviceDate) && isValidLocalTime(serviceTime);
    return cancellationTermsAtBooking({
      serviceType,
      startsAt: scheduled ? zonedWallTimeToInstant(serviceDate, serviceTime, zone) : null,
      totalCents,
      now: this.clock.now(),
      graceMinutes: this.bookingPolicy.policy.freeCancelGraceMinutes,
    });
  }

  /**
   * Validates and normalises the request, measures the route and prices it: the one path both quotes and
   * bookings take, so a booking costs exactly what its quote showed. Plans with varying addresses have no
   * route; they use the fixed plan price and a nominal distance.
   */
  async priceRequest(draft: ServiceRequestDraft): Promise<PricedRequest> {
    const request = normalizeServiceDetails(draft);
    const route: RouteMeasurement =
      request.serviceType === 'subscription' && request.serviceDetails.addressesVary
        ? { distance: VARYING_ADDRESS_PLAN_DISTANCE_MILES, withinServiceArea: true, serviceAreaMessage: null, estimated: false }
        : await this.geo.measureRoute(request.pickupLocation, request.destinationLocation, request.serviceType);
    const price = priceQuote({ ...request, distanceMiles: route.distance }, this.live.prices);
    return { request, route, price };
  }
}
