// The text of every e-mail the site sends. Pure functions of plain values: no framework, no database,
// no clock. Each returns a subject, a plain-text body and an HTML body; every value interpolated into
// the HTML is escaped, and subjects are kept to one line. Customers' mails are in their language, in the words of the
// server's catalogs (i18n/catalogs); the owner's are in English.

import { receiptNumber, type PaidWith } from '../domain/payment-methods.js';
import { displayReference } from '../domain/booking-reference.js';
import { LANGUAGE_NAMES, type CustomerLanguage } from '../domain/customer-language.js';
import { acknowledgementName, inquiryReference } from '../domain/inquiry-rules.js';
import { formatUsd } from '../domain/money.js';
import type { MoneyState } from '../domain/money-line.js';
import { serviceLabel } from '../domain/service-types.js';
import { wordsFor, type Words } from '../i18n/server-i18n.js';
import { moneyWords, paidWithWords, policyWords, serviceWords } from './mail-words.js';

/** Who is writing: the business and how customers reach the owner. */
export interface MailContact {
  businessName: string;
  ownerEmail: string;
  /** As shown to customers, e.g. '(801) 555-0100'. */
  ownerPhone: string;
  /** IANA zone for instants such as a payment time, e.g. 'America/Denver'. */
  timeZone: string;
}

/** The facts of one booking that mails mention, as plain values (callers map their entity to this). */
export interface BookingMailFacts {
  /** Short reference without the prefix; shown through displayReference. */
  reference: string;
  /** 'delivery' | 'ride' | 'chauffeur' | 'subscription' (any other value gets a generic label). */
  serviceType: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** Business-local day 'YYYY-MM-DD'; null for plans bought without a date. */
  serviceDate: string | null;
  /** Business-local 'HH:MM' (or a window 'HH:MM-HH:MM'); null when there is no date. */
  serviceTime: string | null;
  pickupLocation: string;
  destinationLocation: string;
  totalCents: number;
  /** How it stands with its money (paid by card, by hand, covered by a code or a plan, or still to pay). */
  money: MoneyState;
  /** The booking is confirmed (the owner's own, or paid when paid bookings confirm themselves); else the owner confirms it. */
  confirmed: boolean;
  notes?: string;
  /** The customer's private page for the booking, '{PUBLIC_BASE_URL}/manage/{token}'; customer mails carry it. */
  manageUrl?: string;
  /** The customer's language: their mails are written in it. */
  language: CustomerLanguage;
  /** A plan ride's pack balance in the customer's language (mail-words' ridePackWords); absent for other bookings. */
  ridePack?: string;
}

export interface PaymentReceiptFacts {
  booking: BookingMailFacts;
  amountCents: number;
  /** The card processor's payment id, or the ledger's own id for money received by hand. */
  paymentId: string;
  paidAt: Date;
  /** How it was paid, worded in the customer's language ('Visa ending 1111', 'Cash'). */
  paidWith: PaidWith;
  /** What the owner wrote down with money received by hand (a check's number, say). */
  note?: string;
}

/** A refund the owner made, for its customer. */
export interface RefundIssuedFacts {
  booking: BookingMailFacts;
  refund: RefundFacts;
  reason: string;
}

/** A link that opens checkout for a booking still to be paid, or for the cancellation fee a cancelled one owes. */
export interface PayLinkFacts {
  booking: BookingMailFacts;
  amountCents: number;
  payUrl: string;
  /** The link pays the cancellation fee the booking owes, not the booking. */
  cancellationFee?: boolean;
}

/** A paid plan: its purchase, how it was paid, and the code that carries its rides. */
export interface PlanPurchasedFacts {
  booking: BookingMailFacts;
  code: string;
  /** Rides the code is good for. */
  rides: number;
  /** e.g. 'Premium'. */
  planName: string;
  /** The payment that bought it: the plan's one mail is its receipt too. */
  receipt?: Omit<PaymentReceiptFacts, 'booking'>;
}

export interface BookingCancelledFacts {
  booking: BookingMailFacts;
  /** Cancellation fee charged, in cents; 0 = free cancellation. */
  feeCents: number;
  /** Who cancelled: the customer themselves, or the business. Omitted: not said. */
  cancelledBy?: 'customer' | 'owner';
  /** The owner waived the policy's fee. */
  feeWaived?: boolean;
  /** What goes back to the card; omitted when nothing is refunded. */
  refund?: RefundFacts;
  /** A plan ride or a code's use was given back. */
  codeReturned?: 'plan' | 'code';
}

