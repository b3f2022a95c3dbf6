import { Inject, Injectable, Logger } from '@nestjs/common';
import twilio from 'twilio';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { TwilioStatusReceipt } from '../contracts/outbox.contract.js';
import { spanishKeywordReply } from './keyword-replies.js';
import { InvalidTwilioSignatureError, TextsOffError } from './message-errors.js';
import { OutboxStore } from './outbox-store.service.js';
import { toE164 } from './phone-e164.js';
import { keywordOf } from './text-keywords.js';
import { TEXT_SETTINGS, type TextSettings } from './text-settings.js';
import { TextOptOuts } from './text-opt-outs.service.js';
import { isValidTwilioSignature, publicUrlOf } from './twilio-signature.js';

/** A webhook request as Twilio sent it: the path and query it came to, its form fields, its X-Twilio-Signature. */
export interface TwilioWebhookRequest {
  /** e.g. '/api/twilio/status' (Fastify's request.url). */
  url: string;
  /** The parsed body: a form's fields (URLSearchParams, twilio-form-body.ts); any other body counts as no fields. */
  body: unknown;
  signature: string | undefined;
}

/**
 * Twilio's two webhooks: the status callback of every text we send, and the texts people send to TWILIO_FROM (a STOP
 * reply). Both are public routes whose only credential is Twilio's signature, made with the account's auth token.
 */
@Injectable()
export class TwilioWebhooksService {
  private readonly logger = new Logger('TwilioWebhooks');

  constructor(
    @Inject(TEXT_SETTINGS) private readonly settings: TextSettings,
    private readonly store: OutboxStore,
    private readonly optOuts: TextOptOuts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** POST /api/twilio/status */
  async statusReport(request: TwilioWebhookRequest): Promise<TwilioStatusReceipt> {
    const fields = this.verified(request);
    const sid = fields.MessageSid ?? fields.SmsSid;
    const status = fields.MessageStatus ?? fields.SmsStatus;
    if (!sid || !status) return { received: true, outcome: 'ignored' };
    const code = /^\d{1,9}$/.test(fields.ErrorCode ?? '') ? Number(fields.ErrorCode) : null;
    return { received: true, outcome: await this.store.applyStatusReport(sid, status, code) };
  }

  /**
   * POST /api/twilio/inbound: an opt-out word (STOP, PARAR, ALTO and Twilio's others) stops texts to the sender, an
   * opt-in word (START, INICIAR) undoes it. Answers TwiML: empty for Twilio's English keywords, which Twilio itself
   * confirms, and with our Spanish answer for a Spanish one (keyword-replies.ts).
   */
  async inbound(request: TwilioWebhookRequest): Promise<string> {
    const fields = this.verified(request);
    const from = toE164(fields.From ?? '');
    const reply = keywordOf(fields.Body ?? '');
    if (from && reply?.keyword === 'opt-out') await this.optOuts.optOut(from);
    if (from && reply?.keyword === 'opt-in') await this.optOuts.optIn(from);
    if (reply) this.logger.log({ msg: KEYWORD_LOG[reply.keyword], language: reply.language, sid: fields.MessageSid });
    const answer = new twilio.twiml.MessagingResponse();
    if (reply?.language === 'es') {
      const { BUSINESS_NAME, OWNER_PHONE, OWNER_EMAIL } = this.config.env;
      answer.message(spanishKeywordReply(reply.keyword, { businessName: BUSINESS_NAME, phone: OWNER_PHONE, email: OWNER_EMAIL }));
    }
    return answer.toString();
  }

  private verified(request: TwilioWebhookRequest): Record<string, string> {
    const account = this.settings.twilio;
    if (!account) throw new TextsOffError();
    const fields = formFields(request.body);
    const url = publicUrlOf(this.settings.publicBaseUrl, request.url);
    if (!isValidTwilioSignature({ authToken: account.authToken, url, params: fields, signature: request.signature })) throw new InvalidTwilioSignatureError();
    return fields;
  }
}

const KEYWORD_LOG = {
  'opt-out': 'texts stopped by the recipient',
  'opt-in': 'texts allowed again by the recipient',
  help: 'help asked for by text',
} as const;

/**
 * The fields of a form body, in a record without a prototype (a field may be named '__proto__'); a repeated field keeps
 * its last value (Twilio repeats none). A JSON body has no fields: Twilio signs forms, so it fails the signature check.
 */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (body instanceof URLSearchParams) for (const [name, value] of body) fields[name] = value;
  return fields;
}
