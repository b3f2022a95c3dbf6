import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ProcessPaymentDto } from './dto/process-payment.dto.js';
import { PaymentsService } from './payments.service.js';
import { Returns } from '../common/api-contract.js';
import { clientKey } from '../domain/client-limits.js';
import { PaymentRequest, PaymentResponse, SquareConfig } from '../contracts/payment.contract.js';

/** Customer-facing card payment routes; no login, the booking id is the key. */
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('square/config')
  @Returns(SquareConfig)
  config(): SquareConfig {
    return this.payments.config();
  }

  @Post('process-square-payment')
  @HttpCode(200)
  @Returns(PaymentResponse)
  pay(@Body({ schema: PaymentRequest }) dto: ProcessPaymentDto, @Ip() clientAddress: string): Promise<PaymentResponse> {
    return this.payments.pay(dto, clientKey(clientAddress));
  }
}
