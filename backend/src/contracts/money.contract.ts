import { z } from 'zod';
import { HAND_PAYMENT_METHODS, PAYMENT_PURPOSES } from '../domain/payment-methods.js';
import { Dollars, Instant, LocalDate } from './wire.js';

// The owner's money routes (backend/src/payments/owner-money.controller.ts): a booking's payments and refunds, money
// received by hand, payment links, and the payments list. Money is dollars on the wire; days are business-local.

const LedgerMethod = z.enum(['card', 'test', 'cash', 'check', 'other']);

export const LedgerRefund = z
  .strictObject({
    id: z.string(),
    purpose: z
      .enum(['cancellation', 'price-difference', 'owner', 'duplicate-payment'])
      .describe("'owner': the owner's refund; 'duplicate-payment': a second charge, refunded automatically"),
    amount: Dollars,
    status: z.enum(['pending', 'completed', 'failed', 'simulated']).describe("'simulated' in test mode: no card was charged"),
    reason: z.string(),
    requestedAt: Instant,
  })
  .meta({ id: 'LedgerRefund' });
export type LedgerRefund = z.infer<typeof LedgerRefund>;

/** One payment received, with its refunds. */
export const LedgerPayment = z
  .strictObject({
    id: z.string().describe('the ledger id (a UUID)'),
    bookingId: z.string(),
    purpose: z.enum(PAYMENT_PURPOSES).describe("'cancellation-fee': the fee a cancelled booking owed, paid by its link or by hand"),
    method: LedgerMethod,
    methodLabel: z.string().describe("e.g. 'Visa ending 1111', 'Cash'"),
    amount: Dollars,
    receivedAt: Instant,
    reference: z.string().describe("the card processor's payment id, or the ledger id for money received by hand"),
    receiptUrl: z.string().nullable().describe("Square's receipt page, for card payments"),
    note: z.string(),
    refunds: z.array(LedgerRefund),
    refunded: Dollars.describe('refunds on their way or made; failed ones give nothing back'),
    refundable: Dollars.describe('what is left to refund: only card payments are refunded through the card processor'),
  })
  .meta({ id: 'LedgerPayment' });
export type LedgerPayment = z.infer<typeof LedgerPayment>;

/** GET /api/admin/bookings/{id}/payments. */
export const BookingPaymentsResponse = z
  .strictObject({
    payments: z.array(LedgerPayment),
    due: Dollars.describe(
      'what is still to be paid: the price when nothing was paid yet; once cancelled, the part of the cancellation fee no payment covered (owed, not received) until it is paid; else 0',
    ),
    dueFor: z.enum(PAYMENT_PURPOSES).nullable().describe("what `due` is for: the booking, or a cancelled booking's owed fee; null when nothing is due"),
    payLinkUrl: z.string().nullable().describe('the link that opens checkout for what is due (the booking, or its owed cancellation fee), while something is'),
    overpaid: Dollars.describe('what the payments for the booking hold beyond its price after refunds (its price was lowered after paying): to refund; else 0'),
    textsEnabled: z.boolean().describe('a payment link can also go by text'),
  })
  .meta({ id: 'BookingPaymentsResponse' });
export type BookingPaymentsResponse = z.infer<typeof BookingPaymentsResponse>;

/** POST /api/admin/bookings/{id}/refunds. */
export const OwnerRefundRequest = z
  .strictObject({
    paymentId: z.string().describe('the ledger id of the card payment to refund'),
    amount: Dollars.describe('at most what is left of the payment'),
    reason: z.string().describe('told to the customer and kept in the history'),
    requestKey: z.string().describe('a UUID the dialog made: the same request sent twice refunds once'),
  })
  .meta({ id: 'OwnerRefundRequest' });
export type OwnerRefundRequest = z.infer<typeof OwnerRefundRequest>;

export const OwnerRefundDone = z.strictObject({ refund: LedgerRefund, payments: z.array(LedgerPayment) }).meta({ id: 'OwnerRefundDone' });
export type OwnerRefundDone = z.infer<typeof OwnerRefundDone>;

/** POST /api/admin/bookings/{id}/payments: money the owner received by hand. */
export const HandPaymentRequest = z
  .strictObject({
    method: z.enum(HAND_PAYMENT_METHODS),
    amount: Dollars,
    receivedOn: LocalDate.describe('the day the money came in; not in the future'),
    note: z.string().optional().describe("e.g. a check's number"),
  })
  .meta({ id: 'HandPaymentRequest' });
export type HandPaymentRequest = z.infer<typeof HandPaymentRequest>;

export const HandPaymentRecorded = z.strictObject({ payment: LedgerPayment }).meta({ id: 'HandPaymentRecorded' });
export type HandPaymentRecorded = z.infer<typeof HandPaymentRecorded>;

/** POST /api/admin/bookings/{id}/pay-link. */
export const PayLinkRequest = z.strictObject({ byText: z.boolean().optional().describe('also by text (when texts are on)') }).meta({ id: 'PayLinkRequest' });
export type PayLinkRequest = z.infer<typeof PayLinkRequest>;

export const PayLinkSent = z
  .strictObject({ payUrl: z.string(), sentTo: z.array(z.string()).describe('where it went: the e-mail address, and the phone when texted') })
  .meta({ id: 'PayLinkSent' });
export type PayLinkSent = z.infer<typeof PayLinkSent>;

/** GET /api/admin/payments?from=&to=. */
export const PaymentsListQuery = z
  .strictObject({ from: LocalDate.describe('first day, inclusive'), to: LocalDate.describe('last day, inclusive; at most 366 days after from') })
  .meta({ id: 'PaymentsListQuery' });
export type PaymentsListQuery = z.infer<typeof PaymentsListQuery>;

export const PaymentsList = z
  .strictObject({
    from: LocalDate,
    to: LocalDate,
    payments: z.array(
      LedgerPayment.extend({ bookingReference: z.string().describe('shown with its prefix'), customerName: z.string(), serviceType: z.string() }).meta({
        id: 'PaymentsListEntry',
      }),
    ),
    truncated: z.boolean().describe('more payments than the list shows: narrow the period or export them'),
    totals: z.strictObject({
      received: Dollars.describe('payments received in the period'),
      refunded: Dollars.describe('refunds of those payments, on their way or made'),
      net: Dollars,
    }),
  })
  .meta({ id: 'PaymentsList' });
export type PaymentsList = z.infer<typeof PaymentsList>;
