import { z } from 'zod';
import { BOOKING_CHANGE_ACTIONS } from '../domain/booking-notices.js';
import { BOOKING_STATUSES, PAYMENT_STATUSES, type PhonePayment } from '../domain/booking-transitions.js';
import { CUSTOMER_LANGUAGES } from '../domain/customer-language.js';
import { LUGGAGE_OPTIONS, PACKAGE_SIZES, PACKAGE_WEIGHTS, YES_NO } from '../domain/service-types.js';
import { RefundView } from './manage.contract.js';
import { OUTBOX_STATUSES } from './outbox.contract.js';
import { CreateBookingRequest } from './public-booking.contract.js';
import { Dollars, Instant, LocalDate, LocalTime } from './wire.js';

// The owner's booking routes (backend/src/bookings/admin-bookings.controller.ts). Field names are the admin
// view's, snake_case where the dashboard has always read them so.

const BookingId = z.string().describe("'bk_' + 24 base64url characters");
const BookingStatus = z.enum(BOOKING_STATUSES);

const PaymentInfo = z
  .strictObject({
    method: z
      .enum(['card', 'test', 'cash', 'invoice', 'check', 'other'])
      .nullable()
      .describe(
        "'card' (Square), 'test' (test mode); 'cash' or 'invoice' as agreed on the phone; 'cash', 'check' or 'other' as the owner recorded it once received; null until paid",
      ),
    transactionId: z.string().nullable().describe('Square payment id'),
    status: z.enum(PAYMENT_STATUSES),
    dateProcessed: Instant.nullable(),
    cardBrand: z.string().nullable().describe("e.g. 'VISA'"),
    last4: z.string().nullable(),
    receiptUrl: z.string().nullable(),
  })
  .meta({ id: 'AdminPaymentInfo' });
export type AdminPaymentInfo = z.infer<typeof PaymentInfo>;

const Cancellation = z
  .strictObject({
    at: Instant,
    by: z.string().nullable().describe("'owner:<username>', 'customer' or 'system'"),
    reason: z.string().nullable().describe("'owner', 'customer' or 'payment-timeout'"),
    fee: Dollars.describe('what the cancellation policy set; 0 when none applies or the owner waived it'),
    feeOwed: Dollars.describe('what of the fee no payment covered and the customer still owes (not revenue until paid); 0 once paid'),
  })
  .meta({ id: 'AdminCancellation' });

/** One booking as the owner sees it. */
export const AdminBooking = z
  .strictObject({
    id: BookingId,
    reference: z.string().describe('short reference, shown with its prefix'),
    status: BookingStatus,
    serviceType: z.string().describe("'delivery', 'ride', 'chauffeur' or 'subscription'"),
    firstName: z.string(),
    lastName: z.string().describe("the full name's last word; '' for a one-word name"),
    fullName: z.string(),
    customerName: z.string(),
    businessName: z.string().nullable().describe("from the customer's record"),
    email: z.string(),
    phone: z.string(),
    language: z.enum(CUSTOMER_LANGUAGES).describe("the language the customer booked in, which every message to them uses ('en' or 'es')"),
    booking_date: LocalDate.describe("business-local 'YYYY-MM-DD', or 'N/A' for a plan bought without a date"),
    booking_time: LocalTime.describe("business-local 'HH:MM', or 'N/A'"),
    booking_time_text: z.string().describe("the time as shown: 'HH:MM', a delivery's window 'HH:MM-HH:MM' (domain/booked-time), or 'N/A' for plans"),
    total_price: Dollars,
    distance: z.number().describe('miles'),
    distanceEstimated: z
      .boolean()
      .describe('the maps provider failed when the booking was priced: distance and price are straight-line estimates (offline by configuration: false)'),
    pickup: z.string(),
    destination: z.string(),
    notes: z.string(),
    serviceDetails: z.record(z.string(), z.unknown()).describe("the service's details as validated when booked"),
    packageDetails: z
      .strictObject({
        size: z.enum(PACKAGE_SIZES),
        weight: z.enum(PACKAGE_WEIGHTS),
        perishable: z.enum(YES_NO),
        needsCooler: z.enum(YES_NO),
        instructions: z.string(),
      })
      .nullable()
      .describe('deliveries only'),
    rideDetails: z
      .strictObject({ passengers: z.number().int(), luggage: z.enum(LUGGAGE_OPTIONS), specialRequests: z.string() })
      .nullable()
      .describe('rides only'),
    chauffeurDetails: z
      .strictObject({ hours: z.number().int(), specialRequests: z.string().describe('the itinerary') })
      .nullable()
      .describe('personal driver only'),
    paymentInfo: PaymentInfo,
    cancellation: Cancellation.nullable(),
    startsAt: Instant.nullable(),
    endsAt: Instant.nullable(),
    createdAt: Instant,
  })
  .meta({ id: 'AdminBooking' });
export type AdminBooking = z.infer<typeof AdminBooking>;

