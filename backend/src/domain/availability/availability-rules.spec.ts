// Absolute instants are written as UTC ISO strings so these pass under any process TZ.
// July dates are MDT (UTC-6).
import fc from 'fast-check';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
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
import { isOnStartTimeGrid } from '../booking-rules.js';
import { ValidationFailedError, type SlotUnavailableReason } from '../errors.js';
import {
  candidateTimes,
  checkSlot,
  EMPTY_SCHEDULE,
  estimateServiceMinutes,
  findNextAvailable,
  listDaySlots,
  planService,
  requestedTimesProblems,
  type ExistingSchedule,
  type ScheduledServiceType,
  type SlotCheck,
  type SlotRequest,
} from './availability-rules.js';
import {
  DEFAULT_AVAILABILITY_SETTINGS as SETTINGS,
  sameHoursEveryDay,
  widestHours,
  type AvailabilitySettings,
  type DeliveryWindowSetting,
} from './availability-settings.js';

const DENVER = 'America/Denver';
const DAY = '2026-07-14'; // a Tuesday
const NOW = new Date('2026-07-13T14:00:00Z'); // Monday 08:00 MDT

const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, DENVER);
const utc = (iso: string) => new Date(iso);
const range = (date: string, from: string, to: string) => ({ start: at(date, from), end: at(date, to) });
const ride = (time: string, date = DAY, distanceMiles = 10): SlotRequest => ({ serviceType: 'ride', date, time, distanceMiles });
const chauffeur = (time: string, hours: number | undefined, date = DAY): SlotRequest => ({ serviceType: 'chauffeur', date, time, hours });
const delivery = (time: string, date = DAY): SlotRequest => ({ serviceType: 'delivery', date, time });
const schedule = (overrides: Partial<ExistingSchedule>): ExistingSchedule => ({ ...EMPTY_SCHEDULE, ...overrides });
const deliveries = (entries: [Date, number][]) => new Map(entries.map(([start, count]) => [start.getTime(), count]));
/** Deliveries booked into the default windows of DAY starting at `starts` ('10:00' → the 10:00-12:00 window), `count` each. */
const windowsBooked = (count: number, ...starts: string[]): ExistingSchedule => {
  const windows = starts.map((start) => SETTINGS.deliveryWindows.find((window) => window.start === start)!);
  return schedule({
    deliveryCountsByWindowStart: deliveries(windows.map((window): [Date, number] => [at(DAY, window.start), count])),
    deliveryHolds: windows.map((window) => range(DAY, window.start, window.end)),
  });
};
const MINUTE_MS = 60_000;
const iso = (range: { start: Date; end: Date } | null) => range && [range.start.toISOString(), range.end.toISOString()];

describe('estimateServiceMinutes', () => {
  it.each<[string, 'ride' | 'chauffeur' | 'delivery', number, number | undefined, number]>([
    ['ride 0 mi: 15 min handling only', 'ride', 0, undefined, 15],
    ['ride 10 mi: 17.1 + 15 → 45', 'ride', 10, undefined, 45],
    ['ride 17.5 mi: exactly 45', 'ride', 17.5, undefined, 45],
    ['ride 20 mi: 34.3 + 15 → 60', 'ride', 20, undefined, 60],
    ['ride 35 mi: exactly 75', 'ride', 35, undefined, 75],
    ['ride 45 mi: 77.1 + 15 → 105', 'ride', 45, undefined, 105],
    ['chauffeur 3 h', 'chauffeur', 0, 3, 180],
    ['chauffeur 6 h', 'chauffeur', 12, 6, 360],
    ['delivery: its window', 'delivery', 30, undefined, 120],
  ])('%s', (_name, serviceType, distance, hours, expected) => {
    expect(estimateServiceMinutes(serviceType, distance, hours, SETTINGS)).toBe(expected);
  });

  it.each<[string, 'ride' | 'chauffeur', number, number | undefined]>([
    ['negative distance', 'ride', -1, undefined],
    ['NaN distance', 'ride', Number.NaN, undefined],
    ['chauffeur without hours', 'chauffeur', 0, undefined],
    ['chauffeur 2.5 h', 'chauffeur', 0, 2.5],
  ])('%s → ValidationFailedError', (_name, serviceType, distance, hours) => {
    expect(() => estimateServiceMinutes(serviceType, distance, hours, SETTINGS)).toThrow(ValidationFailedError);
  });
});

