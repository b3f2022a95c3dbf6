import { z } from 'zod';
import { SLOT_UNAVAILABLE_REASONS } from '../domain/errors.js';
import { SERVICE_TYPES } from '../domain/service-types.js';
import { LocalDate, LocalDateTime, LocalTime } from './wire.js';

/** POST /api/check-availability: whether a start time can still be booked. Times are business-local. */
export const AvailabilityRequest = z
  .strictObject({
    date: LocalDate,
    startTime: z.string().describe("'HH:MM' (24 h); a delivery may send its window as '08:00-10:00'"),
    endTime: z.string().optional().describe("'HH:MM': personal driver start + hours, delivery start + 2 h, otherwise the start"),
    serviceType: z.enum(SERVICE_TYPES),
    pickupLocation: z.string().optional().describe("a ride's travel time is measured from it"),
    destinationLocation: z.string().optional(),
    findAlternative: z.boolean().optional(),
  })
  .meta({ id: 'AvailabilityRequest' });
export type AvailabilityRequest = z.infer<typeof AvailabilityRequest>;

/** POST /api/check-availability: the same rules a booking is held to, and the next free start when taken. */
export const AvailabilityResponse = z
  .strictObject({
    available: z.boolean(),
    error: z.enum(SLOT_UNAVAILABLE_REASONS).nullable().describe('why the slot cannot be booked; null when it can'),
    message: z.string().describe('what the customer reads'),
    nextAvailable: LocalDateTime.nullable().describe('the earliest bookable start when this one is taken, or null'),
  })
  .meta({ id: 'AvailabilityResponse' });
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

/** POST /api/free-times: which start times of one business-local day the server accepts for this service and trip. */
export const FreeTimesRequest = z
  .strictObject({
    serviceType: z.enum(['ride', 'delivery', 'chauffeur']),
    date: LocalDate,
    hours: z.number().int().optional().describe('personal driver: the booked hours'),
    pickupLocation: z.string().optional().describe("a ride's travel time is measured from it"),
    destinationLocation: z.string().optional(),
  })
  .meta({ id: 'FreeTimesRequest' });
export type FreeTimesRequest = z.infer<typeof FreeTimesRequest>;

const FreeTime = z
  .strictObject({
    time: LocalTime.describe("a start time ('HH:MM'); for deliveries a window's start"),
    available: z.boolean(),
    reason: z.enum(SLOT_UNAVAILABLE_REASONS).nullable().describe('why it cannot be booked; null when it can'),
    message: z.string().nullable().describe('what the customer reads when it cannot be booked'),
  })
  .meta({ id: 'FreeTime' });

/** POST /api/free-times: every start time the service hours allow that day, each judged as create-booking would judge it now. */
export const FreeTimesResponse = z.strictObject({ date: LocalDate, times: z.array(FreeTime) }).meta({ id: 'FreeTimesResponse' });
export type FreeTimesResponse = z.infer<typeof FreeTimesResponse>;
