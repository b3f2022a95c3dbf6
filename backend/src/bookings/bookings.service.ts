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
import { QuotesService, type PricedRequest } from '../quotes/quotes.service.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import { Booking, type PaymentMethod } from './booking.entity.js';
import { BookingNotFoundError } from './booking-errors.js';
import { queueBookingMails } from './booking-mails.js';
import { assertMayHoldAnother } from './unpaid-hold-limit.js';
import { UnknownServiceCodeError } from '../service-codes/service-code-errors.js';
import type { HistoryActor } from './booking-history.entity.js';
import { recordBookingHistory } from './booking-history.js';
import { newBookingId, newReference } from './booking-ids.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';
import { toBookingSummary, toCheckoutBooking } from './dto/booking-response.dto.js';

/** Where a booking request comes from. */
export interface BookingRequest {
  /** The client's Idempotency-Key header. */
  idempotencyKey?: string;
  /** The client's address; unpaid holds and wrong codes are limited per address. */
  clientAddress?: string;
  phone?: PhoneBookingOptions;
}

interface InsertContext extends BookingRequest {
  dto: CreateBookingDto;
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
  async create(dto: CreateBookingDto, request: Omit<BookingRequest, 'phone'>) {
    return this.toCreatedResponse(await this.createBooking(dto, request));
  }

  /** The one path every booking takes; `request.phone` marks one the owner took by phone. */
  async createBooking(dto: CreateBookingDto, { idempotencyKey, clientAddress, phone }: BookingRequest = {}): Promise<Booking> {
    if (idempotencyKey) {
      const earlier = await this.bookings.findOne({ where: { idempotencyKey } });
      if (earlier) return earlier;
    }
    const priced = await this.quotes.priceRequest(dto);
    throwIfInvalid(validateBookingForm(dto));
    if (!priced.route.withinServiceArea) throw new OutsideServiceAreaError(areaTextOf(priced.route.serviceAreaMessage));
    const codeText = (dto.serviceCode || dto.subscriptionCode || '').trim();
    if (codeText && clientAddress) await this.serviceCodes.assertMayTryCode(clientAddress);

    const slot = slotRequestOf(priced);
    const plan = slot.serviceType === 'subscription' ? null : this.availability.plan({ ...slot, serviceType: slot.serviceType });
    const context: InsertContext = { dto, priced, slot, plan, codeText, idempotencyKey, clientAddress, phone };

    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.dataSource.transaction((manager) => this.insertBooking(manager, context));
      } catch (error) {
        if (error instanceof UnknownServiceCodeError && clientAddress) await this.serviceCodes.countWrongCode(clientAddress);
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

  private async insertBooking(manager: EntityManager, { dto, priced, slot, plan, codeText, idempotencyKey, clientAddress, phone }: InsertContext): Promise<Booking> {
    const { request, route, price } = priced;
    // Locks in one order for every booking: the slot's, the code's, the client's, the customer's.
    await this.availability.assertBookable(manager, slot, plan);
    const redeemed = codeText ? await this.serviceCodes.redeem(manager, codeText, price.totalCents) : null;
    const totalCents = redeemed ? redeemed.totalCents : price.totalCents;
    const breakdown = redeemed ? [...price.breakdown, { label: redeemed.label, amountCents: -redeemed.discountCents }] : price.breakdown;
    const contact = { fullName: dto.fullName!.trim(), email: dto.email!.trim(), phone: dto.phone!.trim(), phoneDigits: phoneDigits(dto.phone!) };
    const now = this.clock.now();
    const awaitsCard = totalCents > 0 && !phone;
    if (awaitsCard) await assertMayHoldAnother(manager, { clientAddress, email: contact.email, phoneDigits: contact.phoneDigits }, this.config.env.UNPAID_HOLDS_PER_CLIENT, now);
    const customer = await this.customers.upsertFromBooking(manager, contact);
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
      // Short until the customer reaches the payment form (openCheckout), so a booking nobody pays frees its slot soon.
      holdExpiresAt: awaitsCard ? new Date(now.getTime() + this.config.env.CHECKOUT_START_MINUTES * 60_000) : null,
      clientAddress: clientAddress ?? null,
      idempotencyKey: idempotencyKey ?? null,
    });
    await manager.insert(Booking, booking as QueryDeepPartialEntity<Booking>);
    await recordBookingHistory(manager, {
      bookingId: booking.id,
      at: now,
      actor: phone?.actor ?? 'customer',
      action: 'created',
      changes: { status: booking.status, totalCents, ...(phone && { source: 'phone', paymentMethod: phone.paymentMethod }) },
    });
    // A booking that awaits the card is mailed about once it is paid (payments/booking-paid.service.ts): until
    // then it may be a stranger's hold, and its mails would go to an address they chose.
    if (!awaitsCard) await queueBookingMails(this.outbox, manager, booking, { notifyOwner: !phone });
    return booking;
  }

  /**
   * POST /api/bookings/{id}/checkout: the customer has reached the payment form. The short first hold becomes
   * PAYMENT_HOLD_MINUTES from now, once; later calls (a reload) change nothing. A booking not awaiting payment,
   * or whose hold has lapsed, is answered as it stands.
   */
  async openCheckout(id: string): Promise<{ holdExpiresAt: string | null }> {
    const now = this.clock.now();
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
    const [updated]: [{ hold_expires_at: Date }[], number] = await this.dataSource.query(
      `UPDATE bookings SET hold_expires_at = $2::timestamptz + make_interval(mins => $3), checkout_opened_at = $2, updated_at = now()
        WHERE id = $1 AND status = 'pending' AND payment_status = 'unpaid' AND hold_expires_at > $2 AND checkout_opened_at IS NULL
        RETURNING hold_expires_at`,
      [id, now, this.config.env.PAYMENT_HOLD_MINUTES],
    );
    if (updated[0]) return { holdExpiresAt: updated[0].hold_expires_at.toISOString() };
    const booking = await this.bookings.findOne({ where: { id } });
    if (!booking) throw new BookingNotFoundError();
    return { holdExpiresAt: booking.holdExpiresAt && booking.holdExpiresAt > now ? booking.holdExpiresAt.toISOString() : null };
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