export interface RefundFacts {
  amountCents: number;
  /** Test mode: no card was charged, so nothing really moves. */
  simulated: boolean;
}

export interface BookingMovedFacts {
  booking: BookingMailFacts;
  /** Where the booking was before, business-local. */
  from: { serviceDate: string | null; serviceTime: string | null };
}

export interface RefundFailedFacts {
  reference: string;
  customerName: string;
  amountCents: number;
  /** The card processor's payment id, to refund it by hand. */
  paymentId: string;
  /** The processor's reason, e.g. 'REFUND_AMOUNT_INVALID'. */
  failureCode: string;
}

export interface InquiryMailFacts {
  /** 'bulk-rides' | 'longHaul' | 'handyman' (any other value gets a generic label). */
  inquiryType: string;
  /** The stored inquiry's id; people read it as its reference (domain/inquiry-rules.ts inquiryReference). */
  inquiryId: string;
  name: string;
  email: string;
  phone: string;
  details: string;
  /** The sender's language: their acknowledgement is written in it, and the owner's mail names it. */
  language: CustomerLanguage;
}

/**
 * What an inquiry's acknowledgement may be made of: nothing the sender typed but the name, and that only cleaned; in the
 * sender's language.
 */
export type InquiryAckFacts = Pick<InquiryMailFacts, 'inquiryType' | 'inquiryId' | 'name' | 'language'>;

export interface PasswordResetFacts {
  /** Absolute link that carries the reset token. */
  resetUrl: string;
  /** How long the link works. */
  expiresInMinutes: number;
}

/**
 * A mail as its template writes it: the subject, the plain-text part, and the HTML part as MJML (mjml.io), which the
 * outbox renders to HTML that holds up in every mail client (mail-html.ts).
 */
export interface RenderedMail {
  subject: string;
  text: string;
  mjml: string;
}

const INQUIRY_LABELS: Record<string, string> = {
  'bulk-rides': 'Bulk rides',
  longHaul: 'Long haul delivery',
  handyman: 'Handyman',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The owner's words: the admin and the owner's mails are English. */
const ENGLISH = wordsFor('en');

/** 'YYYY-MM-DD' → 'Wednesday, June 3, 2026'; null → 'N/A'. Calendar arithmetic only, no time zone involved. */
export function formatServiceDate(day: string | null): string {
  return ENGLISH.day(day);
}

/** 'HH:MM' → '2:30 PM'; a window 'HH:MM-HH:MM' → '8:00 AM - 10:00 AM'; null → 'N/A'. */
export function formatServiceTime(time: string | null): string {
  return ENGLISH.time(time);
}

// --- the mails --------------------------------------------------------------------------------------

/** To the customer right after booking: what was booked, and that it is confirmed or that the owner will call to confirm. */
export function bookingReceivedMail(facts: BookingMailFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.language);
  const { t } = words;
  const reference = displayReference(facts.reference);
  const business = contact.businessName;
  const intro = [
    t('common.greeting', { name: facts.customerName }),
    t(!facts.serviceDate ? 'received.plan' : facts.confirmed ? 'received.confirmed' : 'received.pending', { business }),
  ];
  const reach = { email: contact.ownerEmail, phone: contact.ownerPhone, reference };
  const cancelHow = t(facts.manageUrl ? 'received.cancelOnline' : 'received.cancelByContact', reach);
  const service = serviceWords(facts.serviceType, words);
  return compose({
    language: words.language,
    subject: facts.serviceDate
      ? t(facts.confirmed ? 'received.subjectConfirmed' : 'received.subjectReceived', { reference, service, date: words.day(facts.serviceDate) })
      : t('received.subjectPurchase', { reference, service }),
    contact,
    blocks: [
      paragraphs(intro),
      factTable(bookingRows(facts, words)),
      heading(t('policy.heading')),
      paragraphs([policyWords(facts.serviceType, words), cancelHow], {
        mailtoLine: { index: 1, address: contact.ownerEmail, subject: t('received.cancelSubject', { reference }) },
      }),
      ...bookingLinkBlock(facts, words),
      contactBlock(contact, words),
      ...ridePackBlock(facts),
    ],
  });
}

