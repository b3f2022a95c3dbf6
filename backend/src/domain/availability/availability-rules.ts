// The one-driver schedule as pure functions. The wizard lists slots and the server accepts a
// booking with the same `checkSlot`, so a slot shown as free is judged by the same rules.
//
// All local dates/times are business-local (settings.zone); intervals are half-open [start, end),
// so a hold ending at 10:00 and one starting at 10:00 do not overlap. The clock is always passed in.
import { isOnStartTimeGrid, VALIDATION_MESSAGES } from '../booking-rules.js';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  formatTime12h,
  instantToZonedWallTime,
  isValidLocalDate,
  isValidLocalTime,
  localDayBoundsUtc,
  minutesToTime,
  timeToMinutes,
  zonedWallTimeToInstant,
  type InstantRange,
  type LocalDateTime,
} from '../business-time.js';
import { ValidationFailedError, type SlotUnavailableReason } from '../errors.js';
import type { BookableServiceType } from '../service-types.js';
import {
  DEFAULT_AVAILABILITY_SETTINGS,
  hoursOn,
  WEEKDAY_NAMES,
  weekdayOf,
  widestHours,
  type AvailabilitySettings,
  type DayHours,
  type DeliveryWindowSetting,
} from './availability-settings.js';
import { travelConflict, type DriverJob, type TravelLookup, type TripPlaces } from './travel-rules.js';

// Services that occupy the schedule; subscriptions do not (plan rides are booked later).
export type ScheduledServiceType = Exclude<BookableServiceType, 'subscription'>;

export interface SlotRequest {
  serviceType: BookableServiceType;
  date: string; // 'YYYY-MM-DD', or 'N/A' for subscriptions
  time: string; // 'HH:MM' start; for deliveries a window start ('08:00', '10:00', …)
  distanceMiles?: number; // rides: road miles, drives the duration estimate (missing → 0)
  hours?: number; // chauffeur: booked whole hours
  trip?: TripPlaces; // where the job starts and ends: with the schedule's `travel`, the drives between jobs are checked
}

export interface ServicePlan {
  start: Date; // service start (a delivery's window start)
  end: Date; // service end, exclusive (a delivery's window end)
  // The time the driver is busy. A ride or personal-driver job holds the driver for the service plus the buffer
  // on each side. Deliveries: a window with at least one delivery holds the driver for the whole window (the
  // deliveries of one window are driven together in it, up to deliveryWindowCapacity), so no other job may
  // overlap it, and a delivery may not go into a window another job overlaps.
  hold: InstantRange;
  deliveryWindow: InstantRange | null; // deliveries only; its start.getTime() keys capacity counts
}

// Everything already on the schedule for the searched range, loaded by the caller in one query.
// When rescheduling, the caller leaves out the booking being moved.
export interface ExistingSchedule {
  // Rides and personal-driver jobs, buffers included.
  driverHolds: readonly InstantRange[];
  // Key: window start in epoch milliseconds (Date.getTime()); value: deliveries booked.
  deliveryCountsByWindowStart: ReadonlyMap<number, number>;
  // The windows holding at least one delivery: each holds the driver from its start to its end.
  deliveryHolds: readonly InstantRange[];
  blackouts: readonly InstantRange[];
  // Every live job (rides, personal-driver jobs, delivery windows) with its places, sorted by start: travel-rules.
  jobs: readonly DriverJob[];
  // The drives between these jobs' places and the asked trip's, when the caller measured them: the travel rule applies.
  travel?: TravelLookup;
}

export type SlotCheck = { available: true } | { available: false; reason: SlotUnavailableReason; message: string };

export type DaySlot = { time: string } & SlotCheck;

