import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { Returns } from '../common/api-contract.js';
import { BookingPath, CheckoutHold, CreateBookingRequest, CreateBookingResponse, PublicBooking } from '../contracts/public-booking.contract.js';
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
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'one per submitted form; a retry with the same key answers with the booking the first request made',
  })
  @Returns(CreateBookingResponse, { status: 201 })
  create(
    @Body({ schema: CreateBookingRequest }) dto: CreateBookingDto,
    @Headers() headers: IdempotencyKeyHeader,
    @Ip() clientAddress: string,
  ): Promise<CreateBookingResponse> {
    return this.bookings.create(dto, { idempotencyKey: headers['idempotency-key'], clientAddress });
  }

  @Get('bookings/:id')
  @Returns(PublicBooking)
  find(@Param({ schema: BookingPath }) { id }: BookingIdParam): Promise<PublicBooking> {
    return this.bookings.findForCheckout(id);
  }

  /** The customer reached the payment form: the slot is held for the full payment time. */
  @Post('bookings/:id/checkout')
  @HttpCode(200)
  @Returns(CheckoutHold)
  openCheckout(@Param({ schema: BookingPath }) { id }: BookingIdParam): Promise<CheckoutHold> {
    return this.bookings.openCheckout(id);
  }
}
