import { z } from 'zod';
import { MAX_FREE_CANCEL_GRACE_MINUTES, MAX_NO_SHOW_WAIT_MINUTES, type BookingPolicy } from '../domain/booking-policy.js';
import { MAX_SITE_PAGE_CHARS, type SitePageTexts } from '../domain/site-pages.js';
import type { NotificationRules } from '../domain/notification-rules.js';
import type { PricingTable } from '../domain/pricing/pricing-table.js';
import { LUGGAGE_OPTIONS, PACKAGE_SIZES, PACKAGE_WEIGHTS, PLAN_TYPES } from '../domain/service-types.js';
import { PlanPrice, WeeklyHours } from './business.contract.js';
import { Instant, LocalTime } from './wire.js';

// The settings the owner edits in the admin (GET/PUT /api/admin/settings). The environment gives only their
// first values; a saved change applies to quotes and availability at once, and each one is recorded.

const Cents = z.number().int().describe('US cents');

/** Every price the app charges, in cents. */
export const PriceTableSettings = z
  .strictObject({
    mileage: z.strictObject({ centsPerMile: Cents, minimumCents: Cents.describe('the least a ride or delivery costs') }),
    delivery: z.strictObject({
      packageSizeSurchargeCents: z.record(z.enum(PACKAGE_SIZES), Cents),
      packageWeightSurchargeCents: z.record(z.enum(PACKAGE_WEIGHTS), Cents),
      coolerSurchargeCents: Cents,
    }),
    ride: z.strictObject({ luggageSurchargeCents: z.record(z.enum(LUGGAGE_OPTIONS), Cents), skiRackCents: Cents, bikeRackCentsPerBike: Cents }),
    chauffeur: z.strictObject({ centsPerHour: Cents, minHours: z.number().int(), maxHours: z.number().int() }),
    subscription: z.record(z.enum(PLAN_TYPES), PlanPrice),
  })
  .meta({ id: 'PriceTableSettings' }) satisfies z.ZodType<PricingTable>;

/** The day's rules the owner may change (the time zone and the start-time grid are the deployment's). */
export const ScheduleRuleSettings = z
  .strictObject({
    minLeadMinutes: z.number().int().describe('earliest start = now + this'),
    maxDaysAhead: z.number().int().describe('last bookable day = today + this'),
    chauffeurNoticeHours: z.number().int().describe('a personal driver needs this much notice'),
    driverBufferMinutes: z.number().int().describe('held before and after each ride or personal-driver job'),
    rideSpeedMph: z.number().describe('average road speed used to estimate a ride'),
    rideExtraMinutes: z.number().int().describe('loading and drop-off time added to every ride'),
    weeklyHours: WeeklyHours,
    deliveryWindows: z.array(z.strictObject({ start: LocalTime, end: LocalTime })),
    deliveryWindowCapacity: z.number().int().describe('deliveries per window'),
  })
  .meta({ id: 'ScheduleRuleSettings' });

/** How far from the home base each service goes, in straight-line miles, where the home base is, and the maps' daily spend. */
export const ServiceAreaSettings = z
  .strictObject({
    serviceRadiusMiles: z.number().describe('rides and deliveries'),
    chauffeurRadiusMiles: z.number().describe('the personal driver'),
    homeBase: z
      .string()
      .describe(
        "the home base's address as the owner entered it ('Ogden, UT'): the centre of the area and where the driver starts each day; the server places it on the map",
      ),
    paidMapCallsPerDay: z
      .number()
      .int()
      .describe(
        'calls to a maps provider that bills per call (Google) a business day, all app instances together; past it, suggestions come from the cache and distances are offline estimates until the next day; 0: none',
      ),
  })
  .meta({ id: 'ServiceAreaSettings' });

