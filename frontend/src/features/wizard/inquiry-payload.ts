import { INQUIRY_MESSAGES } from '@domain/inquiry-rules.js';
import type { BulkRidesInquiryRequest, HandymanInquiryRequest, LongHaulInquiryRequest } from '@contracts/inquiry.contract.js';
import type { DateFlexibility, TimeOfDay } from '@/features/wizard/api/inquiry-api';

// From the inquiry forms' values to the wire. Pure: the forms convert their
// date picker's value to a 'YYYY-MM-DD' string before calling these.

/** The inquiry kinds as the /confirmation page's `type` query names them. */
export type InquiryKind = 'bulk-rides' | 'longHaul' | 'handyman';

/** Longest text the server accepts per field (characters); the inputs stop there instead of a 400. */
export const INQUIRY_MAX_LENGTH = {
  name: 120,
  email: 254,
  phone: 30,
  address: 300,
  description: 4000,
  measure: 100,
} as const;

export interface ContactValues {
  name?: string;
  email?: string;
  phone?: string;
}

export interface BulkRidesValues extends ContactValues {
  details?: string;
}

export interface LongHaulValues extends ContactValues {
  pickupLocation?: string;
  deliveryLocation?: string;
  itemDescription?: string;
  approximateWeight?: string;
  approximateSize?: string;
  /** 'YYYY-MM-DD', or null/undefined when no date was picked */
  preferredDate?: string | null;
  dateFlexibility?: DateFlexibility | null;
}

export interface HandymanValues extends ContactValues {
  jobAddress?: string;
  jobDescription?: string;
  /** 'YYYY-MM-DD', or null/undefined when no date was picked */
  preferredDate?: string | null;
  preferredTimeOfDay?: TimeOfDay | null;
}

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** Optional text: trimmed, and left out entirely when blank. */
function optional<K extends string>(key: K, value: string | null | undefined): Partial<Record<K, string>> {
  const text = trimmed(value);
  return text ? ({ [key]: text } as Record<K, string>) : {};
}

/** The contact every inquiry form sends, trimmed. */
type ContactPayload = Required<Pick<BulkRidesInquiryRequest, 'name' | 'email' | 'phone'>>;

export function contactPayload(values: ContactValues): ContactPayload {
  return { name: trimmed(values.name), email: trimmed(values.email), phone: trimmed(values.phone) };
}

/**
 * The plan the customer picked on step 1 travels inside `details` (the endpoint has no plan field),
 * after the customer's own text so the owner reads that first.
 */
export function bulkRidesPayload(
  values: BulkRidesValues,
  context: { planLabel: string | null; recipientEmail: string },
): BulkRidesInquiryRequest & ContactPayload {
  const details = trimmed(values.details);
  return {
    ...contactPayload(values),
    details: context.planLabel ? `${details}\n\nPlan: ${context.planLabel} (addresses vary ride to ride)` : details,
    inquiryType: 'bulk-rides',
    recipientEmail: context.recipientEmail,
  };
}

/**
 * `note`: what the wizard knows besides the form (an out-of-area trip's origin and measured miles); it travels
 * inside `itemDescription` (the endpoint has no such field), after the customer's own text.
 */
export function longHaulPayload(values: LongHaulValues, context: { note: string | null } = { note: null }): LongHaulInquiryRequest & ContactPayload {
  const description = trimmed(values.itemDescription);
  return {
    ...contactPayload(values),
    pickupLocation: trimmed(values.pickupLocation),
    deliveryLocation: trimmed(values.deliveryLocation),
    itemDescription: context.note ? `${description}\n\n${context.note}` : description,
    ...optional('approximateWeight', values.approximateWeight),
    ...optional('approximateSize', values.approximateSize),
    ...optional('preferredDate', values.preferredDate),
    ...(values.dateFlexibility ? { dateFlexibility: values.dateFlexibility } : {}),
  };
}

export function handymanPayload(values: HandymanValues): HandymanInquiryRequest & ContactPayload {
  return {
    ...contactPayload(values),
    jobAddress: trimmed(values.jobAddress),
    jobDescription: trimmed(values.jobDescription),
    ...optional('preferredDate', values.preferredDate),
    ...(values.preferredTimeOfDay ? { preferredTimeOfDay: values.preferredTimeOfDay } : {}),
  };
}

export type InquiryField = keyof typeof INQUIRY_MESSAGES;

/**
 * The shared rule's message for one field, or null when that field passes. Every inquiry rule looks at a
 * single field, so running the domain validator on that field alone decides it; the other fields'
 * messages in its answer are ignored.
 */
export function fieldMessage(validate: (draft: Record<string, unknown>) => string[], field: InquiryField, value: unknown): string | null {
  const message = INQUIRY_MESSAGES[field];
  return validate({ [field]: value }).includes(message) ? message : null;
}
