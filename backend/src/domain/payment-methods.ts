// How money reaches the business, what a booking still owes, and how a receipt, the owner's lists and the exports name it.
import type { BookingStatus, PaymentStatus } from './booking-transitions.js';

/** Ways the owner records money received by hand. */
export const HAND_PAYMENT_METHODS = ['cash', 'check', 'other'] as const;
export type HandPaymentMethod = (typeof HAND_PAYMENT_METHODS)[number];

/** Every way a payment is recorded: a card through Square, a simulated card in test mode, or by hand. */
export type LedgerMethod = 'card' | 'test' | HandPaymentMethod;

const LABELS: Record<LedgerMethod, string> = {
  card: 'Card',
  test: 'Test card (no money moved)',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
};

/** How a payment was made, for a receipt to word: the ledger's method (or a booking's 'invoice') and the card, if any. */
export interface PaidWith {
  method: LedgerMethod | 'invoice';
  brand: string | null;
  last4: string | null;
}

/** 'Visa ending 1111', 'Card', 'Cash': the owner's admin's words (customers' mails word PaidWith in their language). */
export function paymentMethodLabel(method: LedgerMethod, card: { brand?: string | null; last4?: string | null } = {}): string {
  if ((method === 'card' || method === 'test') && card.last4) {
    const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1).toLowerCase().replace(/_/g, ' ') : 'Card';
    return `${brand} ending ${card.last4}${method === 'test' ? ' (test, no money moved)' : ''}`;
  }
  return LABELS[method];
}

/** What a payment pays for: the booking itself, or the cancellation fee its customer owed once it was cancelled. */
export const PAYMENT_PURPOSES = ['booking', 'cancellation-fee'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** What a booking still owes, in cents, and for what; or nothing, and why. */
export type AmountDue = { purpose: PaymentPurpose; cents: number } | { purpose: null; cents: 0; none: 'paid' | 'cancelled' | 'free' };

export interface DueFacts {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  totalCents: number;
  /** What of a cancellation's fee no payment covered and is not paid yet (0 for a booking not cancelled). */
  cancellationFeeOwedCents: number;
}

/**
 * A booking not paid yet owes its price; once cancelled it owes only the part of its cancellation fee no payment
 * covered, until that is paid. That is what the owner's payment link and Mark paid collect, and the checkout charges.
 */
export function amountDue({ status, paymentStatus, totalCents, cancellationFeeOwedCents }: DueFacts): AmountDue {
  if (status === 'cancelled') {
    return cancellationFeeOwedCents > 0 ? { purpose: 'cancellation-fee', cents: cancellationFeeOwedCents } : { purpose: null, cents: 0, none: 'cancelled' };
  }
  if (paymentStatus === 'paid') return { purpose: null, cents: 0, none: 'paid' };
  if (paymentStatus === 'not-required' || totalCents <= 0) return { purpose: null, cents: 0, none: 'free' };
  return { purpose: 'booking', cents: totalCents };
}

/** A payment as overpaid() weighs it: what it was for, what it brought and what went back. */
export interface ReceivedFacts {
  purpose: PaymentPurpose;
  amountCents: number;
  refundedCents: number;
}

/**
 * What the payments for a booking hold beyond its price (after refunds), in cents; 0 when none. The owner lowered
 * the price of a paid booking: the difference is the customer's, offered back as a refund. A cancelled booking's
 * money is settled by its cancellation, and a fee paid is no payment for the booking.
 */
export function overpaidCents(booking: Pick<DueFacts, 'status' | 'totalCents'>, payments: readonly ReceivedFacts[]): number {
  if (booking.status === 'cancelled') return 0;
  const kept = payments.filter((payment) => payment.purpose === 'booking').reduce((sum, payment) => sum + payment.amountCents - payment.refundedCents, 0);
  return Math.max(0, kept - booking.totalCents);
}

/**
 * A card's last four digits as a card processor reported them, or null when the report holds anything else: a signed
 * webhook still carries whatever its sender put in it, and a payment is recorded with what of it is valid.
 */
export function cardLast4(reported: unknown): string | null {
  return typeof reported === 'string' && /^[0-9]{4}$/.test(reported) ? reported : null;
}

/** A card brand as reported ('VISA', 'MASTERCARD', 'SQUARE_GIFT_CARD'), or null for anything that cannot be one. */
export function cardBrand(reported: unknown): string | null {
  return typeof reported === 'string' && /^[A-Z0-9_]{1,40}$/.test(reported) ? reported : null;
}

/** Characters of a payment's reference that make its receipt number: enough to tell a business's payments apart. */
const RECEIPT_NUMBER_LENGTH = 8;

/**
 * A payment's receipt number as a person reads and says it: the last 8 letters and digits of its reference (the card
 * processor's payment id, or the ledger's UUID for money received by hand), upper case:
 * 'f47ac10b-58cc-4372-a567-0e02b2c3d479' → 'B2C3D479'. The full reference stays in the database and the exports.
 */
export function receiptNumber(reference: string): string {
  return reference
    .replace(/[^0-9a-z]/gi, '')
    .slice(-RECEIPT_NUMBER_LENGTH)
    .toUpperCase();
}
