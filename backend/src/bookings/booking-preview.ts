import { displayReference } from '../domain/booking-reference.js';
import { isValidLocalDate } from '../domain/business-time.js';
import { formatUsd } from '../domain/money.js';
import { wordsFor, type Words } from '../i18n/server-i18n.js';
import { escapeHtml } from '../mail/mail-templates.js';
import { serviceWords } from '../mail/mail-words.js';
import type { Booking } from './booking.entity.js';

export type CheckoutPreviewFacts = Pick<
  Booking,
  'serviceType' | 'serviceDate' | 'serviceTime' | 'pickupLocation' | 'destinationLocation' | 'totalCents' | 'language'
>;
export type ManagePreviewFacts = Omit<CheckoutPreviewFacts, 'totalCents'> & Pick<Booking, 'reference'>;

/**
 * What the checkout page holds before its scripts have run, for a booking that waits for its card (app-setup.ts puts
 * it under the page's loading line): the service, its day and time, the route and the amount, as one paragraph.
 *
 * Why: on a slow phone the checkout showed what was being paid for only after ~300 kB of scripts and three API calls
 * (Lighthouse's LCP 4.0 s on the mobile preset; docs/performance.md); now it is in the first paint, and the app's full
 * summary replaces it. Every value is escaped: addresses are the customer's text. Both are in the booking's language.
 */
export function checkoutPreviewHtml(booking: CheckoutPreviewFacts): string {
  const words = wordsFor(booking.language);
  return previewHtml([...tripLines(booking, words), words.t('preview.total', { amount: formatUsd(booking.totalCents) })], words);
}

/**
 * What a booking's manage page (/manage/{token}) holds before its scripts have run: the reference, the service with
 * its day and time, and the route. The same reason as the checkout's: the page customers open most after booking
 * showed nothing but "Loading" until its scripts and the booking's API call were in (LCP 4.6 s, issue 29).
 */
export function managePreviewHtml(booking: ManagePreviewFacts): string {
  const words = wordsFor(booking.language);
  return previewHtml([words.t('preview.booking', { reference: displayReference(booking.reference) }), ...tripLines(booking, words)], words);
}

function tripLines(booking: Omit<CheckoutPreviewFacts, 'totalCents'>, words: Words): string[] {
  const { t } = words;
  const service = serviceWords(booking.serviceType, words);
  // A plan has no day ('N/A' or nothing); a booking with a day has its time too.
  const when =
    booking.serviceDate && isValidLocalDate(booking.serviceDate)
      ? t('common.dateAtTime', { date: words.day(booking.serviceDate), time: words.time(booking.serviceTime) })
      : null;
  const route = booking.destinationLocation
    ? t('preview.fromTo', { from: booking.pickupLocation, to: booking.destinationLocation })
    : t('preview.at', { place: booking.pickupLocation });
  return [when ? t('preview.serviceWhen', { service, when }) : service, route];
}

/** The summary, marked with its language: until the page itself speaks it, a Spanish summary sits in an English page. */
function previewHtml(lines: string[], { t, language }: Words): string {
  return `<section class="boot-summary" lang="${language}" aria-label="${escapeHtml(t('preview.label'))}"><p>${lines.map(escapeHtml).join('<br>')}</p></section>`;
}
