// How a booking stands with its money, as every mail about it says it in one line ("Payment: …"). Decided from the
// booking's payment record (bookings/booking-money.ts); worded here, once, for the customer's and the owner's mails.
import { formatUsd } from './money.js';

export type MoneyState =
  /**
   * Charged to a card (or a test card); `method` as a receipt names it ('Visa ending 1111'). `planRide`: a ride plan
   * covered part of it, the card the difference.
   */
  | { kind: 'card'; paidCents: number; method: string; planRide?: boolean }
  /** Received by the owner by hand; `method` 'Cash', 'Check', 'Other'. */
  | { kind: 'by-hand'; paidCents: number; method: string }
  /** A discount or master code took the whole price. */
  | { kind: 'code' }
  /** One ride of the customer's ride plan. */
  | { kind: 'plan-ride' }
  /** Nothing to pay, and no code: the owner booked it free of charge. */
  | { kind: 'no-charge' }
  /** Still to be paid; `linkSent`: the owner sent the customer a link to pay it by card. */
  | { kind: 'due'; dueCents: number; linkSent: boolean };

/** 'Paid by card: $21.65 (Visa ending 1111)', 'No charge: covered by a service code', 'To pay: $20.00 (payment link sent)'. */
export function moneyLine(state: MoneyState): string {
  switch (state.kind) {
    case 'card':
      return `Paid by card: ${formatUsd(state.paidCents)} (${state.method})${state.planRide ? ', the rest by a ride of a ride plan' : ''}`;
    case 'by-hand':
      return `Paid: ${formatUsd(state.paidCents)} (${state.method})`;
    case 'code':
      return 'No charge: covered by a service code';
    case 'plan-ride':
      return 'No charge: a ride of a ride plan';
    case 'no-charge':
      return 'No charge';
    case 'due':
      return `To pay: ${formatUsd(state.dueCents)}${state.linkSent ? ' (payment link sent)' : ''}`;
  }
}
