import type { TFunction } from 'i18next';
import type { PaymentFormInfo, PublicBooking } from '@contracts/public-booking.contract.js';
import type { SquareConfig } from '@contracts/payment.contract.js';
import { instantToZonedWallTime } from '@domain/business-time.js';
import { timeText } from '@/lib/time-text';
import type { StoredBookingDetails } from '@/lib/booking-details-storage';
import { businessZoneLabel } from '@/lib/business-zone';
import { toApiError } from '@/lib/api-error';

// Pure checkout rules: labels, what the summary shows, and the payment messages the customer reads.

/** The booking as the checkout shows and charges it, from the API or the saved summary. Money in dollars, as on the wire. */
export type CheckoutSummaryData = Pick<PublicBooking, 'pickupLocation' | 'destinationLocation' | 'distance' | 'totalPrice' | 'fullName' | 'email' | 'phone'> &
  Pick<StoredBookingDetails, 'bookingId' | 'reference' | 'serviceDate' | 'serviceTime'> & {
    /** empty when the saved summary lacks it */
    serviceType: PublicBooking['serviceType'] | '';
    /** dollars sent with the payment; the server refuses any other figure */
    amountDue: number;
    /** what amountDue pays: the booking, or the cancellation fee a cancelled booking owes (the owner's link for it) */
    dueFor: 'booking' | 'cancellation-fee';
    /** when the server said so; unknown (null) for saved details */
    paymentStatus: PublicBooking['paymentStatus'] | null;
  };

/** The payment problems the customer reads, by catalog key: kept as keys so a form shows them in the current language. */
export const PAYMENT_MESSAGES = {
  sdkLoadFailed: 'checkout.sdkLoadFailed',
  configFetchFailed: 'checkout.configFetchFailed',
  setupFailed: 'checkout.setupFailed',
  configError: 'checkout.configError',
  formNotLoaded: 'checkout.formNotLoaded',
  cardVerificationFailed: 'checkout.cardVerificationFailed',
  cardDeclined: 'checkout.cardDeclined',
  paymentFailed: 'checkout.paymentFailed',
} as const;

export type PaymentMessageKey = (typeof PAYMENT_MESSAGES)[keyof typeof PAYMENT_MESSAGES];

/**
 * Until when the slot is held, on the business's clock ('3:45 PM'), naming the zone ('3:45 PM Mountain Time')
 * when the visitor's clock differs; null for an instant that cannot be read.
 */
export function holdTimeText(holdExpiresAt: string, businessZone: string, viewerZone?: string): string | null {
  const until = new Date(holdExpiresAt);
  if (Number.isNaN(until.getTime())) return null;
  const time = timeText(instantToZonedWallTime(until, businessZone).time);
  const zone = businessZoneLabel(businessZone, until, viewerZone);
  return zone ? `${time} ${zone}` : time;
}

/** What the hold keeps while the customer pays: a time slot, or a plan's order (a plan has no time of its own). */
export function holdNotice(serviceType: string, holdUntil: string, t: TFunction): string {
  return serviceType === 'subscription' ? t('checkout.holdPlan', { time: holdUntil }) : t('checkout.holdSlot', { time: holdUntil });
}

/** Under 0.1 mile reads 'Short distance'; otherwise whole miles. */
export function distanceText(miles: number | string | null | undefined, t: TFunction): string {
  const value = Number(miles);
  if (!Number.isFinite(value) || value < 0.1) return t('checkout.shortDistance');
  const count = Math.round(value);
  return count === 1 ? t('checkout.oneMile', { count }) : t('checkout.miles', { count });
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? fallback : String(value);
}