/** To the owner: a new booking to confirm with the customer. */
export function newBookingOwnerMail(facts: BookingMailFacts, contact: MailContact): RenderedMail {
  const reference = displayReference(facts.reference);
  return compose({
    subject: facts.serviceDate
      ? `New booking ${reference}: ${serviceLabel(facts.serviceType)}, ${formatServiceDate(facts.serviceDate)} at ${formatServiceTime(facts.serviceTime)}`
      : `New purchase ${reference}: ${serviceLabel(facts.serviceType)}`,
    contact,
    blocks: [
      paragraphs([
        !facts.serviceDate
          ? `A ride plan was bought; its code goes to the customer by e-mail once it is paid. Nothing needs confirming.`
          : facts.confirmed
            ? `A new booking came in and is confirmed: paid bookings confirm themselves (Settings, Bookings). Call the customer only if something needs to change.`
            : `A new booking came in. Please call the customer within the hour to confirm.`,
      ]),
      factTable([
        ...bookingRows(facts, ENGLISH),
        ['Customer', facts.customerName],
        ['Phone', facts.customerPhone],
        ['E-mail', facts.customerEmail],
        ...languageRow(facts.language),
        ...(facts.notes ? ([['Notes', facts.notes]] as Row[]) : []),
      ]),
    ],
  });
}

/** To the customer after a successful card payment. */
export function paymentReceiptMail(facts: PaymentReceiptFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.booking.language);
  const { t } = words;
  const reference = displayReference(facts.booking.reference);
  const amount = formatUsd(facts.amountCents);
  return compose({
    language: words.language,
    subject: t('receipt.subject', { reference }),
    contact,
    blocks: [
      paragraphs([t('common.greeting', { name: facts.booking.customerName }), t('receipt.body', { amount })]),
      factTable([
        [t('row.business'), contact.businessName],
        [t('row.amountPaid'), amount],
        [t('row.paidOn'), words.instant(facts.paidAt, contact.timeZone)],
        [t('row.paymentMethod'), paidWithWords(facts.paidWith, words)],
        // The short number the owner's payments list shows too, not the card processor's long id.
        [t('row.receiptNumber'), receiptNumber(facts.paymentId)],
        ...(facts.note ? ([[t('row.note'), facts.note]] as Row[]) : []),
        ...bookingRows(facts.booking, words),
      ]),
      ...bookingLinkBlock(facts.booking, words),
      contactBlock(contact, words),
    ],
  });
}

/** To the customer when the owner refunds a payment (in part or in full), with the owner's reason. */
export function refundIssuedMail(facts: RefundIssuedFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.booking.language);
  const { t } = words;
  const reference = displayReference(facts.booking.reference);
  return compose({
    language: words.language,
    subject: t('refundIssued.subject', { reference }),
    contact,
    blocks: [
      paragraphs([
        t('common.greeting', { name: facts.booking.customerName }),
        refundSentence(facts.refund, words),
        t('refundIssued.reason', { reason: facts.reason }),
      ]),
      factTable([[t('row.refund'), formatUsd(facts.refund.amountCents)], ...bookingRows(facts.booking, words)]),
      ...bookingLinkBlock(facts.booking, words),
      contactBlock(contact, words),
    ],
  });
}

/**
 * To the customer of a booking still to be paid: the link that opens checkout for it, at the price the server keeps; or
 * of a cancelled booking that owes its cancellation fee: the link to pay the fee.
 */
export function payLinkMail(facts: PayLinkFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.booking.language);
  const { t } = words;
  const reference = displayReference(facts.booking.reference);
  const amount = formatUsd(facts.amountCents);
  return compose({
    language: words.language,
    subject: t(facts.cancellationFee ? 'payLink.subjectFee' : 'payLink.subject', { reference }),
    contact,
    blocks: [
      paragraphs([t('common.greeting', { name: facts.booking.customerName }), t(facts.cancellationFee ? 'payLink.bodyFee' : 'payLink.body', { amount })]),
      button(facts.payUrl, t('payLink.button', { amount })),
      factTable(bookingRows(facts.booking, words)),
      ...bookingLinkBlock(facts.booking, words),
      contactBlock(contact, words),
    ],
  });
}

/**
 * To the customer of a paid plan: one mail for one purchase, with its code, its rides and its receipt (no separate
 * "received" or receipt mail goes for a plan).
 */
