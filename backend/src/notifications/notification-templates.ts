// The words of the owner's texts, the customers' reminders and the owner's morning sheet. Pure functions of plain
// values: no framework, no database, no clock. Reminders are in the customer's language (i18n/catalogs); the owner's
// messages in English. Texts are one short paragraph (a text message of two or three
// segments at most); mails have a subject, a plain-text body and an HTML body in which every value is escaped.
// Business-local dates are 'YYYY-MM-DD', times 'HH:MM' (or a delivery window 'HH:MM-HH:MM').

import { displayReference } from '../domain/booking-reference.js';
import { formatUsd } from '../domain/money.js';
import type { CustomerLanguage } from '../domain/customer-language.js';
import { serviceLabel } from '../domain/service-types.js';
import { wordsFor, type Words } from '../i18n/server-i18n.js';
import { serviceWords } from '../mail/mail-words.js';
import {
  escapeHtml,
  formatServiceDate,
  formatServiceTime,
  htmlText,
  oneLine,
  page,
  signature,
  type MailContact,
  type RenderedMail,
} from '../mail/mail-templates.js';

/** The facts of a booking an owner's text tells. */
export interface OwnerTextFacts {
  id: string;
  /** Without the display prefix. */
  reference: string;
  serviceType: string;
  serviceDate: string | null;
  serviceTime: string | null;
  pickupLocation: string;
  totalCents: number;
}

/** The events of a booking that text the owner. */
export type OwnerBookingEvent = 'new' | 'paid' | 'cancelled' | 'moved';

export interface InquiryTextFacts {
  /** 'bulk-rides' | 'longHaul' | 'handyman' */
  inquiryType: string;
  name: string;
  phone: string;
}

/** A customer's reminder: the booking and its manage link. */
export interface ReminderFacts {
  reference: string;
  serviceType: string;
  customerName: string;
  serviceDate: string;
  serviceTime: string;
  pickupLocation: string;
  destinationLocation: string;
  /** '{PUBLIC_BASE_URL}/manage/{token}' */
  manageUrl: string;
  /** The business-local day the reminder goes, to say 'today' or 'tomorrow'. */
  today: string;
  /** The day after `today`. */
  tomorrow: string;
  /** The customer's language: the reminder is written in it. */
  language: CustomerLanguage;
}

/** One job of the owner's morning sheet. */
export interface SheetJob {
  reference: string;
  serviceType: string;
  /** Pending bookings are marked: the owner has not confirmed them yet. */
  status: string;
  serviceTime: string | null;
  customerName: string;
  customerPhone: string;
  pickupLocation: string;
  destinationLocation: string;
  /** The service details as stored (domain/service-types.ts, by service type). */
  serviceDetails: Record<string, unknown>;
  /** The owner's own notes on the booking. */
  notes: string;
}

const SHORT_SERVICE: Record<string, string> = { delivery: 'Delivery', ride: 'Ride', chauffeur: 'Personal driver', subscription: 'Plan' };
const INQUIRY_LABELS: Record<string, string> = { 'bulk-rides': 'bulk rides', longHaul: 'long haul delivery', handyman: 'handyman' };
const SHORT_DATES: Record<CustomerLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }),
  es: new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }),
};

// --- links ------------------------------------------------------------------------------------------

/** The admin dashboard, with the booking open when one is named: '{PUBLIC_BASE_URL}/admin/dashboard?booking={id}', as the dashboard reads it. */
export function adminDashboardUrl(publicBaseUrl: string, bookingId?: string): string {
  const url = new URL('admin/dashboard', publicBaseUrl.endsWith('/') ? publicBaseUrl : `${publicBaseUrl}/`);
  if (bookingId) url.searchParams.set('booking', bookingId);
  return url.toString();
}

/** Google Maps directions from the pickup to the destination; a job that ends where it starts (a personal driver) shows its place. */
export function mapLink(pickup: string, destination: string): string {
  if (!destination.trim() || destination.trim() === pickup.trim()) return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(pickup)}`;
  return `https://www.google.com/maps/dir/?api=1&origin=${encodeURIComponent(pickup)}&destination=${encodeURIComponent(destination)}`;
}

// --- the owner's texts ------------------------------------------------------------------------------

/**
 * To the owner, e.g. 'New booking 254-K7Q2XM: Ride Wed, Jun 3 10:00 AM, from 2350 Wall Ave, Ogden. https://…/admin/dashboard?booking=bk_…'.
 * A move names the time it left (`from`).
 */
