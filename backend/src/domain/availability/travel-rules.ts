// One driver drives between jobs. A job may start only when the driver can get there from where the previous job of
// the day ended, and must end where the driver can still reach the next job of the day in time:
//
//   previous trip's end + road minutes (previous drop-off → this pickup) + buffer  ≤  this trip's start
//   this trip's end + road minutes (this drop-off → next pickup) + buffer          ≤  next trip's start
//
// Road minutes are the router's driving minutes when the geo engine routes (Google's Routes API, OSRM), else its road
// miles at the owner's ride speed (the offline estimate), rounded up to the minute. (Between two trips the holds already
// keep a buffer on each side, so the drive counts once it is longer than one buffer.)
//
// The day's first job starts from the home base: the driver leaves it at opening time, so only the drive counts there
// (the buffer before a first trip is the hold rule's, `start - buffer ≥ opening`; a first trip in town starts at
// opening + buffer as before).
//
// A delivery window is one job from its start to its end: the driver must reach every delivery's pickup by the window's
// start and leaves from any of its drop-offs at the window's end (the worst of them counts), so adding a delivery to a
// window never makes its neighbours unreachable. A window has slack of its own (its deliveries take less than its
// hours), so next to a window only the drive counts, not the buffer (the trip's hold keeps one buffer from the window
// anyway), and two delivery windows in a row are driven as one route: no drive is checked between them.
//
// Distances the caller could not measure (an address no source can place) count as no drive: travel never refuses a
// booking for want of a map.
import { formatTime12h, instantToZonedWallTime, localDayBoundsUtc, minutesToTime, timeToMinutes, type InstantRange } from '../business-time.js';
import type { AvailabilitySettings } from './availability-settings.js';

/** A booked job on the driver's day, as the schedule query gives it. */
export interface DriverJob extends InstantRange {
  // start/end: the service itself (a delivery window's bounds), without buffers.
  /** Where the driver must be at the start: the pickup (a window: each delivery's pickup). */
  pickups: readonly string[];
  /** Where the driver is at the end: the drop-off (a window: each delivery's drop-off). */
  dropOffs: readonly string[];
  /** A delivery window (its deliveries are driven together) or one trip. */
  kind: 'trip' | 'deliveries';
}

/** The asked job's places: a personal driver without a destination ends where it started. */
export interface TripPlaces {
  pickup: string;
  dropOff: string;
}

/** One drive as the geo engine measured it. */
export interface RoadLeg {
  /** Road miles, rounded to 0.1. */
  miles: number;
  /** The router's driving minutes, unrounded; null when the engine only knows miles (the offline estimate). */
  minutes: number | null;
}

/** The drives between the places of a schedule and one asked trip, measured by the caller beforehand. */
export interface TravelLookup {
  /** The address the day's first job starts from. */
  homeBase: string;
  /** The drive from one address to another; undefined when unknown (counts as no drive). */
  leg(from: string, to: string): RoadLeg | undefined;
}

const MINUTE_MS = 60_000;

/** A job's places from its addresses; none without a pickup (the travel rule is then not applied). */
export function tripPlaces(pickup: string | null | undefined, destination: string | null | undefined): TripPlaces | undefined {
  const from = pickup?.trim();
  if (!from) return undefined;
  return { pickup: from, dropOff: destination?.trim() || from };
}

/**
 * The address pairs whose drives the rule may ask about for `trip`: from the home base and from each job's drop-off
 * to its pickup, and from its drop-off to each job's pickup; each once (a fortnight repeats a few places many times).
 */
export function travelPairs(trip: TripPlaces, homeBase: string, jobs: readonly DriverJob[]): [from: string, to: string][] {
  const { dropOffs, pickups } = placesOf(jobs);
  const froms = dropOffs.includes(homeBase) ? dropOffs : [homeBase, ...dropOffs];
  return [...froms.map((from): [string, string] => [from, trip.pickup]), ...pickups.map((to): [string, string] => [trip.dropOff, to])];
}

// The distinct places of a schedule's jobs, remembered per jobs list: the cached schedule answers many checks with one
// list, and walking a fortnight's jobs for every check was a tenth of a day's free-times (docs/performance.md).
const placesByJobs = new WeakMap<readonly DriverJob[], { dropOffs: string[]; pickups: string[] }>();
function placesOf(jobs: readonly DriverJob[]): { dropOffs: string[]; pickups: string[] } {
  let places = placesByJobs.get(jobs);
  if (!places) {
    const dropOffs = new Set<string>();
    const pickups = new Set<string>();
    for (const job of jobs) {
      for (const place of job.dropOffs) dropOffs.add(place);
      for (const place of job.pickups) pickups.add(place);
    }
    places = { dropOffs: [...dropOffs], pickups: [...pickups] };
    placesByJobs.set(jobs, places);
  }
  return places;
}

/** Whole minutes to drive a leg, rounded up: the router's minutes, else its miles at the ride speed; 0 when unknown. */
export function driveMinutes(leg: RoadLeg | undefined, settings: Pick<AvailabilitySettings, 'rideSpeedMph'>): number {
  if (!leg) return 0;
  const minutes = leg.minutes ?? (leg.miles / settings.rideSpeedMph) * 60;
  // The epsilon keeps an exact whole minute (60.00000000000001) from rounding up one more.
  return Math.max(0, Math.ceil(minutes - 1e-9));
}

/** A drive that does not fit; `explain` words it for a customer (only when asked: a search refuses many candidates). */
export interface TravelConflict {
  explain(): string;
}

/**
 * Whether the driver cannot do `job` at its time given the day's other jobs (sorted by start, not overlapping it); null
 * when the drives fit. `date` is the job's business-local day, `opening` its opening instant.
 */
