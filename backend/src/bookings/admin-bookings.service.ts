import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { violatedConstraint } from '../common/postgres-errors.js';
import { REFERENCE_PREFIX } from '../domain/booking-reference.js';
import type { BookingStatus } from '../domain/booking-transitions.js';
import { SlotUnavailableError } from '../domain/errors.js';
import { centsToDollars, dollarsToCents, formatUsd } from '../domain/money.js';
import { OWNER_ADJUSTMENT_LABEL } from '../domain/pricing/moved-price.js';
import { BookingNotSchedulableError } from './admin-booking-errors.js';
import { Booking } from './booking.entity.js';
import { BookingNotFoundError } from './booking-errors.js';
import { BookingHistory, type HistoryActor } from './booking-history.entity.js';
import { isScheduled, scheduleColumns, slotRequestOf, type ScheduledSlot } from './booking-plan.js';
import { BookingWriter, type BookingEdit } from './booking-writer.service.js';
import type { MailStatus } from '../mail/mail-outbox.entity.js';
import type {
  AdminBookingList,
  AdminBookingSaved,
  BookingCancelled,
  BookingHistory as BookingHistoryResponse,
  BookingStatusUpdated,
} from '../contracts/admin-booking.contract.js';
import { BookingsService } from './bookings.service.js';
import type { AdminCreateBookingDto, CancelBookingDto, EditBookingDto, UpdateBookingStatusDto } from './dto/admin-booking.dto.js';
import { toAdminBooking } from './dto/booking-response.dto.js';
import { toRefundView } from './dto/managed-booking.dto.js';
import { BookingCancellation, lockBooking } from './booking-cancellation.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_PAST_DAYS = 30;
const PAST_YEAR_DAYS = 365;
/** A search answers at most this many bookings, newest service first. */
export const SEARCH_LIMIT = 50;
/** A reference searched for as people see it, prefix and all. */
const DISPLAYED_PREFIX = new RegExp(`^${REFERENCE_PREFIX}`, 'i');

/**
 * The owner's work on bookings: lists and search, status changes, cancellation with the policy's fee,
 * edits that move a booking (re-checked against the schedule like a new booking), phone bookings and
 * the history of each booking. Every change writes a history entry in its own transaction.
 */
@Injectable()
export class AdminBookingsService {
  constructor(
    @InjectRepository(Booking) private readonly bookingsRepo: Repository<Booking>,
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly availability: AvailabilityService,
    private readonly writer: BookingWriter,
    private readonly cancellation: BookingCancellation,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The owner's view of a booking, its times in the business zone. */
  private adminView(booking: Booking) {
    return toAdminBooking(booking, this.config.env.BUSINESS_TIME_ZONE);
  }

  /** GET /api/bookings: upcoming plus the last 30 days, or the search's matches. */
  list(search: string | undefined): Promise<AdminBookingList> {
    return search?.trim() ? this.search(search.trim()) : this.listSince(RECENT_PAST_DAYS);
  }

  /** GET /api/bookings/past-year: upcoming plus the last 365 days (history mode). */
  listPastYear(): Promise<AdminBookingList> {
    return this.listSince(PAST_YEAR_DAYS);
  }

  /** Undated plan purchases count from the day they were bought. */
  private async listSince(days: number): Promise<AdminBookingList> {
    const since = new Date(this.clock.now().getTime() - days * DAY_MS);
    const rows = await this.withCustomer()
      .where(`(b.starts_at >= :since) OR (b.starts_at IS NULL AND b.created_at >= :since)`, { since })
      .orderBy('b.starts_at', 'ASC', 'NULLS LAST')
      .addOrderBy('b.created_at', 'ASC')
      .getMany();
    return { bookings: rows.map((row) => this.adminView(row)) };
  }

  /**
   * Case-insensitive match on name, e-mail, pickup or destination, the reference (its displayed prefix optional,
   * matched from its start) or, for text that looks like a phone number, the phone digits.
   */
  private async search(text: string): Promise<AdminBookingList> {
    const like = `%${escapeLike(text)}%`;
    const reference = `${escapeLike(text.replace(DISPLAYED_PREFIX, ''))}%`;
    const digits = /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, '') : '';
    const rows = await this.withCustomer()
      .where(
        `b.full_name ILIKE :like OR b.email ILIKE :like OR b.pickup_location ILIKE :like OR b.destination_location ILIKE :like
         OR b.reference ILIKE :reference OR (:digits <> '' AND b.phone_digits LIKE :digitsLike)`,
        { like, reference, digits, digitsLike: `%${digits}%` },
      )
      .orderBy('b.starts_at', 'DESC', 'NULLS LAST')
      .addOrderBy('b.created_at', 'DESC')
      .take(SEARCH_LIMIT)
      .getMany();
    return { bookings: rows.map((row) => this.adminView(row)) };
  }

