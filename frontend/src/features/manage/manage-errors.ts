import type { TFunction } from 'i18next';
import { errorCode, errorStatus, toApiError } from '@/lib/api-error';

/** Why the booking could not be shown: the link is no good, too many tries, or the server could not answer. */
export type ManageLoadProblem = 'invalid-link' | 'rate-limited' | 'unavailable';

/**
 * A wrong, expired or revoked token answers 404 (400 for one that is not even shaped like a token): the page
 * says the same for all of them, so it never tells whether a link existed.
 */
export function loadProblem(error: unknown): ManageLoadProblem {
  const status = errorStatus(error);
  if (status === 404 || status === 400) return 'invalid-link';
  if (status === 429) return 'rate-limited';
  return 'unavailable';
}

/** What to say when the booking could not be read for another reason than the link: the server's words for its limit. */
export function loadFailureText(error: unknown, t: TFunction): string {
  if (loadProblem(error) === 'rate-limited') return toApiError(error).message;
  return t('manage.loadFailed');
}

/** A moved fee: the server names the new one, and the dialog shows it once the booking is read again. */
export function isFeeChanged(error: unknown): boolean {
  return errorCode(error) === 'CANCELLATION_FEE_CHANGED';
}

/**
 * Why a move was refused. A time someone took meanwhile is said plainly (the server's words point at a suggestion
 * this page does not show); the other refusals (hours, the drive from another job, the cut-off) are the server's words.
 */
export function moveFailureText(error: unknown, t: TFunction): string {
  if (errorCode(error) === 'SLOT_UNAVAILABLE' && slotReason(error) === 'SLOT_TAKEN') return t('manage.slotTaken');
  return toApiError(error, t('manage.moveFailed')).message;
}

function slotReason(error: unknown): unknown {
  const data = (error as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : undefined;
}