describe('planService', () => {
  it.each<[string, SlotRequest & { serviceType: 'ride' | 'chauffeur' | 'delivery' }, string[], string[] | null, string[] | null]>([
    [
      'ride 09:00, 10 mi',
      { serviceType: 'ride', date: DAY, time: '09:00', distanceMiles: 10 },
      ['2026-07-14T15:00:00.000Z', '2026-07-14T15:45:00.000Z'],
      ['2026-07-14T14:30:00.000Z', '2026-07-14T16:15:00.000Z'],
      null,
    ],
    [
      'chauffeur 09:00, 3 h',
      { serviceType: 'chauffeur', date: DAY, time: '09:00', hours: 3 },
      ['2026-07-14T15:00:00.000Z', '2026-07-14T18:00:00.000Z'],
      ['2026-07-14T14:30:00.000Z', '2026-07-14T18:30:00.000Z'],
      null,
    ],
    [
      'delivery 10:00 window: it holds the driver for the window',
      { serviceType: 'delivery', date: DAY, time: '10:00' },
      ['2026-07-14T16:00:00.000Z', '2026-07-14T18:00:00.000Z'],
      ['2026-07-14T16:00:00.000Z', '2026-07-14T18:00:00.000Z'],
      ['2026-07-14T16:00:00.000Z', '2026-07-14T18:00:00.000Z'],
    ],
    [
      'ride 09:00 on spring-forward day 2026-03-08 (MDT)',
      { serviceType: 'ride', date: '2026-03-08', time: '09:00', distanceMiles: 10 },
      ['2026-03-08T15:00:00.000Z', '2026-03-08T15:45:00.000Z'],
      ['2026-03-08T14:30:00.000Z', '2026-03-08T16:15:00.000Z'],
      null,
    ],
    [
      'ride 09:00 on fall-back day 2026-11-01 (MST)',
      { serviceType: 'ride', date: '2026-11-01', time: '09:00', distanceMiles: 10 },
      ['2026-11-01T16:00:00.000Z', '2026-11-01T16:45:00.000Z'],
      ['2026-11-01T15:30:00.000Z', '2026-11-01T17:15:00.000Z'],
      null,
    ],
    [
      'chauffeur across the fall-back hour lasts 2 real hours',
      { serviceType: 'chauffeur', date: '2026-11-01', time: '00:30', hours: 2 },
      ['2026-11-01T06:30:00.000Z', '2026-11-01T08:30:00.000Z'],
      ['2026-11-01T06:00:00.000Z', '2026-11-01T09:00:00.000Z'],
      null,
    ],
  ])('%s', (_name, request, service, hold, window) => {
    const plan = planService(request, SETTINGS);
    expect(iso(plan)).toEqual(service);
    expect(iso(plan.hold)).toEqual(hold);
    expect(iso(plan.deliveryWindow)).toEqual(window);
  });

  it.each<[string, SlotRequest & { serviceType: 'ride' | 'chauffeur' | 'delivery' }, string]>([
    [
      'delivery off a window start',
      { serviceType: 'delivery', date: DAY, time: '09:00' },
      'Deliveries are scheduled in 2-hour windows starting at 8:00 AM, 10:00 AM, 12:00 PM, 2:00 PM or 4:00 PM.',
    ],
    ['impossible date', { serviceType: 'ride', date: '2026-02-30', time: '09:00' }, 'Please enter a valid service date (YYYY-MM-DD)'],
    ['malformed time', { serviceType: 'ride', date: DAY, time: '9am' }, 'Please enter a valid service time (HH:MM)'],
    ['chauffeur without hours', { serviceType: 'chauffeur', date: DAY, time: '09:00' }, 'Please select a valid service duration (2 to 6 hours)'],
  ])('%s → ValidationFailedError', (_name, request, message) => {
    expect(() => planService(request, SETTINGS)).toThrow(expect.objectContaining({ messages: [message] }));
  });
});

describe(requestedTimesProblems.name, () => {
  const OFF_GRID = 'Please choose a start time on a 15-minute step (e.g. 09:00, 09:15).';
  const INVERTED = 'The end time cannot be before the start time.';
  it.each<[string, ScheduledServiceType, string, string | undefined, string[]]>([
    ['a ride on the grid', 'ride', '09:15', '09:15', []],
    ['a ride without an end', 'ride', '09:15', undefined, []],
    ['a personal driver ending later', 'chauffeur', '09:00', '12:00', []],
    ['a delivery window as a range', 'delivery', '10:00-12:00', '12:00', []],
    ['a range with spaces', 'delivery', '10:00 - 12:00', undefined, []],
    ['a start off the grid', 'ride', '09:07', '09:07', [OFF_GRID]],
    ['a delivery range starting off the grid', 'delivery', '10:05-12:00', undefined, [OFF_GRID]],
    ['a delivery ending before its start', 'delivery', '12:00', '10:00', [INVERTED]],
    ['an inverted delivery window range', 'delivery', '12:00-10:00', undefined, [INVERTED]],
    ['an inverted range with a later end time', 'delivery', '12:00-10:00', '14:00', [INVERTED]],
    ['a personal driver ending before the start', 'chauffeur', '12:00', '09:00', [INVERTED]],
    ['off the grid and inverted', 'chauffeur', '12:10', '10:00', [OFF_GRID, INVERTED]],
    ['a ride ignores the end it does not use', 'ride', '10:15', '10:00', []],
    ['a ride ignores an inverted range', 'ride', '12:00-10:00', undefined, []],
    ['a malformed start is left to checkSlot', 'delivery', '25:61', '10:00', []],
    ['N/A is left to checkSlot', 'ride', 'N/A', undefined, []],
    ['a malformed end is ignored', 'chauffeur', '10:00', '9am', []],
    ['a range of three parts is not a window', 'delivery', '10:00-09:00-08:00', undefined, []],
  ])('%s (%s, %s, %s)', (_name, serviceType, start, end, problems) => {
    expect(requestedTimesProblems(serviceType, start, end)).toEqual(problems);
  });

  it('finds every default delivery window start on the grid', () => {
    for (const window of SETTINGS.deliveryWindows) expect(isOnStartTimeGrid(window.start)).toBe(true);
  });
});

