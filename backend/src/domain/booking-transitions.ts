// Which changes a booking's status, its payment status and its latest card charge attempt may go through.
// bookings/booking-writer.service.ts, the one writer of the bookings table, checks these before every change.
import { DomainError } from './errors.js';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'not-required'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The latest card charge attempt; 'unknown' = the processor did not answer, so it may have charged. */
export const PAYMENT_ATTEMPT_STATUSES = ['processing', 'unknown', 'declined', 'failed', 'succeeded'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** How the owner agreed on the phone that a booking is paid; 'unpaid' leaves it open. */
export type PhonePayment = 'cash' | 'invoice' | 'unpaid';

/** 'change': apply it; 'unchanged': nothing to write, and no error either; 'forbidden': refuse it. */
export type TransitionVerdict = 'change' | 'unchanged' | 'forbidden';

export type BookingTransitionCode =
  | 'BOOKING_ALREADY_CANCELLED'
  | 'BOOKING_ALREADY_PAID'
  | 'PAYMENT_NOT_REQUIRED'
  | 'PAYMENT_STATUS_CHANGE_FORBIDDEN'
  | 'PAYMENT_ATTEMPT_CHANGE_FORBIDDEN'
  | 'FEE_NOT_OWED';

/** A change the booking's current state does not allow. */
export class BookingTransitionError extends DomainError {
  readonly kind = 'conflict';

  constructor(
    readonly code: BookingTransitionCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The owner may set any status, a cancelled booking included (the caller re-checks a revived booking's slot).
 * Cancelling twice is refused: it would record a second fee and mail the customer again.
 */
export function statusTransition(from: BookingStatus, to: BookingStatus): TransitionVerdict {
  if (from !== to) return 'change';
  return from === 'cancelled' ? 'forbidden' : 'unchanged';
}

/** True when there is a change to write; throws for a forbidden one. */
export function assertStatusTransition(from: BookingStatus, to: BookingStatus): boolean {
  const verdict = statusTransition(from, to);
  if (verdict === 'forbidden') throw new BookingTransitionError('BOOKING_ALREADY_CANCELLED', 'This booking is already cancelled.');
  return verdict === 'change';
}

/**
 * Money moves one way: an unpaid booking becomes paid, and a paid one stays paid (a refund is the owner's, at
 * Square). A booking that needed no payment has nothing to be paid for.
 */
export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === 'unpaid' && to === 'paid';
}

export function assertPaymentStatusChange(from: PaymentStatus, to: PaymentStatus): void {
  if (canChangePaymentStatus(from, to)) return;
  if (from === 'paid') throw new BookingTransitionError('BOOKING_ALREADY_PAID', 'This booking is already paid.');
  if (from === 'not-required') throw new BookingTransitionError('PAYMENT_NOT_REQUIRED', 'This booking does not require a card payment.');
  throw new BookingTransitionError('PAYMENT_STATUS_CHANGE_FORBIDDEN', `A booking's payment status cannot change from ${from} to ${to}.`);
}

const NO_ATTEMPT = 'none';

/** What may follow each attempt state; 'none' = no attempt yet. */
const ATTEMPT_CHANGES: Record<PaymentAttemptStatus | typeof NO_ATTEMPT, readonly PaymentAttemptStatus[]> = {
  // Square's webhook may report a payment, or a failed one, that no checkout here started.
  none: ['processing', 'failed', 'succeeded'],
  // The request that started the attempt settles it; one that died ('stale') is taken over by the next request.
  processing: ['processing', 'unknown', 'declined', 'failed', 'succeeded'],
  // Only a lookup settles an unanswered charge: the next attempt looks it up first, or the payment turns up.
  unknown: ['processing', 'succeeded'],
  // A refused card spent its attempt; a webhook may still report the failure.
  declined: ['processing', 'failed', 'succeeded'],
  failed: ['processing', 'failed', 'succeeded'],
  // Paid: nothing is charged again.
  succeeded: [],
};

export function canChangePaymentAttempt(from: PaymentAttemptStatus | null, to: PaymentAttemptStatus): boolean {
  return ATTEMPT_CHANGES[from ?? NO_ATTEMPT].includes(to);
}

export function assertPaymentAttemptChange(from: PaymentAttemptStatus | null, to: PaymentAttemptStatus): void {
  if (!canChangePaymentAttempt(from, to)) {
    throw new BookingTransitionError('PAYMENT_ATTEMPT_CHANGE_FORBIDDEN', `A payment attempt cannot go from ${from ?? 'none'} to ${to}.`);
  }
}

/** The attempt states `to` may follow (null = no attempt yet), for a change applied by a conditional UPDATE. */
export function paymentAttemptSources(to: PaymentAttemptStatus): (PaymentAttemptStatus | null)[] {
  return [null, ...PAYMENT_ATTEMPT_STATUSES].filter((from) => canChangePaymentAttempt(from, to));
}

export interface InitialState {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** Only what the owner agreed on the phone; a card payment records its own method once paid. */
  paymentMethod: 'cash' | 'invoice' | null;
  /** Made online and costs something: it holds its slot until paid, and is mailed about only then. */
  awaitsCard: boolean;
}

/**
 * A booking made online waits as 'pending' for its card payment, if it costs anything. One the owner took by
 * phone (`phonePayment` set) is confirmed at once, paid as agreed on the phone.
 */
export function initialState(totalCents: number, phonePayment: PhonePayment | null, confirmPaidAutomatically = false): InitialState {
  const costs = totalCents > 0;
  const awaitsCard = costs && !phonePayment;
  return {
    // The owner's own phone booking is confirmed; so is an online one that needs no card (a code or a plan covers it)
    // when the owner lets paid bookings confirm themselves (domain/booking-policy.ts).
    status: phonePayment || (confirmPaidAutomatically && !awaitsCard) ? 'confirmed' : 'pending',
    paymentStatus: costs ? 'unpaid' : 'not-required',
    paymentMethod: costs && phonePayment && phonePayment !== 'unpaid' ? phonePayment : null,
    awaitsCard,
  };
}

export interface HoldState {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentAttemptStatus: PaymentAttemptStatus | null;
  holdExpiresAt: Date | null;
}

/** A charge in flight, or one the processor did not answer, may yet succeed: it keeps the slot until settled. */
const ATTEMPTS_KEEPING_THE_HOLD: readonly (PaymentAttemptStatus | null)[] = ['processing', 'unknown'];

/** Only a pending, unpaid booking whose payment hold ran out is cancelled by the clock. */
export function mayReleaseHold({ status, paymentStatus, paymentAttemptStatus, holdExpiresAt }: HoldState, now: Date): boolean {
  return (
    status === 'pending' &&
    paymentStatus === 'unpaid' &&
    holdExpiresAt !== null &&
    holdExpiresAt.getTime() <= now.getTime() &&
    !ATTEMPTS_KEEPING_THE_HOLD.includes(paymentAttemptStatus)
  );
}

/**
 * A booking made online that still waits for its card payment (`clientAddress`: where it was made from; null for the
 * owner's phone bookings). Nothing is told of it: until it is paid it may be a stranger's hold, and its mails would go
 * to an address they chose.
 */
export function awaitsCardPayment({ paymentStatus, clientAddress }: { paymentStatus: PaymentStatus; clientAddress: string | null }): boolean {
  return paymentStatus === 'unpaid' && clientAddress !== null;
}
