import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../domain/booking-transitions.js';
import { CUSTOMER_LANGUAGES } from '../domain/customer-language.js';
import { SquareConfig } from './payment.contract.js';
import { RidePack } from './service-code.contract.js';
import { QuoteRequest } from './quote.contract.js';
import { BookableServiceType, Dollars, Instant, PriceLine } from './wire.js';

// The customer's booking routes: no login; a booking is read only by its unguessable id.

/** POST /api/create-booking: the quoted trip plus the booking form. Send an Idempotency-Key header to book at most once. */
export const CreateBookingRequest = QuoteRequest.extend({
  fullName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  textReminders: z.boolean().optional().describe('"Text me reminders": a reminder text to `phone` before the start; off when left out'),
  language: z
    .enum(CUSTOMER_LANGUAGES)
    .optional()
    .describe("the site's language at booking, which every message to the customer uses; left out, the Accept-Language header decides"),
  subscriptionCode: z.string().nullable().optional().describe("a plan's code; either code field may carry it"),
  serviceCode: z.string().nullable().optional().describe('a discount, plan or master code'),
  paymentRequired: z.boolean().optional().describe('ignored: the server decides whether payment is required'),
  legalAgreement: z.boolean().optional(),
}).meta({ id: 'CreateBookingRequest' });
export type CreateBookingRequest = z.infer<typeof CreateBookingRequest>;

/** The facts of a booking both public answers carry. */
const BookingFacts = z.strictObject({
  id: z.string().describe("opaque 'bk_…' id; whoever holds it may read the booking"),
  reference: z.string().describe('short code, bare; customers see it with its prefix (domain/booking-reference)'),
  serviceType: BookableServiceType,
  pickupLocation: z.string(),
  destinationLocation: z.string(),
  distance: z.number().describe('road miles'),
  totalPrice: Dollars,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z
    .enum(BOOKING_STATUSES)
    .describe("'confirmed' once the owner confirmed it, or at once when paid and the owner lets paid bookings confirm themselves"),
});

/** The booking as create-booking answers it. */
export const BookingSummary = BookingFacts.extend({
  serviceDate: z.string().describe("business-local date 'YYYY-MM-DD', or 'N/A' for plans"),
  serviceTime: z.string().describe("business-local time 'HH:MM' (24 h), or 'N/A' for plans"),
  serviceTimeText: z.string().describe("the time as shown: 'HH:MM', a delivery's window 'HH:MM-HH:MM' (domain/booked-time), or 'N/A' for plans"),
  priceBreakdown: z.array(PriceLine),
}).meta({ id: 'BookingSummary' });
export type BookingSummary = z.infer<typeof BookingSummary>;

/** What the card form needs: the amount the server will accept and the form's settings. */
export const PaymentFormInfo = SquareConfig.extend({
  bookingId: z.string(),
  amount: Dollars.describe('the only amount the payment route accepts for this booking'),
  currency: z.literal('USD'),
  holdExpiresAt: Instant.nullable().describe('after this an unpaid booking gives its slot back; null when it holds none'),
}).meta({ id: 'PaymentFormInfo' });
export type PaymentFormInfo = z.infer<typeof PaymentFormInfo>;

/** POST /api/create-booking */
export const CreateBookingResponse = z
  .strictObject({
    booking: BookingSummary,
    paymentRequired: z.boolean().describe('the booking waits for a card payment'),
    squarePaymentInfo: PaymentFormInfo.nullable().describe('set when payment is required'),
    codeApplied: z.boolean().describe('a service code lowered the price'),
    subscriptionCode: z.string().nullable().describe("null: a plan's code is issued when the plan is paid (see the payment's answer)"),
  })
  .meta({ id: 'CreateBookingResponse' });
export type CreateBookingResponse = z.infer<typeof CreateBookingResponse>;

/** The path of the public routes for one booking. */
export const BookingPath = z.strictObject({
  id: z
    .string()
    .regex(/^bk_[A-Za-z0-9_-]{24}$/)
    .describe("the booking's opaque id"),
});
export type BookingPath = z.infer<typeof BookingPath>;

/** The card payment that paid a booking, as its customer may see it. */
export const CardPayment = z
  .strictObject({
    amount: Dollars.describe('what the card was charged'),
    paidAt: Instant,
    receiptEmail: z.string().describe('where the receipt was e-mailed: the address the customer booked with'),
  })
  .meta({ id: 'CardPayment' });
export type CardPayment = z.infer<typeof CardPayment>;

/** GET /api/bookings/{id}: the booking as its customer may see it (checkout and confirmation). */
export const PublicBooking = BookingFacts.extend({
  bookingDate: z.string().describe("business-local date 'YYYY-MM-DD', or 'N/A' for plans"),
  bookingTime: z.string().describe("business-local time 'HH:MM' (24 h), or 'N/A' for plans"),
  bookingTimeText: z.string().describe("the time as shown: 'HH:MM', a delivery's window 'HH:MM-HH:MM' (domain/booked-time), or 'N/A' for plans"),
  cardPayment: CardPayment.nullable().describe('set once a card payment paid the booking; null otherwise (unpaid, no payment needed, paid by phone)'),
  cancellationFeeDue: Dollars.optional().describe(
    "present while a cancelled booking owes its cancellation fee (no payment covered it): the fee's link opens checkout for it, the only amount the payment route then accepts",
  ),
  planName: z.string().nullable().describe("a plan purchase's plan, e.g. 'Premium'; null for other services"),
  hasCalendarEvent: z.boolean().describe('GET /api/bookings/{id}/calendar.ics has an event for it: false for a plan bought without a date'),
  manageUrl: z
    .string()
    .nullable()
    .describe(
      "the customer's private manage page, '{PUBLIC_BASE_URL}/manage/{token}': a new link on every answer (the previous one from this page stops working); null while the booking awaits its card payment",
    ),
  ridePack: RidePack.optional().describe('present when the booking took a ride from a ride pack: its balance and ledger'),
}).meta({ id: 'PublicBooking' });
export type PublicBooking = z.infer<typeof PublicBooking>;

/** POST /api/bookings/{id}/checkout: until when the slot is held for the payment, null when it is not. */
export const CheckoutHold = z.strictObject({ holdExpiresAt: Instant.nullable() }).meta({ id: 'CheckoutHold' });
export type CheckoutHold = z.infer<typeof CheckoutHold>;
