import { z } from 'zod';
import type { ServiceDetailsDraft, ServiceRequestDraft } from '../domain/booking-rules.js';
import { SERVICE_TYPES } from '../domain/service-types.js';
import { Dollars, PriceLine, TermsSentence } from './wire.js';

/**
 * Step 2 of the booking form as sent: which fields count depends on the service, numbers may come as
 * strings ('3'), and domain/booking-rules checks each with its own message. Other fields are ignored.
 */
const ServiceDetails = z
  .object({
    packageSize: z.string().nullable().optional().describe("delivery: 'small' | 'medium' | 'large' | 'extra-large'"),
    packageWeight: z.string().nullable().optional().describe("delivery: 'light' | 'medium' | 'heavy' | 'extra-heavy'"),
    perishable: z.string().nullable().optional().describe("delivery: 'no' | 'yes'"),
    needsCooler: z.string().nullable().optional().describe("delivery, when perishable: 'no' | 'yes'"),
    instructions: z.string().nullable().optional(),
    passengers: z.union([z.string(), z.number()]).nullable().optional().describe('ride and personal driver: 1 to 6'),
    luggage: z.string().nullable().optional().describe("ride: 'none' | 'small' | 'medium' | 'large'"),
    needsRoofRack: z.string().nullable().optional().describe("ride and personal driver: 'no' | 'yes-ski' | 'yes-bike'"),
    bikeCount: z.union([z.string(), z.number()]).nullable().optional().describe("with 'yes-bike': 1 to 3"),
    hours: z.union([z.string(), z.number()]).nullable().optional().describe('personal driver: whole hours, 2 to 6'),
    itinerary: z.string().nullable().optional(),
    termsAgreed: z.boolean().nullable().optional(),
    planType: z.string().nullable().optional().describe("plan: 'basic' | 'premium' | 'business'"),
    frequency: z.string().nullable().optional().describe("plan: 'monthly'"),
    addressesVary: z.boolean().nullable().optional().describe('plan: pickup and drop-off differ ride to ride'),
    details: z.string().nullable().optional(),
    isNonRefundable: z.boolean().nullable().optional(),
  })
  .meta({ id: 'ServiceDetails' }) satisfies z.ZodType<ServiceDetailsDraft>;

/** POST /api/quotes: the trip to price. The server measures and prices on its own. */
export const QuoteRequest = z
  .strictObject({
    serviceType: z.enum(SERVICE_TYPES),
    pickupLocation: z.string().optional(),
    destinationLocation: z.string().optional(),
    serviceDate: z.string().optional().describe("business-local date 'YYYY-MM-DD', or 'N/A' for plans"),
    serviceTime: z.string().optional().describe("business-local time 'HH:MM' (24 h), or 'N/A' for plans"),
    serviceDetails: ServiceDetails.optional(),
    distance: z.number().optional().describe('ignored: the server measures the distance'),
    totalPrice: Dollars.optional().describe('ignored: the server prices the trip'),
  })
  .meta({ id: 'QuoteRequest' }) satisfies z.ZodType<ServiceRequestDraft>;
export type QuoteRequest = z.infer<typeof QuoteRequest>;

/** POST /api/quotes: the server's price, the one a booking of the same trip is charged. */
export const QuoteResponse = z
  .strictObject({
    distance: z.number().describe('road miles, rounded to 0.1; measured outside the service area too (the long-haul inquiry offered then carries them)'),
    withinServiceArea: z.boolean(),
    serviceAreaMessage: z.string().nullable().describe('what the customer reads when the trip is outside the service area'),
    totalPrice: Dollars,
    breakdown: z.array(PriceLine),
    cancellationTerms: z.array(TermsSentence).describe('what cancelling would cost if booked now, grace period included'),
  })
  .meta({ id: 'QuoteResponse' });
export type QuoteResponse = z.infer<typeof QuoteResponse>;
