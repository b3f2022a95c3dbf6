import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RequestWithRawBody } from '../common/json-body-parser.js';
import { SquareWebhookService } from './square-webhook.service.js';

@Controller()
export class SquareWebhookController {
  constructor(private readonly webhooks: SquareWebhookService) {}

  @Post('square/webhook')
  @HttpCode(200)
  receive(
    @Req() request: RequestWithRawBody /* the body parser keeps the exact bytes: the signature covers them */,
    @Headers('x-square-hmacsha256-signature') signature?: string,
  ) {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
