import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ProcessPaymentDto } from './dto/process-payment.dto.js';
import { PaymentsService } from './payments.service.js';

/** Customer-facing card payment routes; no login, the booking id is the key. */
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('square/config')
  config() {
    return this.payments.config();
  }

  @Post('process-square-payment')
  @HttpCode(200)
  pay(@Body() dto: ProcessPaymentDto) {
    return this.payments.pay(dto);
  }
}