/** GET /api/bookings and GET /api/bookings/past-year */
export const AdminBookingList = z.strictObject({ bookings: z.array(AdminBooking) }).meta({ id: 'AdminBookingList' });
export type AdminBookingList = z.infer<typeof AdminBookingList>;

/** GET /api/bookings?search= (a query schema stays unnamed: /api/docs lists its fields as query parameters only then). */
export const BookingSearchQuery = z.strictObject({
  search: z
    .string()
    .max(100)
    .optional()
    .describe('name, e-mail, phone digits, reference (with or without its prefix) or address; empty lists upcoming and the last 30 days'),
});
export type BookingSearchQuery = z.infer<typeof BookingSearchQuery>;

const HistoryEntry = z
  .strictObject({
    id: z.string(),
    at: Instant,
    actor: z.string().describe("'owner:<username>', 'customer' or 'system'"),
    action: z.enum(BOOKING_CHANGE_ACTIONS),
    changes: z
      .record(z.string(), z.unknown())
      .describe("for edits { field: { from, to } } with the admin view's field names; otherwise the facts of the action"),
  })
  .meta({ id: 'BookingHistoryEntry' });

const BookingMail = z
  .strictObject({
    kind: z.string().describe("the template, e.g. 'booking-received'"),
    to: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int(),
    queuedAt: Instant,
    sentAt: Instant.nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'BookingMail' });
export type BookingMail = z.infer<typeof BookingMail>;

/** GET /api/bookings/{id}/history: every change, oldest first, and the mails about the booking. */
export const BookingHistory = z.strictObject({ entries: z.array(HistoryEntry), mails: z.array(BookingMail) }).meta({ id: 'BookingHistory' });
export type BookingHistory = z.infer<typeof BookingHistory>;

/** PATCH /api/bookings/{id}: the edit dialog's fields, each optional. */
export const EditBookingRequest = z
  .strictObject({
    status: BookingStatus.optional(),
    booking_date: LocalDate.optional(),
    booking_time: LocalTime.optional().describe("business-local 'HH:MM' (a delivery's window start)"),
    total_price: Dollars.optional().describe('US dollars, at most 2 decimals'),
    pickup: z.string().optional(),
    destination: z.string().optional(),
    notes: z.string().optional(),
  })
  .meta({ id: 'EditBookingRequest' });
export type EditBookingRequest = z.infer<typeof EditBookingRequest>;

/** PATCH /api/bookings/{id} and POST /api/admin/bookings: the booking as it now stands. */
export const AdminBookingSaved = z.strictObject({ success: z.literal(true), message: z.string(), booking: AdminBooking }).meta({ id: 'AdminBookingSaved' });
export type AdminBookingSaved = z.infer<typeof AdminBookingSaved>;

/** POST /api/cancel-booking */
export const CancelBookingRequest = z
  .strictObject({
    bookingId: BookingId,
    waiveFee: z.boolean().optional().describe('true: no fee, the whole card payment is refunded and a plan ride or code use is given back'),
  })
  .meta({ id: 'CancelBookingRequest' });
export type CancelBookingRequest = z.infer<typeof CancelBookingRequest>;

/** POST /api/cancel-booking: the fee the policy set, and the message saying so. */
export const BookingCancelled = z
  .strictObject({
    success: z.literal(true),
    message: z.string(),
    fee: Dollars.describe('cancellation fee; 0 when none applies or the owner waived it'),
    refund: RefundView.optional().describe('only when a card payment is refunded: the payment minus the fee'),
  })
  .meta({ id: 'BookingCancelled' });
export type BookingCancelled = z.infer<typeof BookingCancelled>;

/** POST /api/update-booking-status; 'cancelled' goes through the cancellation (fee, mail). */
export const UpdateBookingStatusRequest = z.strictObject({ bookingId: BookingId, status: BookingStatus }).meta({ id: 'UpdateBookingStatusRequest' });
export type UpdateBookingStatusRequest = z.infer<typeof UpdateBookingStatusRequest>;

/** POST /api/update-booking-status */
export const BookingStatusUpdated = z
  .strictObject({ success: z.literal(true), message: z.string(), fee: Dollars.optional().describe('only when the booking was cancelled') })
  .meta({ id: 'BookingStatusUpdated' });
export type BookingStatusUpdated = z.infer<typeof BookingStatusUpdated>;

/** How the customer of a phone booking pays: agreed cash or invoice, or left unpaid. */
export const PhonePaymentMethod = z.enum(['cash', 'invoice', 'unpaid']) satisfies z.ZodType<PhonePayment>;
export type PhonePaymentMethod = z.infer<typeof PhonePaymentMethod>;

/** POST /api/admin/bookings: a booking taken by phone, through create-booking's own path. */
export const AdminCreateBookingRequest = CreateBookingRequest.extend({ paymentMethod: PhonePaymentMethod }).meta({ id: 'AdminCreateBookingRequest' });
export type AdminCreateBookingRequest = z.infer<typeof AdminCreateBookingRequest>;
