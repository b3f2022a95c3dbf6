import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { BookingPath } from '../contracts/public-booking.contract.js';
import { NextTrip, TripMoveRequest, TripState } from '../contracts/trip.contract.js';
import type { HistoryActor } from './booking-history.entity.js';
import { BookingIdParam } from './dto/booking-id.param.js';
import { TripMoveDto } from './dto/trip.dto.js';
import { OwnerActor } from './owner-actor.decorator.js';
import { TripProgress } from './trip-progress.service.js';

/** The owner's taps on a booking's trip, from the phone between jobs. Every route requires the owner session. */
@Controller('admin')
@UseGuards(AuthenticatedGuard)
export class TripController {
  constructor(private readonly trips: TripProgress) {}

  /** The job the big button is for today, and where its trip stands. */
  @Get('trip/next')
  @Returns(NextTrip)
  next(): Promise<NextTrip> {
    return this.trips.next();
  }

  @Post('bookings/:id/trip')
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
  @Post('bookings/:id/trip/undo')
  @HttpCode(200)
  @Returns(TripState)
  undo(@Param({ schema: BookingPath }) { id }: BookingIdParam, @OwnerActor() actor: HistoryActor): Promise<TripState> {
    return this.trips.undo(id, actor);
  }
}
