import { Inject, Injectable } from '@nestjs/common';
import { bookedTimeText } from '../domain/booked-time.js';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { violatedConstraint } from '../common/postgres-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveSettings } from '../config/live-settings.js';
import type { PlanType } from '../domain/service-types.js';
import { centsToDollars } from '../domain/money.js';
import { AvailabilityService } from '../availability/availability.service.js';
import type { SlotRequest, ServicePlan } from '../domain/availability/availability-rules.js';
import { idempotencyKeyProblems, phoneDigits, throwIfInvalid, validateBookingForm } from '../domain/booking-rules.js';
import { awaitsCardPayment, initialState, type PhonePayment } from '../domain/booking-transitions.js';
import { OutsideServiceAreaError } from '../domain/errors.js';
import { CustomersService } from '../customers/customers.service.js';
import { QuotesService, type PricedRequest } from '../quotes/quotes.service.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import { toSquareConfigResponse } from '../payments-config/square-config.dto.js';
import { SQUARE_SETTINGS, type SquareSettings } from '../payments-config/square-settings.js';
import { Booking } from './booking.entity.js';
import { BookingNotFoundError, IdempotencyKeyReusedError } from './booking-errors.js';
import { chargedCents } from './booking-history.js';
import { ManageLinks } from './manage-links.service.js';
import { isScheduled, scheduleColumns, slotRequestOf } from './booking-plan.js';
import { BookingWriter } from './booking-writer.service.js';
import { assertMayHoldAnother } from './unpaid-hold-limit.js';
import { UnknownServiceCodeError } from '../service-codes/service-code-errors.js';
import type { HistoryActor } from './booking-history.entity.js';
import { isBookingIdShape, newBookingId, newReference } from './booking-ids.js';
import { idempotencyFingerprint } from './idempotency-fingerprint.js';
import { checkoutPreviewHtml } from './booking-preview.js';
import { languageOfAcceptLanguage } from '../domain/customer-language.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';
import { paidByCard, toBookingSummary, toCheckoutBooking } from './dto/booking-response.dto.js';
import { toBookingCalendar, type BookingCalendarFile } from './booking-calendar.js';
import type { CheckoutHold, CreateBookingResponse, PublicBooking } from '../contracts/public-booking.contract.js';

/** Where a booking request comes from. */
export interface BookingRequest {
  /** The client's Idempotency-Key header. */
  idempotencyKey?: string;
  /** The client's address; unpaid holds and wrong codes are limited per address. */
  clientAddress?: string;
  /** The browser's Accept-Language header: the language of a customer's booking that names none. */
  acceptLanguage?: string;
  phone?: PhoneBookingOptions;
}

interface InsertContext extends BookingRequest {
  dto: CreateBookingDto;
  /** What the Idempotency-Key is tied to (idempotency-fingerprint.ts); null without a key. */
  fingerprint: string | null;
  priced: PricedRequest;
  slot: SlotRequest;
  plan: ServicePlan | null;
  codeText: string;
}

/**
 * A booking the owner enters for a customer on the phone: same quote, availability and code rules,
 * but confirmed at once, with no card payment awaited (paid in cash, by invoice, or left unpaid).
 */
export interface PhoneBookingOptions {
  actor: HistoryActor;
  paymentMethod: PhonePayment;
}
/** A new reference is drawn when one collides; more than a few collisions in a row means something else is wrong. */
const REFERENCE_ATTEMPTS = 3;

