import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { LiveBookingPolicy } from '../config/live-booking-policy.js';
import type { TripState } from '../contracts/trip.contract.js';
import { bookingStatusAtStage, canUndoTripMove, nextTripStages, noShowAllowedAt, TRIP_UNDO_SECONDS } from '../domain/trip-progress.js';
import { lockBooking } from './booking-cancellation.service.js';
import type { HistoryActor } from './booking-history.entity.js';
import type { Booking } from './booking.entity.js';
import { BookingWriter } from './booking-writer.service.js';
import type { TripMoveDto } from './dto/trip.dto.js';

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
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** POST /api/admin/bookings/{id}/trip */
  async move(bookingId: string, { to, failureReason, position }: TripMoveDto, actor: HistoryActor): Promise<TripState> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await lockBooking(manager, bookingId);
      const at = this.clock.now();
      const tap = {
        to,
        failureReason: failureReason ?? null,
        position: position ? { lat: position.lat, lng: position.lng, accuracyMeters: position.accuracyMeters ?? null } : null,
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
      failureReason: booking.tripFailureReason,
      nextStages: [...nextTripStages(booking.serviceType, stage)],
      noShowFrom: noShowFrom?.toISOString() ?? null,
      undoUntil: undoable ? new Date(stageAt.getTime() + TRIP_UNDO_SECONDS * 1000).toISOString() : null,
    };
  }
}