function dollars(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Saved details describe this booking when they carry its id (or the page was opened without one). */
export function savedDetailsFor(bookingId: string | null, saved: Partial<StoredBookingDetails> | null): Partial<StoredBookingDetails> | null {
  if (!saved?.bookingId) return null;
  if (bookingId && saved.bookingId !== bookingId) return null;
  return saved;
}

export function summaryFromSaved(saved: Partial<StoredBookingDetails> & { bookingId: string }): CheckoutSummaryData {
  const totalPrice = dollars(saved.totalPrice);
  const info = saved.squarePaymentInfo as Partial<PaymentFormInfo> | null | undefined;
  return {
    bookingId: saved.bookingId,
    reference: saved.reference ?? null,
    serviceType: saved.serviceType ?? '',
    serviceDate: text(saved.serviceDate, 'N/A'),
    serviceTime: text(saved.serviceTime, 'N/A'),
    pickupLocation: text(saved.pickupLocation),
    destinationLocation: text(saved.destinationLocation),
    distance: dollars(saved.distance),
    totalPrice,
    amountDue: info && info.amount !== undefined ? dollars(info.amount) : totalPrice,
    dueFor: 'booking',
    fullName: text(saved.fullName),
    email: text(saved.email),
    phone: text(saved.phone),
    paymentStatus: null,
  };
}

export function summaryFromBooking(booking: PublicBooking): CheckoutSummaryData {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    serviceType: booking.serviceType,
    serviceDate: booking.bookingDate,
    // As the customer reads it: a delivery's window, not only its start.
    serviceTime: booking.bookingTimeText,
    pickupLocation: booking.pickupLocation,
    destinationLocation: booking.destinationLocation,
    distance: booking.distance,
    totalPrice: booking.totalPrice,
    amountDue: booking.cancellationFeeDue ?? booking.totalPrice,
    dueFor: booking.cancellationFeeDue === undefined ? 'booking' : 'cancellation-fee',
    fullName: booking.fullName,
    email: booking.email,
    phone: booking.phone,
    paymentStatus: booking.paymentStatus,
  };
}

/** What the confirmation page reads after payment (session storage key bookingDetails). */
export function toPaidDetails(summary: CheckoutSummaryData, subscriptionCode: string | null): Partial<StoredBookingDetails> {
  return {
    bookingId: summary.bookingId,
    reference: summary.reference,
    serviceType: summary.serviceType || undefined,
    serviceDate: summary.serviceDate,
    serviceTime: summary.serviceTime,
    pickupLocation: summary.pickupLocation,
    destinationLocation: summary.destinationLocation,
    distance: summary.distance,
    totalPrice: summary.totalPrice,
    paymentRequired: true,
    subscriptionCode,
    fullName: summary.fullName,
    email: summary.email,
    phone: summary.phone,
  };
}

/** Where the Square Web Payments SDK comes from; null for test mode; throws on an unknown environment. */
export function squareScriptUrl(config: Pick<SquareConfig, 'environment' | 'testMode'>): string | null {
  if (config.testMode || config.environment === 'test') return null;
  if (config.environment === 'sandbox') return 'https://sandbox.web.squarecdn.com/v1/square.js';
  if (config.environment === 'production') return 'https://web.squarecdn.com/v1/square.js';
  throw new Error(PAYMENT_MESSAGES.configError);
}

/** Square's tokenize() answer, reduced to what we read. */
export interface TokenizeResult {
  status: string;
  token?: string;
  errors?: { message?: string; type?: string; code?: string }[];
}

/**
 * The token when tokenisation succeeded; otherwise the message to show: 'declined' for PAN_FAILURE, else Square's own
 * words (as its SDK words them) or 'verification failed'.
 */
export function readTokenizeResult(result: TokenizeResult | null | undefined, t: TFunction): { token: string } | { error: string } {
  if (result?.status === 'OK' && result.token) return { token: result.token };
  const errors = result?.errors ?? [];
  if (errors.some((e) => e.code === 'PAN_FAILURE' || e.type === 'PAN_FAILURE')) return { error: t(PAYMENT_MESSAGES.cardDeclined) };
  const first = errors.find((e) => e.message?.trim())?.message?.trim();
  return { error: first || t(PAYMENT_MESSAGES.cardVerificationFailed) };
}

/**
 * A payment call that failed: the server's answer when it explained itself (a JSON body with a message, worded by
 * toApiError), else a generic 'Payment failed' (no connection, a proxy's error page).
 */
export function paymentFailureMessage(error: unknown, t: TFunction): string {
  const fallback = t(PAYMENT_MESSAGES.paymentFailed);
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
    const explained = (typeof message === 'string' && message.trim() !== '') || (Array.isArray(message) && message.length > 0);
    if (explained) return toApiError(error, fallback).message.trim();
  }
  return fallback;
}
