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
