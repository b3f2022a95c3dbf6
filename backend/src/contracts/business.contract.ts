import { z } from 'zod';
import type { AvailabilitySettings } from '../domain/availability/availability-settings.js';
import type { SubscriptionPlanPrice } from '../domain/pricing/pricing-table.js';
import { PLAN_TYPES } from '../domain/service-types.js';
import { LocalTime } from './wire.js';

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

/** The prices the booking form shows before it asks for a quote (the quote itself is always the server's). */
const ShownPrices = z
  .strictObject({
    chauffeurCentsPerHour: z.number().int().describe('personal driver, per hour, in cents'),
    plans: z.record(z.enum(PLAN_TYPES), PlanPrice),
  })
  .meta({ id: 'ShownPrices' });

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
    textReminders: z
      .strictObject({
        offered: z.boolean().describe('texts are set up (Twilio): the booking form offers "Text me reminders"'),
        hoursBefore: z.number().describe('a reminder text goes out this many hours before the start'),
      })
      .meta({ id: 'TextRemindersOffer' }),
  })
  .meta({ id: 'BusinessResponse' });
export type BusinessResponse = z.infer<typeof BusinessResponse>;
