import { Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Returns } from '../common/api-contract.js';
import { TwilioInboundMessage, TwilioStatusCallback, TwilioStatusReceipt } from '../contracts/outbox.contract.js';
import { TwilioWebhooksService } from './twilio-webhooks.service.js';

/** Twilio's webhooks: public, form-encoded (twilio-form-body.ts), each checked against X-Twilio-Signature. */
@Controller('twilio')
export class TwilioWebhooksController {
  constructor(private readonly webhooks: TwilioWebhooksService) {}

  @Post('status')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @Returns(TwilioStatusReceipt)
  status(
    @Body({ schema: TwilioStatusCallback }) body: unknown,
    @Req() request: FastifyRequest /* the signed URL is the one the request came to */,
    @Headers('x-twilio-signature') signature?: string,
  ): Promise<TwilioStatusReceipt> {
    return this.webhooks.statusReport({ url: request.url, body, signature });
  }

  /** The content type is set only once the request is verified, so a refusal still gets the JSON error. */
  @Post('inbound')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'empty TwiML: no reply of our own', content: { 'text/xml': { schema: { type: 'string' } } } })
  async inbound(
    @Body({ schema: TwilioInboundMessage }) body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
    @Headers('x-twilio-signature') signature?: string,
  ): Promise<string> {
    const twiml = await this.webhooks.inbound({ url: request.url, body, signature });
    response.type('text/xml; charset=utf-8');
    return twiml;
  }
}