describe('checkSlot', () => {
  const booked = schedule({ driverHolds: [range(DAY, '10:00', '11:00')] });
  const lunchBlackout = schedule({ blackouts: [range(DAY, '12:00', '13:00')] });
  const fullAt10 = windowsBooked(3, '10:00');
  const twoAt10 = windowsBooked(2, '10:00');
  const oneAt10 = windowsBooked(1, '10:00');

  it.each<[string, SlotRequest, ExistingSchedule, Date, SlotUnavailableReason | null]>([
    ['free ride', ride('09:00'), EMPTY_SCHEDULE, NOW, null],
    ['subscription without a date', { serviceType: 'subscription', date: 'N/A', time: 'N/A' }, EMPTY_SCHEDULE, NOW, null],
    // INVALID_TIME
    ['impossible date', ride('09:00', '2026-02-30'), EMPTY_SCHEDULE, NOW, 'INVALID_TIME'],
    ['malformed time', ride('9:00'), EMPTY_SCHEDULE, NOW, 'INVALID_TIME'],
    ['delivery off a window start', delivery('09:00'), EMPTY_SCHEDULE, NOW, 'INVALID_TIME'],
    ['chauffeur without hours', chauffeur('09:00', undefined), EMPTY_SCHEDULE, NOW, 'INVALID_TIME'],
    ['ride with negative distance', ride('09:00', DAY, -5), EMPTY_SCHEDULE, NOW, 'INVALID_TIME'],
    // TIME_TOO_SOON: now is 08:00 on 2026-07-13, lead 60 min
    ['45 min from now', ride('08:45', '2026-07-13'), EMPTY_SCHEDULE, NOW, 'TIME_TOO_SOON'],
    ['exactly 60 min from now', ride('09:00', '2026-07-13'), EMPTY_SCHEDULE, NOW, null],
    ['in the past', ride('10:00', '2026-07-12'), EMPTY_SCHEDULE, NOW, 'TIME_TOO_SOON'],
    ['delivery window starting too soon', delivery('08:00', '2026-07-13'), EMPTY_SCHEDULE, NOW, 'TIME_TOO_SOON'],
    // TOO_FAR_AHEAD: today + 60 days = 2026-09-11
    ['60 days ahead', ride('10:00', '2026-09-11'), EMPTY_SCHEDULE, NOW, null],
    ['61 days ahead', ride('10:00', '2026-09-12'), EMPTY_SCHEDULE, NOW, 'TOO_FAR_AHEAD'],
    // NOTICE_REQUIRED: personal driver needs 24 h
    ['chauffeur 2 h from now', chauffeur('10:00', 2, '2026-07-13'), EMPTY_SCHEDULE, NOW, 'NOTICE_REQUIRED'],
    ['chauffeur exactly 24 h from now', chauffeur('08:00', 2, '2026-07-14'), EMPTY_SCHEDULE, NOW, null],
    ['ride needs no 24 h notice', ride('10:00', '2026-07-13'), EMPTY_SCHEDULE, NOW, null],
    // OUTSIDE_BUSINESS_HOURS: must end by 18:00
    ['ride ending 18:15', ride('17:30'), EMPTY_SCHEDULE, NOW, 'OUTSIDE_BUSINESS_HOURS'],
    ['ride ending exactly 18:00', ride('17:15'), EMPTY_SCHEDULE, NOW, null],
    ['chauffeur 15:00 + 4 h', chauffeur('15:00', 4), EMPTY_SCHEDULE, NOW, 'OUTSIDE_BUSINESS_HOURS'],
    ['chauffeur 16:00 + 2 h', chauffeur('16:00', 2), EMPTY_SCHEDULE, NOW, null],
    ['long ride late in the day', ride('16:30', DAY, 45), EMPTY_SCHEDULE, NOW, 'OUTSIDE_BUSINESS_HOURS'],
    ['last delivery window', delivery('16:00'), EMPTY_SCHEDULE, NOW, null],
    // BUFFER_OUTSIDE_HOURS: hold (start - 30 min) may not begin before 07:30
    ['ride 07:45 (hold 07:15)', ride('07:45'), EMPTY_SCHEDULE, NOW, 'BUFFER_OUTSIDE_HOURS'],
    ['ride 08:00 (hold 07:30)', ride('08:00'), EMPTY_SCHEDULE, NOW, null],
    ['ride at 05:00', ride('05:00'), EMPTY_SCHEDULE, NOW, 'BUFFER_OUTSIDE_HOURS'],
    ['chauffeur 07:30', chauffeur('07:30', 2, '2026-07-15'), EMPTY_SCHEDULE, NOW, 'BUFFER_OUTSIDE_HOURS'],
    // BLACKED_OUT: blackout 12:00-13:00; rides use their hold, deliveries their window
    ['ride hold running into the blackout', ride('11:30'), lunchBlackout, NOW, 'BLACKED_OUT'],
    ['ride hold ending as the blackout starts', ride('10:45'), lunchBlackout, NOW, null],
    ['ride hold starting as the blackout ends', ride('13:30'), lunchBlackout, NOW, null],
    ['delivery window over the blackout', delivery('12:00'), lunchBlackout, NOW, 'BLACKED_OUT'],
    ['delivery window touching the blackout', delivery('10:00'), lunchBlackout, NOW, null],
    // SLOT_TAKEN: existing hold 10:00-11:00, new ride 10 mi = 45 min + 30 min buffers
    ['ride inside an existing hold', ride('10:30'), booked, NOW, 'SLOT_TAKEN'],
    ['ride whose after-buffer overlaps', ride('09:00'), booked, NOW, 'SLOT_TAKEN'],
    ['ride whose after-buffer touches', ride('08:45'), booked, NOW, null],
    ['ride whose before-buffer overlaps', ride('11:15'), booked, NOW, 'SLOT_TAKEN'],
    ['ride whose before-buffer touches', ride('11:30'), booked, NOW, null],
    ['chauffeur spanning the hold', chauffeur('08:00', 4), booked, NOW, 'SLOT_TAKEN'],
    // The delivery model: a window with a delivery holds the driver for the whole window (10:00-12:00 here);
    // its deliveries are driven together in it, so more deliveries may join it up to the capacity.
    ['delivery into a window another job overlaps', delivery('10:00'), booked, NOW, 'SLOT_TAKEN'],
    ['delivery into a window another job only touches', delivery('08:00'), booked, NOW, null],
    ['delivery joining the deliveries of its window', delivery('10:00'), oneAt10, NOW, null],
    ['ride inside a window with one delivery', ride('10:30'), oneAt10, NOW, 'SLOT_TAKEN'],
    ['ride whose after-buffer reaches into the window', ride('09:00'), oneAt10, NOW, 'SLOT_TAKEN'],
    ['ride ending with its buffer as the window opens', ride('08:45'), oneAt10, NOW, null],
    ['ride whose before-buffer reaches back into the window', ride('12:15'), oneAt10, NOW, 'SLOT_TAKEN'],
    ['ride starting with its buffer as the window closes', ride('12:30'), oneAt10, NOW, null],
    ['3-hour personal driver from 09:30 over the window', chauffeur('09:30', 3), oneAt10, NOW, 'SLOT_TAKEN'],
    ['ride in a window without deliveries', ride('10:30'), EMPTY_SCHEDULE, NOW, null],
    // MAX_DELIVERIES_REACHED: capacity 3 per window
    ['full delivery window', delivery('10:00'), fullAt10, NOW, 'MAX_DELIVERIES_REACHED'],
    ['window with room', delivery('10:00'), twoAt10, NOW, null],
    ['other window', delivery('12:00'), fullAt10, NOW, null],
  ])('%s → %p', (_name, request, existing, now, reason) => {
    const check = checkSlot(request, existing, now, SETTINGS);
    expect(check.available ? null : check.reason).toBe(reason);
  });

  it.each<[SlotUnavailableReason, SlotRequest, ExistingSchedule, string]>([
    ['TIME_TOO_SOON', ride('08:45', '2026-07-13'), EMPTY_SCHEDULE, 'Please choose a time at least 60 minutes from now.'],
    ['TOO_FAR_AHEAD', ride('10:00', '2026-09-12'), EMPTY_SCHEDULE, 'Bookings can be made up to 60 days in advance.'],
    ['NOTICE_REQUIRED', chauffeur('10:00', 2, '2026-07-13'), EMPTY_SCHEDULE, 'Personal driver bookings require at least 24 hours advance notice.'],
    ['OUTSIDE_BUSINESS_HOURS', ride('17:30'), EMPTY_SCHEDULE, 'All services must be completed by 6:00 PM. Please choose an earlier time.'],
    ['BUFFER_OUTSIDE_HOURS', ride('07:45'), EMPTY_SCHEDULE, 'This time is outside our available service hours. Please choose a later pickup time.'],
    ['SLOT_TAKEN', ride('10:30'), booked, 'This time slot is already booked. Please select another time.'],
    ['SLOT_TAKEN', ride('10:30'), windowsBooked(1, '10:00'), 'The driver is out on deliveries from 10:00 AM to 12:00 PM. Please choose another time.'],
    ['SLOT_TAKEN', delivery('10:00'), booked, 'The driver is booked for another trip during this delivery window. Please choose another window.'],
    ['MAX_DELIVERIES_REACHED', delivery('10:00'), fullAt10, 'This delivery window is fully booked. Please choose another window.'],
    ['BLACKED_OUT', delivery('12:00'), lunchBlackout, 'We are not available at this time. Please select another time.'],
  ])('%s message', (reason, request, existing, message) => {
    expect(checkSlot(request, existing, NOW, SETTINGS)).toEqual({ available: false, reason, message });
  });

  // Weekly hours: closed on Sundays, Tuesdays (DAY) 10:00-15:00, the other days as usual.
  const shortTuesdaysClosedSundays: AvailabilitySettings = {
    ...SETTINGS,
    weeklyHours: sameHoursEveryDay({ start: '07:30', end: '18:00' }).map((hours, weekday) =>
      weekday === 0 ? null : weekday === 2 ? { start: '10:00', end: '15:00' } : hours,
    ),
  };
  it.each<[string, SlotRequest, SlotCheck]>([
    [
      'a ride on a closed Sunday',
      ride('10:00', '2026-07-19'),
      { available: false, reason: 'CLOSED', message: 'We are closed on Sundays. Please choose another day.' },
    ],
    [
      'a delivery on a closed Sunday',
      delivery('10:00', '2026-07-19'),
      { available: false, reason: 'CLOSED', message: 'We are closed on Sundays. Please choose another day.' },
    ],
    [
      'a ride whose buffer starts before a late opening',
      ride('10:15'),
      { available: false, reason: 'BUFFER_OUTSIDE_HOURS', message: 'This time is outside our available service hours. Please choose a later pickup time.' },
    ],
    ['a ride with its buffer from the opening', ride('10:30'), { available: true }],
    [
      'a ride ending after an early close',
      ride('14:30'),
      { available: false, reason: 'OUTSIDE_BUSINESS_HOURS', message: 'All services must be completed by 3:00 PM. Please choose an earlier time.' },
    ],
    [
      'a delivery window after an early close',
      delivery('14:00'),
      { available: false, reason: 'OUTSIDE_BUSINESS_HOURS', message: 'All services must be completed by 3:00 PM. Please choose an earlier time.' },
    ],
    ['the usual hours on Wednesday', ride('16:30', '2026-07-15'), { available: true }],
  ])('weekly hours: %s', (_name, request, verdict) => {
    expect(checkSlot(request, EMPTY_SCHEDULE, NOW, shortTuesdaysClosedSundays)).toEqual(verdict);
  });

  it.each([
    ['spring-forward', '2026-03-08', '2026-03-01T15:00:00Z', '2026-03-09'],
    ['fall-back', '2026-11-01', '2026-10-25T15:00:00Z', '2026-11-02'],
  ])('closes the %s Sunday too, and offers the Monday after', (_name, sunday, now, monday) => {
    const at = new Date(now);
    expect(checkSlot(ride('10:00', sunday), EMPTY_SCHEDULE, at, shortTuesdaysClosedSundays)).toMatchObject({ available: false, reason: 'CLOSED' });
    expect(findNextAvailable(ride('10:00', sunday), EMPTY_SCHEDULE, at, shortTuesdaysClosedSundays)).toEqual({ date: monday, time: '08:00' });
  });

  it('finds the next open day after a closed one, and lists nothing on it', () => {
    expect(findNextAvailable(ride('10:00', '2026-07-19'), EMPTY_SCHEDULE, NOW, shortTuesdaysClosedSundays)).toEqual({ date: '2026-07-20', time: '08:00' });
    expect(listDaySlots({ serviceType: 'ride', date: '2026-07-19', distanceMiles: 10 }, EMPTY_SCHEDULE, NOW, shortTuesdaysClosedSundays)).toEqual([]);
    const tuesday = listDaySlots({ serviceType: 'ride', date: DAY, distanceMiles: 10 }, EMPTY_SCHEDULE, NOW, shortTuesdaysClosedSundays).map(
      (slot) => slot.time,
    );
    expect([tuesday[0], tuesday.at(-1)]).toEqual(['10:30', '14:45']);
  });

  it('defaults to DEFAULT_AVAILABILITY_SETTINGS', () => {
    expect(checkSlot(ride('07:45'), EMPTY_SCHEDULE, NOW)).toMatchObject({ reason: 'BUFFER_OUTSIDE_HOURS' });
  });
});

