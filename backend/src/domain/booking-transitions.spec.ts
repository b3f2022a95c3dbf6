import {
  assertPaymentAttemptChange,
  assertPaymentStatusChange,
  assertStatusTransition,
  BOOKING_STATUSES,
  BookingTransitionError,
  canChangePaymentAttempt,
  canChangePaymentStatus,
  initialState,
  mayReleaseHold,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_STATUSES,
  paymentAttemptSources,
  statusTransition,
  type BookingStatus,
  type HoldState,
  type PaymentAttemptStatus,
  type PaymentStatus,
  type TransitionVerdict,
} from './booking-transitions.js';

/** Every (from, to) pair of a table, as rows for it.each. */
function pairsOf<From extends string, To extends string, V>(table: Record<From, Record<To, V>>): [From, To, V][] {
  return (Object.entries(table) as [From, Record<To, V>][]).flatMap(([from, row]) =>
    (Object.entries(row) as [To, V][]).map(([to, verdict]): [From, To, V] => [from, to, verdict]),
  );
}

const codeOf = (change: () => unknown): string | null => {
  try {
    change();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BookingTransitionError);
    expect((error as BookingTransitionError).kind).toBe('conflict');
    return (error as BookingTransitionError).code;
  }
};

describe('statusTransition', () => {
  const C = 'change';
  const U = 'unchanged';
  // Rows: from; columns: to.
  const TABLE: Record<BookingStatus, Record<BookingStatus, TransitionVerdict>> = {
    pending: { pending: U, confirmed: C, completed: C, cancelled: C },
    confirmed: { pending: C, confirmed: U, completed: C, cancelled: C },
    completed: { pending: C, confirmed: C, completed: U, cancelled: C },
    cancelled: { pending: C, confirmed: C, completed: C, cancelled: 'forbidden' },
  };

  it('covers every pair of statuses', () => {
    expect(pairsOf(TABLE)).toHaveLength(BOOKING_STATUSES.length ** 2);
  });

  it.each(pairsOf(TABLE))('%s → %s: %s', (from, to, verdict) => {
    expect(statusTransition(from, to)).toBe(verdict);
    expect(codeOf(() => expect(assertStatusTransition(from, to)).toBe(verdict === 'change'))).toBe(
      verdict === 'forbidden' ? 'BOOKING_ALREADY_CANCELLED' : null,
    );
  });
});

describe('canChangePaymentStatus', () => {
  // The code a refusal carries; null = allowed.
  const TABLE: Record<PaymentStatus, Record<PaymentStatus, string | null>> = {
    unpaid: { unpaid: 'PAYMENT_STATUS_CHANGE_FORBIDDEN', paid: null, 'not-required': 'PAYMENT_STATUS_CHANGE_FORBIDDEN' },
    paid: { unpaid: 'BOOKING_ALREADY_PAID', paid: 'BOOKING_ALREADY_PAID', 'not-required': 'BOOKING_ALREADY_PAID' },
    'not-required': { unpaid: 'PAYMENT_NOT_REQUIRED', paid: 'PAYMENT_NOT_REQUIRED', 'not-required': 'PAYMENT_NOT_REQUIRED' },
  };

  it('covers every pair of payment statuses', () => {
    expect(pairsOf(TABLE)).toHaveLength(PAYMENT_STATUSES.length ** 2);
  });

  it.each(pairsOf(TABLE))('%s → %s: refusal code %s', (from, to, code) => {
    expect(canChangePaymentStatus(from, to)).toBe(code === null);
    expect(codeOf(() => assertPaymentStatusChange(from, to))).toBe(code);
  });
});

