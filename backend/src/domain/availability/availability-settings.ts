// The one-driver schedule's constants, as data so admin settings can override them.
// Times are business-local 'HH:MM' (24h) in `zone`; durations are minutes unless named otherwise.
import { DEFAULT_BUSINESS_ZONE } from '../business-time.js';

// Start times customers may book fall on this grid (09:00, 09:15, …): slots are listed on it and a request
// off it (09:07) is refused. Every delivery window must start on it too.
export const START_TIME_STEP_MINUTES = 15;

export interface DeliveryWindowSetting {
  start: string; // 'HH:MM', inclusive
  end: string; // 'HH:MM', exclusive
}

/** A working day, business-local 'HH:MM': a driver hold may not begin before `start`; every service ends by `end`. */
export interface DayHours {
  start: string;
  end: string;
}

/** Working hours by weekday, Sunday first (index 0 = Sunday, as Date#getUTCDay); null = closed that day. */
export type WeeklyHours = readonly (DayHours | null)[];

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The same hours on all seven days. */
export function sameHoursEveryDay(hours: DayHours): WeeklyHours {
  return WEEKDAY_NAMES.map(() => ({ ...hours }));
}

export interface AvailabilitySettings {
  zone: string; // IANA zone all local dates and times are read in
  minLeadMinutes: number; // earliest start = now + this
  maxDaysAhead: number; // last bookable local date = today + this
  chauffeurNoticeHours: number; // personal driver needs this much advance notice
  driverBufferMinutes: number; // driver is held this long before a ride/chauffeur start and after its end
  weeklyHours: WeeklyHours; // when the driver works, by weekday
  rideSpeedMph: number; // average road speed used to estimate ride duration
  rideExtraMinutes: number; // loading and drop-off time added to every ride
  slotStepMinutes: number; // start times are offered on this grid (and ride durations round up to it)
  deliveryWindows: readonly DeliveryWindowSetting[]; // a delivery occupies one whole window
  deliveryWindowCapacity: number; // deliveries per window
}

export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = {
  zone: DEFAULT_BUSINESS_ZONE,
  minLeadMinutes: 60,
  maxDaysAhead: 60,
  chauffeurNoticeHours: 24,
  driverBufferMinutes: 30,
  weeklyHours: sameHoursEveryDay({ start: '07:30', end: '18:00' }),
  rideSpeedMph: 35,
  rideExtraMinutes: 15,
  slotStepMinutes: START_TIME_STEP_MINUTES,
  deliveryWindows: [
    { start: '08:00', end: '10:00' },
    { start: '10:00', end: '12:00' },
    { start: '12:00', end: '14:00' },
    { start: '14:00', end: '16:00' },
    { start: '16:00', end: '18:00' },
  ],
  deliveryWindowCapacity: 3,
};

/** The weekday of a business-local date 'YYYY-MM-DD' (0 = Sunday); NaN for a malformed one. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The hours of a business-local date, or null when the business is closed that day. */
export function hoursOn(date: string, settings: Pick<AvailabilitySettings, 'weeklyHours'>): DayHours | null {
  return settings.weeklyHours[weekdayOf(date)] ?? null;
}

/** The earliest start and the latest end of the week's open days; null when every day is closed. */
export function widestHours(settings: Pick<AvailabilitySettings, 'weeklyHours'>): DayHours | null {
  const open = settings.weeklyHours.filter((hours): hours is DayHours => hours !== null);
  if (open.length === 0) return null;
  const earliest = open.reduce((a, b) => (b.start < a.start ? b : a)).start;
  const latest = open.reduce((a, b) => (b.end > a.end ? b : a)).end;
  return { start: earliest, end: latest };
}
