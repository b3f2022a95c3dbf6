// Business-local wall time ↔ real instants, using only Intl (runs in Node and the browser, and
// never depends on the process or browser time zone).
//
// Formats: dates are 'YYYY-MM-DD', times are 'HH:MM' 24h, zones are IANA names ('America/Denver').
// Instants are JS Dates; wall times carry no seconds (seconds of an instant are dropped).
//
// DST policy (documented because bookings depend on it):
// - Spring-forward gap: a wall time that does not exist (2026-03-08 02:30 in Denver) is shifted
//   forward by the gap length, i.e. read with the offset in force *before* the change
//   (02:30 → 03:30 MDT = 09:30Z). This is what a clock that was "not moved yet" would mean.
// - Fall-back overlap: a wall time that occurs twice (2026-11-01 01:30 in Denver) resolves to the
//   EARLIER instant (01:30 MDT = 07:30Z), so the customer is never served an hour late.

export const DEFAULT_BUSINESS_ZONE = 'America/Denver';

export interface LocalDateTime {
  date: string; // 'YYYY-MM-DD'
  time: string; // 'HH:MM'
}

export interface ZonedWallTime extends LocalDateTime {
  minutesOfDay: number; // 0-1439, minutes since local midnight as shown on the wall clock
  weekday: number; // 0 = Sunday … 6 = Saturday (the calendar week starts on Sunday)
}