describe('canChangePaymentAttempt', () => {
  const Y = true;
  const N = false;
  type From = PaymentAttemptStatus | 'none';
  const TABLE: Record<From, Record<PaymentAttemptStatus, boolean>> = {
    none: { processing: Y, unknown: N, declined: N, failed: Y, succeeded: Y },
    processing: { processing: Y, unknown: Y, declined: Y, failed: Y, succeeded: Y },
    unknown: { processing: Y, unknown: N, declined: N, failed: N, succeeded: Y },
    declined: { processing: Y, unknown: N, declined: N, failed: Y, succeeded: Y },
    failed: { processing: Y, unknown: N, declined: N, failed: Y, succeeded: Y },
    succeeded: { processing: N, unknown: N, declined: N, failed: N, succeeded: N },
  };
  const attemptOf = (from: From) => (from === 'none' ? null : from);

  it('covers every pair of attempt states, and no attempt yet', () => {
    expect(pairsOf(TABLE)).toHaveLength((PAYMENT_ATTEMPT_STATUSES.length + 1) * PAYMENT_ATTEMPT_STATUSES.length);
  });

  it.each(pairsOf(TABLE))('%s → %s: %s', (from, to, allowed) => {
    expect(canChangePaymentAttempt(attemptOf(from), to)).toBe(allowed);
    expect(codeOf(() => assertPaymentAttemptChange(attemptOf(from), to))).toBe(allowed ? null : 'PAYMENT_ATTEMPT_CHANGE_FORBIDDEN');
  });

  it.each<[PaymentAttemptStatus, (PaymentAttemptStatus | null)[]]>([
    ['unknown', ['processing']],
    ['declined', ['processing']],
    ['failed', [null, 'processing', 'declined', 'failed']],
    ['succeeded', [null, 'processing', 'unknown', 'declined', 'failed']],
  ])('lists the states %s may follow', (to, sources) => {
    expect(paymentAttemptSources(to)).toEqual(sources);
  });
});

describe('initialState', () => {
  it.each<[string, number, Parameters<typeof initialState>[1], ReturnType<typeof initialState>]>([
    ['online, costs something', 4000, null, { status: 'pending', paymentStatus: 'unpaid', paymentMethod: null, awaitsCard: true }],
    [
      'online, free (a master code), confirmed by the owner',
      0,
      null,
      { status: 'pending', paymentStatus: 'not-required', paymentMethod: null, awaitsCard: false },
    ],
    ['by phone, cash', 4000, 'cash', { status: 'confirmed', paymentStatus: 'unpaid', paymentMethod: 'cash', awaitsCard: false }],
    ['by phone, invoice', 4000, 'invoice', { status: 'confirmed', paymentStatus: 'unpaid', paymentMethod: 'invoice', awaitsCard: false }],
    ['by phone, left unpaid', 4000, 'unpaid', { status: 'confirmed', paymentStatus: 'unpaid', paymentMethod: null, awaitsCard: false }],
    ['by phone, free: no method to record', 0, 'cash', { status: 'confirmed', paymentStatus: 'not-required', paymentMethod: null, awaitsCard: false }],
  ])('%s', (_name, totalCents, phonePayment, expected) => {
    expect(initialState(totalCents, phonePayment)).toEqual(expected);
  });

  it.each<[string, number, Parameters<typeof initialState>[1], BookingStatus]>([
    ['online, free (a code or a plan covers it): confirmed at once', 0, null, 'confirmed'],
    ['online, costs something: confirmed only once paid', 4000, null, 'pending'],
    ['by phone', 4000, 'unpaid', 'confirmed'],
  ])('paid bookings confirmed automatically: %s', (_name, totalCents, phonePayment, status) => {
    expect(initialState(totalCents, phonePayment, true).status).toBe(status);
  });
});

describe('mayReleaseHold', () => {
  const NOW = new Date('2026-06-01T14:10:00Z');
  const lapsed: HoldState = { status: 'pending', paymentStatus: 'unpaid', paymentAttemptStatus: null, holdExpiresAt: NOW };

  it.each<[string, boolean, Partial<HoldState>]>([
    ['pending, unpaid, hold ran out just now', true, {}],
    ['hold runs out in a second', false, { holdExpiresAt: new Date(NOW.getTime() + 1000) }],
    ['no hold (a phone booking)', false, { holdExpiresAt: null }],
    ['paid', false, { paymentStatus: 'paid', paymentAttemptStatus: 'succeeded' }],
    ['needs no payment', false, { paymentStatus: 'not-required' }],
    ['confirmed by the owner', false, { status: 'confirmed' }],
    ['completed', false, { status: 'completed' }],
    ['already cancelled', false, { status: 'cancelled' }],
    ['a charge in flight', false, { paymentAttemptStatus: 'processing' }],
    ['a charge the processor did not answer', false, { paymentAttemptStatus: 'unknown' }],
    ['a declined card', true, { paymentAttemptStatus: 'declined' }],
    ['a failed attempt', true, { paymentAttemptStatus: 'failed' }],
  ])('%s → released: %s', (_name, released, state) => {
    expect(mayReleaseHold({ ...lapsed, ...state }, NOW)).toBe(released);
  });
});