/** Which events text the owner, when texts wait for the morning, and when customers are reminded. */
export const NotificationSettings = z
  .strictObject({
    ownerTexts: z
      .strictObject({ new: z.boolean(), paid: z.boolean(), cancelled: z.boolean(), moved: z.boolean(), inquiry: z.boolean() })
      .describe(
        "which events text the owner (OWNER_PHONE): 'new' a booking in without a card payment, 'paid' a paid booking, 'cancelled' and 'moved' by the customer, 'inquiry'",
      ),
    quietHours: z
      .strictObject({ start: LocalTime, end: LocalTime })
      .describe(
        'texts to the owner in these hours wait for their end, unless the booking starts within 12 hours; start after end crosses midnight, equal: none',
      ),
    reminderMailHours: z.number().int().describe("the customer's reminder mail goes this many hours before the start"),
    reminderTextHours: z.number().int().describe("the customer's reminder text (when they asked for texts) goes this many hours before the start"),
    inquiryAcknowledgementsPerDay: z
      .number()
      .int()
      .describe('at most this many inquiry acknowledgements a business day, to every recipient together (each address gets one a day at most); 0: none'),
  })
  .meta({ id: 'NotificationSettings' }) satisfies z.ZodType<NotificationRules>;

/** How bookings come in (domain/booking-policy.ts). */
export const BookingPolicySettings = z
  .strictObject({
    confirmPaidAutomatically: z.boolean().describe('a booking paid, or covered by a code or a plan, is confirmed at once; off, the owner confirms each one'),
    freeCancelGraceMinutes: z
      .number()
      .int()
      .min(0)
      .max(MAX_FREE_CANCEL_GRACE_MINUTES)
      .describe('cancelling is free for this many minutes after booking, unless the job was booked to start within the hour; 0: no grace'),
    noShowWaitMinutes: z
      .number()
      .int()
      .min(0)
      .max(MAX_NO_SHOW_WAIT_MINUTES)
      .describe('minutes the driver waits after arriving before a no-show may be recorded'),
    recordTripPosition: z.boolean().describe("each trip tap keeps the phone's position in the booking's history; off by default"),
  })
  .meta({ id: 'BookingPolicySettings' }) satisfies z.ZodType<BookingPolicy>;

/** The owner's words on the About, Privacy and Terms pages (domain/site-pages.ts): plain text, a blank line between paragraphs. */
export const SitePageSettings = z
  .strictObject({
    about: z.string().max(MAX_SITE_PAGE_CHARS),
    privacy: z.string().max(MAX_SITE_PAGE_CHARS),
    terms: z.string().max(MAX_SITE_PAGE_CHARS).describe("the cancellation policy follows it on the page, in the rules' own words"),
  })
  .meta({ id: 'SitePageSettings' }) satisfies z.ZodType<SitePageTexts>;

/** PUT /api/admin/settings: the whole set, as GET gives it. */

export const OwnerSettings = z
  .strictObject({
    prices: PriceTableSettings,
    schedule: ScheduleRuleSettings,
    serviceArea: ServiceAreaSettings,
    notifications: NotificationSettings,
    bookings: BookingPolicySettings,
    pages: SitePageSettings,
  })
  .meta({ id: 'OwnerSettings' });
export type OwnerSettings = z.infer<typeof OwnerSettings>;

/** One recorded change: who, when, which value, from what to what. */
export const SettingsChange = z
  .strictObject({
    at: Instant,
    actor: z.string().describe('the owner account that saved it'),
    path: z.string().describe("the value changed, e.g. 'prices.chauffeur.centsPerHour'"),
    oldValue: z.unknown(),
    newValue: z.unknown(),
  })
  .meta({ id: 'SettingsChange' });
export type SettingsChange = z.infer<typeof SettingsChange>;

/** GET and PUT /api/admin/settings: the settings in force and the latest recorded changes, newest first (at most 100). */
export const OwnerSettingsResponse = z.strictObject({ settings: OwnerSettings, changes: z.array(SettingsChange) }).meta({ id: 'OwnerSettingsResponse' });
export type OwnerSettingsResponse = z.infer<typeof OwnerSettingsResponse>;
