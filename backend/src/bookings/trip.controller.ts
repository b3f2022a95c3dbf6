import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { BookingPath } from '../contracts/public-booking.contract.js';
import { TripMoveRequest, TripState } from '../contracts/trip.contract.js';
import type { HistoryActor } from './booking-history.entity.js';
import { BookingIdParam } from './dto/booking-id.param.js';
import { TripMoveDto } from './dto/trip.dto.js';
import { OwnerActor } from './owner-actor.decorator.js';
import { TripProgress } from './trip-progress.service.js';

/** The owner's taps on a booking's trip, from the phone between jobs. Every route requires the owner session. */
@Controller('admin/bookings/:id/trip')
@UseGuards(AuthenticatedGuard)
export class TripController {
  constructor(private readonly trips: TripProgress) {}

  @Post()
  @HttpCode(200)
  @Returns(TripState)
  move(
    @Param({ schema: BookingPath }) { id }: BookingIdParam,
    @Body({ schema: TripMoveRequest }) dto: TripMoveDto,
    @OwnerActor() actor: HistoryActor,
  ): Promise<TripState> {
    return this.trips.move(id, dto, actor);
  }

  /** Takes back the last tap within a minute (a thumb slips between jobs). */
  @Post('undo')
  @HttpCode(200)
  @Returns(TripState)
  undo(@Param({ schema: BookingPath }) { id }: BookingIdParam, @OwnerActor() actor: HistoryActor): Promise<TripState> {
    return this.trips.undo(id, actor);
  }
}
