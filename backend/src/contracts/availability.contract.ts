import { z } from 'zod';
import { SLOT_UNAVAILABLE_REASONS } from '../domain/errors.js';
import { SERVICE_TYPES } from '../domain/service-types.js';
import { LocalDate, LocalDateTime } from './wire.js';

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

