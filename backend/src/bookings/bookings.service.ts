import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, Repository, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { centsToDollars } from '../domain/money.js';
import { PaymentsService } from '../payments/payments.service.js';
import { AvailabilityService } from '../availability/availability.service.js';
import type { SlotRequest, ServicePlan } from '../domain/availability/availability-rules.js';
import { phoneDigits, throwIfInvalid, validateBookingForm } from '../domain/booking-rules.js';
import { OutsideServiceAreaError } from '../domain/errors.js';
import type { ServiceRequest } from '../domain/service-types.js';
import { CustomersService } from '../customers/customers.service.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { bookingReceivedMail, newBookingOwnerMail } from '../mail/mail-templates.js';
import { QuotesService, type PricedRequest } from '../quotes/quotes.service.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import { Booking, type PaymentMethod } from './booking.entity.js';
import { BookingNotFoundError } from './booking-errors.js';
import type { HistoryActor } from './booking-history.entity.js';
import { recordBookingHistory } from './booking-history.js';
import { newBookingId, newReference } from './booking-ids.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';
import { toBookingMailFacts, toBookingSummary, toCheckoutBooking } from './dto/booking-response.dto.js';

/**
 * A booking the owner enters for a customer on the phone: same quote, availability and code rules,
 * but confirmed at once, with no card payment awaited (paid in cash, by invoice, or left unpaid).
 */