export const EMPTY_SCHEDULE: ExistingSchedule = {
  driverHolds: [],
  deliveryCountsByWindowStart: new Map(),
  deliveryHolds: [],
  blackouts: [],
  jobs: [],
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// Minutes the service itself lasts (buffers excluded).
// ride: distance at settings.rideSpeedMph plus rideExtraMinutes, rounded UP to the slot step;
// chauffeur: the booked hours; delivery: its window (windows are uniform, 2 h by default).
export function estimateServiceMinutes(
  serviceType: ScheduledServiceType,
  distanceMiles: number,
  hours?: number,
  settings: AvailabilitySettings = DEFAULT_AVAILABILITY_SETTINGS,
): number {
  switch (serviceType) {
    case 'ride': {
      if (!(Number.isFinite(distanceMiles) && distanceMiles >= 0)) {
        throw new ValidationFailedError([VALIDATION_MESSAGES.distanceInvalid]);
      }
      const raw = (distanceMiles / settings.rideSpeedMph) * 60 + settings.rideExtraMinutes;
      const step = settings.slotStepMinutes;
      // The epsilon keeps an exact multiple (45.000000000000004) from rounding up a whole step.
      return Math.ceil(raw / step - 1e-9) * step;
    }
    case 'chauffeur':
      if (hours === undefined || !Number.isInteger(hours) || hours < 1) {
        throw new ValidationFailedError([VALIDATION_MESSAGES.hoursInvalid]);
      }
      return hours * 60;
    case 'delivery': {
      const [window] = settings.deliveryWindows;
      return timeToMinutes(window.end) - timeToMinutes(window.start);
    }
  }
}

// What a check-availability request asks for, judged before the schedule is: `startTime` is 'HH:MM', or a
// delivery window 'HH:MM-HH:MM'; `endTime` (optional) is 'HH:MM'. Messages for times that are well formed
// but cannot be meant: a start off the start-time grid (09:07), or, for the services that have an end the
// customer chose (a delivery window, a personal driver's hours), an end before the start ('12:00-10:00').
// A ride's end is the server's estimate, so whatever end the client sends for it is not judged; an end equal
// to the start is allowed (the wizard sends one for rides). A malformed time is not judged here either:
// checkSlot answers it as INVALID_TIME, with the next free slot.
export function requestedTimesProblems(serviceType: ScheduledServiceType, startTime: string, endTime?: string | null): string[] {
  const [start, rangeEnd, ...rest] = startTime.split('-').map((part) => part.trim());
  if (!isValidLocalTime(start)) return [];
  const problems: string[] = [];
  if (!isOnStartTimeGrid(start)) problems.push(VALIDATION_MESSAGES.timeOffGrid);
  if (serviceType === 'ride') return problems;
  const ends = [rest.length === 0 ? rangeEnd : undefined, endTime?.trim()].filter((end): end is string => end !== undefined && isValidLocalTime(end));
  if (ends.some((end) => timeToMinutes(end) < timeToMinutes(start))) problems.push(VALIDATION_MESSAGES.endBeforeStart);
  return problems;
}

// Throws ValidationFailedError for a malformed date/time, a delivery time that is not a window
// start, or an unusable distance/hours.
export function planService(
  request: SlotRequest & { serviceType: ScheduledServiceType },
  settings: AvailabilitySettings = DEFAULT_AVAILABILITY_SETTINGS,
): ServicePlan {
  const planned = tryPlanService(request, settings);
  if ('problem' in planned) throw new ValidationFailedError([planned.problem]);
  return planned;
}

export function checkSlot(
  request: SlotRequest,
  existing: ExistingSchedule,
  now: Date,
  settings: AvailabilitySettings = DEFAULT_AVAILABILITY_SETTINGS,
): SlotCheck {
  return checkWithToday(request, existing, now, instantToZonedWallTime(now, settings.zone).date, settings);
}

// Earliest business-local slot at or after the requested start that passes checkSlot, walking
// the day's candidate times (15-minute steps, or window starts for deliveries) day by day for
// `searchDays` days starting with the requested date. Null when nothing is free.
export function findNextAvailable(
  request: SlotRequest,
  existing: ExistingSchedule,
  now: Date,
  settings: AvailabilitySettings = DEFAULT_AVAILABILITY_SETTINGS,
  searchDays = 14,
): LocalDateTime | null {
  if (request.serviceType === 'subscription') return { date: request.date, time: request.time };
  const today = instantToZonedWallTime(now, settings.zone).date;
  const requestedDate = isValidLocalDate(request.date) ? request.date : today;
  const firstDate = daysBetweenLocalDates(today, requestedDate) < 0 ? today : requestedDate;
  const notBefore = firstDate === request.date && isValidLocalTime(request.time) ? timeToMinutes(request.time) : 0;

  // The search only runs checkSlot where it can succeed.
  const dayTimes = startTimesOfDay(request.serviceType, settings);

  // On a fully booked fortnight checkWithToday would refuse hundreds of candidates one by one; the
  // screen refuses them with arithmetic instead, and checkWithToday keeps the final word on the rest.
  // Built at the first refusal, so a search whose first candidate is free pays nothing for it.
  let screen: DayScreen | null | undefined;

  // Days are walked one after the other, so each local midnight is converted once: a day's end is
  // the next day's start (the bounds localDayBoundsUtc gives). A date the walk reaches is valid, as
  // converting its midnight would have thrown otherwise, so its distance from today is plain arithmetic.
  const firstDateFromToday = daysBetweenLocalDates(today, firstDate);
  let date = firstDate;
  let dayStart = zonedWallTimeToInstant(firstDate, '00:00', settings.zone);
  for (let offset = 0; offset < searchDays; offset += 1) {
    if (firstDateFromToday + offset > settings.maxDaysAhead) return null;
    let times = dayTimes;
    if (offset === 0) {
      times = times.filter((time) => timeToMinutes(time) >= notBefore);
      if (notBefore > 0 && !times.includes(request.time) && request.serviceType !== 'delivery') {
        times.unshift(request.time);
      }
    }
    const nextDate = addDaysToLocalDate(date, 1);
    const bounds = { start: dayStart, end: zonedWallTimeToInstant(nextDate, '00:00', settings.zone) };
    const exists = wallTimeExists(date, settings.zone, bounds);
    let refusedForSure = screen?.(date, bounds);
    for (const time of times) {
      if (!exists(time)) continue; // skipped by a spring-forward gap
      if (refusedForSure?.(time)) continue;
      if (checkWithToday({ ...request, date, time }, existing, now, today, settings, false).available) return { date, time };
      if (screen === undefined) {
        screen = certainRefusalScreen({ ...request, serviceType: request.serviceType }, existing, now, settings);
        refusedForSure = screen?.(date, bounds);
      }
    }
    date = nextDate;
    dayStart = bounds.end;
  }
  return null;
}

// Given a day (and its bounds), says of a candidate start time whether it is certainly refused.
type DayScreen = (date: string, bounds: InstantRange) => (time: string) => boolean;

// Durations up to this keep every instant the plan derives well inside the Date range for any
// 4-digit year, so the numbers below equal what checkWithToday's Date objects would hold.
const MAX_SCREENED_DURATION_MS = 366 * 24 * HOUR_MS;

// True only for a candidate checkWithToday would certainly find unavailable, because it repeats
// checkWithToday's own arithmetic on plain numbers (lead time, notice, day end, earliest hold,
// blackouts, driver holds, window capacity). It may let a doomed candidate through (checkWithToday
// then refuses it), never the other way round, so the search answers exactly as if checkWithToday
// judged every candidate. Null for a request it does not model: checkWithToday then judges all.
function certainRefusalScreen(
  request: SlotRequest & { serviceType: ScheduledServiceType },
  existing: ExistingSchedule,
  now: Date,
  settings: AvailabilitySettings,
): DayScreen | null {
  const zone = settings.zone;
  const leadLimit = now.getTime() + settings.minLeadMinutes * MINUTE_MS;
  const blackouts = intervalOverlapTest(existing.blackouts);
  const minutesOf = memoizedTimeToMinutes();

  // The day's instants as checkWithToday computes them, plus how to place any wall time on it.
  const dayClock = (date: string, bounds: InstantRange) => {
    // A 24-hour day keeps one UTC offset throughout: zones change offset at most once in a few days
    // (zonedWallTimeToInstant and wallTimeExists assume so too), so every wall time is midnight plus
    // its minutes. The two DST days a year convert each time the way planning does.
    const midnight = bounds.start.getTime();
    const instantOf =
      bounds.end.getTime() - midnight === 24 * HOUR_MS
        ? (time: string) => midnight + minutesOf(time) * MINUTE_MS
        : (time: string) => zonedWallTimeToInstant(date, time, zone).getTime();
    // A closed day has neither: every candidate on it is refused.
    const hours = hoursOn(date, settings);
    if (!hours) return null;
    return { dayEnd: instantOf(hours.end), earliestHold: instantOf(hours.start), instantOf };
  };

  const driverHolds = intervalOverlapTest(existing.driverHolds);
  if (request.serviceType === 'delivery') {
    const counts = existing.deliveryCountsByWindowStart;
    // First window per start, as tryPlanService's find picks it. A malformed end makes planning
    // throw; such windows are left to checkWithToday so the search throws exactly as before.
    const windowByStart = new Map<string, DeliveryWindowSetting | null>();
    for (const window of settings.deliveryWindows) {
      if (!windowByStart.has(window.start)) windowByStart.set(window.start, isValidLocalTime(window.end) ? window : null);
    }
    return (date, bounds) => {
      const clock = dayClock(date, bounds);
      if (!clock) return () => true;
      const { dayEnd, instantOf } = clock;
      return (time) => {
        const window = windowByStart.get(time);
        if (!window) return false;
        const start = instantOf(window.start);
        const end = instantOf(window.end);
        if (start < leadLimit || end > dayEnd || blackouts(start, end) || driverHolds(start, end)) return true;
        return (counts.get(start) ?? 0) >= settings.deliveryWindowCapacity;
      };
    };
  }

  let serviceMinutes: number;
  try {
    serviceMinutes = estimateServiceMinutes(request.serviceType, request.distanceMiles ?? 0, request.hours, settings);
  } catch (error) {
    if (error instanceof ValidationFailedError) return null; // every candidate is INVALID_TIME
    throw error;
  }
  const serviceMs = serviceMinutes * MINUTE_MS;
  const bufferMs = settings.driverBufferMinutes * MINUTE_MS;
  // new Date() truncates fractional milliseconds and turns far-off instants into Invalid Date,
  // which the plain numbers here would not; such settings are left to checkWithToday.
  const screenable = (ms: number) => Number.isSafeInteger(ms) && Math.abs(ms) <= MAX_SCREENED_DURATION_MS;
  if (!screenable(serviceMs) || !screenable(bufferMs)) return null;
  const noticeLimit = request.serviceType === 'chauffeur' ? now.getTime() + settings.chauffeurNoticeHours * HOUR_MS : Number.NEGATIVE_INFINITY;
  const deliveryHolds = intervalOverlapTest(existing.deliveryHolds);

  return (date, bounds) => {
    const clock = dayClock(date, bounds);
    if (!clock) return () => true;
    const { dayEnd, earliestHold, instantOf } = clock;
    return (time) => {
      const start = instantOf(time);
      if (start < leadLimit || start < noticeLimit) return true;
      const end = start + serviceMs;
      const holdStart = start - bufferMs;
      if (end > dayEnd || holdStart < earliestHold) return true;
      const holdEnd = end + bufferMs;
      return blackouts(holdStart, holdEnd) || driverHolds(holdStart, holdEnd) || deliveryHolds(holdStart, holdEnd);
    };
  };
}

// `(start, end) => ranges.some((range) => overlaps({ start, end }, range))` in O(log n): ranges sorted
// by start with the running maximum of their ends. A range with an Invalid Date never overlaps
// (its comparisons are false), so it is dropped; inverted ranges are kept, as overlaps treats them.
function intervalOverlapTest(ranges: readonly InstantRange[]): (start: number, end: number) => boolean {
  const sorted = ranges
    .map((range) => ({ start: range.start.getTime(), end: range.end.getTime() }))
    .filter((range) => !Number.isNaN(range.start) && !Number.isNaN(range.end))
    .sort((a, b) => a.start - b.start);
  const starts = sorted.map((range) => range.start);
  const latestEndSoFar: number[] = [];
  for (const range of sorted) latestEndSoFar.push(Math.max(range.end, latestEndSoFar[latestEndSoFar.length - 1] ?? range.end));
  return (start, end) => {
    // Ranges starting before `end` are a prefix; one of them overlaps iff the latest of their ends is after `start`.
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle] < end) low = middle + 1;
      else high = middle;
    }
    return low > 0 && latestEndSoFar[low - 1] > start;
  };
}

