import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { formatUsd } from '@domain/money.js';
import { i18n } from '@/lib/i18n';
import type { errors } from '@/locales/en/errors';
import type { policy } from '@/locales/en/policy';

/**
 * Server error body: every API error is `{statusCode, error, message, code}`; message may be a list from validation.
 * A rule's refusal may carry fields of its own (retryAfterSeconds, address, fee).
 */
interface ServerErrorBody {
  statusCode?: number;
  error?: string;
  message?: string | string[];
  code?: string;
  [field: string]: unknown;
}

/** A text of the `errors` catalog section, or of `policy` (the screens that cancel and move load it) for why not online. */
type RefusalKey = `errors.${keyof typeof errors}` | `policy.${keyof typeof policy}`;

/**
 * The refusals worded in the visitor's language, by their `code`. A code the server words in several ways (by the
 * case, or the limit that refused) lists each wording. The one whose English is the server's message, word for word,
 * is shown: an English screen shows exactly what the server said, and a wording not listed here (a refusal reworded
 * on the server, one built from the owner's settings) shows the server's own message rather than a wrong one.
 */
const REFUSALS: Record<string, readonly RefusalKey[]> = {
  CROSS_SITE_REQUEST: ['errors.crossSite'],
  INTERNAL_ERROR: ['errors.internalError'],
  SERVICE_UNAVAILABLE: ['errors.serviceUnavailable', 'errors.serviceRestarting', 'errors.serviceStarting', 'errors.serviceBusy'],
  CONCURRENT_CHANGE: ['errors.concurrentChange'],
  RATE_LIMITED: [
    'errors.tooManyRequests',
    'errors.tooManyAddressLookups',
    'errors.tooManyFreeTimes',
    'errors.tooManyAvailabilityChecks',
    'errors.tooManyPriceRequests',
    'errors.tooManyDeclines',
  ],
  TOO_MANY_UNPAID_BOOKINGS: ['errors.tooManyUnpaidBookings'],
  SLOT_UNAVAILABLE: ['errors.slotBooked', 'errors.slotTaken', 'errors.slotTakenSeeNext'],
  ADDRESS_NOT_FOUND: ['errors.addressNotFound', 'errors.pickupAddressNotFound', 'errors.destinationAddressNotFound'],
  INQUIRY_ONLY_SERVICE: ['errors.inquiryOnly'],
  BOOKING_NOT_FOUND: ['errors.bookingNotFound'],
  MANAGE_LINK_INVALID: ['errors.manageLinkInvalid'],
  CANCELLATION_FEE_CHANGED: ['errors.cancellationFeeChanged'],
  MOVE_NOT_ALLOWED: ['errors.moveNotOnline', 'errors.moveTooLate', 'policy.bookingCancelled', 'policy.bookingCompleted'],
  CANCELLATION_NOT_ALLOWED: [
    'policy.bookingCancelled',
    'policy.bookingCompleted',
    'policy.feesVary',
    'policy.planPurchaseNotCancellable',
    'policy.alreadyStarted',
  ],
  BOOKING_ALREADY_PAID: ['errors.bookingAlreadyPaid'],
  BOOKING_CANCELLED: ['errors.bookingCancelled'],
  PAYMENT_NOT_REQUIRED: ['errors.paymentNotRequired'],
  PAYMENT_IN_PROGRESS: ['errors.paymentInProgress'],
  PAYMENT_PROVIDER_UNAVAILABLE: ['errors.paymentProviderUnavailable'],
  PAYMENTS_UNAVAILABLE: ['errors.paymentsUnavailable'],
  PAYMENTS_NOT_CONFIGURED: ['errors.paymentsNotConfigured'],
  TEST_MODE_CARD_REQUIRED: ['errors.testModeCardRequired'],
  PAYMENT_DECLINED: ['errors.paymentDeclined'],
  CARD_DECLINED: ['errors.cardDeclined', 'errors.cardDeclinedCallIssuer'],
  CVV_FAILURE: ['errors.cvvFailure'],
  ADDRESS_VERIFICATION_FAILURE: ['errors.postalCodeMismatch'],
  INVALID_EXPIRATION: ['errors.invalidExpiration'],
  CARD_EXPIRED: ['errors.cardExpired'],
  INSUFFICIENT_FUNDS: ['errors.insufficientFunds'],
  CARD_NOT_SUPPORTED: ['errors.cardNotSupported'],
  INVALID_CARD: ['errors.invalidCard'],
  CARD_TOKEN_USED: ['errors.cardTokenUsed'],
  CARD_TOKEN_EXPIRED: ['errors.cardTokenExpired'],
  TRANSACTION_LIMIT: ['errors.transactionLimit'],
};