export interface PhoneBookingOptions {
  actor: HistoryActor;
  paymentMethod: 'cash' | 'invoice' | 'unpaid';
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
    private readonly outbox: MailOutboxService,
    private readonly serviceCodes: ServiceCodesService,
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * POST /api/create-booking. The price is the server's (the browser's figure is ignored), the slot is
   * re-checked in the transaction that stores the booking, and PostgreSQL refuses overlapping driver holds,
   * so of many simultaneous requests for one slot exactly one wins. A repeated Idempotency-Key returns the
   * booking the first request made.
   */
  async create(dto: CreateBookingDto, idempotencyKey?: string) {
    return this.toCreatedResponse(await this.createBooking(dto, idempotencyKey));
  }

  /** The one path every booking takes; `phone` marks one the owner took by phone. */
  async createBooking(dto: CreateBookingDto, idempotencyKey?: string, phone?: PhoneBookingOptions): Promise<Booking> {
    if (idempotencyKey) {
      const earlier = await this.bookings.findOne({ where: { idempotencyKey } });
      if (earlier) return earlier;
    }
    const priced = await this.quotes.priceRequest(dto);
    throwIfInvalid(validateBookingForm(dto));
    if (!priced.route.withinServiceArea) throw new OutsideServiceAreaError(areaTextOf(priced.route.serviceAreaMessage));

    const slot = slotRequestOf(priced);
    const plan = slot.serviceType === 'subscription' ? null : this.availability.plan({ ...slot, serviceType: slot.serviceType });

    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.dataSource.transaction((manager) => this.insertBooking(manager, dto, priced, slot, plan, idempotencyKey, phone));
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint === 'bookings_no_overlapping_driver_holds') throw await this.availability.slotTakenError(slot);
        if (constraint === 'bookings_idempotency_key_key' && idempotencyKey) {
          return await this.bookings.findOneOrFail({ where: { idempotencyKey } });
        }
        if (constraint === 'bookings_reference_key' && attempt < REFERENCE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /** GET /api/bookings/{id}: public, but only for whoever holds the unguessable id. */
  async findForCheckout(id: string) {
    const booking = await this.bookings.findOne({ where: { id } });
    if (!booking) throw new BookingNotFoundError();
    return toCheckoutBooking(booking);
  }

  private async insertBooking(
    manager: EntityManager,
    dto: CreateBookingDto,
    { request, route, price }: PricedRequest,
    slot: SlotRequest,
    plan: ServicePlan | null,
    idempotencyKey: string | undefined,
    phone: PhoneBookingOptions | undefined,
  ): Promise<Booking> {
    await this.availability.assertBookable(manager, slot, plan);
    const codeText = (dto.serviceCode || dto.subscriptionCode || '').trim();
    const redeemed = codeText ? await this.serviceCodes.redeem(manager, codeText, price.totalCents) : null;
    const totalCents = redeemed ? redeemed.totalCents : price.totalCents;
    const breakdown = redeemed ? [...price.breakdown, { label: redeemed.label, amountCents: -redeemed.discountCents }] : price.breakdown;
    const contact = { fullName: dto.fullName!.trim(), email: dto.email!.trim(), phone: dto.phone!.trim(), phoneDigits: phoneDigits(dto.phone!) };
    const customer = await this.customers.upsertFromBooking(manager, contact);
    const awaitsCard = totalCents > 0 && !phone;
    const booking = manager.create(Booking, {
      id: newBookingId(),
      reference: newReference(),
      status: phone ? 'confirmed' : 'pending',
      serviceType: request.serviceType,
      serviceDetails: request.serviceDetails as unknown as Record<string, unknown>,
      pickupLocation: request.pickupLocation,
      destinationLocation: request.destinationLocation,
      serviceDate: plan ? request.serviceDate : null,
      serviceTime: plan ? request.serviceTime : null,
      startsAt: plan?.start ?? null,
      endsAt: plan?.end ?? null,
      driverHold: plan?.hold ? `[${plan.hold.start.toISOString()},${plan.hold.end.toISOString()})` : null,
      deliveryWindowStart: plan?.deliveryWindow?.start ?? null,
      distanceMiles: route.distance,
      totalCents,
      priceBreakdown: breakdown,
      serviceCodeId: redeemed?.serviceCodeId ?? null,
      discountCents: redeemed?.discountCents ?? 0,
      ...contact,
      customerId: customer.id,
      paymentStatus: totalCents > 0 ? 'unpaid' : 'not-required',
      paymentMethod: phone && phone.paymentMethod !== 'unpaid' && totalCents > 0 ? (phone.paymentMethod satisfies PaymentMethod) : null,
      holdExpiresAt: awaitsCard ? new Date(this.clock.now().getTime() + this.config.env.PAYMENT_HOLD_MINUTES * 60_000) : null,
      idempotencyKey: idempotencyKey ?? null,
    });
    await manager.insert(Booking, booking as QueryDeepPartialEntity<Booking>);
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at: this.clock.now(),
      actor: phone?.actor ?? 'customer',
      action: 'created',
      changes: { status: booking.status, totalCents, ...(phone && { source: 'phone', paymentMethod: phone.paymentMethod }) },
    });
    await this.queueBookingMails(manager, booking, { notifyOwner: !phone });
    return booking;
  }

  /** The customer's receipt and the owner's notice commit with the booking, and are sent (or retried) later. */
  private async queueBookingMails(manager: EntityManager, booking: Booking, { notifyOwner }: { notifyOwner: boolean }): Promise<void> {
    const facts = toBookingMailFacts(booking);
    const contact = this.outbox.contact;
    await this.outbox.enqueue(manager, { kind: 'booking-received', to: booking.email, bookingId: booking.id, dedupeKey: `booking-received:${booking.id}`, ...bookingReceivedMail(facts, contact) });
    // The owner entered a phone booking themselves and needs no notice of it.
    if (notifyOwner) await this.outbox.enqueue(manager, { kind: 'booking-new-owner', to: contact.ownerEmail, bookingId: booking.id, dedupeKey: `booking-new-owner:${booking.id}`, ...newBookingOwnerMail(facts, contact) });
  }

  /**
   * Cancels unpaid bookings whose payment hold ran out, releasing their slots. An attempt that is being
   * charged right now, or whose outcome is still being settled, keeps its hold until it is decided.
   */
  async releaseExpiredHolds(): Promise<number> {
    // One statement: the release and its history entries ('system') commit together.
    const released: { id: string }[] = await this.dataSource.query(
      `WITH released AS (
         UPDATE bookings SET status = 'cancelled', cancelled_reason = 'payment-timeout', cancelled_at = $1, cancelled_by = 'system',
                hold_expires_at = NULL, updated_at = now()
          WHERE status = 'pending' AND payment_status = 'unpaid' AND hold_expires_at <= $1
            AND (payment_attempt_status IS NULL OR payment_attempt_status NOT IN ('processing', 'unknown'))
          RETURNING id
       ), logged AS (
         INSERT INTO booking_history (booking_id, at, actor, action, changes)
         SELECT id, $1, 'system', 'hold-released', '{"status":{"from":"pending","to":"cancelled"},"reason":"payment-timeout"}'::jsonb FROM released
       )
       SELECT id FROM released`,
      [this.clock.now()],
    );
    return released.length;
  }

  private toCreatedResponse(booking: Booking) {
    const paymentRequired = booking.paymentStatus === 'unpaid';
    return {
      booking: toBookingSummary(booking),
      paymentRequired,
      // What the checkout needs to take the card: the server's amount and the payment form's settings.
      squarePaymentInfo: paymentRequired
        ? { bookingId: booking.id, amount: centsToDollars(booking.totalCents), currency: 'USD', holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null, ...this.payments.config() }
        : null,
      codeApplied: booking.discountCents > 0,
      subscriptionCode: null,
    };
  }
}

function slotRequestOf({ request, route }: PricedRequest): SlotRequest {
  const base = { date: request.serviceDate, time: request.serviceTime };
  switch (request.serviceType) {
    case 'ride':
      return { ...base, serviceType: 'ride', distanceMiles: route.distance };
    case 'chauffeur':
      return { ...base, serviceType: 'chauffeur', hours: request.serviceDetails.hours };
    case 'delivery':
      return { ...base, serviceType: 'delivery' };
    default:
      return { ...base, serviceType: 'subscription' };
  }
}

/** 'We can only provide service within 45 miles of Ogden, UT.' → '45 miles of Ogden, UT'. */
function areaTextOf(message: string | null): string | undefined {
  return message?.match(/within (.+?)\.?$/)?.[1];
}

function violatedConstraint(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  return (error.driverError as { constraint?: string } | undefined)?.constraint;
}

export type { ServiceRequest };
