import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { violatedConstraint } from '../common/postgres-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { FreeTimesResponse } from '../contracts/availability.contract.js';
import { LiveSettings } from '../config/live-settings.js';
import { displayReference } from '../domain/booking-reference.js';
import { startTimeProblems, throwIfInvalid } from '../domain/booking-rules.js';
import { moveQuote, type MoveQuote } from '../domain/cancellation-policy.js';
import { isDispatched } from '../domain/trip-progress.js';
import { centsToDollars } from '../domain/money.js';
import { movedPrice } from '../domain/pricing/moved-price.js';
import { priceQuote, type PriceLine, type PriceQuoteInput } from '../domain/pricing/price-quote.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import type { Booking } from './booking.entity.js';
import { lockBooking, type CancellationFacts } from './booking-cancellation.service.js';
import { isScheduled, scheduleColumns, slotRequestOf, type ScheduledSlot } from './booking-plan.js';
import { BookingRefunds, type RefundRecord } from './booking-refunds.service.js';
import { BookingWriter, type BookingEdit } from './booking-writer.service.js';
import { MoveNotAllowedError } from './manage-errors.js';

/** A business-local date and start time to move to. */
export interface MoveTarget {
  date: string;
  time: string;
}

/**
 * The customer's own move of a booking to another free time: the same service and addresses, up to the
 * free-cancellation cut-off. The price is worked out again (domain/pricing/moved-price): lower prices since the booking
 * lower it, and the card gets the difference back in the same transaction; the customer never pays more for a move.
 * The new time is checked with every rule of a new
 * booking (hours, lead time, buffers, delivery windows, the drives between the day's jobs) under the day's lock, in the
 * transaction that frees the old time; PostgreSQL's exclusion constraint decides a race. A refused move changes nothing.
 */
@Injectable()
export class BookingMove {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly writer: BookingWriter,
    private readonly refunds: BookingRefunds,
    private readonly serviceCodes: ServiceCodesService,
    private readonly live: LiveSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether the booking may be moved online now, and until when. */
  quote(booking: Booking, { code }: Pick<CancellationFacts, 'code'>, now: Date = this.clock.now()): MoveQuote {
    return moveQuote({
      serviceType: booking.serviceType,
      code,
      status: booking.status,
      startsAt: booking.startsAt,
      now,
      // The driver on the way: a move now would dodge the fee, so it waits for the owner.
      dispatched: isDispatched(booking.tripStage),
    });
  }

  /** The day's start times, each judged as the move would judge it (the booking itself out of the way). */
  freeTimes(booking: Booking, date: string): Promise<FreeTimesResponse> {
    const slot = slotRequestOf(booking, date, '00:00');
    if (!isScheduled(slot)) throw new MoveNotAllowedError('notMovableOnline');
    const { time: _time, ...day } = slot;
    return this.availability.freeTimesWithout(day, booking.id);
  }

  /**
   * Moves the booking in its own transaction; `check` runs first on the locked booking (the manage link must still be
   * live) and `facts` reads what the move rule needs. Moving to where it already is changes nothing.
   */
  async move(
    bookingId: string,
    target: MoveTarget,
    { check, facts }: { check: (manager: EntityManager) => Promise<void>; facts: (manager: EntityManager, booking: Booking) => Promise<CancellationFacts> },
  ): Promise<void> {
    // The start-time grid of a new booking (09:07 is no start time), judged before anything is locked.
    throwIfInvalid(startTimeProblems(target.time));
    let slot: ScheduledSlot | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        const booking = await lockBooking(manager, bookingId);
        await check(manager);
        const at = this.clock.now();
        const paid = await facts(manager, booking);
        const quote = this.quote(booking, paid, at);
        if (!quote.allowed) throw new MoveNotAllowedError(quote.terms[0].say);
        if (target.date === booking.serviceDate && target.time === booking.serviceTime) return;
        const request = slotRequestOf(booking, target.date, target.time);
        if (!isScheduled(request)) throw new MoveNotAllowedError(quote.terms[0].say);
        slot = request;
        const plan = this.availability.plan(request);
        await this.availability.assertBookable(manager, request, plan, { excludeBookingId: booking.id });
        const movedFrom = { serviceDate: booking.serviceDate, serviceTime: booking.serviceTime };
        const changes: Record<string, unknown> = {
          ...(target.date !== booking.serviceDate && { booking_date: { from: booking.serviceDate, to: target.date } }),
          ...(target.time !== booking.serviceTime && { booking_time: { from: booking.serviceTime, to: target.time } }),
        };
        const set: BookingEdit = scheduleColumns(target.date, target.time, plan);
        const price = await this.priceAfterMove(manager, booking);
        if (price.totalCents !== booking.totalCents) {
          changes.total_price = { from: centsToDollars(booking.totalCents), to: centsToDollars(price.totalCents) };
          Object.assign(set, { totalCents: price.totalCents, priceBreakdown: price.breakdown });
          const refund = await this.refundDifference(manager, booking, paid, price.totalCents, `${target.date} ${target.time}`, at);
          if (refund) changes.refund = { id: refund.id, amountCents: refund.amountCents, status: refund.status };
        }
        Object.assign(booking, set, { serviceDate: target.date, serviceTime: target.time });
        await this.writer.edit(manager, booking, set, changes, 'customer', at, { movedFrom });
      });
    } catch (error) {
      if (slot && violatedConstraint(error) === 'bookings_no_overlapping_driver_holds') throw await this.availability.slotTakenError(slot, bookingId);
      throw error;
    }
  }

  /** The same trip at today's prices with its code, against the agreed price (domain/pricing/moved-price). */
  private async priceAfterMove(manager: EntityManager, booking: Booking): Promise<{ totalCents: number; breakdown: PriceLine[] }> {
    // The details are stored as normalised when the booking was priced (BookingsService), so they price again as they are.
    const trip = {
      serviceType: booking.serviceType,
      serviceDetails: booking.serviceDetails,
      distanceMiles: booking.distanceMiles,
    } as unknown as PriceQuoteInput;
    const list = priceQuote(trip, this.live.prices);
    const code = await this.serviceCodes.discountFor(manager, booking, list.totalCents);
    const current = code ? { totalCents: code.totalCents, breakdown: [...list.breakdown, { label: code.label, amountCents: -code.discountCents }] } : list;
    const price = movedPrice({ agreed: { totalCents: booking.totalCents, breakdown: booking.priceBreakdown }, current });
    return { totalCents: price.totalCents, breakdown: [...price.breakdown] };
  }

  /** What the card paid beyond the lower price goes back, as a refund of its own. */
  private async refundDifference(
    manager: EntityManager,
    booking: Booking,
    { chargedCents, paidCents }: CancellationFacts,
    totalCents: number,
    movedTo: string,
    at: Date,
  ): Promise<RefundRecord | null> {
    if (!booking.paymentTransactionId || paidCents <= totalCents) return null;
    return this.refunds.request(manager, {
      bookingId: booking.id,
      purpose: 'price-difference',
      paymentId: booking.paymentTransactionId,
      method: booking.paymentMethod === 'test' ? 'test' : 'card',
      chargedCents,
      amountCents: paidCents - totalCents,
      reason: `Lower price after moving booking ${displayReference(booking.reference)} to ${movedTo}`,
      at,
    });
  }
}