export function ownerBookingText(
  event: OwnerBookingEvent,
  facts: OwnerTextFacts,
  link: string,
  from?: { serviceDate: string | null; serviceTime: string | null },
): string {
  const reference = displayReference(facts.reference);
  const service = SHORT_SERVICE[facts.serviceType] ?? serviceLabel(facts.serviceType);
  const when = shortWhen(facts.serviceDate, facts.serviceTime);
  const pickup = `from ${shortAddress(facts.pickupLocation)}`;
  switch (event) {
    case 'new':
      return oneLine(`New booking ${reference}: ${service} ${when}, ${pickup}. ${link}`);
    case 'paid':
      return oneLine(`Paid booking ${reference} (${formatUsd(facts.totalCents)}): ${service} ${when}, ${pickup}. ${link}`);
    case 'cancelled':
      return oneLine(`Cancelled by the customer: ${reference}, ${service} ${when}, ${pickup}. The time is free again. ${link}`);
    case 'moved':
      return oneLine(
        `Moved by the customer: ${reference}, ${service} now ${when} (was ${shortWhen(from?.serviceDate ?? null, from?.serviceTime ?? null)}), ${pickup}. ${link}`,
      );
  }
}

/** To the owner: 'New long haul delivery inquiry from Jamie Rivera, (801) 555-0123. https://…/admin/dashboard'. */
export function ownerInquiryText(facts: InquiryTextFacts, link: string): string {
  const label = INQUIRY_LABELS[facts.inquiryType] ?? 'service';
  return oneLine(`New ${label} inquiry from ${facts.name}, ${facts.phone}. ${link}`);
}

// --- the customer's reminders -----------------------------------------------------------------------

/** To the customer, the configured hours before the start (24 by default), in their language. */
export function reminderMail(facts: ReminderFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.language);
  const { t } = words;
  const service = serviceWords(facts.serviceType, words);
  const day = dayWord(facts, words);
  const when = t('common.dateAtTime', { date: words.day(facts.serviceDate), time: words.time(facts.serviceTime) });
  const rows: [string, string][] = [
    [t('row.reference'), displayReference(facts.reference)],
    [t('row.service'), service],
    [t('row.date'), words.day(facts.serviceDate)],
    [t('row.time'), words.time(facts.serviceTime)],
    [t('row.pickup'), facts.pickupLocation],
    ...(facts.destinationLocation && facts.destinationLocation !== facts.pickupLocation
      ? ([[t('row.to'), facts.destinationLocation]] as [string, string][])
      : []),
  ];
  const intro = [
    t('common.greeting', { name: facts.customerName }),
    t(day ? 'reminder.introDay' : 'reminder.intro', { service: service.toLowerCase(), business: contact.businessName, day, when }),
  ];
  const manage = t('reminder.manage');
  const questions = t('common.questions', { phone: contact.ownerPhone, email: contact.ownerEmail });
  return {
    subject: oneLine(t(day ? 'reminder.subjectDay' : 'reminder.subject', { service, day, when })),
    text: [intro.join('\n'), table(rows), `${manage}:\n${facts.manageUrl}`, questions, signature(contact)].join('\n\n') + '\n',
    mjml: page(
      contact,
      htmlText(
        [
          ...intro.map((line) => `<p>${escapeHtml(line)}</p>`),
          htmlTable(rows),
          `<p>${escapeHtml(manage)}: <a href="${escapeHtml(facts.manageUrl)}">${escapeHtml(facts.manageUrl)}</a></p>`,
          `<p>${escapeHtml(questions)}</p>`,
        ].join('\n'),
      ),
      facts.language,
    ),
  };
}

/**
 * To the customer who ticked "Text me reminders", the configured hours before the start (2 by default), in their
 * language, e.g. 'Ogden Rides & Deliveries: your ride is today at 9:00 AM, pickup 2350 Wall Ave, Ogden. Manage it:
 * https://…/manage/… Reply STOP to opt out.'
 */
export function reminderText(facts: ReminderFacts, businessName: string): string {
  const words = wordsFor(facts.language);
  const { t } = words;
  const service = t(`shortService.${facts.serviceType in SHORT_SERVICE ? facts.serviceType : 'other'}`);
  const day = dayWord(facts, words) ?? t('reminder.onDay', { date: shortDate(facts.serviceDate, words.language) });
  return oneLine(
    t('reminder.text', {
      business: businessName,
      service,
      day,
      time: words.time(facts.serviceTime),
      pickup: shortAddress(facts.pickupLocation),
      url: facts.manageUrl,
    }),
  );
}

