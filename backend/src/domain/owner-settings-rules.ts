// The limits of the settings the owner edits in the admin: each value is checked against a range a one-driver
// business can mean, and the delivery windows against the day. Messages name the value and its range.
import {
  WEEKDAY_NAMES,
  widestHours,
  type AvailabilitySettings,
  type DayHours,
  type DeliveryWindowSetting,
  type WeeklyHours,
} from './availability/availability-settings.js';
import { CHAUFFEUR_HOUR_LIMITS, isOnStartTimeGrid } from './booking-rules.js';
import { formatTime12h, isValidLocalTime, timeToMinutes } from './business-time.js';
import type { NotificationRules } from './notification-rules.js';
import type { PricingTable } from './pricing/pricing-table.js';
import { PLAN_TYPES } from './service-types.js';

/** The day's rules the owner may change. */
export type ScheduleRules = Pick<
  AvailabilitySettings,
  | 'minLeadMinutes'
  | 'maxDaysAhead'
  | 'chauffeurNoticeHours'
  | 'driverBufferMinutes'
  | 'rideSpeedMph'
  | 'rideExtraMinutes'
  | 'weeklyHours'
  | 'deliveryWindows'
  | 'deliveryWindowCapacity'
>;

/** The service area's centre and the driver's start each day: the address the owner entered and where it lies. */
export interface HomeBase {
  label: string;
  /** WGS84 decimal degrees. */
  lat: number;
  lon: number;
}

/** The service area: straight-line miles around the home base, and the day's cap on paid map calls that measure in it. */
export interface ServiceAreaRules {
  serviceRadiusMiles: number;
  chauffeurRadiusMiles: number;
  homeBase: HomeBase;
  /**
   * Calls to a maps provider that bills per call (Google) a business day, every app instance together; past it the
   * site answers from its caches and the offline estimate until the next business day. 0: no paid calls at all.
   */
  paidMapCallsPerDay: number;
}

/**
 * Paid map calls a business day. One booking through the wizard took 24 to 30 against the fake Google (a handful of
 * suggestions, then both addresses placed and the road miles measured again for each free-time list, check, quote and
 * the booking itself), up to some 100 with every key of both addresses looked up. So the default is some 60 bookings'
 * worth a day, about $10 at Google's list prices of about $5 per 1,000; the most, about $1,000 a day.
 */
export const PAID_MAP_CALLS_PER_DAY = { min: 0, max: 200_000, default: 2_000 } as const;

/** The service area as the owner sends it: the home base as its address only (the server places it). */
type ServiceAreaDraft = Omit<ServiceAreaRules, 'homeBase'> & { homeBase: Pick<HomeBase, 'label'> };

/** $100,000: no single price of this business comes near it. */
const MAX_CENTS = 10_000_000;
const MAX_DELIVERY_WINDOWS = 12;
/** The home base's address, in characters (the admin's field takes no more). */
export const MAX_HOME_BASE_LENGTH = 200;

function inRange(value: number, min: number, max: number, integer = true): boolean {
  return Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
}

function range(problems: string[], value: number, min: number, max: number, message: string, integer = true): void {
  if (!inRange(value, min, max, integer)) problems.push(message);
}

/** Problems with the day's rules: each value in its range, the week's hours, the delivery windows within them. */
export function scheduleRulesProblems(rules: ScheduleRules): string[] {
  const problems: string[] = [];
  range(problems, rules.minLeadMinutes, 0, 10_080, 'The minimum lead time must be between 0 and 10080 minutes (a week)');
  range(problems, rules.maxDaysAhead, 1, 365, 'Bookings ahead must be between 1 and 365 days');
  range(problems, rules.chauffeurNoticeHours, 0, 168, 'The personal-driver notice must be between 0 and 168 hours');
  range(problems, rules.driverBufferMinutes, 0, 180, 'The buffer must be between 0 and 180 minutes');
  range(problems, rules.rideSpeedMph, 5, 90, 'The ride speed must be between 5 and 90 mph', false);
  range(problems, rules.rideExtraMinutes, 0, 180, 'The loading minutes must be between 0 and 180');
  range(problems, rules.deliveryWindowCapacity, 1, 20, 'Deliveries per window must be between 1 and 20');
  const hoursProblems = weeklyHoursProblems(rules.weeklyHours);
  problems.push(...hoursProblems);
  const week = hoursProblems.length === 0 ? widestHours(rules) : null;
  if (week) problems.push(...deliveryWindowProblems(rules.deliveryWindows, week));
  return problems;
}

