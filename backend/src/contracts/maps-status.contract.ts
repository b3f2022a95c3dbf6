import { z } from 'zod';
import { MAPS_FAILURE_KINDS } from '../domain/maps-incidents.js';
import { Instant, LocalDate } from './wire.js';

/** The maps provider's last failure, for the owner only: never shown to customers. */
const MapsError = z
  .strictObject({
    at: Instant,
    kind: z.enum(MAPS_FAILURE_KINDS).describe('auth: key refused; quota; timeout; unavailable: unreachable or failing; bad-answer: unreadable answer'),
    operation: z.enum(['suggest', 'locate', 'roadDistance']).describe('the call that failed: address suggestions, placing an address, road miles'),
    message: z.string().describe("the provider's error (paths and statuses, never keys)"),
  })
  .meta({ id: 'MapsError' });

/** GET /api/admin/maps: the maps in force and how they are doing. */
export const MapsStatus = z
  .strictObject({
    provider: z.enum(['offline', 'google', 'osm']).describe('GEO_PROVIDER: offline is the built-in straight-line estimate'),
    setupNeeded: z.boolean().describe('production running offline: every price is a straight-line estimate until maps are set up (docs/deploy.md)'),
    state: z
      .enum(['offline', 'working', 'failing'])
      .describe('offline: configured so; working: the provider answers; failing: an outage is open and prices are estimates'),
    failingSince: Instant.nullable().describe("the open outage's first failure; null when none is open"),
    recoveredAt: Instant.nullable().describe('when the last outage ended (the provider answered again); null while one is open or if none yet'),
    lastError: MapsError.nullable(),
    estimatedQuotesToday: z
      .number()
      .int()
      .nonnegative()
      .describe("quotes answered on an estimate because the provider failed or the day's paid calls were used up, this business day"),
    paidCallsToday: z
      .number()
      .int()
      .nonnegative()
      .describe('calls to a provider that bills per call (Google) this business day, every app instance together; 0 for the others'),
    paidCallsPerDay: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe(
        "the owner's cap on them (settings: serviceArea.paidMapCallsPerDay); past it, answers are estimates; null when the provider does not bill per call",
      ),
    businessDay: LocalDate,
  })
  .meta({ id: 'MapsStatus' });
export type MapsStatus = z.infer<typeof MapsStatus>;