describe('checkSlot across DST (America/Denver 2026)', () => {
  const MARCH_1 = new Date('2026-03-01T12:00:00Z');
  const OCT_31_10AM = new Date('2026-10-31T16:00:00Z'); // 10:00 MDT
  const holds = (start: string, end: string) => schedule({ driverHolds: [{ start: utc(start), end: utc(end) }] });

  it.each<[string, SlotRequest, ExistingSchedule, Date, SlotUnavailableReason | null]>([
    // 2026-03-08, MDT after 03:00: 09:00 ride holds 14:30Z-16:15Z
    ['spring: hold ending 14:30Z touches', ride('09:00', '2026-03-08'), holds('2026-03-08T14:00:00Z', '2026-03-08T14:30:00Z'), MARCH_1, null],
    ['spring: hold ending 15:00Z overlaps', ride('09:00', '2026-03-08'), holds('2026-03-08T14:00:00Z', '2026-03-08T15:00:00Z'), MARCH_1, 'SLOT_TAKEN'],
    ['spring: ends exactly 18:00 MDT', ride('17:15', '2026-03-08'), EMPTY_SCHEDULE, MARCH_1, null],
    ['spring: ends 18:15 MDT', ride('17:30', '2026-03-08'), EMPTY_SCHEDULE, MARCH_1, 'OUTSIDE_BUSINESS_HOURS'],
    ['spring: 07:45 buffer', ride('07:45', '2026-03-08'), EMPTY_SCHEDULE, MARCH_1, 'BUFFER_OUTSIDE_HOURS'],
    // 2026-11-01, MST after 02:00: 09:00 ride holds 15:30Z-17:15Z
    ['fall: hold ending 15:30Z touches', ride('09:00', '2026-11-01'), holds('2026-11-01T14:30:00Z', '2026-11-01T15:30:00Z'), OCT_31_10AM, null],
    ['fall: hold ending 15:45Z overlaps', ride('09:00', '2026-11-01'), holds('2026-11-01T15:00:00Z', '2026-11-01T15:45:00Z'), OCT_31_10AM, 'SLOT_TAKEN'],
    ['fall: ends exactly 18:00 MST', ride('17:15', '2026-11-01'), EMPTY_SCHEDULE, OCT_31_10AM, null],
    ['fall: ends 18:15 MST', ride('17:30', '2026-11-01'), EMPTY_SCHEDULE, OCT_31_10AM, 'OUTSIDE_BUSINESS_HOURS'],
    // 24 h notice counts real hours: 10:00 MDT → 09:00 MST next day is 24 h, though the clock moved 23 h
    ['fall: chauffeur 24 real hours ahead', chauffeur('09:00', 2, '2026-11-01'), EMPTY_SCHEDULE, OCT_31_10AM, null],
    ['fall: chauffeur 23 h 45 min ahead', chauffeur('08:45', 2, '2026-11-01'), EMPTY_SCHEDULE, OCT_31_10AM, 'NOTICE_REQUIRED'],
    [
      'fall: full 08:00 delivery window keyed by its UTC start',
      delivery('08:00', '2026-11-01'),
      schedule({ deliveryCountsByWindowStart: new Map([[Date.parse('2026-11-01T15:00:00.000Z'), 3]]) }),
      OCT_31_10AM,
      'MAX_DELIVERIES_REACHED',
    ],
  ])('%s → %p', (_name, request, existing, now, reason) => {
    const check = checkSlot(request, existing, now, SETTINGS);
    expect(check.available ? null : check.reason).toBe(reason);
  });
});