function weeklyHoursProblems(week: WeeklyHours): string[] {
  if (week.length !== WEEKDAY_NAMES.length) return ['Set the hours of all seven weekdays'];
  const problems: string[] = [];
  week.forEach((hours, weekday) => {
    if (hours === null) return;
    const name = `${WEEKDAY_NAMES[weekday]}'s hours`;
    if (!isValidLocalTime(hours.start) || !isValidLocalTime(hours.end)) problems.push(`${name} need an opening and a closing time (HH:MM)`);
    else if (!isOnStartTimeGrid(hours.start) || !isOnStartTimeGrid(hours.end)) problems.push(`${name} must start and end on a quarter hour`);
    else if (timeToMinutes(hours.end) <= timeToMinutes(hours.start)) problems.push(`${name} must end after they start`);
  });
  if (week.every((hours) => hours === null)) problems.push('Open on at least one day of the week');
  return problems;
}

function deliveryWindowProblems(windows: readonly DeliveryWindowSetting[], week: DayHours): string[] {
  if (windows.length < 1 || windows.length > MAX_DELIVERY_WINDOWS) return [`Set between 1 and ${MAX_DELIVERY_WINDOWS} delivery windows`];
  const problems: string[] = [];
  let previousEnd = -1;
  for (const window of windows) {
    const name = `The delivery window ${window.start}-${window.end}`;
    if (!isValidLocalTime(window.start) || !isValidLocalTime(window.end)) {
      problems.push(`${name} needs a start and an end time (HH:MM)`);
      continue;
    }
    const start = timeToMinutes(window.start);
    const end = timeToMinutes(window.end);
    if (!isOnStartTimeGrid(window.start) || !isOnStartTimeGrid(window.end)) problems.push(`${name} must start and end on a quarter hour`);
    if (end <= start) problems.push(`${name} must end after it starts`);
    if (start < previousEnd) problems.push(`${name} overlaps the one before it (windows go in order and do not overlap)`);
    if (start < timeToMinutes(week.start) || end > timeToMinutes(week.end)) {
      problems.push(`${name} must lie within the working hours, ${formatTime12h(week.start)} to ${formatTime12h(week.end)}`);
    }
    previousEnd = Math.max(previousEnd, end);
  }
  return problems;
}

