import { z } from 'zod';
import { Instant } from './wire.js';

// The outbox of every outgoing message (mails and texts) as the owner sees it, and Twilio's webhooks.

/**
 * queued: waiting for (another) try; sent: handed to the mail server or accepted by Twilio; failed: given up on;
 * withdrawn: not sent, because a later change of its booking made it wrong (a reminder for a cancelled job).
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'withdrawn'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** mail: e-mail over SMTP; text: a text message through Twilio. */
export const OUTBOX_CHANNELS = ['mail', 'text'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** GET /api/admin/outbox: newest first, 20 to a page. */
export const OutboxQuery = z
  .strictObject({
    status: z.enum(OUTBOX_STATUSES).optional().describe('only messages with this status'),
    channel: z.enum(OUTBOX_CHANNELS).optional().describe('only mails or only texts'),
    page: z.coerce.number().int().min(1).optional().describe('1-based page number; default 1'),
  })
  .meta({ id: 'OutboxQuery' });
export type OutboxQuery = z.infer<typeof OutboxQuery>;

/** One message as the owner reads it; never its body (a customer's private link may be in it). */
export const OutboxMessage = z
  .strictObject({
    id: z.string(),
    channel: z.enum(OUTBOX_CHANNELS),
    kind: z.string().describe("what it is, e.g. 'booking-received' or 'reminder-text'"),
    to: z.string().describe('an e-mail address, or a phone number in E.164 form'),
    summary: z.string().describe("a mail's subject, or the first words of a text (private links cut out)"),
    status: z.enum(OUTBOX_STATUSES),
    providerStatus: z.string().nullable().describe("Twilio's last report on a text (queued, sent, delivered, undelivered, failed); null for mails"),
    attempts: z.number().int().nonnegative().describe('tries so far (since the last "send again")'),
    lastError: z.string().nullable().describe('why the last try failed, or why it was withdrawn; null once sent'),
    queuedAt: Instant,
    sentAt: Instant.nullable(),
    failedAt: Instant.nullable(),
    nextAttemptAt: Instant.nullable().describe('when a queued message is tried next; null unless queued'),
    resentAt: Instant.nullable().describe('when the owner last sent it again'),
    bookingId: z.string().nullable(),
    bookingReference: z.string().nullable().describe("the booking's reference as shown to people, e.g. '254-K7Q2XM'"),
    canResend: z.boolean().describe('whether "send again" is offered: failed, and able to go again'),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** GET /api/admin/outbox */
export const OutboxPage = z
  .strictObject({
    textsEnabled: z.boolean().describe('false: no Twilio settings, no text is queued or sent'),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().nonnegative().describe('messages matching the filters'),
    counts: z
      .strictObject({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int(), withdrawn: z.number().int() })
      .describe('all messages by status'),
    messages: z.array(OutboxMessage),
  })
  .meta({ id: 'OutboxPage' });
export type OutboxPage = z.infer<typeof OutboxPage>;

/** The path of POST /api/admin/outbox/{id}/resend. */
export const OutboxMessagePath = z.strictObject({ id: z.guid().describe("the message's id") });
export type OutboxMessagePath = z.infer<typeof OutboxMessagePath>;

/** POST /api/admin/outbox/{id}/resend: the message, queued again and due now. */
export const OutboxMessageResent = z.strictObject({ success: z.literal(true), message: OutboxMessage }).meta({ id: 'OutboxMessageResent' });
export type OutboxMessageResent = z.infer<typeof OutboxMessageResent>;

/** POST /api/twilio/status: Twilio's report on a text's progress (form-encoded, signed with X-Twilio-Signature). */
export const TwilioStatusCallback = z
  .looseObject({
    AccountSid: z.string(),
    MessageSid: z.string(),
    MessageStatus: z.string().describe('queued, sending, sent, delivered, undelivered, failed, …'),
    ErrorCode: z.string().optional().describe('set when undelivered or failed, e.g. 30003'),
    To: z.string(),
    From: z.string(),
  })
  .meta({ id: 'TwilioStatusCallback' });

/** What a status report did: recorded, ignored (stale or unknown status), failed (the text became failed), or no such text. */
export const TwilioStatusReceipt = z
  .strictObject({ received: z.literal(true), outcome: z.enum(['recorded', 'ignored', 'failed', 'unknown-message']) })
  .meta({ id: 'TwilioStatusReceipt' });
export type TwilioStatusReceipt = z.infer<typeof TwilioStatusReceipt>;

/** POST /api/twilio/inbound: a text someone sent to TWILIO_FROM (form-encoded, signed with X-Twilio-Signature). */
export const TwilioInboundMessage = z
  .looseObject({
    AccountSid: z.string(),
    MessageSid: z.string(),
    From: z.string().describe('the sender, E.164'),
    To: z.string(),
    Body: z.string().describe('STOP (and the other opt-out words) stops texts to the sender; START undoes it'),
  })
  .meta({ id: 'TwilioInboundMessage' });