describe('findNextAvailable', () => {
  const booked = schedule({ driverHolds: [range(DAY, '10:00', '11:00')] });
  const afternoonTaken = schedule({ driverHolds: [range(DAY, '16:00', '18:30')] });
  const allWindowsFull = windowsBooked(3, '08:00', '10:00', '12:00', '14:00', '16:00');
  const fullAt10 = windowsBooked(3, '10:00');
  const blackoutAllWeek = schedule({ blackouts: [{ start: at(DAY, '00:00'), end: at('2026-07-21', '00:00') }] });

  it.each<[string, SlotRequest, ExistingSchedule, Date, number, { date: string; time: string } | null]>([
    ['the requested slot when free', ride('09:00'), EMPTY_SCHEDULE, NOW, 14, { date: DAY, time: '09:00' }],
    ['an off-grid requested time when free', ride('09:07'), EMPTY_SCHEDULE, NOW, 14, { date: DAY, time: '09:07' }],
    ['skips taken slots to the first touching one', ride('10:30'), booked, NOW, 14, { date: DAY, time: '11:30' }],
    ['jumps to the next morning', ride('17:00'), afternoonTaken, NOW, 14, { date: '2026-07-15', time: '08:00' }],
    ['from a too-soon time today', ride('06:00', '2026-07-13'), EMPTY_SCHEDULE, NOW, 14, { date: '2026-07-13', time: '09:00' }],
    ['from a past date', ride('06:00', '2026-07-01'), EMPTY_SCHEDULE, NOW, 14, { date: '2026-07-13', time: '09:00' }],
    ['chauffeur after the 24 h notice', chauffeur('10:00', 3, '2026-07-13'), EMPTY_SCHEDULE, NOW, 14, { date: '2026-07-14', time: '08:00' }],
    ['next delivery window', delivery('10:00'), fullAt10, NOW, 14, { date: DAY, time: '12:00' }],
    ['next delivery window the driver is free for', delivery('10:00'), booked, NOW, 14, { date: DAY, time: '12:00' }],
    ['a ride after the deliveries of a window', ride('10:00'), fullAt10, NOW, 14, { date: DAY, time: '12:30' }],
    ['delivery on the next day', delivery('08:00'), allWindowsFull, NOW, 14, { date: '2026-07-15', time: '08:00' }],
    ['nothing within the searched days', ride('09:00'), blackoutAllWeek, NOW, 3, null],
    ['after the blackout week', ride('09:00'), blackoutAllWeek, NOW, 14, { date: '2026-07-21', time: '08:00' }],
    ['stops at the 60-day limit', ride('17:30', '2026-09-11'), EMPTY_SCHEDULE, NOW, 14, null],
    ['into the spring-forward day', ride('17:30', '2026-03-07'), EMPTY_SCHEDULE, new Date('2026-03-01T12:00:00Z'), 14, { date: '2026-03-08', time: '08:00' }],
    ['subscription as requested', { serviceType: 'subscription', date: 'N/A', time: 'N/A' }, EMPTY_SCHEDULE, NOW, 14, { date: 'N/A', time: 'N/A' }],
    // Exact fits past the first candidate: the hold 10:00-11:45 touches busy time on both sides.
    [
      'a gap exactly one hold long',
      ride('09:00'),
      schedule({ driverHolds: [range(DAY, '08:00', '10:00'), range(DAY, '11:45', '13:00')] }),
      NOW,
      14,
      { date: DAY, time: '10:30' },
    ],
    [
      'a gap ending where a blackout starts',
      ride('09:00'),
      schedule({ driverHolds: [range(DAY, '08:00', '10:00')], blackouts: [range(DAY, '11:45', '13:00')] }),
      NOW,
      14,
      { date: DAY, time: '10:30' },
    ],
    [
      'a delivery window between two blackouts',
      delivery('08:00'),
      schedule({ blackouts: [range(DAY, '07:00', '10:00'), range(DAY, '12:00', '13:00')] }),
      NOW,
      14,
      { date: DAY, time: '10:00' },
    ],
    [
      'a delivery window starting exactly at the lead limit',
      delivery('08:00', '2026-07-13'),
      EMPTY_SCHEDULE,
      utc('2026-07-13T15:00:00Z'),
      14,
      { date: '2026-07-13', time: '10:00' },
    ],
    [
      'fall-back day: a ride ending exactly at 18:00 MST',
      ride('17:00', '2026-11-01'),
      schedule({ driverHolds: [range('2026-11-01', '16:00', '16:45')] }),
      utc('2026-10-31T16:00:00Z'),
      14,
      { date: '2026-11-01', time: '17:15' },
    ],
  ])('%s', (_name, request, existing, now, searchDays, expected) => {
    expect(findNextAvailable(request, existing, now, SETTINGS, searchDays)).toEqual(expected);
  });
});

