import type { ServiceCodeCheck } from '@contracts/service-code.contract.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import type { TFunction } from 'i18next';
import type { ApiErrorInfo } from '@/lib/api-error';
import { serverWordsOr } from '@/lib/server-words';

// Pure rules of the booking form (step 4): error dialog titles, service code messages, idempotency keys.

/** A business-local start: 'YYYY-MM-DD' and 'HH:MM'. */
export interface LocalStart {
  date: string;
  time: string;
}

/**
 * The server's refusal of a time someone else took between the check and the purchase (409 SLOT_UNAVAILABLE), with the
 * next free start it found; null for any other failure.
 */
export function takenSlotOf(error: unknown): { message: string; next: LocalStart | null } | null {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : null;
  if (typeof data !== 'object' || data === null) return null;
  const { code, message, nextAvailable } = data as { code?: unknown; message?: unknown; nextAvailable?: { date?: unknown; time?: unknown } | null };
  if (code !== 'SLOT_UNAVAILABLE') return null;
  const next =
    nextAvailable && typeof nextAvailable.date === 'string' && typeof nextAvailable.time === 'string'
      ? { date: nextAvailable.date, time: nextAvailable.time }
      : null;
  return { message: typeof message === 'string' ? message : 'This time slot is already booked.', next };
}

/** The error dialog's title for a failed create-booking. */
export function bookingErrorTitle(status: number | null, message: string): string {
  if (status === 409) return 'Cannot Complete Booking';
  if (status === 429) return 'Please Wait';
  // By the server's words, not a closing time of our own: the owner sets the hours.
  if (/business hours/i.test(message)) return 'Outside Business Hours';
  return 'Booking Error';
}

/** A code check's answer as the form keeps it (ServiceCodeCheck's fields, any of them possibly missing). */
interface CodeAnswer {
  valid: boolean;
  message?: string | null;
  waivesPayment?: boolean;
  reason?: ServiceCodeCheck['reason'];
  rideCover?: number | null;
}

/**
 * What an Apply click found, from the server's answer (null when the call failed, with `failure` saying how).
 * A client that tried too many wrong codes is told by the server how long to wait.
 */
export function serviceCodeMessage(t: TFunction, answer: CodeAnswer | null, failure?: ApiErrorInfo): string {
  if (!answer) return failure?.status === 429 ? failure.message : t('wizard.codeCheckFailed');
  if (!answer.valid) {
    // The server's English can say more (a ride pack's dates and rides); other languages word the reason.
    const reason = answer.reason ? t(CODE_REASONS[answer.reason]) : t('wizard.codeInvalidDefault');
    return t('wizard.codeInvalid', { reason: serverWordsOr(answer.message, reason) });
  }
  if (answer.waivesPayment) return t('wizard.codeAppliedNoPayment');
  // A plan code says what it covers of a ride; any other code says it is applied.
  if (typeof answer.rideCover === 'number') {
    const said = serverWordsOr(answer.message, t('wizard.codeCoversRide', { amount: formatUsd(dollarsToCents(answer.rideCover)) }));
    return t('wizard.codeAppliedSaying', { said });
  }
  return t('wizard.codeAppliedDiscount');
}

/** Why a code cannot be used, in the visitor's words. */
const CODE_REASONS = {
  empty: 'wizard.codeEmpty',
  notValid: 'wizard.codeInvalidDefault',
  INACTIVE: 'wizard.codeInactive',
  EXPIRED: 'wizard.codeExpired',
  USED_UP: 'wizard.codeUsedUp',
  NO_RIDES_LEFT: 'wizard.codeNoRidesLeft',
} as const satisfies Record<NonNullable<ServiceCodeCheck['reason']>, string>;

/** A random key for the Idempotency-Key header; getRandomValues works outside secure contexts too. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key for this submit: the previous one when the same form is sent again (a retry after a lost
 * answer must not book twice), a new one when anything in the request changed.
 */
export function keyForSubmit(
  previous: { fingerprint: string; key: string } | null,
  fingerprint: string,
  makeKey: () => string = newIdempotencyKey,
): { fingerprint: string; key: string } {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: makeKey() };
}
