import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { RateLimit } from '../common/rate-limit.js';
import { BookingsService } from './bookings.service.js';
import { CreateBookingDto } from './dto/create-booking.dto.js';
import { BookingIdParam, type IdempotencyKeyHeader } from './dto/booking-id.param.js';

/** Customer-facing booking routes: no login; a booking is read only by its unguessable id. */
@Controller()
export class PublicBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post('create-booking')
  @HttpCode(201)
  @RateLimit({
    bucket: 'create-booking',
    limit: 10,
    limitSetting: 'BOOKING_RATE_LIMIT_PER_HOUR',
    windowSeconds: 3600,
    message: 'Too many booking requests. Please wait a while and try again, or call us.',
  })
  create(@Body() dto: CreateBookingDto, @Headers() headers: IdempotencyKeyHeader, @Ip() clientAddress: string) {
    return this.bookings.create(dto, { idempotencyKey: headers['idempotency-key'], clientAddress });
  }

  @Get('bookings/:id')
  find(@Param() { id }: BookingIdParam) {
    return this.bookings.findForCheckout(id);
  }

  /** The customer reached the payment form: the slot is held for the full payment time. */
  @Post('bookings/:id/checkout')
  @HttpCode(200)
  openCheckout(@Param() { id }: BookingIdParam) {
    return this.bookings.openCheckout(id);
  }
}