// The search as it was before it screened candidates, copied verbatim except that it asks the exported
// checkSlot (which derives the same `today` from `now`) instead of the private checkWithToday.
function referenceFindNextAvailable(
  request: SlotRequest,
  existing: ExistingSchedule,
  now: Date,
  settings: AvailabilitySettings = SETTINGS,
  searchDays = 14,
): LocalDateTime | null {
  if (request.serviceType === 'subscription') return { date: request.date, time: request.time };
  const today = instantToZonedWallTime(now, settings.zone).date;
  const requestedDate = isValidLocalDate(request.date) ? request.date : today;
  const firstDate = daysBetweenLocalDates(today, requestedDate) < 0 ? today : requestedDate;
  const notBefore = firstDate === request.date && isValidLocalTime(request.time) ? timeToMinutes(request.time) : 0;

  // Starts that can never pass on any day (the driver's hold would begin before the week's earliest start, or
  // the service would start at or after its latest end) are left out up front; checkSlot judges each day's own.
  const week = widestHours(settings);
  if (!week) return null;
  const earliestStart = timeToMinutes(week.start) + (request.serviceType === 'delivery' ? 0 : settings.driverBufferMinutes);
  const latestStart = timeToMinutes(week.end);
  const dayTimes = candidateTimes(request.serviceType, settings).filter((time) => {
    const minutes = timeToMinutes(time);
    return minutes >= earliestStart && minutes < latestStart;
  });

  for (let offset = 0; offset < searchDays; offset += 1) {
    const date = addDaysToLocalDate(firstDate, offset);
    if (daysBetweenLocalDates(today, date) > settings.maxDaysAhead) return null;
    let times = dayTimes;
    if (offset === 0) {
      times = times.filter((time) => timeToMinutes(time) >= notBefore);
      if (notBefore > 0 && !times.includes(request.time) && request.serviceType !== 'delivery') {
        times.unshift(request.time);
      }
    }
    const exists = referenceWallTimeExists(date, settings.zone);
    for (const time of times) {
      if (!exists(time)) continue; // skipped by a spring-forward gap
      if (checkSlot({ ...request, date, time }, existing, now, settings).available) return { date, time };
    }
  }
  return null;
}

function referenceWallTimeExists(date: string, zone: string): (time: string) => boolean {
  const { start, end } = localDayBoundsUtc(date, zone);
  if (end.getTime() - start.getTime() === 24 * 60 * MINUTE_MS) return () => true;
  return (time) => instantToZonedWallTime(zonedWallTimeToInstant(date, time, zone), zone).time === time;
}