export function planPurchasedMail(facts: PlanPurchasedFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.booking.language);
  const { t } = words;
  const rides = t('common.rides', { count: facts.rides });
  const receipt = facts.receipt;
  return compose({
    language: words.language,
    subject: t('plan.subject', { plan: facts.planName, code: facts.code, rides }),
    contact,
    blocks: [
      paragraphs([t('common.greeting', { name: facts.booking.customerName }), t('plan.thanks', { plan: facts.planName, business: contact.businessName })]),
      code(facts.code),
      paragraphs([t('plan.save', { rides })]),
      factTable([
        ...bookingRows(facts.booking, words),
        ...(receipt
          ? ([
              [t('row.paidOn'), words.instant(receipt.paidAt, contact.timeZone)],
              [t('row.receiptNumber'), receiptNumber(receipt.paymentId)],
              ...(receipt.note ? ([[t('row.note'), receipt.note]] as Row[]) : []),
            ] as Row[])
          : []),
      ]),
      paragraphs([policyWords('subscription', words)]),
      ...manageBlock(facts.booking.manageUrl, t('link.plan')),
      contactBlock(contact, words),
    ],
  });
}

/**
 * To the customer who asked for their booking's page again ("Find my booking"), or who turned its older links off: a
 * fresh link. Says nothing the customer did not already know; a stranger who typed their address learns nothing.
 */
export function manageLinkMail(facts: { booking: BookingMailFacts; reason: 'asked' | 'replaced' }, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.booking.language);
  const { t } = words;
  const reference = displayReference(facts.booking.reference);
  return compose({
    language: words.language,
    subject: t('manageLink.subject', { reference }),
    contact,
    blocks: [
      paragraphs([
        t('common.greeting', { name: facts.booking.customerName }),
        t(facts.reason === 'replaced' ? 'manageLink.replaced' : 'manageLink.asked', { reference }),
      ]),
      ...manageBlock(facts.booking.manageUrl, t('link.asked')),
      factTable(bookingRows(facts.booking, words)),
      paragraphs([t('manageLink.ignore')]),
      contactBlock(contact, words),
    ],
  });
}

/** To the customer when a booking is cancelled, by them or by the business: the fee (if any) and the refund. */
export function bookingCancelledMail(facts: BookingCancelledFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.booking.language);
  const { t } = words;
  const reference = displayReference(facts.booking.reference);
  const cancelled = t(facts.cancelledBy === 'customer' ? 'cancelled.byCustomer' : facts.cancelledBy === 'owner' ? 'cancelled.byOwner' : 'cancelled.plain', {
    reference,
    business: contact.businessName,
  });
  const fee = facts.feeWaived
    ? t('cancelled.feeWaived')
    : facts.feeCents > 0
      ? t('cancelled.fee', { amount: formatUsd(facts.feeCents) })
      : t('cancelled.noFee');
  const rows: Row[] = [...bookingRows(facts.booking, words), [t('row.cancellationFee'), formatUsd(facts.feeCents)]];
  if (facts.refund) {
    const amount = formatUsd(facts.refund.amountCents);
    rows.push([t('row.refund'), facts.refund.simulated ? t('refund.simulatedRow', { amount }) : amount]);
  }
  return compose({
    language: words.language,
    subject: t('cancelled.subject', { reference }),
    contact,
    blocks: [
      paragraphs([
        t('common.greeting', { name: facts.booking.customerName }),
        `${cancelled} ${fee}`,
        ...(facts.refund ? [refundSentence(facts.refund, words)] : []),
        ...(facts.codeReturned === 'plan' ? [t('cancelled.planRideBack')] : facts.codeReturned === 'code' ? [t('cancelled.codeBack')] : []),
      ]),
      factTable(rows),
      paragraphs([policyWords(facts.booking.serviceType, words), t('cancelled.questions', { email: contact.ownerEmail, phone: contact.ownerPhone })]),
      ...manageBlock(facts.booking.manageUrl, t('link.cancelled')),
      ...ridePackBlock(facts.booking),
    ],
  });
}

/** To the customer when the owner confirms the booking. */
export function bookingConfirmedMail(facts: BookingMailFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.language);
  const { t } = words;
  const reference = displayReference(facts.reference);
  const service = serviceWords(facts.serviceType, words);
  return compose({
    language: words.language,
    subject: facts.serviceDate
      ? t('confirmed.subject', { reference, service, date: words.day(facts.serviceDate) })
      : t('confirmed.subjectPurchase', { reference, service }),
    contact,
    blocks: [
      paragraphs([t('common.greeting', { name: facts.customerName }), t('confirmed.body', { reference })]),
      factTable(bookingRows(facts, words)),
      paragraphs([policyWords(facts.serviceType, words)]),
      ...bookingLinkBlock(facts, words),
      contactBlock(contact, words),
      ...ridePackBlock(facts),
    ],
  });
}