@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly dataSource: DataSource,
    private readonly quotes: QuotesService,
    private readonly availability: AvailabilityService,
    private readonly customers: CustomersService,
    private readonly links: ManageLinks,
    private readonly serviceCodes: ServiceCodesService,
    private readonly writer: BookingWriter,
    @Inject(SQUARE_SETTINGS) private readonly squareSettings: SquareSettings,
    private readonly live: LiveSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * POST /api/create-booking. The price is the server's (the browser's figure is ignored), the slot is
   * re-checked in the transaction that stores the booking, and PostgreSQL refuses overlapping driver holds,
   * so of many simultaneous requests for one slot exactly one wins. A repeated Idempotency-Key with the same body from
   * the same client (a retry) returns the booking the first request made; with another body or from another client it
   * is refused, and nothing of that booking is shown.
   */
  async create(dto: CreateBookingDto, request: Omit<BookingRequest, 'phone'>): Promise<CreateBookingResponse> {
    return this.toCreatedResponse(await this.createBooking(dto, request));
  }

  /** The one path every booking takes; `request.phone` marks one the owner took by phone. */
  async createBooking(dto: CreateBookingDto, { idempotencyKey, clientAddress, acceptLanguage, phone }: BookingRequest = {}): Promise<Booking> {
    let fingerprint: string | null = null;
    if (idempotencyKey) {
      throwIfInvalid(idempotencyKeyProblems(idempotencyKey));
      fingerprint = idempotencyFingerprint(clientAddress, dto);
      const earlier = await this.bookingOfKey(idempotencyKey, fingerprint);
      if (earlier) return earlier;
    }
    const priced = await this.quotes.priceRequest(dto);
    throwIfInvalid(validateBookingForm(dto, { emailOptional: phone !== undefined }));
    if (!priced.route.withinServiceArea) throw new OutsideServiceAreaError(areaTextOf(priced.route.serviceAreaMessage));
    const codeText = (dto.serviceCode || dto.subscriptionCode || '').trim();
    if (codeText && clientAddress) await this.serviceCodes.assertMayTryCode(clientAddress);

    const { request, route } = priced;
    const slot = slotRequestOf(
      {
        serviceType: request.serviceType,
        distanceMiles: route.distance,
        serviceDetails: request.serviceDetails,
        pickupLocation: request.pickupLocation,
        destinationLocation: request.destinationLocation,
      },
      request.serviceDate,
      request.serviceTime,
    );
    const plan = isScheduled(slot) ? this.availability.plan(slot) : null;
    if (plan) await this.availability.refuseIfTaken(slot);
    const context: InsertContext = { dto, fingerprint, priced, slot, plan, codeText, idempotencyKey, clientAddress, acceptLanguage, phone };

    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.dataSource.transaction((manager) => this.insertBooking(manager, context));
      } catch (error) {
        if (error instanceof UnknownServiceCodeError && clientAddress) await this.serviceCodes.countWrongCode(clientAddress);
        const constraint = violatedConstraint(error);
        if (constraint === 'bookings_no_overlapping_driver_holds') throw await this.availability.slotTakenError(slot);
        if (constraint === 'bookings_idempotency_key_key' && idempotencyKey && fingerprint) {
          // A request with the same key committed first: a retry gets its booking, another request is refused.
          const earlier = await this.bookingOfKey(idempotencyKey, fingerprint);
          if (earlier) return earlier;
        }
        if (constraint === 'bookings_reference_key' && attempt < REFERENCE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * The booking an Idempotency-Key made, when the request is a retry of the one that made it (same fingerprint); null
   * when the key is new. Throws IdempotencyKeyReusedError for any other request with the key (a booking from before
   * fingerprints has none, and matches no request).
   */
  private async bookingOfKey(idempotencyKey: string, fingerprint: string): Promise<Booking | null> {
    const earlier = await this.bookings.findOne({ where: { idempotencyKey } });
    if (!earlier) return null;
    if (earlier.idempotencyFingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
    return earlier;
  }

  /**
   * GET /api/bookings/{id}: public, but only for whoever holds the unguessable id. Once the booking is in (not awaiting
   * its card payment) the answer carries a new link to its manage page: the id is already the credential to the booking,
   * and the confirmation page shows the link ('page' channel: the mails' links stay as they are).
   */
  async findForCheckout(id: string): Promise<PublicBooking> {
    const booking = await this.bookings.findOne({ where: { id } });
    if (!booking) throw new BookingNotFoundError();
    const planType = booking.serviceType === 'subscription' ? (booking.serviceDetails as { planType?: PlanType }).planType : undefined;
    const ridePack = await this.serviceCodes.ridePackOfBooking(booking);
    return {
      ...toCheckoutBooking(booking, {
        chargedCents: paidByCard(booking) ? await chargedCents(this.dataSource.manager, id) : null,
        planName: planType ? (this.live.prices.subscription[planType]?.label ?? null) : null,
        manageUrl: awaitsCardPayment(booking) ? null : await this.dataSource.transaction((manager) => this.links.issue(manager, booking, 'page')),
        zone: this.config.env.BUSINESS_TIME_ZONE,
      }),
      ...(ridePack && { ridePack }),
    };
  }

  /**
   * GET /api/bookings/{id}/calendar.ics: the booking as a calendar file, for whoever holds the id. A plan bought
   * without a date has no event, and is answered like an unknown id.
   */
  async calendarFile(id: string): Promise<BookingCalendarFile> {
    const booking = await this.bookings.findOne({ where: { id } });
    const file = booking && toBookingCalendar(booking, this.config.env);
    if (!file) throw new BookingNotFoundError();
    return file;
  }

  private async insertBooking(
    manager: EntityManager,
    { dto, fingerprint, priced, slot, plan, codeText, idempotencyKey, clientAddress, acceptLanguage, phone }: InsertContext,
  ): Promise<Booking> {
    const { request, route, price } = priced;
    // Locks in one order for every booking: the slot's, the code's, the client's, the customer's.
    await this.availability.assertBookable(manager, slot, plan);
    const bookingId = newBookingId();
    const redeemed = codeText ? await this.serviceCodes.redeem(manager, codeText, price.totalCents, bookingId) : null;
    const totalCents = redeemed ? redeemed.totalCents : price.totalCents;
    const breakdown = redeemed ? [...price.breakdown, { label: redeemed.label, amountCents: -redeemed.discountCents }] : price.breakdown;
    const contact = { fullName: dto.fullName!.trim(), email: dto.email!.trim(), phone: dto.phone!.trim(), phoneDigits: phoneDigits(dto.phone!) };
    const now = this.clock.now();
    const { awaitsCard } = initialState(totalCents, phone?.paymentMethod ?? null);
    if (awaitsCard)
      await assertMayHoldAnother(
        manager,
        { clientAddress, email: contact.email, phoneDigits: contact.phoneDigits },
        this.config.env.UNPAID_HOLDS_PER_CLIENT,
        now,
      );
    // The language the customer chose on the site, else their browser's. On the phone, the one the owner chose, else
    // the one the customer is known by: the owner's browser says nothing of the customer.
    const customer = await this.customers.upsertFromBooking(manager, contact, dto.language ?? (phone ? null : languageOfAcceptLanguage(acceptLanguage)));
    const fields = {
      id: bookingId,
      reference: newReference(),
      serviceType: request.serviceType,
      serviceDetails: request.serviceDetails as unknown as Record<string, unknown>,
      pickupLocation: request.pickupLocation,
      destinationLocation: request.destinationLocation,
      ...scheduleColumns(request.serviceDate, request.serviceTime, plan),
      distanceMiles: route.distance,
      distanceEstimated: route.estimated,
      totalCents,
      priceBreakdown: breakdown,
      serviceCodeId: redeemed?.serviceCodeId ?? null,
      discountCents: redeemed?.discountCents ?? 0,
      ...contact,
      textReminders: dto.textReminders === true,
      language: customer.language,
      customerId: customer.id,
      // Short until the customer reaches the payment form (openCheckout), so a booking nobody pays frees its slot soon.
      holdExpiresAt: awaitsCard ? new Date(now.getTime() + this.config.env.CHECKOUT_START_MINUTES * 60_000) : null,
      clientAddress: clientAddress ?? null,
      idempotencyKey: idempotencyKey ?? null,
      idempotencyFingerprint: fingerprint,
    };
    return this.writer.create(manager, fields, { actor: phone?.actor ?? 'customer', at: now, phonePayment: phone?.paymentMethod ?? null });
  }

  /**
   * The checkout page's first-paint summary (booking-preview.ts) of a booking that waits for its card, or null: an id
   * of another shape, an unknown booking, or one paid, free or cancelled (the page says so once its scripts have run).
   */
  async checkoutPreview(id: unknown): Promise<string | null> {
    if (!isBookingIdShape(id)) return null;
    const booking = await this.bookings.findOne({ where: { id } });
    if (!booking || booking.status === 'cancelled' || booking.paymentStatus !== 'unpaid' || booking.totalCents <= 0) return null;
    return checkoutPreviewHtml({ ...booking, serviceTime: bookedTimeText(booking, this.config.env.BUSINESS_TIME_ZONE) });
  }

  /**
   * POST /api/bookings/{id}/checkout: the customer has reached the payment form. The short first hold becomes
   * PAYMENT_HOLD_MINUTES from now, once; later calls (a reload) change nothing. A booking not awaiting payment,
   * or whose hold has lapsed, is answered as it stands.
   */
  async openCheckout(id: string): Promise<CheckoutHold> {
    const now = this.clock.now();
    const lengthened = await this.writer.openCheckout(id, now, this.config.env.PAYMENT_HOLD_MINUTES);
    if (lengthened) return { holdExpiresAt: lengthened.toISOString() };
    const booking = await this.bookings.findOne({ where: { id } });
    if (!booking) throw new BookingNotFoundError();
    return { holdExpiresAt: booking.holdExpiresAt && booking.holdExpiresAt > now ? booking.holdExpiresAt.toISOString() : null };
  }

  private toCreatedResponse(booking: Booking): CreateBookingResponse {
    const paymentRequired = booking.paymentStatus === 'unpaid';
    return {
      booking: toBookingSummary(booking, this.config.env.BUSINESS_TIME_ZONE),
      paymentRequired,
      // What the checkout needs to take the card: the server's amount and the payment form's settings.
      squarePaymentInfo: paymentRequired
        ? {
            bookingId: booking.id,
            amount: centsToDollars(booking.totalCents),
            currency: 'USD',
            holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
            ...toSquareConfigResponse(this.squareSettings),
          }
        : null,
      codeApplied: booking.discountCents > 0,
      subscriptionCode: null,
    };
  }
}

/** 'We can only provide service within 45 miles of Ogden, UT.' → '45 miles of Ogden, UT'. */
function areaTextOf(message: string | null): string {
  return message?.match(/within (.+?)\.?$/)?.[1] ?? 'our service area';
}