/** Problems with a price table: every amount in whole cents from $0 to $100,000, plans and hours that make sense. */
export function priceTableProblems(table: PricingTable): string[] {
  const problems: string[] = [];
  const cents = (value: number, name: string) => range(problems, value, 0, MAX_CENTS, `${name} must be between $0 and $100,000`);
  cents(table.mileage.centsPerMile, 'The price per mile');
  cents(table.mileage.minimumCents, 'The minimum price');
  for (const [size, value] of Object.entries(table.delivery.packageSizeSurchargeCents)) cents(value, `The ${size} package surcharge`);
  for (const [weight, value] of Object.entries(table.delivery.packageWeightSurchargeCents)) cents(value, `The ${weight} weight surcharge`);
  cents(table.delivery.coolerSurchargeCents, 'The cooler surcharge');
  for (const [luggage, value] of Object.entries(table.ride.luggageSurchargeCents)) cents(value, `The ${luggage} luggage surcharge`);
  cents(table.ride.skiRackCents, 'The ski rack price');
  cents(table.ride.bikeRackCentsPerBike, 'The bike rack price');
  cents(table.chauffeur.centsPerHour, 'The personal-driver hourly price');
  const { min, max } = CHAUFFEUR_HOUR_LIMITS;
  const { minHours, maxHours } = table.chauffeur;
  if (!inRange(minHours, min, max) || !inRange(maxHours, minHours, max)) {
    problems.push(`Personal-driver hours must be whole hours from ${min} to ${max}, the shortest no longer than the longest`);
  }
  for (const planType of PLAN_TYPES) {
    const plan = table.subscription[planType];
    const label = plan.label.trim() || planType;
    if (!plan.label.trim() || plan.label.length > 40) problems.push(`The ${planType} plan needs a name of at most 40 characters`);
    range(problems, plan.rides, 1, 100, `The ${label} plan must have between 1 and 100 rides`);
    range(problems, plan.discountPercent, 0, 100, `The ${label} plan discount must be between 0 and 100 %`, false);
    cents(plan.fixedPriceCents, `The ${label} plan price`);
  }
  return problems;
}

/**
 * Problems with the service area: both radii in range, the home base one line of address (placed on the map elsewhere),
 * the paid map calls a day a whole number in range.
 */
export function serviceAreaProblems(area: ServiceAreaDraft): string[] {
  const problems: string[] = [];
  range(problems, area.serviceRadiusMiles, 1, 500, 'The service radius must be between 1 and 500 miles', false);
  range(problems, area.chauffeurRadiusMiles, 1, 500, 'The personal-driver radius must be between 1 and 500 miles', false);
  const label = area.homeBase.label.trim();
  if (!label) problems.push('Enter the home base address');
  else if (label.length > MAX_HOME_BASE_LENGTH) problems.push(`The home base address must be at most ${MAX_HOME_BASE_LENGTH} characters`);
  if (/[\r\n]/.test(label)) problems.push('The home base address must be on one line');
  const calls = PAID_MAP_CALLS_PER_DAY;
  range(problems, area.paidMapCallsPerDay, calls.min, calls.max, `The paid map calls a day must be a whole number between ${calls.min} and ${calls.max}`);
  return problems;
}

/** The reminder mail's lead, in whole hours: up to a week ahead. */
export const REMINDER_MAIL_HOURS = { min: 1, max: 168 } as const;
/** The reminder text's lead, in whole hours: up to two days ahead. */
export const REMINDER_TEXT_HOURS = { min: 1, max: 48 } as const;

/** Inquiry acknowledgements a business day, to every recipient together: 0 sends none. */
export const INQUIRY_ACKNOWLEDGEMENTS_PER_DAY = { min: 0, max: 500 } as const;

/**
 * Problems with the texts and reminders: quiet hours as two times of day, both reminder leads in whole hours in range,
 * the inquiry acknowledgements a day a whole number in range.
 */
export function notificationRulesProblems(rules: NotificationRules): string[] {
  const problems: string[] = [];
  if (!isValidLocalTime(rules.quietHours.start) || !isValidLocalTime(rules.quietHours.end)) {
    problems.push('The quiet hours need a start and an end time (HH:MM)');
  }
  const mail = REMINDER_MAIL_HOURS;
  range(
    problems,
    rules.reminderMailHours,
    mail.min,
    mail.max,
    `The reminder mail must go between ${mail.min} and ${mail.max} hours (a week) before the booking`,
  );
  const text = REMINDER_TEXT_HOURS;
  range(problems, rules.reminderTextHours, text.min, text.max, `The reminder text must go between ${text.min} and ${text.max} hours before the booking`);
  const acks = INQUIRY_ACKNOWLEDGEMENTS_PER_DAY;
  range(
    problems,
    rules.inquiryAcknowledgementsPerDay,
    acks.min,
    acks.max,
    `The inquiry acknowledgements a day must be a whole number between ${acks.min} and ${acks.max}`,
  );
  return problems;
}