export interface InstantRange {
  start: Date; // inclusive
  end: Date; // exclusive
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The years a business date may have. Nothing the business does lies outside them, and arithmetic on a date near the
 * end of year 9999 (a week after it, its day's end in UTC) leaves what Date and PostgreSQL can hold.
 */
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2999;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidLocalDate(date: string): boolean {
  if (epochDayCache.has(date)) return true;
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  if (y < EARLIEST_YEAR || y > LATEST_YEAR) return false;
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

export function isValidLocalTime(time: string): boolean {
  return TIME_PATTERN.test(time);
}

/** Minutes of every valid 'HH:MM' seen so far (at most 1,440): the next-free-slot search converts the same few thousand times per request. */
const minutesByTime = new Map<string, number>();

// 'HH:MM' → minutes since midnight.
export function timeToMinutes(time: string): number {
  const known = minutesByTime.get(time);
  if (known !== undefined) return known;
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Invalid local time "${time}", expected HH:MM`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  minutesByTime.set(time, minutes);
  return minutes;
}

// Minutes since midnight (0-1439) → 'HH:MM'.
export function minutesToTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new RangeError(`Minutes of day out of range: ${minutes}`);
  }
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

// 'HH:MM' → '6:00 PM', for customer-facing messages.
export function formatTime12h(time: string): string {
  const minutes = timeToMinutes(time);
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${pad2(minutes % 60)} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

// For display of a stored or sent time: 'HH:MM' → '2:30 PM', a window 'HH:MM-HH:MM' → '8:00 AM - 10:00 AM';
// any other text ('N/A') is shown as it is.
export function formatTimeText(text: string): string {
  return timeTextIn('en-US', text);
}

const TIME_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * formatTimeText in a locale's way: 'en-US' the spec's '2:30 PM', another as Intl writes it ('es-US': '2:30 p.m.'),
 * with plain spaces (newer Intl puts a narrow no-break one before the period of day). Used by the server's mails and
 * the customer's screens alike.
 */
export function timeTextIn(locale: string, text: string): string {
  const parts = text.split('-').map((part) => part.trim());
  if (parts.length > 2 || !parts.every(isValidLocalTime)) return text;
  if (locale === 'en-US') return parts.map(formatTime12h).join(' - ');
  let format = TIME_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
    TIME_FORMATS.set(locale, format);
  }
  const wallTime = (part: string) => {
    const [hours, minutes] = part.split(':').map(Number);
    // A wall time, not an instant: formatted on a UTC day so no zone can shift it.
    return format.format(new Date(Date.UTC(2000, 0, 1, hours, minutes))).replace(/[\u00a0\u202f]/g, ' ');
  };
  return parts.map(wallTime).join(' - ');
}

// Calendar arithmetic on a local date; no zone involved, so DST cannot shift it.
export function addDaysToLocalDate(date: string, days: number): string {
  const epochDay = localDateToEpochDay(date) + days;
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

// Whole calendar days from `from` to `to` (negative when `to` is earlier).
export function daysBetweenLocalDates(from: string, to: string): number {
  return localDateToEpochDay(to) - localDateToEpochDay(from);
}

export function instantToZonedWallTime(instant: Date, zone: string = DEFAULT_BUSINESS_ZONE): ZonedWallTime {
  const epochMs = instant.getTime();
  const wall = new Date(epochMs + cachedOffsetMsAt(epochMs, zone));
  const date = `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
  const minutesOfDay = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  return { date, time: minutesToTime(minutesOfDay), minutesOfDay, weekday: wall.getUTCDay() };
}

export function zonedWallTimeToInstant(date: string, time: string, zone: string = DEFAULT_BUSINESS_ZONE): Date {
  // The wall time read as if it were UTC; the real instant is this minus the zone's UTC offset.
  const midnightAsUtc = localDateToEpochDay(date) * DAY_MS;
  const wallAsUtc = midnightAsUtc + timeToMinutes(time) * MINUTE_MS;
  // Zones change offset at most once within a few days, so the offsets a day either side of this
  // local date are the "before" and "after" offsets of any transition near this wall time.
  const { offsetBefore, offsetAfter } = offsetsAround(midnightAsUtc, zone);
  if (offsetBefore === offsetAfter) return new Date(wallAsUtc - offsetBefore); // no transition nearby
  const matches = [wallAsUtc - offsetBefore, wallAsUtc - offsetAfter].filter((candidate) => candidate + offsetMsAt(candidate, zone) === wallAsUtc);
  if (matches.length > 0) return new Date(Math.min(...matches)); // overlap → earlier instant
  return new Date(wallAsUtc - offsetBefore); // gap → shifted forward by the gap length
}

// The instants bounding a local calendar day: [start, end). 23 h on spring-forward days, 25 h on
// fall-back days. A midnight that falls in a gap starts the day at the first existing minute.
export function localDayBoundsUtc(date: string, zone: string = DEFAULT_BUSINESS_ZONE): InstantRange {
  return {
    start: zonedWallTimeToInstant(date, '00:00', zone),
    end: zonedWallTimeToInstant(addDaysToLocalDate(date, 1), '00:00', zone),
  };
}

function localDateToEpochDay(date: string): number {
  let epochDay = epochDayCache.get(date);
  if (epochDay === undefined) {
    if (!isValidLocalDate(date)) throw new RangeError(`Invalid local date "${date}", expected YYYY-MM-DD`);
    const [y, m, d] = date.split('-').map(Number);
    epochDay = Date.UTC(y, m - 1, d) / DAY_MS;
    if (epochDayCache.size >= EPOCH_DAY_CACHE_LIMIT) epochDayCache.clear();
    epochDayCache.set(date, epochDay);
  }
  return epochDay;
}

// Slot searches do date arithmetic on the same few dozen dates thousands of times a second; only
// valid dates are kept, and the bound keeps a long-running server from growing it without limit.
const epochDayCache = new Map<string, number>();
const EPOCH_DAY_CACHE_LIMIT = 1000;

interface WallFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, which is a configuration error.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function wallFieldsAt(epochMs: number, zone: string): WallFields {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour % 24, // some engines print midnight as 24 even with h23
    minute: fields.minute,
    second: fields.second,
  };
}

// Offsets are looked up once per (zone, local date): slot searches convert ~100 times per day.
// Bounded so a long-running server does not grow it without limit.
const offsetsCache = new Map<string, { offsetBefore: number; offsetAfter: number }>();
const OFFSETS_CACHE_LIMIT = 1000;

function offsetsAround(midnightAsUtc: number, zone: string): { offsetBefore: number; offsetAfter: number } {
  const key = `${zone}|${midnightAsUtc}`;
  let offsets = offsetsCache.get(key);
  if (!offsets) {
    offsets = {
      offsetBefore: offsetMsAt(midnightAsUtc - DAY_MS, zone),
      offsetAfter: offsetMsAt(midnightAsUtc + 2 * DAY_MS, zone),
    };
    if (offsetsCache.size >= OFFSETS_CACHE_LIMIT) offsetsCache.clear();
    offsetsCache.set(key, offsets);
  }
  return offsets;
}

// Intl formatting is the costliest step of a slot search (a day's list words every refusal's times), so the offset
// is looked up once per zone and quarter hour: when it is the same at both ends of the quarter hour, it holds
// throughout (zones change offset at most once in months, and on a quarter hour). A quarter hour with a change in it
// is converted exactly each time. Bounded so a long-running server does not grow it without limit.
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const quarterHourOffsets = new Map<string, number>();
const QUARTER_HOUR_OFFSETS_LIMIT = 10_000;

function cachedOffsetMsAt(epochMs: number, zone: string): number {
  const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
  const key = `${zone}|${quarter}`;
  const kept = quarterHourOffsets.get(key);
  if (kept !== undefined) return kept;
  const first = offsetMsAt(quarter * QUARTER_HOUR_MS, zone);
  if (first !== offsetMsAt((quarter + 1) * QUARTER_HOUR_MS - 1000, zone)) return offsetMsAt(epochMs, zone);
  if (quarterHourOffsets.size >= QUARTER_HOUR_OFFSETS_LIMIT) quarterHourOffsets.clear();
  quarterHourOffsets.set(key, first);
  return first;
}

// The zone's UTC offset in ms at an instant (positive east of Greenwich; Denver is -7 h or -6 h).
function offsetMsAt(epochMs: number, zone: string): number {
  const wall = wallFieldsAt(epochMs, zone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSecondsMs = Math.floor(epochMs / 1000) * 1000;
  return wallAsUtc - wholeSecondsMs;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