/** To the customer when the owner moves the booking to another date or time. */
export function bookingMovedMail(facts: BookingMovedFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.booking.language);
  const { t } = words;
  const reference = displayReference(facts.booking.reference);
  const before = dateAtTime(facts.from, words);
  const after = dateAtTime(facts.booking, words);
  return compose({
    language: words.language,
    subject: t('moved.subject', { reference, when: after }),
    contact,
    blocks: [
      paragraphs([t('common.greeting', { name: facts.booking.customerName }), t('moved.body', { reference, before, after })]),
      factTable(bookingRows(facts.booking, words)),
      paragraphs([t('moved.unsuitable', { phone: contact.ownerPhone, email: contact.ownerEmail })]),
      ...bookingLinkBlock(facts.booking, words),
      contactBlock(contact, words),
      ...ridePackBlock(facts.booking),
    ],
  });
}

/** To the owner: a customer cancelled their booking online. */
export function customerCancelledOwnerMail(facts: BookingCancelledFacts, contact: MailContact): RenderedMail {
  const reference = displayReference(facts.booking.reference);
  const when = facts.booking.serviceDate
    ? `${formatServiceDate(facts.booking.serviceDate)} at ${formatServiceTime(facts.booking.serviceTime)}`
    : 'no date (plan)';
  const rows: Row[] = [
    ...bookingRows(facts.booking, ENGLISH),
    ['Customer', facts.booking.customerName],
    ['Phone', facts.booking.customerPhone],
    ['E-mail', facts.booking.customerEmail],
    ...languageRow(facts.booking.language),
    ['Cancellation fee', formatUsd(facts.feeCents)],
    ['Refund', facts.refund ? `${formatUsd(facts.refund.amountCents)}${facts.refund.simulated ? ' (simulated, test mode)' : ''}` : 'none'],
  ];
  return compose({
    subject: `Booking ${reference} cancelled by the customer: ${serviceLabel(facts.booking.serviceType)}, ${when}`,
    contact,
    blocks: [paragraphs([`The customer cancelled booking ${reference} online. Its time is free again.`]), factTable(rows)],
  });
}

/** To the owner: a customer moved their booking online to another date or time. */
export function customerMovedOwnerMail(facts: BookingMovedFacts, contact: MailContact): RenderedMail {
  const reference = displayReference(facts.booking.reference);
  const before = `${formatServiceDate(facts.from.serviceDate)} at ${formatServiceTime(facts.from.serviceTime)}`;
  const after = `${formatServiceDate(facts.booking.serviceDate)} at ${formatServiceTime(facts.booking.serviceTime)}`;
  return compose({
    subject: `Booking ${reference} moved by the customer to ${after}`,
    contact,
    blocks: [
      paragraphs([`The customer moved booking ${reference} online from ${before} to ${after}. The old time is free again.`]),
      factTable([
        ...bookingRows(facts.booking, ENGLISH),
        ['Moved from', before],
        ['Customer', facts.booking.customerName],
        ['Phone', facts.booking.customerPhone],
        ['E-mail', facts.booking.customerEmail],
        ...languageRow(facts.booking.language),
      ]),
    ],
  });
}

/** To the owner: the card processor refused a cancellation's refund, so it must be refunded by hand. */
export function refundFailedOwnerMail(facts: RefundFailedFacts, contact: MailContact): RenderedMail {
  const reference = displayReference(facts.reference);
  return compose({
    subject: `Refund for booking ${reference} failed: please refund ${formatUsd(facts.amountCents)} by hand`,
    contact,
    blocks: [
      paragraphs([
        `Square refused the refund of the cancelled booking ${reference}. Nothing was refunded; please refund the customer in the Square Dashboard.`,
      ]),
      factTable([
        ['Reference', reference],
        ['Customer', facts.customerName],
        ['Amount', formatUsd(facts.amountCents)],
        ['Payment id', facts.paymentId],
        ['Reason', facts.failureCode],
      ]),
    ],
  });
}

/** To the owner: an inquiry (bulk rides, long haul, handyman) to answer within one business day. */
export function inquiryOwnerMail(facts: InquiryMailFacts, contact: MailContact): RenderedMail {
  const label = INQUIRY_LABELS[facts.inquiryType] ?? 'Service';
  return compose({
    subject: `New ${label.toLowerCase()} inquiry from ${facts.name}`,
    contact,
    blocks: [
      paragraphs([`A new inquiry came in. The customer was promised an answer within one business day.`]),
      factTable([
        ['Inquiry', label],
        ['Reference', inquiryReference(facts.inquiryId)],
        ['Name', facts.name],
        ['E-mail', facts.email],
        ...languageRow(facts.language),
        ['Phone', facts.phone],
        ['Details', facts.details],
      ]),
    ],
  });
}

