import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import type { HistoryActor } from '../bookings/booking-history.entity.js';
import { BookingIdParam } from '../bookings/dto/booking-id.param.js';
import { OwnerActor } from '../bookings/owner-actor.decorator.js';
import {
  BookingPaymentsResponse,
  HandPaymentRecorded,
  HandPaymentRequest,
  OwnerRefundDone,
  OwnerRefundRequest,
  PayLinkRequest,
  PayLinkSent,
  PaymentsList,
  PaymentsListQuery,
} from '../contracts/money.contract.js';
import { BookingPath } from '../contracts/public-booking.contract.js';
import { HandPaymentDto, OwnerRefundDto, PayLinkDto, PaymentsListQueryDto } from './dto/owner-money.dto.js';
import { OwnerMoneyService } from './owner-money.service.js';

/** The owner's money routes; every one requires the owner session. */
@Controller('admin')
@UseGuards(AuthenticatedGuard)
export class OwnerMoneyController {
  constructor(private readonly money: OwnerMoneyService) {}

  @Get('bookings/:id/payments')
  @Returns(BookingPaymentsResponse)
  bookingPayments(@Param({ schema: BookingPath }) { id }: BookingIdParam): Promise<BookingPaymentsResponse> {
    return this.money.bookingPayments(id);
  }

  @Post('bookings/:id/refunds')
  @HttpCode(201)
  @Returns(OwnerRefundDone, { status: 201 })
  refund(
    @Param({ schema: BookingPath }) { id }: BookingIdParam,
    @Body({ schema: OwnerRefundRequest }) dto: OwnerRefundDto,
    @OwnerActor() actor: HistoryActor,
  ): Promise<OwnerRefundDone> {
    return this.money.refund(id, dto, actor);
  }

  @Post('bookings/:id/payments')
  @HttpCode(201)
  @Returns(HandPaymentRecorded, { status: 201 })
  recordHandPayment(
    @Param({ schema: BookingPath }) { id }: BookingIdParam,
    @Body({ schema: HandPaymentRequest }) dto: HandPaymentDto,
    @OwnerActor() actor: HistoryActor,
  ): Promise<HandPaymentRecorded> {
    return this.money.recordHandPayment(id, dto, actor);
  }

  @Post('bookings/:id/pay-link')
  @HttpCode(200)
  @Returns(PayLinkSent)
  sendPayLink(
    @Param({ schema: BookingPath }) { id }: BookingIdParam,
    @Body({ schema: PayLinkRequest }) dto: PayLinkDto,
    @OwnerActor() actor: HistoryActor,
  ): Promise<PayLinkSent> {
    return this.money.sendPayLink(id, dto, actor);
  }

  @Get('payments')
  @Returns(PaymentsList)
  list(@Query({ schema: PaymentsListQuery }) query: PaymentsListQueryDto): Promise<PaymentsList> {
    return this.money.list(query);
  }
}
