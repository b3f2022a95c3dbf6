import { displayReference } from '../domain/booking-reference.js';
import { isValidLocalDate } from '../domain/business-time.js';
import { formatUsd } from '../domain/money.js';
import { serviceLabel } from '../domain/service-types.js';
import { escapeHtml, formatServiceDate, formatServiceTime } from '../mail/mail-templates.js';
import type { Booking } from './booking.entity.js';

export type CheckoutPreviewFacts = Pick<Booking, 'serviceType' | 'serviceDate' | 'serviceTime' | 'pickupLocation' | 'destinationLocation' | 'totalCents'>;
export type ManagePreviewFacts = Omit<CheckoutPreviewFacts, 'totalCents'> & Pick<Booking, 'reference'>;

/**
 * What the checkout page holds before its scripts have run, for a booking that waits for its card (app-setup.ts puts
 * it under the page's loading line): the service, its day and time, the route and the amount, as one paragraph.
 *
 * Why: on a slow phone the checkout showed what was being paid for only after ~300 kB of scripts and three API calls
 * (Lighthouse's LCP 4.0 s on the mobile preset; docs/performance.md); now it is in the first paint, and the app's full
 * summary replaces it. Every value is escaped: addresses are the customer's text.
 */
export function checkoutPreviewHtml(booking: CheckoutPreviewFacts): string {
  return previewHtml([...tripLines(booking), `Total ${formatUsd(booking.totalCents)}`]);
}

/**
 * What a booking's manage page (/manage/{token}) holds before its scripts have run: the reference, the service with
 * its day and time, and the route. The same reason as the checkout's: the page customers open most after booking
 * showed nothing but "Loading" until its scripts and the booking's API call were in (LCP 4.6 s, issue 29).
 */
export function managePreviewHtml(booking: ManagePreviewFacts): string {
  return previewHtml([`Booking ${displayReference(booking.reference)}`, ...tripLines(booking)]);
}

function tripLines(booking: Omit<CheckoutPreviewFacts, 'totalCents'>): string[] {
  // A plan has no day ('N/A' or nothing); a booking with a day has its time too.
  const when =
    booking.serviceDate && isValidLocalDate(booking.serviceDate)
      ? `${formatServiceDate(booking.serviceDate)} at ${formatServiceTime(booking.serviceTime)}`
      : null;
  const route = booking.destinationLocation ? `From ${booking.pickupLocation} to ${booking.destinationLocation}` : `At ${booking.pickupLocation}`;
  return [when ? `${serviceLabel(booking.serviceType)}, ${when}` : serviceLabel(booking.serviceType), route];
}

function previewHtml(lines: string[]): string {
  return `<section class="boot-summary" aria-label="Your booking"><p>${lines.map(escapeHtml).join('<br>')}</p></section>`;
}
