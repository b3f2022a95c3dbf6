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

/** POST /api/blackouts: a business-local day; without times the whole day is blocked. */
export const CreateBlackoutRequest = z
  .strictObject({
    date: LocalDate,
    startTime: LocalTime.optional().describe("business-local 'HH:MM'; missing = from the start of the day"),
    endTime: LocalTime.optional().describe("business-local 'HH:MM'; missing = to the end of the day"),
    reason: z.string().max(200).optional(),
  })
  .meta({ id: 'CreateBlackoutRequest' });
export type CreateBlackoutRequest = z.infer<typeof CreateBlackoutRequest>;

/** POST /api/blackouts */
export const BlackoutSaved = z.strictObject({ success: z.literal(true), message: z.string(), blackout: Blackout }).meta({ id: 'BlackoutSaved' });
export type BlackoutSaved = z.infer<typeof BlackoutSaved>;

/** The path of DELETE /api/blackouts/{id}. */
export const BlackoutPath = z.strictObject({ id: z.uuid().describe("the blackout's id") });
export type BlackoutPath = z.infer<typeof BlackoutPath>;

/** DELETE /api/blackouts/{id} */
export const BlackoutRemoved = z.strictObject({ success: z.literal(true), message: z.string() }).meta({ id: 'BlackoutRemoved' });
export type BlackoutRemoved = z.infer<typeof BlackoutRemoved>;