// --- the trip: on the way, arrived ------------------------------------------------------------------

/** A trip step the customer is told of (domain/booking-notices: 'on my way' with its ETA, 'arrived'). */
export interface TripFacts {
  stage: 'on-the-way' | 'arrived';
  reference: string;
  customerName: string;
  pickupLocation: string;
  /** The driver's estimated arrival, business-local 'HH:MM'; null when no road engine could tell. */
  eta: string | null;
  manageUrl: string;
  language: CustomerLanguage;
}

/** The sentence of a trip step, in the customer's language. */
function tripSentence(facts: TripFacts, business: string, words: Words, form: 'mail' | 'text'): string {
  const { t } = words;
  // A text names the pickup short (street and town); a mail in full.
  const pickup = form === 'text' ? shortAddress(facts.pickupLocation) : facts.pickupLocation;
  const values = { business, pickup, eta: facts.eta ? words.time(facts.eta) : '', url: facts.manageUrl };
  const key = {
    mail: { arrived: 'trip.arrived', withEta: 'trip.onTheWay', withoutEta: 'trip.onTheWayNoEta' },
    text: { arrived: 'trip.arrivedText', withEta: 'trip.onTheWayText', withoutEta: 'trip.onTheWayTextNoEta' },
  }[form];
  return t(facts.stage === 'arrived' ? key.arrived : facts.eta ? key.withEta : key.withoutEta, values);
}

/** To the customer as the driver sets off (with the ETA) and arrives: short, with the booking's page. */
export function tripMail(facts: TripFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.language);
  const { t } = words;
  const reference = displayReference(facts.reference);
  const lines = [t('common.greeting', { name: facts.customerName }), tripSentence(facts, contact.businessName, words, 'mail')];
  const manage = t('trip.manage');
  const questions = t('common.questions', { phone: contact.ownerPhone, email: contact.ownerEmail });
  const subject =
    facts.stage === 'arrived' ? t('trip.arrivedSubject', { reference }) : t('trip.onTheWaySubject', { business: contact.businessName, reference });
  return {
    subject: oneLine(subject),
    text: [lines.join('\n'), `${manage}:\n${facts.manageUrl}`, questions, signature(contact)].join('\n\n') + '\n',
    mjml: page(
      contact,
      htmlText(
        [
          ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
          `<p>${escapeHtml(manage)}: <a href="${escapeHtml(facts.manageUrl)}">${escapeHtml(facts.manageUrl)}</a></p>`,
          `<p>${escapeHtml(questions)}</p>`,
        ].join('\n'),
      ),
      facts.language,
    ),
  };
}

/** The same as a text: one line. */
export function tripText(facts: TripFacts, businessName: string): string {
  return oneLine(tripSentence(facts, businessName, wordsFor(facts.language), 'text'));
}

// --- the owner's morning sheet ----------------------------------------------------------------------

/** To the owner at 06:00: the day's jobs in time order (`jobs` already sorted), each with its map link. */
export function morningSheetMail(day: string, jobs: readonly SheetJob[], contact: MailContact): RenderedMail {
  const date = formatServiceDate(day);
  const count = jobsCount(jobs.length);
  const entries = jobs.map((job) => {
    const lines = [
      `${formatServiceTime(job.serviceTime)}: ${serviceLabel(job.serviceType)} ${displayReference(job.reference)}${job.status === 'pending' ? ' (not confirmed yet)' : ''}`,
      `${job.customerName}, ${job.customerPhone}`,
      `From: ${job.pickupLocation}`,
      ...(job.destinationLocation && job.destinationLocation !== job.pickupLocation ? [`To: ${job.destinationLocation}`] : []),
      ...jobNotes(job),
    ];
    return { lines, map: mapLink(job.pickupLocation, job.destinationLocation), phone: job.customerPhone };
  });
  return {
    subject: oneLine(`Today's jobs, ${date}: ${count}`),
    text:
      [
        `Good morning! ${count} today, ${date}:`,
        ...entries.map(({ lines, map }, index) => [`${index + 1}. ${lines[0]}`, ...lines.slice(1).map((line) => `   ${line}`), `   Map: ${map}`].join('\n')),
        signature(contact),
      ].join('\n\n') + '\n',
    mjml: page(
      contact,
      htmlText(
        [
          `<p>${escapeHtml(`Good morning! ${count} today, ${date}:`)}</p>`,
          '<ol>',
          ...entries.map(({ lines, map, phone }) => {
            const [title, customer, ...rest] = lines.map(escapeHtml);
            const call = `<a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a>`;
            return [
              `<li style="margin-bottom:12px"><strong>${title}</strong><br>`,
              `${customer.replace(escapeHtml(phone), call)}<br>`,
              ...rest.map((line) => `${line.replace(/\r?\n/g, '<br>')}<br>`),
              `<a href="${escapeHtml(map)}">Map</a></li>`,
            ].join('\n');
          }),
          '</ol>',
        ].join('\n'),
      ),
    ),
  };
}

