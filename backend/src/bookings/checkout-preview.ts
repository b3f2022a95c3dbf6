import { isValidLocalDate } from '../domain/business-time.js';
import { formatUsd } from '../domain/money.js';
import { serviceLabel } from '../domain/service-types.js';
import { escapeHtml, formatServiceDate, formatServiceTime } from '../mail/mail-templates.js';
import type { Booking } from './booking.entity.js';

export type CheckoutPreviewFacts = Pick<Booking, 'serviceType' | 'serviceDate' | 'serviceTime' | 'pickupLocation' | 'destinationLocation' | 'totalCents'>;

/**
 * What the checkout page holds before its scripts have run, for a booking that waits for its card (app-setup.ts puts
 * it under the page's loading line): the service, its day and time, the route and the amount, as one paragraph.
 *
 * Why: on a slow phone the checkout showed what was being paid for only after ~300 kB of scripts and three API calls
 * (Lighthouse's LCP 4.0 s on the mobile preset; docs/performance.md); now it is in the first paint, and the app's full
 * summary replaces it. Every value is escaped: addresses are the customer's text.
 */
export function checkoutPreviewHtml(booking: CheckoutPreviewFacts): string {
  // A plan has no day ('N/A' or nothing); a booking with a day has its time too.
  const when =
    booking.serviceDate && isValidLocalDate(booking.serviceDate)
      ? `${formatServiceDate(booking.serviceDate)} at ${formatServiceTime(booking.serviceTime)}`
      : null;
  const route = booking.destinationLocation ? `From ${booking.pickupLocation} to ${booking.destinationLocation}` : `At ${booking.pickupLocation}`;
  const lines = [when ? `${serviceLabel(booking.serviceType)}, ${when}` : serviceLabel(booking.serviceType), route, `Total ${formatUsd(booking.totalCents)}`];
  return `<section class="boot-summary" aria-label="Your booking"><p>${lines.map(escapeHtml).join('<br>')}</p></section>`;
}
