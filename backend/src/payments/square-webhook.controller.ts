import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SquareWebhookService } from './square-webhook.service.js';

/** The body parser keeps the exact bytes (app-setup.ts) because the signature covers them. */
type RawBodyRequest = Request & { rawBody?: Buffer };

@Controller()
export class SquareWebhookController {
  constructor(private readonly webhooks: SquareWebhookService) {}

  @Post('square/webhook')
  @HttpCode(200)
  receive(@Req() request: RawBodyRequest, @Headers('x-square-hmacsha256-signature') signature?: string) {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