function memoizedTimeToMinutes(): (time: string) => number {
  const minutesByTime = new Map<string, number>();
  return (time) => {
    let minutes = minutesByTime.get(time);
    if (minutes === undefined) {
      minutes = timeToMinutes(time);
      minutesByTime.set(time, minutes);
    }
    return minutes;
  };
}

// The wizard's time picker: each start time of one local day that the service hours allow, with its verdict.
// The browser passes EMPTY_SCHEDULE and the server's settings, so it disables what no booking could change
// (lead time, horizon, notice, day end); the server's check adds bookings and blackouts.
export function listDaySlots(
  request: Omit<SlotRequest, 'time'>,
  existing: ExistingSchedule,
  now: Date,
  settings: AvailabilitySettings = DEFAULT_AVAILABILITY_SETTINGS,
): DaySlot[] {
  if (request.serviceType === 'subscription' || !isValidLocalDate(request.date)) return [];
  const today = instantToZonedWallTime(now, settings.zone).date;
  return startTimesOfDay(request.serviceType, settings, hoursOn(request.date, settings))
    .filter(wallTimeExists(request.date, settings.zone))
    .map((time) => ({ time, ...checkWithToday({ ...request, time }, existing, now, today, settings) }));
}

// Candidate start times of a day: window starts for deliveries, else every slot step from 00:00.
export function candidateTimes(serviceType: ScheduledServiceType, settings: AvailabilitySettings): string[] {
  if (serviceType === 'delivery') return settings.deliveryWindows.map((window) => window.start);
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += settings.slotStepMinutes) times.push(minutesToTime(minutes));
  return times;
}

