import type { TFunction } from 'i18next';
import type { PublicBooking } from '@contracts/public-booking.contract.js';
import type { StoredBookingDetails } from '@/lib/booking-details-storage';
import { displayReference } from '@domain/booking-reference.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';

/** Query parameters the /confirmation page understands. */
export interface ConfirmationQuery {
  code: string | null;
  type: string | null;
  status: string | null;
  id: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface ConfirmationContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** The booking variant's facts. Money in dollars; days 'YYYY-MM-DD' and times 'HH:MM', or null when not set. */
export interface ConfirmationDetails {
  bookingId: string | null;
  /** the server says the booking is confirmed (not only received, waiting for the owner) */
  confirmed: boolean;
  /** bare; shown through displayReference */
  reference: string | null;
  serviceType: string | null;
  serviceDate: string | null;
  serviceTime: string | null;
  pickupLocation: string | null;
  destinationLocation: string | null;
  totalPrice: number | null;
  paymentRequired: boolean;
  codeApplied: boolean;
  subscriptionCode: string | null;
  contact: ConfirmationContact;
  /** a plan (subscription) purchase: it reads as a purchase, not a booking request */
  isPlan: boolean;
  /** the plan's name as the server gives it, e.g. 'Premium'; null when unknown or not a plan */
  planName: string | null;
  /** the card payment as the server recorded it (dollars); null until the server says the card paid */
  cardPayment: { amount: number; receiptEmail: string } | null;
  /** the server has a calendar file for it (a booking with a time) */
  hasCalendarEvent: boolean;
  /** `{PUBLIC_BASE_URL}/manage/{token}`, where the customer sees and cancels the booking; null when the server gives none */
  manageUrl: string | null;
}

export type ConfirmationModel = { variant: 'inquiry'; contact: ConfirmationContact } | { variant: 'booking'; details: ConfirmationDetails };

const INQUIRY_TYPES = ['bulk-rides', 'longHaul', 'handyman'];

function present(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed && trimmed !== 'N/A' ? trimmed : null;
}

function finite(value: unknown): number | null {
  const n = typeof value === 'string' ? Number.parseFloat(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/** Saved details count only when they describe the booking in the URL (or the URL names none). */
export function matchingSaved(query: Pick<ConfirmationQuery, 'id'>, saved: Partial<StoredBookingDetails> | null): Partial<StoredBookingDetails> | null {
  if (!saved) return null;
  if (query.id && saved.bookingId && saved.bookingId !== query.id) return null;
  return saved;
}

/**
 * The booking to read from the API, or null for none: always when one is known, because only the server says
 * whether and what was paid (the saved summary is the browser's copy from before the payment).
 */
export function bookingToFetch(query: ConfirmationQuery, saved: Partial<StoredBookingDetails> | null): string | null {
  if (isInquiry(query, saved)) return null;
  return query.id ?? present(matchingSaved(query, saved)?.bookingId);
}

/** Inquiry variant: bulk-rides paths, long haul, handyman, and a subscription without a booking id. */
export function isInquiry(query: ConfirmationQuery, saved: Partial<StoredBookingDetails> | null, pathname = ''): boolean {
  if (query.type && INQUIRY_TYPES.includes(query.type)) return true;
  if (pathname.includes('bulk-rides')) return true;
  const mine = matchingSaved(query, saved);
  const serviceType = mine?.serviceType ?? query.type;
  return serviceType === 'subscription' && !(query.id ?? mine?.bookingId);
}

/**
 * What the page shows: the query string, then the saved session summary, then the API's booking fill
 * in, each only for the same booking. Payment counts as required unless something says otherwise.
 */
export function resolveConfirmation(
  query: ConfirmationQuery,
  saved: Partial<StoredBookingDetails> | null,
  fetched: PublicBooking | null = null,
  pathname = '',
): ConfirmationModel {
  const mine = matchingSaved(query, saved);
  const api = fetched && (!query.id || fetched.id === query.id) ? fetched : null;
  const contact: ConfirmationContact = {
    name: present(query.name) ?? present(mine?.fullName) ?? present(api?.fullName),
    email: present(query.email) ?? present(mine?.email) ?? present(api?.email),
    phone: present(query.phone) ?? present(mine?.phone) ?? present(api?.phone),
  };
  if (isInquiry(query, saved, pathname)) return { variant: 'inquiry', contact };

  const apiPaymentRequired = api?.paymentStatus ? api.paymentStatus !== 'not-required' : undefined;
  const paymentRequired = apiPaymentRequired ?? mine?.paymentRequired ?? true;
  const serviceType = present(mine?.serviceType) ?? present(api?.serviceType);
  return {
    variant: 'booking',
    details: {
      bookingId: query.id ?? present(mine?.bookingId) ?? api?.id ?? null,
      confirmed: api?.status === 'confirmed',
      reference: present(mine?.reference) ?? present(api?.reference) ?? present(query.code),
      serviceType,
      serviceDate: present(mine?.serviceDate) ?? present(api?.bookingDate),
      serviceTime: present(mine?.serviceTime) ?? present(api?.bookingTimeText),
      pickupLocation: present(mine?.pickupLocation) ?? present(api?.pickupLocation),
      destinationLocation: present(mine?.destinationLocation) ?? present(api?.destinationLocation),
      totalPrice: finite(mine?.totalPrice) ?? finite(api?.totalPrice),
      paymentRequired,
      codeApplied: mine?.codeApplied === true || !paymentRequired,
      subscriptionCode: present(mine?.subscriptionCode),
      contact,
      isPlan: serviceType === 'subscription',
      planName: present(api?.planName),
      cardPayment: api?.cardPayment ? { amount: api.cardPayment.amount, receiptEmail: api.cardPayment.receiptEmail } : null,
      hasCalendarEvent: api?.hasCalendarEvent ?? false,
      manageUrl: present(api?.manageUrl),
    },
  };
}

/** The booking variant's heading and the sentence under it. */
export interface ConfirmationHeading {
  title: string;
  subtitle: string;
}

/**
 * A plan purchase reads as a purchase: active once the server says the card paid it. A booking the server says is
 * confirmed reads as confirmed; any other is a request the owner confirms, as the mails and the manage page say too.
 */
export function confirmationHeading(
  details: Pick<ConfirmationDetails, 'isPlan' | 'planName' | 'cardPayment' | 'confirmed'>,
  t: TFunction,
): ConfirmationHeading {
  if (details.isPlan && details.cardPayment) {
    const subtitle = details.planName ? t('checkout.namedPlanActive', { plan: details.planName }) : t('checkout.planActive');
    return { title: t('checkout.planPurchased'), subtitle };
  }
  if (details.isPlan) return { title: t('checkout.planReceived'), subtitle: t('checkout.planReceivedText') };
  if (details.confirmed) return { title: t('checkout.bookingConfirmed'), subtitle: t('checkout.bookingConfirmedText') };
  return { title: t('checkout.requestReceived'), subtitle: t('checkout.requestReceivedText') };
}

/** 'Paid $42.50' and where the receipt went, only after the server recorded a card payment. */
export function paymentLines(details: Pick<ConfirmationDetails, 'cardPayment'>, t: TFunction): { paid: string; receipt: string } | null {
  const payment = details.cardPayment;
  if (!payment) return null;
  return {
    paid: t('checkout.paidAmount', { amount: formatUsd(dollarsToCents(payment.amount)) }),
    receipt: payment.receiptEmail ? t('checkout.receiptTo', { email: payment.receiptEmail }) : t('checkout.receiptToYou'),
  };
}

/** mailto link asking the owner to cancel the booking with this reference, written in the customer's language. */
export function cancelMailto(ownerEmail: string, reference: string | null, contactName: string | null, t: TFunction): string {
  const ref = reference ? displayReference(reference) : t('checkout.myBooking');
  const subject = t('checkout.cancelSubject', { reference: ref });
  const body = contactName ? t('checkout.cancelBodySigned', { reference: ref, name: contactName }) : t('checkout.cancelBody', { reference: ref });
  return `mailto:${ownerEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
