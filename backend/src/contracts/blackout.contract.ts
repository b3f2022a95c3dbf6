import { z } from 'zod';
import { Instant, LocalDate, LocalTime } from './wire.js';

// The owner's time off (backend/src/blackouts/blackouts.controller.ts).

/** A stretch of time off: its instants, and their business-local reading for display. */
export const Blackout = z
  .strictObject({
    id: z.uuid(),
    startsAt: Instant,
    endsAt: Instant.describe('exclusive'),
    date: LocalDate.describe('business-local day it starts'),
    startTime: LocalTime,
    endDate: LocalDate.describe('business-local day it ends'),
    endTime: LocalTime.describe("exclusive; '00:00' with a later endDate = to the end of the previous day"),
    wholeDay: z.boolean().describe('starts and ends at midnight'),
    reason: z.string(),
  })
  .meta({ id: 'Blackout' });
export type Blackout = z.infer<typeof Blackout>;

/** GET /api/blackouts: those not yet over, soonest first. */
export const BlackoutList = z.strictObject({ blackouts: z.array(Blackout) }).meta({ id: 'BlackoutList' });
export type BlackoutList = z.infer<typeof BlackoutList>;

/**
 * POST /api/blackouts: from a business-local day (and time) to a last day (and time); without times whole days
 * are blocked. Over live bookings it is refused (409 TIME_OFF_OVER_BOOKINGS, listing them) unless
 * `confirmOverBookings`; the bookings are never cancelled by it.
 */
export const CreateBlackoutRequest = z
  .strictObject({
    date: LocalDate.describe('the first day'),
    endDate: LocalDate.optional().describe('the last day, included; missing = the first day'),
    startTime: LocalTime.optional().describe("business-local 'HH:MM' on the first day; missing = from its start"),
    endTime: LocalTime.optional().describe("business-local 'HH:MM' on the last day; missing = to its end"),
    reason: z.string().max(200).optional(),
    confirmOverBookings: z.boolean().optional().describe('save it although live bookings fall inside; they stay as they are'),
  })
  .meta({ id: 'CreateBlackoutRequest' });
export type CreateBlackoutRequest = z.infer<typeof CreateBlackoutRequest>;

/** A live booking inside time off: what the owner needs to find it and call the customer. */
export const BookingInTimeOff = z
  .strictObject({
    id: z.string(),
    reference: z.string(),
    serviceType: z.string(),
    serviceDate: LocalDate,
    serviceTime: LocalTime,
    fullName: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'BookingInTimeOff' });
export type BookingInTimeOff = z.infer<typeof BookingInTimeOff>;

/** POST /api/blackouts: the time off, and the live bookings left inside it (saved only when confirmed). */
export const BlackoutSaved = z
  .strictObject({ success: z.literal(true), message: z.string(), blackout: Blackout, bookingsInside: z.array(BookingInTimeOff) })
  .meta({ id: 'BlackoutSaved' });
export type BlackoutSaved = z.infer<typeof BlackoutSaved>;

/** The path of DELETE /api/blackouts/{id}. */
export const BlackoutPath = z.strictObject({ id: z.uuid().describe("the blackout's id") });
export type BlackoutPath = z.infer<typeof BlackoutPath>;

/** DELETE /api/blackouts/{id} */
export const BlackoutRemoved = z.strictObject({ success: z.literal(true), message: z.string() }).meta({ id: 'BlackoutRemoved' });
export type BlackoutRemoved = z.infer<typeof BlackoutRemoved>;
