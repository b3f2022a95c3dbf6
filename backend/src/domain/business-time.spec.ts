// Every expectation is an absolute UTC instant, so these pass under any process TZ
// (also run with TZ=UTC and TZ=Pacific/Kiritimati).
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  formatTime12h,
  formatTimeText,
  instantToZonedWallTime,
  isValidLocalDate,
  isValidLocalTime,
  localDayBoundsUtc,
  minutesToTime,
  timeToMinutes,
  zonedWallTimeToInstant,
} from './business-time.js';

const DENVER = 'America/Denver';

describe('zonedWallTimeToInstant', () => {
  it.each([
    // ordinary days
    ['2026-01-15', '09:00', DENVER, '2026-01-15T16:00:00.000Z'], // MST, UTC-7
    ['2026-07-04', '09:00', DENVER, '2026-07-04T15:00:00.000Z'], // MDT, UTC-6
    ['2026-01-15', '23:45', DENVER, '2026-01-16T06:45:00.000Z'], // crosses the UTC date
    // spring forward 2026-03-08: 02:00 MST jumps to 03:00 MDT
    ['2026-03-08', '01:59', DENVER, '2026-03-08T08:59:00.000Z'],
    ['2026-03-08', '02:00', DENVER, '2026-03-08T09:00:00.000Z'], // nonexistent → 03:00 MDT
    ['2026-03-08', '02:30', DENVER, '2026-03-08T09:30:00.000Z'], // nonexistent → 03:30 MDT
    ['2026-03-08', '03:00', DENVER, '2026-03-08T09:00:00.000Z'],
    ['2026-03-08', '09:00', DENVER, '2026-03-08T15:00:00.000Z'],
    // fall back 2026-11-01: 02:00 MDT returns to 01:00 MST
    ['2026-11-01', '00:59', DENVER, '2026-11-01T06:59:00.000Z'],
    ['2026-11-01', '01:00', DENVER, '2026-11-01T07:00:00.000Z'], // ambiguous → earlier (MDT)
    ['2026-11-01', '01:30', DENVER, '2026-11-01T07:30:00.000Z'], // ambiguous → earlier (MDT)
    ['2026-11-01', '02:00', DENVER, '2026-11-01T09:00:00.000Z'],
    ['2026-11-01', '09:00', DENVER, '2026-11-01T16:00:00.000Z'],
    // other zones
    ['2026-03-08', '12:00', 'UTC', '2026-03-08T12:00:00.000Z'],
    ['2026-03-08', '12:00', 'Pacific/Kiritimati', '2026-03-07T22:00:00.000Z'], // UTC+14
    ['2026-03-08', '02:30', 'America/Phoenix', '2026-03-08T09:30:00.000Z'], // Arizona: no DST
  ])('%s %s %s → %s', (date, time, zone, iso) => {
    expect(zonedWallTimeToInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it('defaults to America/Denver', () => {
    expect(zonedWallTimeToInstant('2026-07-04', '09:00').toISOString()).toBe('2026-07-04T15:00:00.000Z');
  });

  it.each([
    ['2026-02-30', '09:00'],
    ['2026-3-8', '09:00'],
    ['2026-03-08', '24:00'],
    ['2026-03-08', '9:00'],
    ['N/A', 'N/A'],
  ])('rejects %s %s', (date, time) => {
    expect(() => zonedWallTimeToInstant(date, time, DENVER)).toThrow(RangeError);
  });
});

describe('instantToZonedWallTime', () => {
  it.each([
    ['2026-01-15T16:00:00Z', DENVER, { date: '2026-01-15', time: '09:00', minutesOfDay: 540, weekday: 4 }],
    ['2026-01-16T06:45:59Z', DENVER, { date: '2026-01-15', time: '23:45', minutesOfDay: 1425, weekday: 4 }],
    ['2026-03-08T08:59:00Z', DENVER, { date: '2026-03-08', time: '01:59', minutesOfDay: 119, weekday: 0 }],
    ['2026-03-08T09:00:00Z', DENVER, { date: '2026-03-08', time: '03:00', minutesOfDay: 180, weekday: 0 }],
    ['2026-11-01T07:30:00Z', DENVER, { date: '2026-11-01', time: '01:30', minutesOfDay: 90, weekday: 0 }],
    ['2026-11-01T08:30:00Z', DENVER, { date: '2026-11-01', time: '01:30', minutesOfDay: 90, weekday: 0 }],
    ['2026-11-01T16:00:00Z', DENVER, { date: '2026-11-01', time: '09:00', minutesOfDay: 540, weekday: 0 }],
    ['2026-03-07T22:00:00Z', 'Pacific/Kiritimati', { date: '2026-03-08', time: '12:00', minutesOfDay: 720, weekday: 0 }],
    ['2026-03-07T23:59:00Z', 'UTC', { date: '2026-03-07', time: '23:59', minutesOfDay: 1439, weekday: 6 }],
    ['2026-03-08T07:00:00Z', DENVER, { date: '2026-03-08', time: '00:00', minutesOfDay: 0, weekday: 0 }],
  ])('%s in %s → %o', (iso, zone, expected) => {
    expect(instantToZonedWallTime(new Date(iso), zone)).toEqual(expected);
  });

  it.each([
    ['2026-01-15', '09:00'],
    ['2026-03-08', '03:00'],
    ['2026-11-01', '01:30'],
    ['2026-11-01', '23:59'],
    ['2026-12-31', '23:45'],
  ])('round-trips %s %s in Denver', (date, time) => {
    const wall = instantToZonedWallTime(zonedWallTimeToInstant(date, time, DENVER), DENVER);
    expect([wall.date, wall.time]).toEqual([date, time]);
  });
});

describe('localDayBoundsUtc', () => {
  it.each([
    ['2026-01-15', DENVER, '2026-01-15T07:00:00.000Z', '2026-01-16T07:00:00.000Z', 24],
    ['2026-03-08', DENVER, '2026-03-08T07:00:00.000Z', '2026-03-09T06:00:00.000Z', 23],
    ['2026-11-01', DENVER, '2026-11-01T06:00:00.000Z', '2026-11-02T07:00:00.000Z', 25],
    ['2026-03-08', 'UTC', '2026-03-08T00:00:00.000Z', '2026-03-09T00:00:00.000Z', 24],
    // Chile springs forward at midnight: 2026-09-06 00:00 does not exist, the day starts at 01:00.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z', 23],
  ])('%s in %s → [%s, %s) = %p h', (date, zone, start, end, hours) => {
    const bounds = localDayBoundsUtc(date, zone);
    expect(bounds.start.toISOString()).toBe(start);
    expect(bounds.end.toISOString()).toBe(end);
    expect((bounds.end.getTime() - bounds.start.getTime()) / 3_600_000).toBe(hours);
  });
});

describe('addDaysToLocalDate', () => {
  it.each([
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-10-31', 1, '2026-11-01'],
    ['2026-11-01', 1, '2026-11-02'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', 60, '2026-03-02'],
    ['2026-05-05', 0, '2026-05-05'],
  ])('%s + %p → %s', (date, days, expected) => {
    expect(addDaysToLocalDate(date, days)).toBe(expected);
  });
});

describe('daysBetweenLocalDates', () => {
  it.each([
    ['2026-03-07', '2026-03-09', 2],
    ['2026-11-02', '2026-10-31', -2],
    ['2026-01-01', '2026-03-02', 60],
  ])('%s → %s = %p', (from, to, expected) => {
    expect(daysBetweenLocalDates(from, to)).toBe(expected);
  });
});

describe('local date and time helpers', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['', false],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2999-12-31', true],
    ['3000-01-01', false],
    ['9999-12-31', false],
    ['0000-01-01', false],
  ])('isValidLocalDate(%p) → %p', (date, expected) => {
    expect(isValidLocalDate(date)).toBe(expected);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['12:60', false],
    ['9:00', false],
    ['09:00:00', false],
  ])('isValidLocalTime(%p) → %p', (time, expected) => {
    expect(isValidLocalTime(time)).toBe(expected);
  });

  it.each([
    ['00:00', 0],
    ['07:30', 450],
    ['18:00', 1080],
    ['23:59', 1439],
  ])('timeToMinutes(%p) → %p and back', (time, minutes) => {
    expect(timeToMinutes(time)).toBe(minutes);
    expect(minutesToTime(minutes)).toBe(time);
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['18:00', '6:00 PM'],
  ])('formatTime12h(%p) → %p', (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });

  it.each([
    ['14:30', '2:30 PM'],
    ['08:00-10:00', '8:00 AM - 10:00 AM'],
    [' 08:00 - 10:00 ', '8:00 AM - 10:00 AM'],
    ['N/A', 'N/A'],
    ['2026-06-01', '2026-06-01'],
    ['25:00', '25:00'],
    ['', ''],
  ])('formatTimeText(%p) → %p', (text, expected) => {
    expect(formatTimeText(text)).toBe(expected);
  });
});

// Slot searches call these thousands of times a second, so answers are memoised; a memo must never change one.
describe('memoised answers', () => {
  it('gives every caller its own wall-time object', () => {
    const instant = new Date('2026-03-08T09:30:00Z');
    const first = instantToZonedWallTime(instant, 'America/Denver');
    first.date = 'tampered';
    first.minutesOfDay = -1;
    expect(instantToZonedWallTime(instant, 'America/Denver')).toEqual({ date: '2026-03-08', time: '03:30', minutesOfDay: 210, weekday: 0 });
  });

  it('answers from the remembered quarter-hour offsets exactly as Intl does, minute by minute through both DST days and zones with :30 and :45 offsets', () => {
    const intl = (zone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    const cases: [string, string, string][] = [
      [DENVER, '2026-03-08T06:00:00Z', '2026-03-08T11:00:00Z'],
      [DENVER, '2026-11-01T06:00:00Z', '2026-11-01T11:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T14:00:00Z', '2026-04-04T16:00:00Z'], // falls back half an hour
      ['Asia/Kathmandu', '2026-06-01T00:00:00Z', '2026-06-01T02:00:00Z'], // +05:45
    ];
    for (const [zone, from, to] of cases) {
      const format = intl(zone);
      // Twice: the first pass fills the cache, the second reads it.
      for (let pass = 0; pass < 2; pass += 1) {
        for (let ms = Date.parse(from); ms < Date.parse(to); ms += 60_000 + 137) {
          const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
          const wall = instantToZonedWallTime(new Date(ms), zone);
          expect([zone, new Date(ms).toISOString(), wall.date, wall.time]).toEqual([
            zone,
            new Date(ms).toISOString(),
            `${parts.year}-${parts.month}-${parts.day}`,
            `${parts.hour}:${parts.minute}`,
          ]);
        }
      }
    }
  });

  it('keeps zones apart within one second, and moves on at the next second', () => {
    const instant = new Date('2026-11-01T07:59:59.100Z'); // 01:59:59 MDT, the last second before Denver falls back to 01:00 MST
    expect(instantToZonedWallTime(instant, 'America/Denver').time).toBe('01:59');
    expect(instantToZonedWallTime(new Date('2026-11-01T07:59:59.900Z'), 'UTC').time).toBe('07:59');
    expect(instantToZonedWallTime(new Date('2026-11-01T07:59:59.900Z'), 'America/Denver').time).toBe('01:59');
    expect(instantToZonedWallTime(new Date('2026-11-01T08:00:00.000Z'), 'America/Denver')).toMatchObject({ date: '2026-11-01', time: '01:00' });
  });

  it('still refuses an impossible date every time it is asked', () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(isValidLocalDate('2026-02-30')).toBe(false);
      expect(() => addDaysToLocalDate('2026-02-30', 1)).toThrow(RangeError);
    }
    expect(addDaysToLocalDate('2026-02-28', 1)).toBe('2026-03-01');
    expect(isValidLocalDate('2026-02-28')).toBe(true);
  });

  it('converts every time of day the same way when asked again, and still refuses a bad one every time', () => {
    for (let pass = 0; pass < 2; pass += 1) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 1) expect(timeToMinutes(minutesToTime(minutes))).toBe(minutes);
      for (const bad of ['24:00', '9:00', '09:60', '']) expect(() => timeToMinutes(bad)).toThrow(RangeError);
    }
  });
});