/** To the owner at 06:00 with the sheet: 'Good morning: 3 jobs today, the first at 9:00 AM (Ride, 2350 Wall Ave, Ogden). The list is in your mail.' */
export function morningSheetText(jobs: readonly SheetJob[]): string {
  const first = jobs[0];
  const service = SHORT_SERVICE[first.serviceType] ?? serviceLabel(first.serviceType);
  return oneLine(
    `Good morning: ${jobsCount(jobs.length)} today, the first at ${formatServiceTime(first.serviceTime)} (${service}, ${shortAddress(first.pickupLocation)}). The list is in your mail.`,
  );
}

/** What the job carries or who rides, and the owner's notes, one line each. */
export function jobNotes(job: Pick<SheetJob, 'serviceType' | 'serviceDetails' | 'notes'>): string[] {
  const details = job.serviceDetails;
  const lines: string[] = [];
  const instructions = text(details.instructions);
  if (job.serviceType === 'delivery') {
    const perishable = text(details.perishable) === 'yes' ? `perishable${text(details.needsCooler) === 'yes' ? ', needs a cooler' : ''}` : '';
    lines.push(`Package: ${[text(details.packageSize), text(details.packageWeight), perishable].filter(Boolean).join(', ')}`);
    if (instructions) lines.push(`Instructions: ${instructions}`);
  } else if (job.serviceType === 'ride') {
    lines.push(`Passengers: ${text(details.passengers) || '?'}, luggage: ${text(details.luggage) || 'none'}${roofRack(details)}`);
    if (instructions) lines.push(`Instructions: ${instructions}`);
  } else if (job.serviceType === 'chauffeur') {
    lines.push(`Personal driver: ${text(details.hours) || '?'} hours, ${text(details.passengers) || '?'} passengers${roofRack(details)}`);
    if (text(details.itinerary)) lines.push(`Itinerary: ${text(details.itinerary)}`);
  }
  if (job.notes.trim()) lines.push(`Notes: ${job.notes.trim()}`);
  return lines;
}

// --- pieces -----------------------------------------------------------------------------------------

function roofRack(details: Record<string, unknown>): string {
  const rack = text(details.needsRoofRack);
  if (rack === 'yes-ski') return ', ski rack';
  if (rack === 'yes-bike') return `, bike rack (${text(details.bikeCount) || '?'} bikes)`;
  return '';
}

function jobsCount(count: number): string {
  return `${count} ${count === 1 ? 'job' : 'jobs'}`;
}

/** 'today' or 'tomorrow' (in the reader's language) when the booking is on one of them; undefined otherwise. */
function dayWord(facts: Pick<ReminderFacts, 'serviceDate' | 'today' | 'tomorrow'>, { t }: Words): string | undefined {
  if (facts.serviceDate === facts.today) return t('reminder.today');
  if (facts.serviceDate === facts.tomorrow) return t('reminder.tomorrow');
  return undefined;
}

/** 'Wed, Jun 3 10:00 AM'; no date: 'no date (plan)'. */
function shortWhen(date: string | null, time: string | null): string {
  if (!date) return 'no date (plan)';
  return `${shortDate(date)} ${formatServiceTime(time)}`;
}

/** 'YYYY-MM-DD' → 'Wed, Jun 3' / 'mié, 3 de jun' (calendar arithmetic only). */
function shortDate(date: string, language: CustomerLanguage = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? SHORT_DATES[language].format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : date;
}

/** '2350 Wall Ave, Ogden, UT 84401, USA' → '2350 Wall Ave, Ogden': a text names the street and the town. */
function shortAddress(address: string): string {
  return address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(', ');
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/** 'tel:' with the digits and a leading '+' only. */
function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`).join('\n');
}

function htmlTable(rows: [string, string][]): string {
  return [
    '<table cellpadding="4" cellspacing="0" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:16px;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
}