// Candidates the service hours can ever allow on any day: the driver's hold may not begin before
// day's start, and nothing starts at or after its end. `hours`: one day's, or the widest of the week.
function startTimesOfDay(serviceType: ScheduledServiceType, settings: AvailabilitySettings, hours: DayHours | null = widestHours(settings)): string[] {
  if (!hours) return [];
  const earliestStart = timeToMinutes(hours.start) + (serviceType === 'delivery' ? 0 : settings.driverBufferMinutes);
  const latestStart = timeToMinutes(hours.end);
  return candidateTimes(serviceType, settings).filter((time) => {
    const minutes = timeToMinutes(time);
    return minutes >= earliestStart && minutes < latestStart;
  });
}

export function slotMessage(reason: SlotUnavailableReason, settings: AvailabilitySettings): string {
  switch (reason) {
    case 'INVALID_TIME':
      return 'Please choose a valid date and time.';
    case 'TIME_TOO_SOON':
      return `Please choose a time at least ${settings.minLeadMinutes} minutes from now.`;
    case 'TOO_FAR_AHEAD':
      return `Bookings can be made up to ${settings.maxDaysAhead} days in advance.`;
    case 'NOTICE_REQUIRED':
      return `Personal driver bookings require at least ${settings.chauffeurNoticeHours} hours advance notice.`;
    case 'OUTSIDE_BUSINESS_HOURS':
      return 'All services must be completed within our working hours. Please choose an earlier time.';
    case 'CLOSED':
      return 'We are closed that day. Please choose another day.';
    case 'BUFFER_OUTSIDE_HOURS':
      return 'This time is outside our available service hours. Please choose a later pickup time.';
    case 'BLACKED_OUT':
      return 'We are not available at this time. Please select another time.';
    case 'SLOT_TAKEN':
      return 'This time slot is already booked. Please select another time.';
    case 'MAX_DELIVERIES_REACHED':
      return 'This delivery window is fully booked. Please choose another window.';
    case 'TRAVEL_TIME':
      return 'The driver cannot get there in time from the previous job. Please choose another time.';
  }
}

