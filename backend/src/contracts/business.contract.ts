import { z } from 'zod';
import type { AvailabilitySettings } from '../domain/availability/availability-settings.js';
import type { SubscriptionPlanPrice } from '../domain/pricing/pricing-table.js';
import { PLAN_TYPES, type BookableServiceType } from '../domain/service-types.js';
import { LocalTime } from './wire.js';

/** The services a card shows a starting price for: the ones booked and priced online, plans aside (their price depends on the route). */
export type StartingPriceService = Exclude<BookableServiceType, 'subscription'>;

const DeliveryWindow = z.strictObject({ start: LocalTime.describe("'HH:MM', inclusive"), end: LocalTime.describe("'HH:MM', exclusive") }).meta({
  id: 'DeliveryWindow',
});

/** One working day: a driver hold may not begin before `start`; every service must end by `end`. */
const DayHours = z.strictObject({ start: LocalTime, end: LocalTime }).meta({ id: 'DayHours' });

/** Working hours by weekday, Sunday first; null = closed that day. */
export const WeeklyHours = z.array(DayHours.nullable()).length(7).describe('Sunday first; null = closed').meta({ id: 'WeeklyHours' });

/** The schedule rules the server judges bookings by; the browser runs the same domain rules with them. */
const ScheduleSettings = z
  .strictObject({
    zone: z.string().describe('IANA zone all local dates and times are read in'),
    minLeadMinutes: z.number().int().describe('earliest start = now + this'),
    maxDaysAhead: z.number().int().describe('last bookable local date = today + this'),
    chauffeurNoticeHours: z.number().describe('a personal driver needs this much notice'),
    driverBufferMinutes: z.number().int().describe('the driver is held this long before a ride or personal-driver job and after it'),
    weeklyHours: WeeklyHours,
    rideSpeedMph: z.number().describe('average road speed used to estimate a ride'),
    rideExtraMinutes: z.number().int().describe('loading and drop-off time added to every ride'),
    slotStepMinutes: z.number().int().describe('start times are offered on this grid'),
    deliveryWindows: z.array(DeliveryWindow),
    deliveryWindowCapacity: z.number().int().describe('deliveries per window'),
  })
  .meta({ id: 'ScheduleSettings' }) satisfies z.ZodType<AvailabilitySettings>;

export const PlanPrice = z
  .strictObject({
    label: z.string().describe("the plan's name, e.g. 'Premium'"),
    rides: z.number().int(),
    discountPercent: z.number().describe('10 means 10 % off each ride'),
    fixedPriceCents: z.number().int().describe('the price in cents when the addresses vary ride to ride'),
  })
  .meta({ id: 'PlanPrice' }) satisfies z.ZodType<SubscriptionPlanPrice>;

/** The lowest price of each service booked online, from the price rules and the live price table. */
const StartingPrices = z
  .strictObject({
    delivery: z.number().int().describe('in cents: the shortest delivery of the lightest package'),
    ride: z.number().int().describe('in cents: the shortest ride without luggage or racks'),
    chauffeur: z.number().int().describe('in cents: the fewest hours of a personal driver'),
  })
  .meta({ id: 'StartingPrices' }) satisfies z.ZodType<Record<StartingPriceService, number>>;

/** The prices the booking form shows before it asks for a quote (the quote itself is always the server's). */
const ShownPrices = z
  .strictObject({
    chauffeurCentsPerHour: z.number().int().describe('personal driver, per hour, in cents'),
    chauffeurHours: z
      .strictObject({ min: z.number().int(), max: z.number().int() })
      .describe('the personal-driver hours offered: every whole hour from min to max')
      .meta({ id: 'ChauffeurHours' }),
    startingAtCents: StartingPrices.describe("the service cards' 'Starting at'"),
    plans: z.record(z.enum(PLAN_TYPES), PlanPrice),
  })
  .meta({ id: 'ShownPrices' });

/** Where the business serves: what the out-of-area messages and the footer name. */
const PublicServiceArea = z
  .strictObject({
    serviceRadiusMiles: z.number().describe('rides and deliveries: straight-line miles around the home base'),
    chauffeurRadiusMiles: z.number().describe('personal driver: straight-line miles around the home base'),
    homeBase: z.string().describe("the home base as the owner entered it, e.g. 'Ogden, UT'"),
  })
  .meta({ id: 'PublicServiceArea' });

/** GET /api/business: who the customer deals with, and the schedule rules the server judges bookings by. */
export const BusinessResponse = z
  .strictObject({
    businessName: z.string(),
    phone: z.string(),
    email: z.string(),
    companyWebsiteUrl: z.string(),
    timeZone: z.string().describe("IANA zone of every business-local date and time, e.g. 'America/Denver'"),
    schedule: ScheduleSettings,
    prices: ShownPrices,
    serviceArea: PublicServiceArea,
    textReminders: z
      .strictObject({
        offered: z.boolean().describe('texts are set up (Twilio): the booking form offers "Text me reminders"'),
        hoursBefore: z.number().describe('a reminder text goes out this many hours before the start'),
      })
      .meta({ id: 'TextRemindersOffer' }),
  })
  .meta({ id: 'BusinessResponse' });
export type BusinessResponse = z.infer<typeof BusinessResponse>;

/** GET /api/business/pages: the footer pages' words, each a list of paragraphs. */
export const SitePagesResponse = z
  .strictObject({
    about: z.array(z.string()).describe("the owner's About text (Settings, Site pages)"),
    privacy: z.array(z.string()),
    terms: z.array(z.string()).describe("the owner's terms; the page adds cancellationPolicy after them"),
    cancellationPolicy: z.array(z.string()).describe("the cancellation policy in the rules' own words, the owner's grace period included"),
  })
  .meta({ id: 'SitePagesResponse' });
export type SitePagesResponse = z.infer<typeof SitePagesResponse>;