describe('findNextAvailable answers exactly as the unscreened search', () => {
  // Each zone with its 2026 DST days: Denver and London shift an hour at night, Lord Howe half an
  // hour, Santiago at local midnight (so 2026-09-06 starts at 01:00). July is an ordinary month.
  const ZONES: { zone: string; days: string[] }[] = [
    { zone: 'America/Denver', days: ['2026-03-08', '2026-11-01', '2026-07-14'] },
    { zone: 'Europe/London', days: ['2026-03-29', '2026-10-25', '2026-07-14'] },
    { zone: 'Australia/Lord_Howe', days: ['2026-04-05', '2026-10-04', '2026-07-14'] },
    { zone: 'America/Santiago', days: ['2026-04-04', '2026-09-06', '2026-07-14'] },
  ];
  // Windows over the small hours, so deliveries meet the DST gaps and repeated hours too.
  const NIGHT_WINDOWS: DeliveryWindowSetting[] = [
    { start: '00:30', end: '02:30' },
    { start: '01:30', end: '03:00' },
    { start: '09:00', end: '11:00' },
    { start: '17:00', end: '20:00' },
  ];
  const DAYS_COVERED = 22; // schedules reach past the last searched day from any start

  const wallClock = fc.integer({ min: 0, max: 24 * 60 - 1 }).map(minutesToTime);
  const anyStart = fc.oneof(
    { weight: 3, arbitrary: wallClock },
    { weight: 3, arbitrary: fc.constantFrom(...SETTINGS.deliveryWindows.map((window) => window.start), ...NIGHT_WINDOWS.map((window) => window.start)) },
    { weight: 1, arbitrary: fc.constantFrom('24:00', '9:00', 'N/A', '') },
  );
  const service = fc.oneof(
    fc.record({
      serviceType: fc.constant('ride' as const),
      // 1e13 miles would end beyond the Date range, where checkSlot's Date arithmetic gives Invalid Date.
      distanceMiles: fc.oneof(
        { weight: 8, arbitrary: fc.double({ min: 0, max: 120, noNaN: true }) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, -1, Number.NaN, 1e13) },
      ),
    }),
    fc.record({
      serviceType: fc.constant('chauffeur' as const),
      hours: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 8 }) }, { weight: 1, arbitrary: fc.constantFrom(undefined, 0, 2.5) }),
    }),
    fc.record({ serviceType: fc.constant('delivery' as const) }),
    fc.record({ serviceType: fc.constant('subscription' as const) }),
  );
  // Minutes from the local midnight of `now`'s day; negative lengths make inverted ranges.
  const looseRange = fc.record({
    startMinute: fc.integer({ min: -2 * 24 * 60, max: DAYS_COVERED * 24 * 60 }),
    minutes: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 36 * 60 }) }, { weight: 1, arbitrary: fc.integer({ min: -120, max: 0 }) }),
    grid: fc.constantFrom(1, 15, 60),
  });
  const scenario = fc.record({
    place: fc.integer({ min: 0, max: ZONES.length - 1 }),
    anchor: fc.integer({ min: 0, max: 2 }),
    // Often on a quarter or whole hour, so a candidate can start exactly at the lead-time or notice limit.
    nowMinutesFromAnchor: fc.oneof(
      fc.integer({ min: -8 * 24 * 60, max: 2 * 24 * 60 }),
      fc.integer({ min: -8 * 24 * 4, max: 2 * 24 * 4 }).map((quarter) => quarter * 15),
      fc.integer({ min: -8 * 24, max: 2 * 24 }).map((hour) => hour * 60),
    ),
    nowExtraMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: MINUTE_MS - 1 })),
    settings: fc.record({
      slotStepMinutes: fc.constantFrom(15, 30),
      driverBufferMinutes: fc.constantFrom(0, 30),
      dayEnd: fc.constantFrom('18:00', '16:45', '21:30'),
      earliestHoldStart: fc.constantFrom('07:30', '05:00', '00:00'),
      // Weekly hours: some weekdays closed, one maybe shorter (from 10:00 to 15:00).
      closedWeekdays: fc.subarray([0, 1, 2, 3, 4, 5, 6], { maxLength: 3 }),
      shortWeekday: fc.option(fc.integer({ min: 0, max: 6 })),
      minLeadMinutes: fc.constantFrom(60, 0, 24 * 60 + 7),
      maxDaysAhead: fc.constantFrom(60, 6, 0),
      chauffeurNoticeHours: fc.constantFrom(24, 2),
      deliveryWindowCapacity: fc.constantFrom(3, 1),
      nightWindows: fc.boolean(),
    }),
    service,
    requestDay: fc.oneof(
      { weight: 2, arbitrary: fc.constant(0) },
      { weight: 6, arbitrary: fc.integer({ min: -3, max: 9 }) },
      { weight: 2, arbitrary: fc.integer({ min: 10, max: 70 }) },
      { weight: 1, arbitrary: fc.constantFrom('2026-02-30', 'N/A', '') },
    ),
    requestTime: anyStart,
    searchDays: fc.oneof(fc.constant(14), fc.integer({ min: 0, max: 14 })),
    // Whole days taken by the driver or blacked out, but for one gap that is often exactly one
    // service or delivery window long: the first free slot then touches busy time on both sides.
    busyDays: fc.oneof(
      fc.constant(null),
      fc.uniqueArray(
        fc.record({
          day: fc.integer({ min: 0, max: DAYS_COVERED }),
          gapStartQuarter: fc.oneof(
            fc.integer({ min: 0, max: 95 }),
            fc.integer({ min: 0, max: 23 }).map((hour) => hour * 4),
            fc.constantFrom(...SETTINGS.deliveryWindows.map((window) => timeToMinutes(window.start) / 15)),
          ),
          gapQuarters: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 16 }), fc.constant(8)), // 8: a delivery window
          blackedOut: fc.boolean(),
        }),
        { maxLength: 18, selector: (busy) => busy.day },
      ),
    ),
    driverHolds: fc.array(looseRange, { maxLength: 40 }),
    invalidHold: fc.boolean(), // an Invalid Date start: overlaps() is false for it whatever the end
    blackouts: fc.array(looseRange, { maxLength: 4 }),
    deliveryCounts: fc.array(fc.record({ day: fc.integer({ min: 0, max: DAYS_COVERED }), window: fc.nat(), count: fc.integer({ min: 0, max: 4 }) }), {
      maxLength: 40,
    }),
  });

  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

  function build(input: Scenario) {
    const { zone, days } = ZONES[input.place];
    const { nightWindows, dayEnd, earliestHoldStart, closedWeekdays, shortWeekday, ...overrides } = input.settings;
    const weeklyHours = sameHoursEveryDay({ start: earliestHoldStart, end: dayEnd }).map((hours, weekday) => {
      if (closedWeekdays.includes(weekday)) return null;
      return weekday === shortWeekday ? { start: '10:00', end: '15:00' } : hours;
    });
    const settings: AvailabilitySettings = {
      ...SETTINGS,
      ...overrides,
      weeklyHours,
      zone,
      deliveryWindows: nightWindows ? NIGHT_WINDOWS : SETTINGS.deliveryWindows,
    };
    const now = new Date(zonedWallTimeToInstant(days[input.anchor], '00:00', zone).getTime() + input.nowMinutesFromAnchor * MINUTE_MS + input.nowExtraMs);
    const today = instantToZonedWallTime(now, zone).date;
    const midnight = zonedWallTimeToInstant(today, '00:00', zone).getTime();
    const toRange = ({ startMinute, minutes, grid }: Scenario['blackouts'][number]): InstantRange => {
      // On a grid, ranges often touch a candidate's hold or window exactly: the boundary that matters.
      const toGrid = (value: number) => value - (((value % grid) + grid) % grid);
      const start = midnight + toGrid(startMinute) * MINUTE_MS;
      return { start: new Date(start), end: new Date(start + toGrid(minutes) * MINUTE_MS) };
    };
    const busyRanges = (blackedOut: boolean) =>
      (input.busyDays ?? [])
        .filter((busy) => busy.blackedOut === blackedOut)
        .flatMap(({ day, gapStartQuarter, gapQuarters }): InstantRange[] => {
          const date = addDaysToLocalDate(today, day);
          const { start, end } = localDayBoundsUtc(date, zone);
          const gapStart = zonedWallTimeToInstant(date, minutesToTime(gapStartQuarter * 15), zone);
          const gapEnd = new Date(gapStart.getTime() + gapQuarters * 15 * MINUTE_MS);
          return gapQuarters === 0
            ? [{ start, end }]
            : [
                { start, end: gapStart },
                { start: gapEnd, end },
              ];
        });
    const driverHolds = [
      ...busyRanges(false),
      ...input.driverHolds.map(toRange),
      ...(input.invalidHold ? [{ start: new Date(Number.NaN), end: new Date(midnight + 40 * 24 * 60 * MINUTE_MS) }] : []),
    ];
    const windows = settings.deliveryWindows;
    const bookedWindows = input.deliveryCounts.map(({ day, window, count }) => {
      const { start, end } = windows[window % windows.length];
      const date = addDaysToLocalDate(today, day);
      return { range: { start: zonedWallTimeToInstant(date, start, zone), end: zonedWallTimeToInstant(date, end, zone) }, count };
    });
    const deliveryCountsByWindowStart = new Map(bookedWindows.map(({ range, count }): [number, number] => [range.start.getTime(), count]));
    const deliveryHolds = bookedWindows.filter(({ count }) => count > 0).map(({ range }) => range);
    const existing: ExistingSchedule = {
      driverHolds,
      deliveryCountsByWindowStart,
      deliveryHolds,
      blackouts: [...busyRanges(true), ...input.blackouts.map(toRange)],
      jobs: [],
    };
    const date = typeof input.requestDay === 'number' ? addDaysToLocalDate(today, input.requestDay) : input.requestDay;
    const request: SlotRequest = { ...input.service, date, time: input.requestTime };
    return { request, existing, now, settings, searchDays: input.searchDays };
  }

  it('for random schedules, clocks, requests and settings across DST changes', () => {
    const outcomes = { none: 0, onTheRequestedDay: 0, onALaterDay: 0, onADstDay: 0 };
    const dstDays = new Set(ZONES.flatMap(({ days }) => days.slice(0, 2)));
    fc.assert(
      fc.property(scenario, (input) => {
        const { request, existing, now, settings, searchDays } = build(input);
        const expected = referenceFindNextAvailable(request, existing, now, settings, searchDays);
        const actual = findNextAvailable(request, existing, now, settings, searchDays);
        // The context rides along so a counterexample reads without re-running the generator.
        expect({ request, now: now.toISOString(), zone: settings.zone, next: actual }).toEqual({
          request,
          now: now.toISOString(),
          zone: settings.zone,
          next: expected,
        });
        if (expected === null) outcomes.none += 1;
        else if (expected.date === request.date) outcomes.onTheRequestedDay += 1;
        else outcomes.onALaterDay += 1;
        if (expected && dstDays.has(expected.date)) outcomes.onADstDay += 1;
      }),
      { numRuns: 3000 },
    );
    // The generator must reach every kind of answer, or the agreement above proves little.
    for (const count of Object.values(outcomes)) expect(count).toBeGreaterThan(10);
  }, 60_000);
});