/**
 * To the customer who sent an inquiry. It goes to whatever address was typed, under the business's name, so it
 * repeats nothing else the sender typed: the name only as acknowledgementName cleans it (links, addresses and
 * anything like one gone; else "Hello,"), the kind of inquiry and its reference, never the details.
 */
export function inquiryAckMail(facts: InquiryAckFacts, contact: MailContact): RenderedMail {
  const words = wordsFor(facts.language);
  const { t } = words;
  const name = acknowledgementName(facts.name);
  return compose({
    language: words.language,
    subject: t('inquiry.subject', { business: contact.businessName }),
    contact,
    blocks: [
      paragraphs([name ? t('common.greeting', { name }) : t('inquiry.hello'), t('inquiry.thanks')]),
      factTable([
        [t('inquiry.inquiry'), t(`inquiryType.${facts.inquiryType in INQUIRY_LABELS ? facts.inquiryType : 'other'}`)],
        [t('row.reference'), inquiryReference(facts.inquiryId)],
      ]),
      contactBlock(contact, words),
    ],
  });
}

/** To the owner: a link to choose a new password. */
export function passwordResetMail(facts: PasswordResetFacts, contact: MailContact): RenderedMail {
  const lines = [`Someone asked to reset the password of the ${contact.businessName} owner account.`, `The link works for ${facts.expiresInMinutes} minutes:`];
  const ignore = `If you did not ask for this, ignore this e-mail; your password stays unchanged.`;
  return {
    subject: oneLine(`Reset your ${contact.businessName} password`),
    text: [...lines, facts.resetUrl, '', ignore, '', signature(contact)].join('\n'),
    mjml: page(
      contact,
      htmlText(
        [
          `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
          `<p><a href="${escapeHtml(facts.resetUrl)}">Reset your password</a></p>`,
          `<p>${escapeHtml(ignore)}</p>`,
        ].join('\n'),
      ),
    ),
  };
}

export interface MessageFailedFacts {
  channel: 'mail' | 'text';
  /** The address or number it was for. */
  to: string;
  /** What it was: a mail's subject, or the kind of text ('reminder-text'). */
  what: string;
  /** Why it was given up on (the outbox's last error). */
  error: string;
  /** The booking it was about, without the display prefix; omitted when none. */
  reference?: string;
}

/**
 * To the owner: a text (or, when texts are off, nothing else could tell) was given up on. No body of the failed
 * message is repeated: it may have carried a customer's private link.
 */
export function messageFailedAlertMail(facts: MessageFailedFacts, contact: MailContact): RenderedMail {
  const noun = facts.channel === 'text' ? 'text' : 'mail';
  const rows: Row[] = [
    ['Message', facts.what],
    ['To', facts.to],
  ];
  if (facts.reference) rows.push(['Booking', displayReference(facts.reference)]);
  rows.push(['Error', facts.error]);
  return compose({
    subject: `A ${noun} to ${facts.to} could not be sent`,
    contact,
    blocks: [
      paragraphs([`The site gave up on this ${noun} after its last try. Admin → Messages shows it, and can send it again once the cause is fixed.`]),
      factTable(rows),
    ],
  });
}

/** The facts of a maps outage, for the owner's alert (geo/maps-outage-alerts.ts). */
export interface MapsOutageFacts {
  /** 'Google Maps' or 'OpenStreetMap'. */
  provider: string;
  startedAt: Date;
  /** What went wrong, in the owner's words (domain/maps-incidents.ts MAPS_FAILURE_TEXT). */
  problem: string;
  /** The provider's error, no secret in it (paths, never keys). */
  error: string;
  /** The admin's dashboard, where the status and the marked bookings are. */
  adminUrl: string;
}

/** To the owner, once per outage: the maps provider stopped answering and prices are estimates until it answers again. */
export function mapsOutageAlertMail(facts: MapsOutageFacts, contact: MailContact): RenderedMail {
  const since = new Intl.DateTimeFormat('en-US', { timeZone: contact.timeZone, dateStyle: 'long', timeStyle: 'short' }).format(facts.startedAt);
  return compose({
    subject: `${facts.provider} is not answering: prices are estimates`,
    contact,
    blocks: [
      paragraphs([
        `${facts.provider} stopped answering the site. Quotes and bookings go on, but their distances are straight-line estimates: a street address counts as its town's ZIP centre, so rides within a town may be priced wrong.`,
        `Bookings made meanwhile are marked "Distance estimated" in the admin. This is the only mail about this outage; the admin shows when maps answer again.`,
      ]),
      factTable([
        ['Maps', facts.provider],
        ['Since', since],
        ['Problem', facts.problem],
        ['Error', facts.error],
        ['Admin', facts.adminUrl],
      ]),
    ],
  });
}

