import { z } from 'zod';
import { CUSTOMER_LANGUAGES } from '../domain/customer-language.js';
import { DATE_FLEXIBILITY, INQUIRY_STATUSES, INQUIRY_TYPES, TIMES_OF_DAY } from '../domain/inquiry-rules.js';
import { Instant, LocalDate } from './wire.js';

// The three public inquiry forms. Every field is optional on the wire: a missing or invalid one is answered
// with 400 and the form's own message (domain/inquiry-rules).

const Contact = z.strictObject({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  recipientEmail: z.string().optional().describe('ignored: inquiries always go to the configured owner address'),
  inquiryType: z.string().optional().describe('ignored: the route says which form this is'),
  language: z.enum(CUSTOMER_LANGUAGES).optional().describe("the sender's language; else the browser's Accept-Language"),
});

/** POST /api/bulk-rides-inquiry */
export const BulkRidesInquiryRequest = Contact.extend({ details: z.string().optional() }).meta({ id: 'BulkRidesInquiryRequest' });
export type BulkRidesInquiryRequest = z.infer<typeof BulkRidesInquiryRequest>;

/** POST /api/long-haul-inquiry */
export const LongHaulInquiryRequest = Contact.extend({
  pickupLocation: z.string().optional(),
  deliveryLocation: z.string().optional(),
  itemDescription: z.string().optional(),
  approximateWeight: z.string().optional(),
  approximateSize: z.string().optional(),
  preferredDate: LocalDate.optional(),
  dateFlexibility: z.enum(DATE_FLEXIBILITY).optional(),
}).meta({ id: 'LongHaulInquiryRequest' });
export type LongHaulInquiryRequest = z.infer<typeof LongHaulInquiryRequest>;

/** POST /api/handyman-inquiry */
export const HandymanInquiryRequest = Contact.extend({
  jobAddress: z.string().optional(),
  jobDescription: z.string().optional(),
  preferredDate: LocalDate.optional(),
  preferredTimeOfDay: z.enum(TIMES_OF_DAY).optional(),
}).meta({ id: 'HandymanInquiryRequest' });
export type HandymanInquiryRequest = z.infer<typeof HandymanInquiryRequest>;

/** The answer of the three inquiry forms. */
export const InquiryReceived = z
  .strictObject({ success: z.literal(true), id: z.string().describe('opaque id of the stored inquiry'), message: z.string() })
  .meta({ id: 'InquiryReceived' });
export type InquiryReceived = z.infer<typeof InquiryReceived>;

/** An inquiry as the owner reads it. */
export const InquiryRecord = z
  .strictObject({
    id: z.string(),
    inquiryType: z.enum(INQUIRY_TYPES),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    details: z.record(z.string(), z.string()).describe("the form's fields besides the contact, as submitted"),
    summary: z.string().describe('the details as one readable block'),
    status: z.enum(INQUIRY_STATUSES),
    notes: z.string().describe("the owner's notes; empty when none"),
    language: z.enum(CUSTOMER_LANGUAGES).describe("the sender's language"),
    createdAt: Instant,
  })
  .meta({ id: 'InquiryRecord' });
export type InquiryRecord = z.infer<typeof InquiryRecord>;

/** GET /api/inquiries: newest first, at most 500. */
export const InquiryList = z.strictObject({ inquiries: z.array(InquiryRecord) }).meta({ id: 'InquiryList' });
export type InquiryList = z.infer<typeof InquiryList>;

/** The path of PATCH /api/inquiries/{id}. */
export const InquiryPath = z.strictObject({ id: z.guid().describe("the inquiry's id") });
export type InquiryPath = z.infer<typeof InquiryPath>;

/** PATCH /api/inquiries/{id}: only the fields sent change. */
export const UpdateInquiryRequest = z
  .strictObject({ status: z.enum(INQUIRY_STATUSES).optional(), notes: z.string().optional() })
  .meta({ id: 'UpdateInquiryRequest' });
export type UpdateInquiryRequest = z.infer<typeof UpdateInquiryRequest>;

/** PATCH /api/inquiries/{id} */
export const InquiryUpdated = z.strictObject({ success: z.literal(true), inquiry: InquiryRecord, message: z.string() }).meta({ id: 'InquiryUpdated' });
export type InquiryUpdated = z.infer<typeof InquiryUpdated>;
