// Inquiries the owner quotes by hand: bulk rides with varying addresses, long haul and handyman.
// Validation messages keep the bulk inquiry form's wording; the browser runs the same rules.
import { phoneDigits } from './booking-rules.js';

export const INQUIRY_TYPES = ['bulk-rides', 'long-haul', 'handyman'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number (at least 10 digits)',
  details: 'Please provide some details about your inquiry',
  pickupLocation: 'Pickup location is required',
  deliveryLocation: 'Delivery location is required',
  itemDescription: 'Please describe what needs to be carried',
  jobAddress: 'Job address is required',
  jobDescription: 'Please describe what needs doing',
  preferredDate: 'Please enter a valid preferred date (YYYY-MM-DD)',
} as const;

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'any'] as const;
export const DATE_FLEXIBILITY = ['exact', 'few-days', 'week', 'flexible'] as const;

export interface ContactDraft {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
}

export interface LongHaulDraft extends ContactDraft {
  pickupLocation?: unknown;
  deliveryLocation?: unknown;
  itemDescription?: unknown;
  preferredDate?: unknown;
}

export interface HandymanDraft extends ContactDraft {
  jobAddress?: unknown;
  jobDescription?: unknown;
  preferredDate?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function validateContact(draft: ContactDraft): string[] {
  const errors: string[] = [];
  if (text(draft.name).length < 2) errors.push(INQUIRY_MESSAGES.name);
  if (!EMAIL.test(text(draft.email))) errors.push(INQUIRY_MESSAGES.email);
  if (phoneDigits(text(draft.phone)).length < 10) errors.push(INQUIRY_MESSAGES.phone);
  return errors;
}

export function validateBulkRidesInquiry(draft: ContactDraft & { details?: unknown }): string[] {
  const errors = validateContact(draft);
  if (text(draft.details).length < 3) errors.push(INQUIRY_MESSAGES.details);
  return errors;
}

export function validateLongHaulInquiry(draft: LongHaulDraft): string[] {
  const errors = validateContact(draft);
  if (!text(draft.pickupLocation)) errors.push(INQUIRY_MESSAGES.pickupLocation);
  if (!text(draft.deliveryLocation)) errors.push(INQUIRY_MESSAGES.deliveryLocation);
  if (text(draft.itemDescription).length < 3) errors.push(INQUIRY_MESSAGES.itemDescription);
  if (text(draft.preferredDate) && !DATE.test(text(draft.preferredDate))) errors.push(INQUIRY_MESSAGES.preferredDate);
  return errors;
}

export function validateHandymanInquiry(draft: HandymanDraft): string[] {
  const errors = validateContact(draft);
  if (!text(draft.jobAddress)) errors.push(INQUIRY_MESSAGES.jobAddress);
  if (text(draft.jobDescription).length < 3) errors.push(INQUIRY_MESSAGES.jobDescription);
  if (text(draft.preferredDate) && !DATE.test(text(draft.preferredDate))) errors.push(INQUIRY_MESSAGES.preferredDate);
  return errors;
}

// --- the acknowledgement ----------------------------------------------------------------------------
// The thank-you mail goes to whatever address was typed, under the business's own name, so it repeats nothing
// the sender typed but what is left of the name below: the business's mail must not carry a stranger's text.

/** The most characters of a sender's name an acknowledgement repeats. */
const ACK_NAME_MAX_LENGTH = 40;

/** A whole word that is, or holds, an address or a link: 'https://x', 'mailto:a', 'a@b', 'www.x', 'example.com', 'ｅｘａｍｐｌｅ。ｃｏｍ'. */
const LINK_LIKE = /[@:/\\]|[.\u3002\uFF0E\uFF61][\p{L}\p{N}]/u;
/** What a name keeps of a word: letters (with their accents), hyphens and apostrophes. */
const NOT_NAME = /[^\p{L}\p{M}'\u2019-]/gu;

/**
 * What an acknowledgement may repeat of the typed name, or null for a neutral greeting: the words that are no
 * address or link, each with only its letters, hyphens and apostrophes, cut to ACK_NAME_MAX_LENGTH characters at
 * a word's end (a longer single word at the limit); null when fewer than 2 letters are left.
 */
export function acknowledgementName(name: unknown): string | null {
  // NFKC first, so full-width look-alikes ('ｅｘａｍｐｌｅ．ｃｏｍ') read as the link they show.
  const words = text(name)
    .normalize('NFKC')
    .split(/\s+/)
    .filter((word) => !LINK_LIKE.test(word))
    .map((word) => word.replace(NOT_NAME, ''))
    .filter((word) => /\p{L}/u.test(word));
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > ACK_NAME_MAX_LENGTH) {
      if (!kept) kept = word.slice(0, ACK_NAME_MAX_LENGTH);
      break;
    }
    kept = next;
  }
  return (kept.match(/\p{L}/gu)?.length ?? 0) >= 2 ? kept : null;
}

/** Gmail ignores dots in the mailbox name, and googlemail.com is gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One key per mailbox, for "at most one acknowledgement per recipient a day": trimmed and lower-cased, the
 * '+tag' of the mailbox name dropped (a+x@ is a@), and for Gmail its dots too (a.b@gmail.com is ab@gmail.com),
 * the domain without a trailing dot. Two addresses with one key reach one person as far as we can tell.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let mailbox = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  const plus = mailbox.indexOf('+');
  if (plus >= 0) mailbox = mailbox.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    mailbox = mailbox.replace(/\./g, '');
  }
  return `${mailbox}@${domain}`;
}

/** An inquiry's reference as people read it (mails): the first 8 hex digits of its id, 'INQ-3F2A9C1B'. */
export function inquiryReference(id: string): string {
  return `INQ-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
