import { TRIP_STAGES } from '../domain/trip-progress.js';
import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../domain/booking-transitions.js';
import { RidePack } from './service-code.contract.js';
import { BookableServiceType, Dollars, Instant, LocalDate, LocalTime, TermsSentence } from './wire.js';

// The customer's own booking page (/manage/{token}): no login; the token from the customer's mails is the
// credential. A wrong, expired or revoked token gets one answer (404 MANAGE_LINK_INVALID), whether or not it existed.

/** The path of the manage routes: the token as mailed (at least 128 random bits, base64url). */
export const ManagePath = z
  .strictObject({
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{22,64}$/)
      .describe('the private manage token from the mails'),
  })
  .meta({ id: 'ManagePath' });
export type ManagePath = z.infer<typeof ManagePath>;

/** What cancelling costs right now, under the policy, and what of the payment comes back. */
export const CancellationQuote = z
  .strictObject({
    allowed: z.boolean().describe('false once the booking is cancelled, completed or past'),
    fee: Dollars.describe('the fee the policy sets if cancelled now'),
    refund: Dollars.describe('what goes back to the card if cancelled now: the amount paid minus the fee, never below 0'),
    rule: z.enum(['free', 'grace', 'late-flat', 'dispatched-half', 'late-half', 'not-applicable']),
    freeUntil: Instant.nullable().describe('cancelling is free until this instant; null when it no longer is or never was'),
    terms: z.array(TermsSentence).describe('the fee, or why cancelling online is not possible, and what it means for the payment and the code'),
  })
  .meta({ id: 'CancellationQuote' });
export type CancellationQuote = z.infer<typeof CancellationQuote>;

/** Whether the customer may move the booking online now: up to the free-cancellation cut-off. */
export const MoveQuote = z
  .strictObject({
    allowed: z.boolean(),
    until: Instant.nullable().describe('moving online is possible until this instant; null when it no longer is'),
    terms: z.array(TermsSentence).describe('until when the booking can be moved online, or why not'),
  })
  .meta({ id: 'MoveQuote' });
export type MoveQuote = z.infer<typeof MoveQuote>;

/** A refund of the booking's card payment, as the customer sees it. */
export const RefundView = z
  .strictObject({
    amount: Dollars,
    status: z.enum(['pending', 'completed', 'failed', 'simulated']).describe("'simulated' in test mode: no card was charged"),
    requestedAt: Instant,
  })
  .meta({ id: 'RefundView' });
export type RefundView = z.infer<typeof RefundView>;

/** One payment of the booking, as its receipt shows it: the customer opens it again from the manage page. */
export const ManageReceipt = z
  .strictObject({
    id: z.string(),
    amount: Dollars,
    method: z.string().describe("e.g. 'Visa ending 1111', 'Cash'"),
    paidAt: Instant,
    reference: z.string().describe("the card processor's payment id, or the receipt's own id for money paid by hand"),
    note: z.string(),
    refunded: Dollars.describe('refunds of this payment, on their way or made'),
  })
  .meta({ id: 'ManageReceipt' });
export type ManageReceipt = z.infer<typeof ManageReceipt>;

/** GET /api/manage/{token} and the answer of every change made through it. */
export const ManagedBooking = z
  .strictObject({
    reference: z.string().describe('bare; shown with its prefix (domain/booking-reference)'),
    status: z.enum(BOOKING_STATUSES),
    serviceType: BookableServiceType,
    serviceDate: LocalDate.nullable(),
    serviceTime: LocalTime.nullable(),
    serviceTimeText: z.string().nullable().describe("the time as shown: 'HH:MM', or a delivery's window 'HH:MM-HH:MM' (domain/booked-time)"),
    timeZone: z.string().describe('the business time zone every local date and time is in'),
    startsAt: Instant.nullable(),
    pickupLocation: z.string(),
    destinationLocation: z.string(),
    totalPrice: Dollars,
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paid: Dollars.describe('taken by card (0 when unpaid or paid another way)'),
    policy: z.string().describe('the cancellation policy of this service in plain words'),
    cancellation: CancellationQuote,
    move: MoveQuote,
    cancelled: z
      .strictObject({ at: Instant, by: z.enum(['customer', 'owner', 'system']), fee: Dollars, refund: RefundView.nullable() })
      .nullable()
      .describe('set once the booking is cancelled'),
    trip: z
      .strictObject({
        stage: z.enum(TRIP_STAGES),
        at: Instant.describe('when the driver tapped it'),
        etaAt: Instant.nullable().describe("'on-the-way': when the driver should arrive"),
      })
      .nullable()
      .describe('where the trip stands on its day (domain/trip-progress.ts); null until the driver sets off. No position is ever shown'),
    receipts: z.array(ManageReceipt).describe('every payment received for the booking, oldest first'),
    ridePack: RidePack.optional().describe('present when the booking took a ride from a ride pack: its balance and ledger'),
  })
  .meta({ id: 'ManagedBooking' });
export type ManagedBooking = z.infer<typeof ManagedBooking>;

/**
 * POST /api/manage/{token}/cancel. `expectedFee` is the fee the customer saw and agreed to; when the policy's fee is
 * another by now (a cut-off passed meanwhile) the cancel is refused with 409 CANCELLATION_FEE_CHANGED and nothing changes.
 */
// Its docs id differs from the owner's CancelBookingRequest (admin-booking.contract.ts): /api/docs needs each id once.
export const CancelBookingRequest = z.strictObject({ expectedFee: Dollars }).meta({ id: 'ManageCancelRequest' });
export type CancelBookingRequest = z.infer<typeof CancelBookingRequest>;

/** GET /api/manage/{token}/free-times?date=: the times of a day the booking could move to (the booking itself not in the way). */
export const ManageFreeTimesQuery = z.strictObject({ date: LocalDate }).meta({ id: 'ManageFreeTimesQuery' });
export type ManageFreeTimesQuery = z.infer<typeof ManageFreeTimesQuery>;

/**
 * POST /api/manage/{token}/move: the same service and addresses at another business-local date and start time ('HH:MM';
 * a delivery's window start). Checked with every rule of a new booking in the transaction that frees the old time;
 * refused with the availability check's 409 and the booking left where it was when the time is not free.
 */
export const MoveBookingRequest = z.strictObject({ date: LocalDate, time: LocalTime }).meta({ id: 'MoveBookingRequest' });
export type MoveBookingRequest = z.infer<typeof MoveBookingRequest>;

/**
 * POST /api/manage/find ("Find my booking"): the reference and the e-mail address or phone number on the booking. When
 * they match, a fresh link goes there (a phone gets a text when texts are on, else the booking's e-mail); the answer is
 * the same whether or not they did.
 */
export const FindBookingRequest = z
  .strictObject({
    reference: z.string().min(1).max(40).describe("as shown in the mails, e.g. '254-K7Q2XM' (the prefix and case do not matter)"),
    contact: z.string().min(1).max(254).describe('the e-mail address or phone number given when booking'),
  })
  .meta({ id: 'FindBookingRequest' });
export type FindBookingRequest = z.infer<typeof FindBookingRequest>;

/** The one answer of Find my booking and of turning links off: what happens next, in words. */
export const LinkSentAnswer = z
  .strictObject({
    message: z.string().describe("in English, as the owner's admin shows it"),
    sentTo: z
      .string()
      .nullable()
      .describe("where a new link went, masked ('j***@example.com'); null for Find my booking, which never says whether anything matched"),
  })
  .meta({ id: 'LinkSentAnswer' });
export type LinkSentAnswer = z.infer<typeof LinkSentAnswer>;
