import { z } from 'zod';
import { FAILED_DELIVERY_REASONS, TRIP_STAGES } from '../domain/trip-progress.js';
import { Instant } from './wire.js';

// The owner's taps on a booking's trip from the phone (backend/src/bookings/trip.controller.ts, domain/trip-progress.ts).

const TripStage = z.enum(TRIP_STAGES).meta({ id: 'TripStage' });

/** The phone's position at a tap: kept only when the owner's setting 'recordTripPosition' is on. */
export const TripPosition = z
  .strictObject({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    accuracyMeters: z.number().min(0).max(100_000).optional().describe("the phone's estimate of its error, in meters"),
  })
  .meta({ id: 'TripPosition' });
export type TripPosition = z.infer<typeof TripPosition>;

/** POST /api/admin/bookings/{id}/trip: the next stage of the trip. */
export const TripMoveRequest = z
  .strictObject({
    to: TripStage,
    failureReason: z.enum(FAILED_DELIVERY_REASONS).optional().describe("only with 'failed-delivery', which requires it"),
    position: TripPosition.optional(),
  })
  .meta({ id: 'TripMoveRequest' });
export type TripMoveRequest = z.infer<typeof TripMoveRequest>;

/** Where the trip stands after a tap or an undo: what the owner's big button offers next. */
export const TripState = z
  .strictObject({
    bookingId: z.string(),
    bookingStatus: z.enum(['confirmed', 'completed']),
    stage: TripStage.nullable().describe('null: not started'),
    stageAt: Instant.nullable(),
    arrivedAt: Instant.nullable(),
    etaAt: Instant.nullable().describe("when the driver should arrive, as 'on my way' told the customer"),
    failureReason: z.enum(FAILED_DELIVERY_REASONS).nullable(),
    nextStages: z.array(TripStage).describe("the taps that may follow; the first is the big button's"),
    noShowFrom: Instant.nullable().describe("from when 'no-show' may be tapped; null before arriving"),
    undoUntil: Instant.nullable().describe('the last tap may be taken back until then; null when nothing can be'),
  })
  .meta({ id: 'TripState' });
export type TripState = z.infer<typeof TripState>;

/** The job the owner's big button is for: today's trip under way, else today's next one not started. */
export const NextTripJob = z
  .strictObject({
    id: z.string(),
    reference: z.string(),
    serviceType: z.string(),
    timeText: z.string().describe("'HH:MM', or a delivery's window 'HH:MM-HH:MM'"),
    customerName: z.string(),
    phone: z.string(),
    pickup: z.string(),
    destination: z.string(),
  })
  .meta({ id: 'NextTripJob' });

/** GET /api/admin/trip/next: the job and where its trip stands; both null when nothing is left to drive today. */
export const NextTrip = z.strictObject({ job: NextTripJob.nullable(), trip: TripState.nullable() }).meta({ id: 'NextTrip' });
export type NextTrip = z.infer<typeof NextTrip>;
