import type { EntityManager } from 'typeorm';
import type { MoneyState } from '../domain/money-line.js';
import type { PaidWith } from '../domain/payment-methods.js';
import type { Booking } from './booking.entity.js';

/** What the booking's row does not say by itself, read beside it. */
export interface MoneyRecord {
  /** What the payments ledger holds for the booking itself (card and by hand; not a cancellation fee), in cents. */
  paidCents: number;
  /** Its service code is a ride plan's: a plan ride, not a discount. */
  planRide: boolean;
  /** A link to pay it was sent and not withdrawn. */
  payLinkSent: boolean;
}

/** How the booking stands with its money, from its payment record (mail/mail-words.ts words it). */
export function moneyStateOf(
  booking: Pick<Booking, 'paymentStatus' | 'paymentMethod' | 'paymentCardBrand' | 'paymentCardLast4' | 'serviceCodeId' | 'totalCents'>,
  record: MoneyRecord,
): MoneyState {
  if (booking.paymentStatus === 'paid') {
    // A booking marked paid before the ledger kept its payments has none there: its price is what was paid.
    const paidCents = record.paidCents > 0 ? record.paidCents : booking.totalCents;
    const method = (booking.paymentMethod ?? 'card') as PaidWith['method'];
    if (method === 'card' || method === 'test') {
      const paidWith = { method, brand: booking.paymentCardBrand, last4: booking.paymentCardLast4 };
      // A plan ride dearer than the plan's ride: the card paid the difference.
      return { kind: 'card', paidCents, paidWith, ...(record.planRide && { planRide: true }) };
    }
    return { kind: 'by-hand', paidCents, paidWith: { method, brand: null, last4: null } };
  }
  if (booking.paymentStatus === 'not-required') {
    if (!booking.serviceCodeId) return { kind: 'no-charge' };
    return record.planRide ? { kind: 'plan-ride' } : { kind: 'code' };
  }
  // Money received by hand in parts: what is left.
  return { kind: 'due', dueCents: Math.max(0, booking.totalCents - record.paidCents), linkSent: record.payLinkSent };
}

/** The record beside the row, read in the caller's transaction. */
export async function moneyRecordOf(manager: EntityManager, booking: Pick<Booking, 'id' | 'paymentStatus' | 'serviceCodeId'>): Promise<MoneyRecord> {
  const [[paid], [code], [link]] = await Promise.all([
    manager.query(`SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM payments WHERE booking_id = $1 AND purpose = 'booking'`, [booking.id]) as Promise<
      { cents: number }[]
    >,
    booking.serviceCodeId
      ? (manager.query(`SELECT discount_type = 'subscription' AS "planRide" FROM service_codes WHERE id = $1`, [booking.serviceCodeId]) as Promise<
          { planRide: boolean }[]
        >)
      : Promise.resolve([]),
    booking.paymentStatus === 'unpaid'
      ? (manager.query(`SELECT 1 FROM mail_outbox WHERE booking_id = $1 AND kind = 'pay-link' AND status <> 'withdrawn' LIMIT 1`, [booking.id]) as Promise<
          unknown[]
        >)
      : Promise.resolve([]),
  ]);
  return { paidCents: paid?.cents ?? 0, planRide: code?.planRide ?? false, payLinkSent: link !== undefined };
}
