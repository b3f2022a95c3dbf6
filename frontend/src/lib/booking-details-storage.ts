import type { BookingSummary, CreateBookingResponse } from '@contracts/public-booking.contract.js';

// Session storage key `bookingDetails`: the booking summary handed from the wizard to the
// checkout and confirmation screens. Money in dollars here, as on the wire.

const KEY = 'bookingDetails';

/**
 * create-booking's answer, flattened: the booking's facts, whether and how it is paid, and the code a paid
 * plan returned (null until then).
 */
export type StoredBookingDetails = Pick<
  BookingSummary,
  'serviceType' | 'serviceDate' | 'serviceTime' | 'pickupLocation' | 'destinationLocation' | 'distance' | 'totalPrice' | 'fullName' | 'email' | 'phone'
> &
  Pick<CreateBookingResponse, 'paymentRequired' | 'subscriptionCode' | 'squarePaymentInfo'> &
  Partial<Pick<CreateBookingResponse, 'codeApplied'>> & {
    bookingId: BookingSummary['id'];
    /** bare, as BookingSummary['reference']; null when not known */
    reference: BookingSummary['reference'] | null;
  };

export function saveBookingDetails(details: StoredBookingDetails): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(details));
  } catch {
    // Private mode or quota: later screens fall back to the query string and the API.
  }
}

export function readBookingDetails(): Partial<StoredBookingDetails> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Partial<StoredBookingDetails>) : null;
  } catch {
    return null;
  }
}

/**
 * Combines what is saved with newer facts about a booking. Saved fields for a different booking are
 * dropped rather than mixed in; `undefined` in the update never erases a saved value.
 */
export function mergeBookingDetails(saved: Partial<StoredBookingDetails> | null, update: Partial<StoredBookingDetails>): Partial<StoredBookingDetails> {
  const sameBooking = saved && (!saved.bookingId || !update.bookingId || saved.bookingId === update.bookingId);
  const base = sameBooking ? saved : {};
  const defined = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) as Partial<StoredBookingDetails>;
  return { ...base, ...defined };
}

/** Adds facts to the saved summary, e.g. the subscription code a plan payment returned. */
export function updateBookingDetails(update: Partial<StoredBookingDetails>): Partial<StoredBookingDetails> {
  const merged = mergeBookingDetails(readBookingDetails(), update);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(merged));
  } catch {
    // see saveBookingDetails
  }
  return merged;
}
