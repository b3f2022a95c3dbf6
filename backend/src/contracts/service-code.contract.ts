import { z } from 'zod';
import { RIDE_PACK_ENTRY_KINDS } from '../domain/ride-packs.js';
import { CODE_CHECK_REASONS, DISCOUNT_TYPES, SUBSCRIPTION_PLAN_TYPES } from '../domain/service-codes.js';
import { Instant } from './wire.js';

/** POST /api/validate-service-code: a code the customer typed; it is used up only by a booking. */
export const ServiceCodeCheckRequest = z.strictObject({ code: z.string().optional() }).meta({ id: 'ServiceCodeCheckRequest' });
export type ServiceCodeCheckRequest = z.infer<typeof ServiceCodeCheckRequest>;

/** POST /api/validate-service-code: whether the code can be used now. */
export const ServiceCodeCheck = z
  .strictObject({
    valid: z.boolean(),
    message: z.string().describe('what the customer reads, in English'),
    waivesPayment: z.boolean().describe('the code covers the whole price: no card payment'),
    reason: z.enum(CODE_CHECK_REASONS).nullable().describe("why the code cannot be used, for the screens to word in the visitor's language; null when it can"),
    rideCover: z.number().nullable().describe("a plan code's cover of each ride, in dollars (a dearer ride pays the difference); null for other codes"),
  })
  .meta({ id: 'ServiceCodeCheck' });
export type ServiceCodeCheck = z.infer<typeof ServiceCodeCheck>;

/** A discount, plan or subscription code as the owner manages it. */
export const ServiceCode = z
  .strictObject({
    id: z.string(),
    code: z.string().describe('case-sensitive, as the customer types it'),
    description: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    discountValue: z.number().describe('percent off for percentage codes, dollars off for fixed ones; unused for subscription codes'),
    usageLimit: z.number().int().nullable().describe('null = unlimited'),
    usageCount: z.number().int(),
    totalRides: z.number().int().nullable().describe('subscription codes: rides covered; null = unlimited'),
    ridesUsed: z.number().int(),
    planType: z.string().nullable().describe("the subscription plan type the code was issued for, 'plan' for a plan purchase, null for custom codes"),
    isActive: z.boolean(),
    customerEmail: z.string().nullable(),
    createdAt: Instant,
    expiresAt: Instant.nullable().describe('null = never expires'),
  })
  .meta({ id: 'ServiceCode' });
export type ServiceCode = z.infer<typeof ServiceCode>;

/** The path of the owner's routes for one code: /api/service-codes/{id}. */
export const ServiceCodePath = z.strictObject({ id: z.guid().describe("the code's id") });
export type ServiceCodePath = z.infer<typeof ServiceCodePath>;

/** POST /api/service-codes: a generated code for one of the subscription plan types. */
export const CreatePlanCodeRequest = z
  .strictObject({
    customerEmail: z.string().optional(),
    customerPhone: z.string().optional(),
    type: z.enum(SUBSCRIPTION_PLAN_TYPES),
    customCode: z.string().optional().describe('the code to issue instead of a generated one; empty = generated'),
  })
  .meta({ id: 'CreatePlanCodeRequest' });
export type CreatePlanCodeRequest = z.infer<typeof CreatePlanCodeRequest>;

/** What a code takes off and how often it may be used: shared by creation and the edit dialog. */
const CodeTerms = z.strictObject({
  description: z.string().optional(),
  discountType: z.enum(DISCOUNT_TYPES).optional(),
  discountValue: z.number().optional().describe('percent off for percentage codes, dollars off for fixed ones'),
  usageLimit: z.number().int().nullable().optional().describe('null = unlimited'),
  totalRides: z.number().int().nullable().optional().describe('subscription codes: rides covered; null = unlimited'),
});

/** POST /api/service-codes/custom (defaults: 'Custom Discount', percentage, 10, usage limit 1). */
export const CreateCustomCodeRequest = CodeTerms.extend({
  customerEmail: z.string().optional(),
  customerPhone: z.string().optional(),
  code: z.string(),
}).meta({ id: 'CreateCustomCodeRequest' });
export type CreateCustomCodeRequest = z.infer<typeof CreateCustomCodeRequest>;

/** PATCH /api/service-codes/{id}: only the fields sent change. */
export const UpdateServiceCodeRequest = CodeTerms.extend({
  expiresAt: z.string().nullable().optional().describe('ISO date or instant; null = never expires'),
  isActive: z.boolean().optional(),
}).meta({ id: 'UpdateServiceCodeRequest' });
export type UpdateServiceCodeRequest = z.infer<typeof UpdateServiceCodeRequest>;

/** The answer of every owner route that creates or changes a code. */
export const ServiceCodeSaved = z.strictObject({ success: z.literal(true), serviceCode: ServiceCode, message: z.string() }).meta({ id: 'ServiceCodeSaved' });
export type ServiceCodeSaved = z.infer<typeof ServiceCodeSaved>;

/** One change to a ride pack's balance (domain/ride-packs.ts). */
export const RidePackEntry = z
  .strictObject({
    kind: z.enum(RIDE_PACK_ENTRY_KINDS),
    rides: z.number().int().describe('signed: what the entry added to the balance (used −1, returned +1, …)'),
    bookingReference: z.string().nullable().describe('the booking that used or returned the ride, bare; null for the others'),
    at: Instant,
  })
  .meta({ id: 'RidePackEntry' });
export type RidePackEntry = z.infer<typeof RidePackEntry>;

/** A ride pack (a subscription code covering a number of rides): its balance and the ledger behind it. */
export const RidePack = z
  .strictObject({
    id: z.string(),
    code: z.string(),
    description: z.string(),
    totalRides: z.number().int(),
    ridesUsed: z.number().int(),
    ridesLeft: z.number().int().describe('rides the pack can still cover: 0 once it has expired'),
    expiresAt: Instant.nullable().describe('null = never expires'),
    expired: z.boolean(),
    entries: z.array(RidePackEntry).describe('oldest first'),
  })
  .meta({ id: 'RidePack' });
export type RidePack = z.infer<typeof RidePack>;
