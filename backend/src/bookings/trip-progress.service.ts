import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { LiveBookingPolicy } from '../config/live-booking-policy.js';
import { LiveSettings } from '../config/live-settings.js';
import type { NextTrip, TripPosition, TripState } from '../contracts/trip.contract.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { bookedTimeText } from '../domain/booked-time.js';
import { instantToZonedWallTime, localDayBoundsUtc } from '../domain/business-time.js';
import { driveMinutes } from '../domain/availability/travel-rules.js';
import { GeoService } from '../geo/geo.service.js';
import { bookingStatusAtStage, canUndoTripMove, nextTripStages, noShowAllowedAt, TRIP_ENDINGS, TRIP_UNDO_SECONDS } from '../domain/trip-progress.js';
import { lockBooking } from './booking-cancellation.service.js';
import type { HistoryActor } from './booking-history.entity.js';
import { Booking } from './booking.entity.js';
import { BookingWriter } from './booking-writer.service.js';
import type { TripMoveDto } from './dto/trip.dto.js';

/** How far ahead of now the big button looks for the next job, past the end of today. */
const NEXT_TRIP_HOURS = 12;

/**
 * The owner's taps on a trip from the phone: each in its own transaction on the locked booking, recorded by the
 * booking's writer (whose history entry the notifier tells of). Concurrent taps queue on the row lock, so twenty
 * 'completed' taps give one completion; the others are refused as the trip has ended.
 */
@Injectable()
export class TripProgress {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: BookingWriter,
    private readonly bookingPolicy: LiveBookingPolicy,
    private readonly geo: GeoService,
    private readonly settings: LiveSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** POST /api/admin/bookings/{id}/trip */
  async move(bookingId: string, { to, failureReason, position }: TripMoveDto, actor: HistoryActor): Promise<TripState> {
    // Measured before the row is locked: a map call must not hold the booking.
    const eta = to === 'on-the-way' ? await this.etaOf(bookingId, position ?? null) : null;
    return this.dataSource.transaction(async (manager) => {
      const booking = await lockBooking(manager, bookingId);
      const at = this.clock.now();
      const tap = {
        to,
        failureReason: failureReason ?? null,
        position: position ? { lat: position.lat, lng: position.lng, accuracyMeters: position.accuracyMeters ?? null } : null,
        eta: eta === null ? null : new Date(at.getTime() + eta * 60_000),
      };
      await this.writer.moveTrip(manager, booking, tap, { actor, at });
      return this.stateOf(booking, at);
    });
  }

  /** POST /api/admin/bookings/{id}/trip/undo */
  async undo(bookingId: string, actor: HistoryActor): Promise<TripState> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await lockBooking(manager, bookingId);
      const at = this.clock.now();
      await this.writer.undoTripMove(manager, booking, { actor, at });
      return this.stateOf(booking, at);
    });
  }

  /**
   * GET /api/admin/trip/next: the trip the owner's big button is for: one under way (tapped and not ended), else the
   * earliest confirmed job not started, from the start of the business-local today to its end or NEXT_TRIP_HOURS ahead,
   * whichever is later (a late-evening owner sees the early job after midnight). Plan purchases hold no trip.
   */
  async next(): Promise<NextTrip> {
    const now = this.clock.now();
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    const today = localDayBoundsUtc(instantToZonedWallTime(now, zone).date, zone);
    const start = today.start;
    const end = new Date(Math.max(today.end.getTime(), now.getTime() + NEXT_TRIP_HOURS * 60 * 60_000));
    const booking = await this.dataSource
      .getRepository(Booking)
      .createQueryBuilder('b')
      .where(`b.status = 'confirmed' AND b.service_type <> 'subscription' AND b.starts_at >= :start AND b.starts_at < :end`, { start, end })
      .andWhere(`(b.trip_stage IS NULL OR b.trip_stage NOT IN (:...endings))`, { endings: TRIP_ENDINGS })
      .orderBy('b.trip_stage IS NULL')
      .addOrderBy('b.starts_at')
      .addOrderBy('b.id')
      .getOne();
    if (!booking) return { job: null, trip: null };
    const job = {
      id: booking.id,
      reference: booking.reference,
      serviceType: booking.serviceType,
      timeText: bookedTimeText(booking, zone) ?? '',
      customerName: booking.fullName,
      phone: booking.phone,
      pickup: booking.pickupLocation,
      destination: booking.destinationLocation,
    };
    return { job, trip: this.stateOf(booking, now) };
  }

  /**
   * Minutes from where the driver is to the booking's pickup, by the road engine that prices trips: from the phone's
   * position, else from the day's previous drop-off before this job, else from the home base; null when the booking is
   * unknown or nothing could be measured (the customer is then told without a time).
   */
  private async etaOf(bookingId: string, position: TripPosition | null): Promise<number | null> {
    const [job]: { pickup_location: string; starts_at: Date | null; status: string; trip_stage: string | null }[] = await this.dataSource.query(
      `SELECT pickup_location, starts_at, status, trip_stage FROM bookings WHERE id = $1`,
      [bookingId],
    );
    // A tap the writer will refuse costs no map call (a provider may bill it).
    if (!job || job.status !== 'confirmed' || job.trip_stage !== null) return null;
    const from = position ? { lat: position.lat, lon: position.lng, label: 'the driver' } : await this.previousDropOff(bookingId, job.starts_at);
    const leg = await this.geo.driveTo(from, job.pickup_location);
    return leg ? driveMinutes(leg, this.settings.schedule) : null;
  }

  /** Where the driver last left a customer before this job on its day (a job's drop-off, or its place), or the home base. */
  private async previousDropOff(bookingId: string, startsAt: Date | null): Promise<string> {
    const home = this.settings.serviceArea.homeBase.label;
    if (!startsAt) return home;
    const [previous]: { place: string }[] = await this.dataSource.query(
      `SELECT COALESCE(NULLIF(btrim(destination_location), ''), pickup_location) AS place FROM bookings
        WHERE id <> $1 AND status IN ('confirmed', 'completed') AND ends_at <= $2 AND ends_at > $2::timestamptz - interval '12 hours'
        ORDER BY ends_at DESC LIMIT 1`,
      [bookingId, startsAt],
    );
    return previous?.place ?? home;
  }

  private stateOf(booking: Booking, now: Date): TripState {
    const { tripStage: stage, tripStageAt: stageAt, tripArrivedAt: arrivedAt } = booking;
    const noShowFrom = stage === 'arrived' ? noShowAllowedAt(arrivedAt, this.bookingPolicy.policy.noShowWaitMinutes) : null;
    const undoable = stage !== null && stageAt !== null && canUndoTripMove(stageAt, now);
    return {
      bookingId: booking.id,
      bookingStatus: bookingStatusAtStage(stage),
      stage,
      stageAt: stageAt?.toISOString() ?? null,
      arrivedAt: arrivedAt?.toISOString() ?? null,
      etaAt: booking.tripEtaAt?.toISOString() ?? null,
      failureReason: booking.tripFailureReason,
      nextStages: [...nextTripStages(booking.serviceType, stage)],
      noShowFrom: noShowFrom?.toISOString() ?? null,
      undoUntil: undoable ? new Date(stageAt.getTime() + TRIP_UNDO_SECONDS * 1000).toISOString() : null,
    };
  }
}
