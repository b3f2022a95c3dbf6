import type { StoredBookingDetails, StoredPaymentInfo } from '@/lib/booking-details-storage';
import type { SquareConfig } from '@/features/checkout/api/checkout-api';
import type { PublicBooking } from '@/lib/public-booking-api';

// Pure checkout rules: labels, what the summary shows, and the payment messages the customer reads.

/** The booking as the checkout shows and charges it. Money in dollars, as on the wire. */
export interface CheckoutSummaryData {
  bookingId: string;
  reference: string | null;
  serviceType: string;
  /** 'YYYY-MM-DD' or 'N/A' */
  serviceDate: string;
  /** 'HH:MM' or 'N/A' */
  serviceTime: string;
  pickupLocation: string;
  destinationLocation: string;
  /** miles */
  distance: number;
  /** dollars */
  totalPrice: number;
  /** dollars sent with the payment; the server refuses any other figure */
  amountDue: number;
  fullName: string;
  email: string;
  phone: string;
  /** 'unpaid' | 'paid' | 'not-required' when the server said so; unknown for saved details */
  paymentStatus: string | null;
}

export const PAYMENT_MESSAGES = {
  sdkLoadFailed: 'Failed to load payment system. Please try again.',
  configFetchFailed: 'Failed to initialize payment system. Please try again.',
  setupFailed: 'Unable to set up payment form. Please try again later.',
  configError: 'Payment system configuration error. Please try again.',
  formNotLoaded: 'Payment form not loaded. Please refresh and try again.',
  cardVerificationFailed: 'Card verification failed. Please check your details.',
  cardDeclined: 'Card was declined. Please use a valid card. Note that test cards cannot be used in production.',
  paymentFailed: 'Payment failed. Please try again.',
} as const;

/** Under 0.1 mile reads 'Short distance'; otherwise whole miles. */
export function distanceText(miles: number | string | null | undefined): string {
  const value = Number(miles);
  if (!Number.isFinite(value) || value < 0.1) return 'Short distance';
  const rounded = Math.round(value);
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
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
  const info = saved.squarePaymentInfo as Partial<StoredPaymentInfo> | null | undefined;
  return {
    bookingId: saved.bookingId,
    reference: saved.reference ?? null,
    serviceType: text(saved.serviceType),
    serviceDate: text(saved.serviceDate, 'N/A'),
    serviceTime: text(saved.serviceTime, 'N/A'),
    pickupLocation: text(saved.pickupLocation),
    destinationLocation: text(saved.destinationLocation),
    distance: dollars(saved.distance),
    totalPrice,
    amountDue: info && info.amount !== undefined ? dollars(info.amount) : totalPrice,
    fullName: text(saved.fullName),
    email: text(saved.email),
    phone: text(saved.phone),
    paymentStatus: null,
  };
}

export function summaryFromBooking(booking: PublicBooking): CheckoutSummaryData {
  const totalPrice = dollars(booking.totalPrice);
  return {
    bookingId: booking.id,
    reference: booking.reference ?? null,
    serviceType: booking.serviceType,
    serviceDate: text(booking.bookingDate, 'N/A'),
    serviceTime: text(booking.bookingTime, 'N/A'),
    pickupLocation: booking.pickupLocation,
    destinationLocation: booking.destinationLocation,
    distance: dollars(booking.distance),
    totalPrice,
    amountDue: totalPrice,
    fullName: booking.fullName,
    email: booking.email,
    phone: booking.phone,
    paymentStatus: booking.paymentStatus ?? null,
  };
}

/** What the confirmation page reads after payment (session storage key bookingDetails). */
export function toPaidDetails(summary: CheckoutSummaryData, subscriptionCode: string | null): Partial<StoredBookingDetails> {
  return {
    bookingId: summary.bookingId,
    reference: summary.reference,
    serviceType: summary.serviceType,
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

/** The token when tokenisation succeeded; otherwise the message to show: 'declined' for PAN_FAILURE, else Square's own words or 'verification failed'. */
export function readTokenizeResult(result: TokenizeResult | null | undefined): { token: string } | { error: string } {
  if (result?.status === 'OK' && result.token) return { token: result.token };
  const errors = result?.errors ?? [];
  if (errors.some((e) => e.code === 'PAN_FAILURE' || e.type === 'PAN_FAILURE')) return { error: PAYMENT_MESSAGES.cardDeclined };
  const first = errors.find((e) => e.message?.trim())?.message?.trim();
  return { error: first || PAYMENT_MESSAGES.cardVerificationFailed };
}

/** A payment call that failed: the server's own message when it sent one, else a generic 'Payment failed'. */
export function paymentFailureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (typeof data === 'object' && data !== null) {
      const { message } = data as { message?: unknown };
      if (typeof message === 'string' && message.trim()) return message.trim();
      if (Array.isArray(message) && message.length > 0) return message.join('. ');
    }
  }
  return PAYMENT_MESSAGES.paymentFailed;
}