/** The facts of a day whose paid map calls reached the owner's cap, for the owner's notice (geo/maps-spend-alerts.ts). */
export interface MapsSpendCapFacts {
  /** 'Google Maps'. */
  provider: string;
  /** The business day, 'YYYY-MM-DD'. */
  businessDay: string;
  /** The cap in force when it was reached (settings: serviceArea.paidMapCallsPerDay). */
  cap: number;
  /** The admin's dashboard, where the day's paid calls and the settings are. */
  adminUrl: string;
}

/** To the owner, once per business day: the day's paid map calls reached the cap, so prices are estimates until the next day. */
export function mapsSpendCapMail(facts: MapsSpendCapFacts, contact: MailContact): RenderedMail {
  const cap = facts.cap.toLocaleString('en-US');
  return compose({
    subject: `${facts.provider}: today's ${cap} paid calls are used up, prices are estimates`,
    contact,
    blocks: [
      paragraphs([
        `The site made the ${cap} paid ${facts.provider} calls your settings allow a day. Until the day ends, address suggestions come from the ones already looked up and distances are straight-line estimates: a street address counts as its town's ZIP centre, so rides within a town may be priced wrong. Bookings made meanwhile are marked "Distance estimated" in the admin.`,
        `If this is your customers, raise "Paid map calls a day" in the admin's Settings, Service area. If business was ordinary today, someone may be sending the site's address and price lookups by the thousand. This is the only mail about it today.`,
      ]),
      factTable([
        ['Maps', facts.provider],
        ['Day', formatServiceDate(facts.businessDay)],
        ['Paid calls a day', cap],
        ['Admin', facts.adminUrl],
      ]),
    ],
  });
}

// --- building blocks --------------------------------------------------------------------------------

type Row = [label: string, value: string];

/** A piece of a mail in both renderings: plain text, and MJML. */
interface Block {
  text: string;
  mjml: string;
}

/** What every mail about a booking shows of it: a plan bought without a date shows none, nor empty places. */
function bookingRows(facts: BookingMailFacts, words: Words): Row[] {
  const { t } = words;
  const rows: Row[] = [
    [t('row.reference'), displayReference(facts.reference)],
    [t('row.service'), serviceWords(facts.serviceType, words)],
  ];
  if (facts.serviceDate) rows.push([t('row.date'), words.day(facts.serviceDate)], [t('row.time'), words.time(facts.serviceTime)]);
  if (facts.pickupLocation) rows.push([t('row.from'), facts.pickupLocation]);
  if (facts.destinationLocation) rows.push([t('row.to'), facts.destinationLocation]);
  rows.push([t('row.total'), formatUsd(facts.totalCents)], [t('row.payment'), moneyWords(facts.money, words)]);
  return rows;
}

/** The owner's mails name a customer's language when it is not English: they answer in it. */
function languageRow(language: CustomerLanguage): Row[] {
  return language === 'en' ? [] : [['Language', LANGUAGE_NAMES[language]]];
}

/** 'Wednesday, June 3, 2026 at 2:00 PM' in the reader's language. */
function dateAtTime({ serviceDate, serviceTime }: { serviceDate: string | null; serviceTime: string | null }, words: Words): string {
  return words.t('common.dateAtTime', { date: words.day(serviceDate), time: words.time(serviceTime) });
}

function paragraphs(lines: string[], options: { mailtoLine?: { index: number; address: string; subject: string } } = {}): Block {
  const html = lines.map((line, index) => {
    const escaped = escapeHtml(line);
    const mailto = options.mailtoLine;
    if (!mailto || mailto.index !== index) return `<p>${escaped}</p>`;
    const href = `mailto:${encodeURIComponent(mailto.address).replace(/%40/g, '@')}?subject=${encodeURIComponent(mailto.subject)}`;
    const linked = escaped.replace(escapeHtml(mailto.address), `<a href="${escapeHtml(href)}">${escapeHtml(mailto.address)}</a>`);
    return `<p>${linked}</p>`;
  });
  return { text: lines.join('\n'), mjml: htmlText(html.join('\n')) };
}