export interface ApiErrorInfo {
  /** HTTP status, or null for network/parse/client failures. */
  status: number | null;
  /** Text to show the user. */
  message: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function serverMessage(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as ServerErrorBody;
    if (Array.isArray(message)) return message.filter(Boolean).join('. ') || null;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** A wait in words, as the server writes it ('45 seconds', '1 minute', '12 minutes', rounded up), in `language`. */
function waitText(seconds: number, language: string): string {
  if (seconds < 60) return seconds === 1 ? i18n.t('errors.waitSecond', { lng: language }) : i18n.t('errors.waitSeconds', { seconds, lng: language });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? i18n.t('errors.waitMinute', { lng: language }) : i18n.t('errors.waitMinutes', { minutes, lng: language });
}

/** The fields of the refusal its wording quotes, worded in `language`. */
function refusalValues(body: ServerErrorBody, language: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof body.address === 'string') values.address = body.address;
  if (typeof body.retryAfterSeconds === 'number') values.wait = waitText(body.retryAfterSeconds, language);
  // The fee is in dollars; the server wrote it as money ('$12.50').
  if (typeof body.fee === 'number') values.fee = formatUsd(Math.round(body.fee * 100));
  return values;
}

/** The refusal in the visitor's language, when its code and English wording are known (REFUSALS); else null. */
function refusalText(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const body = data as ServerErrorBody;
  const keys = typeof body.code === 'string' ? REFUSALS[body.code] : undefined;
  if (!keys || typeof body.message !== 'string') return null;
  const english = refusalValues(body, 'en');
  const key = keys.find((candidate) => i18n.t(candidate, { ...english, lng: 'en' }) === body.message);
  return key ? i18n.t(key, { ...refusalValues(body, i18n.language), lng: i18n.language }) : null;
}

function bodyText(data: unknown): string {
  if (typeof data === 'string') return data.trim();
  if (data === undefined || data === null) return '';
  try {
    return JSON.stringify(data);
  } catch {
    return '';
  }
}

/**
 * Turns an RTK Query error into something to show. JSON server errors show their `message`, worded in the
 * visitor's language when its code is known (REFUSALS); anything else reads "status: response text", or "status: status text" when the
 * body is empty.
 */
export function toApiError(error: FetchBaseQueryError | SerializedError | undefined | unknown, fallback: string = i18n.t('errors.generic')): ApiErrorInfo {
  if (!error) return { status: null, message: fallback };

  if (isFetchBaseQueryError(error)) {
    const { status } = error;
    if (typeof status === 'number') {
      const fromServer = refusalText(error.data) ?? serverMessage(error.data);
      if (fromServer) return { status, message: fromServer };
      const text = bodyText(error.data) || STATUS_TEXT[status] || 'Error';
      return { status, message: `${status}: ${text}` };
    }
    if (status === 'PARSING_ERROR') {
      // Non-JSON error page (e.g. a proxy's HTML 502): keep the real status and raw text.
      const text = (error.data ?? '').trim() || STATUS_TEXT[error.originalStatus] || 'Error';
      return { status: error.originalStatus, message: `${error.originalStatus}: ${text}` };
    }
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
      return { status: null, message: fallback };
    }
    return { status: null, message: error.error || fallback };
  }

  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as SerializedError;
    return { status: null, message: message || fallback };
  }
  return { status: null, message: fallback };
}

export function errorStatus(error: unknown): number | null {
  return toApiError(error).status;
}

/** The stable `code` of a rule violation (e.g. 'ADDRESS_NOT_FOUND'), when the server sent one. */
export function errorCode(error: unknown): string | null {
  if (!isFetchBaseQueryError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const { code } = error.data as { code?: unknown };
  return typeof code === 'string' ? code : null;
}
