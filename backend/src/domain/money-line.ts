// How a booking stands with its money, as every mail about it says it in one line ("Payment: …"). Decided from the
// booking's payment record (bookings/booking-money.ts); worded in the reader's language by mail/mail-words.ts.
import type { PaidWith } from './payment-methods.js';

export type MoneyState =
  /**
   * Charged to a card (or a test card). `planRide`: a ride plan covered part of it, the card the difference.
   */
  | { kind: 'card'; paidCents: number; paidWith: PaidWith; planRide?: boolean }
  /** Received by the owner by hand (cash, a check, an invoice, another way). */
  | { kind: 'by-hand'; paidCents: number; paidWith: PaidWith }
  /** A discount or master code took the whole price. */
  | { kind: 'code' }
  /** One ride of the customer's ride plan. */
  | { kind: 'plan-ride' }
  /** Nothing to pay, and no code: the owner booked it free of charge. */
  | { kind: 'no-charge' }
  /** Still to be paid; `linkSent`: the owner sent the customer a link to pay it by card. */
  | { kind: 'due'; dueCents: number; linkSent: boolean };
