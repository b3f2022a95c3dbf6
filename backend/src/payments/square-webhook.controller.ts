import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import type { RequestWithRawBody } from '../common/json-body-parser.js';
import { SquareWebhookService } from './square-webhook.service.js';
import { SquareWebhookEvent, WebhookReceipt } from '../contracts/payment.contract.js';

@Controller()
export class SquareWebhookController {
  constructor(private readonly webhooks: SquareWebhookService) {}

  @Post('square/webhook')
  @HttpCode(200)
  @Returns(WebhookReceipt)
  receive(
    // For the API docs only: the service reads the exact bytes instead.
    @Body({ schema: SquareWebhookEvent }) _event: unknown,
    @Req() request: RequestWithRawBody /* the body parser keeps the exact bytes: the signature covers them */,
    @Headers('x-square-hmacsha256-signature') signature?: string,
  ): Promise<WebhookReceipt> {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
