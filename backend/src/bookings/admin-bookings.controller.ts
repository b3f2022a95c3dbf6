import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import type { HistoryActor } from './booking-history.entity.js';
import { AdminCreateBookingDto, BookingSearchQuery, CancelBookingDto, EditBookingDto, UpdateBookingStatusDto } from './dto/admin-booking.dto.js';
import { BookingIdParam } from './dto/booking-id.param.js';
import { OwnerActor } from './owner-actor.decorator.js';

/**
 * The owner's booking routes. Every route here requires the owner session. Registered before the public
 * controller so 'bookings/past-year' is not taken for a booking id.
 */
@Controller()
@UseGuards(AuthenticatedGuard)
export class AdminBookingsController {
  constructor(private readonly admin: AdminBookingsService) {}

  @Get('bookings')
  list(@Query() { search }: BookingSearchQuery) {
    return this.admin.list(search);
  }

  @Get('bookings/past-year')
  pastYear() {
    return this.admin.listPastYear();
  }

  @Get('bookings/:id/history')
  history(@Param() { id }: BookingIdParam) {
    return this.admin.history(id);
  }

  @Patch('bookings/:id')
  edit(@Param() { id }: BookingIdParam, @Body() dto: EditBookingDto, @OwnerActor() actor: HistoryActor) {
    return this.admin.edit(id, dto, actor);
  }

  @Post('update-booking-status')
  @HttpCode(200)
  updateStatus(@Body() dto: UpdateBookingStatusDto, @OwnerActor() actor: HistoryActor) {
    return this.admin.updateStatus(dto, actor);
  }

  @Post('cancel-booking')
  @HttpCode(200)
  cancel(@Body() { bookingId }: CancelBookingDto, @OwnerActor() actor: HistoryActor) {
    return this.admin.cancel(bookingId, actor);
  }

  @Post('admin/bookings')
  @HttpCode(201)
  createByPhone(@Body() dto: AdminCreateBookingDto, @OwnerActor() actor: HistoryActor) {
    return this.admin.createByPhone(dto, actor);
  }
}