function factTable(rows: Row[]): Block {
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  return {
    text: rows.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`).join('\n'),
    mjml: [
      '<mj-table cellpadding="4" cellspacing="0">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" style="padding-right:16px;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
      ),
      '</mj-table>',
    ].join('\n'),
  };
}

function heading(title: string): Block {
  return { text: `${title}\n${'-'.repeat(title.length)}`, mjml: `<mj-text font-size="17px" font-weight="bold">${escapeHtml(title)}</mj-text>` };
}

function code(value: string): Block {
  return {
    text: `    ${value}`,
    mjml: `<mj-text font-size="22px" font-weight="bold" letter-spacing="2px" font-family="Menlo, Consolas, monospace">${escapeHtml(value)}</mj-text>`,
  };
}

/** A link as a button (the plain-text part has the address itself). */
function button(url: string, label: string): Block {
  return { text: url, mjml: `<mj-button href="${escapeHtml(url)}" align="left" background-color="#1668dc" color="#ffffff">${escapeHtml(label)}</mj-button>` };
}

/** The booking's own link, worded for what can be done there: a plan purchase is seen, never cancelled (non-refundable). */
function bookingLinkBlock(booking: Pick<BookingMailFacts, 'manageUrl' | 'serviceType'>, { t }: Words): Block[] {
  return manageBlock(booking.manageUrl, t(booking.serviceType === 'subscription' ? 'link.plan' : 'link.booking'));
}

function manageBlock(url: string | undefined, label: string): Block[] {
  if (!url) return [];
  return [{ text: `${label}:\n${url}`, mjml: htmlText(`<p>${escapeHtml(label)}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`) }];
}

/** A plan ride's pack balance (mail-words' ridePackWords), the last thing above the signature; nothing for other bookings. */
function ridePackBlock(facts: Pick<BookingMailFacts, 'ridePack'>): Block[] {
  return facts.ridePack ? [paragraphs([facts.ridePack])] : [];
}

function refundSentence(refund: RefundFacts, { t }: Words): string {
  return t(refund.simulated ? 'refund.simulated' : 'refund.toCard', { amount: formatUsd(refund.amountCents) });
}

function contactBlock(contact: MailContact, { t }: Words): Block {
  return paragraphs([t('common.questions', { phone: contact.ownerPhone, email: contact.ownerEmail })]);
}

/** The text mail's last lines: the business and how to reach it. */
export function signature(contact: MailContact): string {
  return `${contact.businessName}\n${contact.ownerPhone} | ${contact.ownerEmail}`;
}

/** Escaped HTML (paragraphs, links) as one MJML text section. */
export function htmlText(html: string): string {
  return `<mj-text>${html}</mj-text>`;
}

/**
 * A mail's MJML around `body` (MJML sections: htmlText for plain HTML), in the reader's `language`, signed like the
 * text one: one column on the page's white, the site's type and colours.
 */
export function page(contact: MailContact, body: string, language: CustomerLanguage = 'en'): string {
  return [
    `<mjml lang="${language}">`,
    '<mj-head><mj-attributes>',
    '<mj-all font-family="Arial, Helvetica, sans-serif" />',
    '<mj-text font-size="15px" color="#1f2933" line-height="1.5" padding="0 0 8px 0" />',
    '<mj-table font-size="15px" color="#1f2933" line-height="1.5" padding="0 0 8px 0" />',
    '<mj-button font-size="15px" padding="4px 0 12px 0" inner-padding="10px 20px" border-radius="6px" />',
    '</mj-attributes></mj-head>',
    '<mj-body background-color="#ffffff" width="600px"><mj-section padding="16px"><mj-column>',
    body,
    `<mj-text color="#52606d" padding="12px 0 0 0">${escapeHtml(contact.businessName)}<br>${escapeHtml(contact.ownerPhone)} | ${escapeHtml(contact.ownerEmail)}</mj-text>`,
    '</mj-column></mj-section></mj-body>',
    '</mjml>',
  ].join('\n');
}

function compose(input: { subject: string; contact: MailContact; blocks: Block[]; language?: CustomerLanguage }): RenderedMail {
  return {
    subject: oneLine(input.subject),
    text: [...input.blocks.map((block) => block.text), signature(input.contact)].join('\n\n') + '\n',
    mjml: page(input.contact, input.blocks.map((block) => block.mjml).join('\n'), input.language),
  };
}

/** Subjects are one header line: line breaks in customer input must not reach the header. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
