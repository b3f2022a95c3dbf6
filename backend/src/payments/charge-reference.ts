// The reference a card charge carries at Square (its reference_id): the booking's id for the booking's own charge, the
// id behind FEE_PREFIX for the cancellation fee a cancelled booking owes. Lookups after a lost answer and the webhook
// tell the two apart by it, so a fee charge is never taken for the booking's (or the other way round).
import type { PaymentPurpose } from '../domain/payment-methods.js';

const FEE_PREFIX = 'fee_';

export function chargeReference(bookingId: string, purpose: PaymentPurpose): string {
  return purpose === 'cancellation-fee' ? `${FEE_PREFIX}${bookingId}` : bookingId;
}

/** The booking a charge's reference names, and what the charge paid for. */
export function readChargeReference(reference: string): { bookingId: string; purpose: PaymentPurpose } {
  return reference.startsWith(FEE_PREFIX)
    ? { bookingId: reference.slice(FEE_PREFIX.length), purpose: 'cancellation-fee' }
    : { bookingId: reference, purpose: 'booking' };
}
