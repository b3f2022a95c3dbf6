import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { BookingsService } from './bookings.service.js';
import { CreateBookingDto } from './dto/create-booking.dto.js';
import { BookingIdParam, type IdempotencyKeyHeader } from './dto/booking-id.param.js';

/** Customer-facing booking routes: no login; a booking is read only by its unguessable id. */
@Controller()
export class PublicBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post('create-booking')
  @HttpCode(201)
  create(@Body() dto: CreateBookingDto, @Headers() headers: IdempotencyKeyHeader) {
    return this.bookings.create(dto, headers['idempotency-key']);
  }

  @Get('bookings/:id')
  find(@Param() { id }: BookingIdParam) {
    return this.bookings.findForCheckout(id);
  }
}