export function travelConflict(
  job: InstantRange & TripPlaces & { date: string; kind: DriverJob['kind'] },
  jobs: readonly DriverJob[],
  travel: TravelLookup,
  opening: Date,
  settings: Pick<AvailabilitySettings, 'zone' | 'rideSpeedMph' | 'driverBufferMinutes' | 'slotStepMinutes'>,
): TravelConflict | null {
  const day = dayBounds(job.date, settings.zone);
  const { previous, next } = neighbours(job, jobs, day);
  const minutesBetween = (from: readonly string[], to: readonly string[]) =>
    Math.max(0, ...from.flatMap((a) => to.map((b) => driveMinutes(travel.leg(a, b), settings))));
  // The buffer between two trips; none next to a window.
  const bufferBetween = (other: DriverJob) => (other.kind === 'trip' && job.kind === 'trip' ? settings.driverBufferMinutes * MINUTE_MS : 0);
  const drivenAsOne = (other: DriverJob) => other.kind === 'deliveries' && job.kind === 'deliveries';
  const clock = (instant: Date) => formatTime12h(instantToZonedWallTime(instant, settings.zone).time);

  if (previous) {
    if (drivenAsOne(previous)) return nextProblem();
    const arrival = previous.end.getTime() + minutesBetween(previous.dropOffs, [job.pickup]) * MINUTE_MS + bufferBetween(previous);
    if (arrival > job.start.getTime()) {
      const what = previous.kind === 'deliveries' ? 'deliveries' : 'a trip';
      return {
        explain: () =>
          `The driver is finishing ${what} in ${townOf(worstPlace(previous.dropOffs, job.pickup, travel, settings))} until about ${clock(previous.end)} and cannot reach ${townOf(job.pickup)} before ${onGrid(arrival, settings)}.`,
      };
    }
  } else {
    const arrival = opening.getTime() + minutesBetween([travel.homeBase], [job.pickup]) * MINUTE_MS;
    if (arrival > job.start.getTime()) {
      return {
        explain: () =>
          `The driver starts the day in ${townOf(travel.homeBase)} at ${clock(opening)} and cannot reach ${townOf(job.pickup)} before ${onGrid(arrival, settings)}.`,
      };
    }
  }
  return nextProblem();

  function nextProblem(): TravelConflict | null {
    if (!next || drivenAsOne(next)) return null;
    const arrival = job.end.getTime() + minutesBetween([job.dropOff], next.pickups) * MINUTE_MS + bufferBetween(next);
    if (arrival <= next.start.getTime()) return null;
    const what = next.kind === 'deliveries' ? 'deliveries starting' : 'a pickup';
    const minutesTo = (place: string) => driveMinutes(travel.leg(job.dropOff, place), settings);
    const where = () => townOf(next.pickups.reduce((worst, place) => (minutesTo(place) > minutesTo(worst) ? place : worst)));
    return {
      explain: () =>
        `The driver has ${what} in ${where()} at ${clock(next.start)} and could not get there from ${townOf(job.dropOff)} after this job, which ends around ${clock(job.end)}. Please choose an earlier time.`,
    };
  }
}

/** The town of a `Street, City, ST 84401, USA` address line ('Ogden'); the line itself when it has no such shape. */
export function townOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const state = parts.findIndex((part, index) => index > 0 && /^[A-Z]{2}(\s+\d{5}(-\d{4})?)?$/.test(part));
  if (state > 0) return parts[state - 1];
  return parts.length > 0 ? parts[0] : address.trim();
}

// The day's job ending last at or before the asked start, and the one starting first at or after its end. Jobs are sorted
// by start and do not overlap the asked one (the hold rules ran first); a job in the same delivery window is neither.
function neighbours(job: InstantRange, jobs: readonly DriverJob[], day: InstantRange): { previous?: DriverJob; next?: DriverJob } {
  let low = 0;
  let high = jobs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (jobs[middle].start.getTime() < job.end.getTime()) low = middle + 1;
    else high = middle;
  }
  const candidate = jobs[low];
  const next = candidate && candidate.start < day.end ? candidate : undefined;
  for (let index = low - 1; index >= 0 && jobs[index].end > day.start; index -= 1) {
    if (jobs[index].end <= job.start) return { previous: jobs[index], next };
  }
  return { next };
}

// A day's bounds, remembered: a search asks for the same few days for every candidate time.
const boundsByDay = new Map<string, InstantRange>();
function dayBounds(date: string, zone: string): InstantRange {
  const key = `${zone} ${date}`;
  let bounds = boundsByDay.get(key);
  if (!bounds) {
    if (boundsByDay.size >= 1000) boundsByDay.clear();
    bounds = localDayBoundsUtc(date, zone);
    boundsByDay.set(key, bounds);
  }
  return bounds;
}

// The place among `from` with the longest drive to `to`.
function worstPlace(from: readonly string[], to: string, travel: TravelLookup, settings: Pick<AvailabilitySettings, 'rideSpeedMph'>): string {
  const minutesFrom = (place: string) => driveMinutes(travel.leg(place, to), settings);
  return from.reduce((worst, place) => (minutesFrom(place) > minutesFrom(worst) ? place : worst));
}

// The first start on the grid at or after `instant`, as the customer would pick it: '1:45 PM'.
function onGrid(instant: number, settings: Pick<AvailabilitySettings, 'zone' | 'slotStepMinutes'>): string {
  const { time } = instantToZonedWallTime(new Date(Math.ceil(instant / MINUTE_MS) * MINUTE_MS), settings.zone);
  const step = settings.slotStepMinutes;
  return formatTime12h(minutesToTime(Math.min(Math.ceil(timeToMinutes(time) / step) * step, 24 * 60 - step)));
}
