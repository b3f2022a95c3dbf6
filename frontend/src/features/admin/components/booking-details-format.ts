import { customerNameOf } from '@/features/admin/admin-bookings';
import type { AdminBooking, AdminPaymentInfo } from '@contracts/admin-booking.contract.js';
import { formatDay } from '@/lib/dayjs';
import { displayReference } from '@domain/booking-reference.js';
import { formatTimeText } from '@domain/business-time.js';
import { serviceLabel } from '@domain/service-types.js';

// How the booking dialog writes the loosely typed values of a booking and its history.

/** A loose value as text: '—' when missing, 'yes'/'no' for booleans. */
export function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** An ISO instant in the owner's locale, e.g. 'May 14, 2030, 9:15 AM'; text that is no date is shown as it came. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A mail to the customer, its subject and first line filled in; spaces as %20 since mail apps show '+' literally. */
export function mailtoOf(booking: AdminBooking): string {
  const subject = `Your booking ${displayReference(booking.reference)}`;
  const body = `Hello ${customerNameOf(booking)},\n\nAbout your ${serviceLabel(booking.serviceType)} on ${formatDay(booking.booking_date)} at ${formatTimeText(booking.booking_time_text)}:\n\n`;
  return `mailto:${booking.email}?${new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20')}`;
}

/** The payment in one line, e.g. 'method card, status paid, card VISA •••• 1111'; '—' when there is none. */
export function describePayment(payment: AdminPaymentInfo | null | undefined): string {
  if (!payment) return '—';
  return [
    `method ${show(payment.method)}`,
    `status ${show(payment.status)}`,
    payment.transactionId ? `transaction ${payment.transactionId}` : null,
    payment.cardBrand || payment.last4 ? `card ${show(payment.cardBrand)} ${payment.last4 ? `•••• ${payment.last4}` : ''}` : null,
    payment.dateProcessed ? `processed ${when(payment.dateProcessed)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}