  /** POST /api/update-booking-status; 'cancelled' goes through the cancellation (fee, refund, mails). */
  async updateStatus({ bookingId, status }: UpdateBookingStatusDto, actor: HistoryActor): Promise<BookingStatusUpdated> {
    if (status === 'cancelled') {
      const { message, fee } = await this.cancel({ bookingId }, actor);
      return { success: true, message, fee };
    }
    await this.changeWithSlotGuard(bookingId, async (manager, booking, guard) => {
      await this.changeStatus(manager, booking, status, actor, guard);
    });
    return { success: true, message: `Booking status updated to ${status}` };
  }

  /**
   * POST /api/cancel-booking: the fee follows domain/cancellation-policy unless the owner waives it; a card payment is
   * refunded minus the fee; the customer is mailed in the same transaction (booking-cancellation.service.ts).
   */
  async cancel({ bookingId, waiveFee }: CancelBookingDto, actor: HistoryActor): Promise<BookingCancelled> {
    const { feeCents, refund } = await this.cancellation.cancel(bookingId, { actor, waiveFee: waiveFee === true });
    const fee = feeCents > 0 ? `A cancellation fee of ${formatUsd(feeCents)} applies.` : 'No cancellation fee applies.';
    const refunded = refund
      ? ` ${formatUsd(refund.amountCents)} ${refund.status === 'simulated' ? 'refund simulated (test mode)' : 'is refunded to the card'}.`
      : '';
    return { success: true, message: `Booking cancelled. ${fee}${refunded}`, fee: centsToDollars(feeCents), ...(refund && { refund: toRefundView(refund) }) };
  }

  /**
   * PATCH /api/bookings/{id}. A new date, time or place is planned like a new booking (start, end, driver hold,
   * delivery window, the drives from and to the day's other jobs) and checked against the schedule without the
   * booking itself; the day's lock and the database's exclusion constraint decide a race.
   */
  async edit(id: string, dto: EditBookingDto, actor: HistoryActor): Promise<AdminBookingSaved> {
    // Set when the edit cancels: its refund is sent once the edit committed.
    await this.changeWithSlotGuard(id, async (manager, booking, guard) => {
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const set: BookingEdit = {};
      const note = (field: string, from: unknown, to: unknown) => (changes[field] = { from, to });

      const placesBefore = [booking.pickupLocation, booking.destinationLocation].join('\n');
      if (dto.pickup !== undefined && dto.pickup !== booking.pickupLocation) {
        note('pickup', booking.pickupLocation, dto.pickup);
        set.pickupLocation = booking.pickupLocation = dto.pickup;
      }
      if (dto.destination !== undefined && dto.destination !== booking.destinationLocation) {
        note('destination', booking.destinationLocation, dto.destination);
        set.destinationLocation = booking.destinationLocation = dto.destination;
      }
      if (dto.notes !== undefined && dto.notes !== booking.notes) {
        note('notes', booking.notes, dto.notes);
        set.notes = booking.notes = dto.notes;
      }
      if (dto.total_price !== undefined && dollarsToCents(dto.total_price) !== booking.totalCents) {
        const cents = dollarsToCents(dto.total_price);
        note('total_price', centsToDollars(booking.totalCents), centsToDollars(cents));
        // The breakdown keeps summing to the total.
        booking.priceBreakdown = [...booking.priceBreakdown, { label: OWNER_ADJUSTMENT_LABEL, amountCents: cents - booking.totalCents }];
        set.priceBreakdown = booking.priceBreakdown;
        set.totalCents = booking.totalCents = cents;
      }

      const date = dto.booking_date ?? booking.serviceDate;
      const time = dto.booking_time ?? booking.serviceTime;
      const moved = date !== booking.serviceDate || time !== booking.serviceTime;
      const movedFrom = { serviceDate: booking.serviceDate, serviceTime: booking.serviceTime };
      // New places change the drives to and from the day's other jobs: a booking still ahead is checked where it stands.
      const relocated = [booking.pickupLocation, booking.destinationLocation].join('\n') !== placesBefore;
      if (moved || (relocated && booking.startsAt !== null && booking.startsAt > this.clock.now())) {
        const slot = date && time ? slotRequestOf(booking, date, time) : null;
        if (!slot || !isScheduled(slot)) throw new BookingNotSchedulableError();
        const plan = this.availability.plan(slot);
        // A live booking must fit where it moves; a cancelled one is checked if and when it is revived.
        if (booking.status !== 'cancelled' && dto.status !== 'cancelled') {
          guard.slot = slot;
          await this.availability.assertBookable(manager, slot, plan, { excludeBookingId: booking.id });
        }
        if (date !== booking.serviceDate) note('booking_date', booking.serviceDate, date);
        if (time !== booking.serviceTime) note('booking_time', booking.serviceTime, time);
        Object.assign(set, scheduleColumns(date!, time!, plan));
        Object.assign(booking, { serviceDate: date, serviceTime: time, startsAt: plan.start, endsAt: plan.end });
      }

      // A booking cancelled in the same edit is told of the cancellation only.
      const tellMove = moved && dto.status !== 'cancelled';
      await this.writer.edit(manager, booking, set, changes, actor, this.clock.now(), tellMove ? { movedFrom } : {});
      if (dto.status !== undefined && dto.status !== booking.status) {
        if (dto.status === 'cancelled') await this.cancellation.cancelLocked(manager, booking, { actor });
        else await this.changeStatus(manager, booking, dto.status, actor, guard);
      }
    });
    return { success: true, message: 'Booking updated', booking: this.adminView(await this.findWithCustomer(id)) };
  }

