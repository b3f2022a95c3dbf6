import { Body, Controller, Get, Header, Headers, HttpCode, Ip, Param, Post, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Returns } from '../common/api-contract.js';
import { BookingPath, CheckoutHold, CreateBookingRequest, CreateBookingResponse, PublicBooking } from '../contracts/public-booking.contract.js';
import { RateLimit } from '../common/rate-limit.js';
import { BookingsService } from './bookings.service.js';
import { CreateBookingDto } from './dto/create-booking.dto.js';
import { BookingIdParam, type CreateBookingHeaders } from './dto/booking-id.param.js';

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
    @Headers() headers: CreateBookingHeaders,
    @Ip() clientAddress: string,
  ): Promise<CreateBookingResponse> {
    return this.bookings.create(dto, { idempotencyKey: headers['idempotency-key'], acceptLanguage: headers['accept-language'], clientAddress });
  }

  @Get('bookings/:id')
  @Returns(PublicBooking)
  find(@Param({ schema: BookingPath }) { id }: BookingIdParam): Promise<PublicBooking> {
    return this.bookings.findForCheckout(id);
  }

  /**
   * The booking as a calendar file ('Add to calendar'); the id is the credential, as for the booking itself.
   * The content type is set only once the file is built, so an unknown id still gets the JSON 404.
   */
  @Get('bookings/:id/calendar.ics')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    description: 'the booking as an iCalendar file (RFC 5545) with one event, as a download',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  async calendar(@Param({ schema: BookingPath }) { id }: BookingIdParam, @Res({ passthrough: true }) response: FastifyReply): Promise<string> {
    const file = await this.bookings.calendarFile(id);
    response.type('text/calendar; charset=utf-8').header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.text;
  }

  /** The customer reached the payment form: the slot is held for the full payment time. */
  @Post('bookings/:id/checkout')
  @HttpCode(200)
  @Returns(CheckoutHold)
  openCheckout(@Param({ schema: BookingPath }) { id }: BookingIdParam): Promise<CheckoutHold> {
    return this.bookings.openCheckout(id);
  }
}
