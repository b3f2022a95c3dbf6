import { z } from 'zod';
import { Dollars } from './wire.js';

/** GET /api/square/config: the card form's settings. 'test' (testMode true) means no Square credentials: simulated cards only. */
export const SquareConfig = z
  .strictObject({
    environment: z.enum(['sandbox', 'production', 'test']),
    applicationId: z.string().nullable(),
    locationId: z.string().nullable(),
    testMode: z.boolean(),
  })
  .meta({ id: 'SquareConfig' });
export type SquareConfig = z.infer<typeof SquareConfig>;

/** POST /api/process-square-payment: one booking is charged at most once, whatever the retries. */
export const PaymentRequest = z
  .strictObject({
    sourceId: z.string().describe("card nonce from Square's card form, or 'test-card-ok' / 'test-card-declined' in test mode"),
    amount: Dollars.describe("US dollars; must equal the booking's total"),
    bookingId: z.string(),
    customerEmail: z.string().nullable().optional().describe("receipt address; the booking's e-mail when empty"),
  })
  .meta({ id: 'PaymentRequest' });
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/** POST /api/process-square-payment: the payment that paid the booking. */
export const PaymentResponse = z
  .strictObject({
    success: z.literal(true),
    subscriptionCode: z.string().nullable().describe('set when the booking bought a plan: the code that carries its rides'),
    payment: z.strictObject({
      id: z.string(),
      status: z.string().describe("the processor's status, e.g. 'COMPLETED'"),
      method: z.enum(['card', 'test']),
      receiptUrl: z.string().optional(),
    }),
  })
  .meta({ id: 'PaymentResponse' });
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** The parts of a Square `payment.*` object we read (snake_case, as Square sends it); the rest is ignored. */
const SquarePayment = z.looseObject({
  id: z.string().optional(),
  status: z.string().optional().describe("'COMPLETED', 'FAILED' and 'CANCELED' change the booking"),
  reference_id: z.string().optional().describe('the booking id the payment was made for'),
  amount_money: z.looseObject({ amount: z.number().optional().describe('cents') }).optional(),
  receipt_url: z.string().optional(),
  card_details: z.looseObject({ card: z.looseObject({ card_brand: z.string().optional(), last_4: z.string().optional() }).optional() }).optional(),
});
export type SquarePayment = z.infer<typeof SquarePayment>;

/** The parts of a Square `refund.*` object we read (snake_case, as Square sends it). */
const SquareRefund = z.looseObject({
  id: z.string().optional(),
  status: z.string().optional().describe("'PENDING', 'COMPLETED', 'REJECTED' or 'FAILED'"),
  payment_id: z.string().optional().describe('the refunded payment'),
  amount_money: z.looseObject({ amount: z.number().optional().describe('cents') }).optional(),
});
export type SquareRefund = z.infer<typeof SquareRefund>;

/**
 * POST /api/square/webhook: an event from Square, signed over its exact bytes (x-square-hmacsha256-signature).
 * `payment.created` and `payment.updated` change a booking's payment, `refund.created` and `refund.updated` settle the
 * refund of a cancellation; each event id is applied once.
 */
export const SquareWebhookEvent = z
  .looseObject({
    event_id: z.string(),
    type: z.string(),
    data: z.looseObject({ object: z.looseObject({ payment: SquarePayment.optional(), refund: SquareRefund.optional() }).optional() }).optional(),
  })
  .meta({ id: 'SquareWebhookEvent' });
export type SquareWebhookEvent = z.infer<typeof SquareWebhookEvent>;

/**
 * What applying an event did to its booking ('refund-*': to the refund of its cancellation; 'no-refund': none matched;
 * 'fee-paid': the cancellation fee it owed was paid).
 */
const WEBHOOK_OUTCOMES = [
  'paid',
  'fee-paid',
  'failed',
  'ignored',
  'no-booking',
  'already-paid',
  'duplicate-payment',
  'amount-mismatch',
  'payment-not-required',
  'refund-pending',
  'refund-completed',
  'refund-failed',
  'no-refund',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** POST /api/square/webhook: the event was received; a redelivered one is acknowledged without being applied again. */
export const WebhookReceipt = z
  .union([
    z.strictObject({ received: z.literal(true), duplicate: z.literal(true) }),
    z.strictObject({ received: z.literal(true), duplicate: z.literal(false), outcome: z.enum(WEBHOOK_OUTCOMES) }),
  ])
  .meta({ id: 'WebhookReceipt' });
export type WebhookReceipt = z.infer<typeof WebhookReceipt>;