  /** POST /api/admin/bookings: a booking taken by phone, through create-booking's own path. */
  async createByPhone({ paymentMethod, ...request }: AdminCreateBookingDto, actor: HistoryActor): Promise<AdminBookingSaved> {
    const booking = await this.bookings.createBooking(request, { phone: { actor, paymentMethod } });
    return { success: true, message: 'Booking created', booking: this.adminView(await this.findWithCustomer(booking.id)) };
  }

  /** GET /api/bookings/{id}/history: every change, oldest first, and the mails about the booking (texts are in the Messages list). */
  async history(id: string): Promise<BookingHistoryResponse> {
    if (!(await this.bookingsRepo.exists({ where: { id } }))) throw new BookingNotFoundError();
    const entries = await this.dataSource.getRepository(BookingHistory).find({ where: { bookingId: id }, order: { at: 'ASC', id: 'ASC' } });
    const mails: {
      kind: string;
      to: string;
      status: MailStatus;
      attempts: number;
      sent_at: Date | null;
      last_error: string | null;
      created_at: Date;
    }[] = await this.dataSource.query(
      `SELECT kind, to_address AS to, status, attempts, sent_at, last_error, created_at FROM mail_outbox WHERE booking_id = $1 AND channel = 'mail' ORDER BY created_at, kind`,
      [id],
    );
    return {
      entries: entries.map((entry) => ({ id: entry.id, at: entry.at.toISOString(), actor: entry.actor, action: entry.action, changes: entry.changes })),
      mails: mails.map((mail) => ({
        kind: mail.kind,
        to: mail.to,
        status: mail.status,
        attempts: mail.attempts,
        queuedAt: new Date(mail.created_at).toISOString(),
        sentAt: mail.sent_at ? new Date(mail.sent_at).toISOString() : null,
        lastError: mail.last_error,
      })),
    };
  }

  /** Any status but 'cancelled'. Reviving a cancelled booking that is still ahead re-checks its slot. */
  private async changeStatus(
    manager: EntityManager,
    booking: Booking,
    status: Exclude<BookingStatus, 'cancelled'>,
    actor: HistoryActor,
    guard: SlotGuard,
  ): Promise<void> {
    if (booking.status === 'cancelled' && booking.startsAt && booking.startsAt > this.clock.now() && booking.serviceDate && booking.serviceTime) {
      const slot = slotRequestOf(booking, booking.serviceDate, booking.serviceTime);
      if (isScheduled(slot)) {
        guard.slot = slot;
        await this.availability.assertBookable(manager, slot, this.availability.plan(slot), { excludeBookingId: booking.id });
      }
    }
    await this.writer.changeStatus(manager, booking, status, actor, this.clock.now());
  }

  /**
   * Runs `change` on the locked booking in one transaction. When PostgreSQL's exclusion constraint refuses
   * the new driver hold (a race the pre-check could not see), answers like the availability check would.
   */
  private async changeWithSlotGuard(id: string, change: (manager: EntityManager, booking: Booking, guard: SlotGuard) => Promise<void>): Promise<void> {
    const guard: SlotGuard = { slot: null };
    try {
      await this.dataSource.transaction(async (manager) => change(manager, await lockBooking(manager, id), guard));
    } catch (error) {
      if (violatedConstraint(error) !== 'bookings_no_overlapping_driver_holds') throw error;
      if (guard.slot) throw await this.availability.slotTakenError(guard.slot, id);
      throw new SlotUnavailableError('SLOT_TAKEN', 'This time slot is already booked. Please select another time.');
    }
  }

  private async findWithCustomer(id: string): Promise<Booking> {
    const booking = await this.withCustomer().where('b.id = :id', { id }).getOne();
    if (!booking) throw new BookingNotFoundError();
    return booking;
  }

  private withCustomer() {
    return this.bookingsRepo.createQueryBuilder('b').leftJoinAndSelect('b.customer', 'customer');
  }
}

interface SlotGuard {
  /** The slot last checked in the transaction, for the answer when the database refuses it. */
  slot: ScheduledSlot | null;
}

/** Searched text is matched literally: % and _ are not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
