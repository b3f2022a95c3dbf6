// Session storage key `bookingDetails`: the booking summary handed from the wizard to the
// checkout and confirmation screens. Money in dollars here, as on the wire.

const KEY = 'bookingDetails';

/** What create-booking answers for the card form: the server's amount (dollars) and payment settings. */
export interface StoredPaymentInfo {
  bookingId: string;
  /** dollars; the amount the server will accept for this booking */
  amount: number;
  currency: string;
  /** ISO instant after which an unpaid booking gives its slot back, or null */
  holdExpiresAt: string | null;
  environment: string;
  applicationId: string | null;
  locationId: string | null;
  testMode: boolean;
}

export interface StoredBookingDetails {
  bookingId: string;
  /** Short code, bare; customers see it through displayReference. */
  reference: string | null;
  serviceType: string;
  /** 'YYYY-MM-DD' or 'N/A' */
  serviceDate: string;
  /** 'HH:MM' 24h or 'N/A' */
  serviceTime: string;
  pickupLocation: string;
  destinationLocation: string;
  /** miles */
  distance: number;
  /** dollars */
  totalPrice: number;
  paymentRequired: boolean;
  /** true when a service code lowered the price */
  codeApplied?: boolean;
  /** the code of a paid plan purchase; null until the plan is paid */
  subscriptionCode: string | null;
  squarePaymentInfo: StoredPaymentInfo | null;
  fullName: string;
  email: string;
  phone: string;
}

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