// `today` is the business-local date of `now`, computed once per search. `explain`: word a travel refusal for the
// customer (a search only needs the verdicts, and wording costs time-zone conversions).
function checkWithToday(request: SlotRequest, existing: ExistingSchedule, now: Date, today: string, settings: AvailabilitySettings, explain = true): SlotCheck {
  if (request.serviceType === 'subscription') return { available: true };
  const unavailable = (reason: SlotUnavailableReason, message = slotMessage(reason, settings)): SlotCheck => ({
    available: false,
    reason,
    message,
  });

  const plan = tryPlanService({ ...request, serviceType: request.serviceType }, settings);
  if ('problem' in plan) return unavailable('INVALID_TIME', plan.problem);

  if (plan.start.getTime() < now.getTime() + settings.minLeadMinutes * MINUTE_MS) return unavailable('TIME_TOO_SOON');
  if (daysBetweenLocalDates(today, request.date) > settings.maxDaysAhead) return unavailable('TOO_FAR_AHEAD');
  if (request.serviceType === 'chauffeur' && plan.start.getTime() < now.getTime() + settings.chauffeurNoticeHours * HOUR_MS) {
    return unavailable('NOTICE_REQUIRED');
  }
  const hours = hoursOn(request.date, settings);
  if (!hours) return unavailable('CLOSED', `We are closed on ${WEEKDAY_NAMES[weekdayOf(request.date)]}s. Please choose another day.`);
  if (plan.end > zonedWallTimeToInstant(request.date, hours.end, settings.zone)) {
    return unavailable('OUTSIDE_BUSINESS_HOURS', `All services must be completed by ${formatTime12h(hours.end)}. Please choose an earlier time.`);
  }
  const opening = zonedWallTimeToInstant(request.date, hours.start, settings.zone);
  if (plan.hold.start < opening) return unavailable('BUFFER_OUTSIDE_HOURS');
  if (existing.blackouts.some((blackout) => overlaps(plan.hold, blackout))) return unavailable('BLACKED_OUT');
  if (existing.driverHolds.some((hold) => overlaps(plan.hold, hold))) {
    return plan.deliveryWindow ? unavailable('SLOT_TAKEN', DRIVER_BUSY_IN_WINDOW_MESSAGE) : unavailable('SLOT_TAKEN');
  }
  if (plan.deliveryWindow) {
    const booked = existing.deliveryCountsByWindowStart.get(plan.deliveryWindow.start.getTime()) ?? 0;
    if (booked >= settings.deliveryWindowCapacity) return unavailable('MAX_DELIVERIES_REACHED');
  } else {
    const deliveries = existing.deliveryHolds.find((window) => overlaps(plan.hold, window));
    if (deliveries) return unavailable('SLOT_TAKEN', driverOnDeliveriesMessage(deliveries, settings.zone));
  }
  if (request.trip && existing.travel) {
    const job = { ...plan, ...request.trip, date: request.date, kind: plan.deliveryWindow ? ('deliveries' as const) : ('trip' as const) };
    const conflict = travelConflict(job, existing.jobs, existing.travel, opening, settings);
    if (conflict) return unavailable('TRAVEL_TIME', explain ? conflict.explain() : undefined);
  }
  return { available: true };
}