describe('listDaySlots', () => {
  it('lists the quarter hours the service hours allow: 08:00 (07:30 + buffer) to 17:45', () => {
    const times = listDaySlots({ serviceType: 'ride', date: DAY, distanceMiles: 10 }, EMPTY_SCHEDULE, NOW, SETTINGS).map((slot) => slot.time);
    expect([times.length, times[0], times[times.length - 1]]).toEqual([40, '08:00', '17:45']);
  });

  // Hours from midnight, so the night's DST change falls inside the listed range.
  const fromMidnight: AvailabilitySettings = { ...SETTINGS, weeklyHours: sameHoursEveryDay({ start: '00:00', end: '18:00' }), driverBufferMinutes: 0 };
  it.each<[string, string, number]>([
    ['an ordinary day has 72 quarter hours before 18:00', DAY, 72],
    ['spring-forward day skips 02:00-02:45', '2026-03-08', 68],
    ['fall-back day lists 01:00-01:45 once', '2026-11-01', 72],
  ])('%s', (_name, date, count) => {
    expect(listDaySlots({ serviceType: 'ride', date, distanceMiles: 10 }, EMPTY_SCHEDULE, new Date('2026-03-01T12:00:00Z'), fromMidnight)).toHaveLength(count);
  });

  // Monday 08:01, the day before DAY.
  const now = new Date('2026-07-13T14:01:00Z');
  it.each<[string, Omit<SlotRequest, 'time'>, string, SlotUnavailableReason]>([
    ['a ride within the lead time', { serviceType: 'ride', date: '2026-07-13', distanceMiles: 0 }, '08:45', 'TIME_TOO_SOON'],
    ['a personal driver within the notice', { serviceType: 'chauffeur', date: DAY, hours: 2 }, '08:00', 'NOTICE_REQUIRED'],
    ['a personal driver ending after 18:00', { serviceType: 'chauffeur', date: '2026-07-16', hours: 3 }, '15:15', 'OUTSIDE_BUSINESS_HOURS'],
  ])('disables %s with its reason', (_name, request, time, reason) => {
    expect(listDaySlots(request, EMPTY_SCHEDULE, now, SETTINGS).find((slot) => slot.time === time)).toMatchObject({ available: false, reason });
  });

  it('marks each window of a delivery day', () => {
    const existing = schedule({ deliveryCountsByWindowStart: deliveries([[at(DAY, '12:00'), 3]]) });
    expect(listDaySlots({ serviceType: 'delivery', date: DAY }, existing, NOW, SETTINGS).map((slot) => [slot.time, slot.available])).toEqual([
      ['08:00', true],
      ['10:00', true],
      ['12:00', false],
      ['14:00', true],
      ['16:00', true],
    ]);
  });

  it('agrees with checkSlot for every ride slot', () => {
    const existing = schedule({ driverHolds: [range(DAY, '10:00', '11:00')] });
    const free = listDaySlots({ serviceType: 'ride', date: DAY, distanceMiles: 10 }, existing, NOW, SETTINGS)
      .filter((slot) => slot.available)
      .map((slot) => slot.time);
    expect(free[0]).toBe('08:00');
    expect(free).not.toContain('10:00');
    expect(free).toContain('11:30');
    expect(free[free.length - 1]).toBe('17:15');
  });
});