function tryPlanService(request: SlotRequest & { serviceType: ScheduledServiceType }, settings: AvailabilitySettings): ServicePlan | { problem: string } {
  if (!isValidLocalDate(request.date)) return { problem: VALIDATION_MESSAGES.dateInvalid };
  if (!isValidLocalTime(request.time)) return { problem: VALIDATION_MESSAGES.timeInvalid };
  const at = (time: string) => zonedWallTimeToInstant(request.date, time, settings.zone);

  if (request.serviceType === 'delivery') {
    const window = settings.deliveryWindows.find((candidate) => candidate.start === request.time);
    if (!window) return { problem: deliveryWindowProblem(settings.deliveryWindows) };
    const range = { start: at(window.start), end: at(window.end) };
    return { ...range, hold: range, deliveryWindow: range };
  }

  let minutes: number;
  try {
    minutes = estimateServiceMinutes(request.serviceType, request.distanceMiles ?? 0, request.hours, settings);
  } catch (error) {
    if (error instanceof ValidationFailedError) return { problem: error.messages[0] };
    throw error;
  }
  const start = at(request.time);
  // Real elapsed time, so a service spanning a DST change still lasts its full duration.
  const end = new Date(start.getTime() + minutes * MINUTE_MS);
  const buffer = settings.driverBufferMinutes * MINUTE_MS;
  return {
    start,
    end,
    hold: { start: new Date(start.getTime() - buffer), end: new Date(end.getTime() + buffer) },
    deliveryWindow: null,
  };
}

const DRIVER_BUSY_IN_WINDOW_MESSAGE = 'The driver is booked for another trip during this delivery window. Please choose another window.';

function driverOnDeliveriesMessage(window: InstantRange, zone: string): string {
  const from = formatTime12h(instantToZonedWallTime(window.start, zone).time);
  const to = formatTime12h(instantToZonedWallTime(window.end, zone).time);
  return `The driver is out on deliveries from ${from} to ${to}. Please choose another time.`;
}

function deliveryWindowProblem(windows: readonly DeliveryWindowSetting[]): string {
  const starts = windows.map((window) => formatTime12h(window.start));
  const list = starts.length > 1 ? `${starts.slice(0, -1).join(', ')} or ${starts[starts.length - 1]}` : starts[0];
  const hours = (timeToMinutes(windows[0].end) - timeToMinutes(windows[0].start)) / 60;
  return `Deliveries are scheduled in ${hours}-hour windows starting at ${list}.`;
}

function overlaps(a: InstantRange, b: InstantRange): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

// A predicate that is false for wall times inside a spring-forward gap on `date` (they would
// silently mean a later time). Only days that are not 24 h long need the round trip.
function wallTimeExists(date: string, zone: string, bounds = localDayBoundsUtc(date, zone)): (time: string) => boolean {
  const { start, end } = bounds;
  if (end.getTime() - start.getTime() === 24 * HOUR_MS) return () => true;
  return (time) => instantToZonedWallTime(zonedWallTimeToInstant(date, time, zone), zone).time === time;
}
