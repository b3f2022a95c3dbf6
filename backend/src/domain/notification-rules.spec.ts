import { zonedWallTimeToInstant } from './business-time.js';
import {
  DEFAULT_NOTIFICATION_RULES,
  isInQuietHours,
  isReminderDue,
  isReminderTextDue,
  isUrgent,
  morningSheetDay,
  ownerTextNotBefore,
  quietHoursEnd,
  quietHoursStart,
  reminderDueAt,
  reminderTextDueAt,
  WITHDRAWN_BY_CHANGE,
  type QuietHours,
} from './notification-rules.js';

const DENVER = 'America/Denver';
const NIGHT: QuietHours = DEFAULT_NOTIFICATION_RULES.quietHours; // 21:00-07:00
const iso = (value: string) => new Date(value).toISOString();
const denver = (date: string, time: string) => zonedWallTimeToInstant(date, time, DENVER);

describe('quietHoursEnd', () => {
  it.each<[string, string, QuietHours, string | null]>([
    ['before the quiet hours start', '2026-06-03T02:59:00Z', NIGHT, null], // 20:59 MDT
    ['as they start', '2026-06-03T03:00:00Z', NIGHT, '2026-06-03T13:00:00Z'], // 21:00 MDT → 07:00 MDT next day
    ['before midnight: the end is the next morning', '2026-06-03T05:30:00Z', NIGHT, '2026-06-03T13:00:00Z'], // 23:30
    ['after midnight: the end is this morning', '2026-06-03T09:00:00Z', NIGHT, '2026-06-03T13:00:00Z'], // 03:00
    ['a minute before the end', '2026-06-03T12:59:00Z', NIGHT, '2026-06-03T13:00:00Z'],
    ['at the end', '2026-06-03T13:00:00Z', NIGHT, null],
    ['the day', '2026-06-03T18:00:00Z', NIGHT, null],
    ['a window within one day, inside', '2026-06-03T19:00:00Z', { start: '12:00', end: '14:00' }, '2026-06-03T20:00:00Z'],
    ['a window within one day, outside', '2026-06-03T21:00:00Z', { start: '12:00', end: '14:00' }, null],
    ['equal start and end: no quiet hours', '2026-06-03T06:00:00Z', { start: '00:00', end: '00:00' }, null],
    // 7 March 22:00 MST; the night is an hour shorter: 07:00 on 8 March is MDT.
    ['the night clocks spring forward, before midnight', '2026-03-08T05:00:00Z', NIGHT, '2026-03-08T13:00:00Z'],
    ['the night clocks spring forward, 01:30 MST', '2026-03-08T08:30:00Z', NIGHT, '2026-03-08T13:00:00Z'],
    ['the night clocks spring forward, 03:30 MDT', '2026-03-08T09:30:00Z', NIGHT, '2026-03-08T13:00:00Z'],
    // 31 October 22:00 MDT; 07:00 on 1 November is MST.
    ['the night clocks fall back, before midnight', '2026-11-01T04:00:00Z', NIGHT, '2026-11-01T14:00:00Z'],
    ['the night clocks fall back, the second 01:30 (MST)', '2026-11-01T08:30:00Z', NIGHT, '2026-11-01T14:00:00Z'],
    ['an end that does not exist (02:30 on 8 March) is read as 03:30 MDT', '2026-03-08T08:00:00Z', { start: '00:00', end: '02:30' }, '2026-03-08T09:30:00Z'],
  ])('%s', (_name, at, quiet, expected) => {
    const end = quietHoursEnd(new Date(at), quiet, DENVER);
    expect(end && end.toISOString()).toBe(expected && iso(expected));
  });
});

describe('isUrgent', () => {
  const now = new Date('2026-06-03T03:00:00Z');
  it.each<[string, string | null, boolean]>([
    ['no start (a plan without a date)', null, false],
    ['in an hour', '2026-06-03T04:00:00Z', true],
    ['in 11 h 59 min', '2026-06-03T14:59:00Z', true],
    ['in exactly 12 hours', '2026-06-03T15:00:00Z', false],
    ['tomorrow evening', '2026-06-04T03:00:00Z', false],
    ['already started', '2026-06-03T02:59:00Z', false],
    ['starting now', '2026-06-03T03:00:00Z', true],
  ])('%s', (_name, start, expected) => {
    expect(isUrgent(start === null ? null : new Date(start), now)).toBe(expected);
  });
});

describe('ownerTextNotBefore', () => {
  // 22:00 MDT on 2 June, in the quiet hours.
  const night = new Date('2026-06-03T04:00:00Z');
  it.each<[string, Date, (Date | null)[], QuietHours, string | null]>([
    ['a booking next week, at night: held until 07:00', night, [denver('2026-06-10', '10:00')], NIGHT, '2026-06-03T13:00:00Z'],
    ['a booking tomorrow 09:00 (11 hours ahead), at night: at once', night, [denver('2026-06-03', '09:00')], NIGHT, null],
    ['an inquiry (no start), at night: held', night, [], NIGHT, '2026-06-03T13:00:00Z'],
    ['a move from next week to tomorrow morning: at once', night, [denver('2026-06-10', '10:00'), denver('2026-06-03', '08:00')], NIGHT, null],
    ['a move from tomorrow morning to next week: at once', night, [denver('2026-06-03', '08:00'), denver('2026-06-10', '10:00')], NIGHT, null],
    ['a booking next week, by day: at once', new Date('2026-06-03T18:00:00Z'), [denver('2026-06-10', '10:00')], NIGHT, null],
    // The second 01:30 of 1 November (MST) lies in quiet hours 01:00-01:45 whose end, read as its first (MDT) instant, has passed.
    ['the repeated hour of a fall-back night, after the end: at once', new Date('2026-11-01T08:30:00Z'), [], { start: '01:00', end: '01:45' }, null],
  ])('%s', (_name, now, starts, quiet, expected) => {
    const notBefore = ownerTextNotBefore(now, starts, quiet, DENVER);
    expect(notBefore && notBefore.toISOString()).toBe(expected && iso(expected));
  });
});

describe('reminders', () => {
  // 09:00 on the days clocks change in Denver: 8 March 2026 is MDT (15:00Z), 1 November 2026 is MST (16:00Z).
  const springDay = denver('2026-03-08', '09:00');
  const fallDay = denver('2026-11-01', '09:00');

  it.each<[string, Date, number, string]>([
    ['24 h before 09:00 on the spring-forward day: 08:00 MST the day before', springDay, 24, '2026-03-07T15:00:00Z'],
    ['2 h before 09:00 on the spring-forward day: 07:00 MDT', springDay, 2, '2026-03-08T13:00:00Z'],
    ['24 h before 09:00 on the fall-back day: 10:00 MDT the day before', fallDay, 24, '2026-10-31T16:00:00Z'],
    ['2 h before 09:00 on the fall-back day: 07:00 MST', fallDay, 2, '2026-11-01T14:00:00Z'],
    ['8 h before 09:00 on the spring-forward day: 00:00 MST', springDay, 8, '2026-03-08T07:00:00Z'],
  ])('%s', (_name, start, lead, expected) => {
    expect(reminderDueAt(start, lead).toISOString()).toBe(iso(expected));
  });

  it.each<[string, string, Date, number, boolean]>([
    ['a minute before the 24 h mail is due', '2026-03-07T14:59:00Z', springDay, 24, false],
    ['when the 24 h mail is due', '2026-03-07T15:00:00Z', springDay, 24, true],
    ['09:00 MST the day before (24 wall-clock hours, 23 real hours): an hour after it was due', '2026-03-07T16:00:00Z', springDay, 24, true],
    ['with exactly half the lead left', '2026-03-08T03:00:00Z', springDay, 24, true],
    ['with less than half the lead left: a booking made 3 hours ahead', '2026-03-08T12:00:00Z', springDay, 24, false],
    ['the 2 h text of that booking', '2026-03-08T13:00:00Z', springDay, 2, true],
    ['the 2 h text with 59 minutes left', '2026-03-08T14:01:00Z', springDay, 2, false],
    ['after the start', '2026-03-08T15:01:00Z', springDay, 2, false],
    ['the fall-back day: a minute before the 2 h text', '2026-11-01T13:59:00Z', fallDay, 2, false],
    ['the fall-back day: the 2 h text', '2026-11-01T14:00:00Z', fallDay, 2, true],
    ['the fall-back day: 09:00 MDT the day before (24 wall-clock hours) is 25 real hours before: not yet', '2026-10-31T15:00:00Z', fallDay, 24, false],
    ['the fall-back day: 10:00 MDT the day before is 24 real hours before', '2026-10-31T16:00:00Z', fallDay, 24, true],
  ])('%s', (_name, now, start, lead, expected) => {
    expect(isReminderDue(new Date(now), start, lead)).toBe(expected);
  });
});

describe('quietHoursStart', () => {
  it.each<[string, string, QuietHours, string | null]>([
    ['outside the quiet hours', '2026-06-03T02:59:00Z', NIGHT, null], // 20:59 MDT
    ['as they start', '2026-06-03T03:00:00Z', NIGHT, '2026-06-03T03:00:00Z'],
    ['before midnight: this evening', '2026-06-03T05:30:00Z', NIGHT, '2026-06-03T03:00:00Z'], // 23:30 on 2 June
    ['after midnight: last evening', '2026-06-03T11:00:00Z', NIGHT, '2026-06-03T03:00:00Z'], // 05:00 on 3 June
    ['a window within one day', '2026-06-03T19:00:00Z', { start: '12:00', end: '14:00' }, '2026-06-03T18:00:00Z'],
    // 05:00 MDT on 8 March: the quiet hours began at 21:00 MST on 7 March.
    ['the spring-forward morning', '2026-03-08T12:00:00Z', NIGHT, '2026-03-08T04:00:00Z'],
    // 05:00 MST on 1 November: they began at 21:00 MDT on 31 October.
    ['the fall-back morning', '2026-11-01T12:00:00Z', NIGHT, '2026-11-01T03:00:00Z'],
  ])('%s', (_name, at, quiet, expected) => {
    const start = quietHoursStart(new Date(at), quiet, DENVER);
    expect(start && start.toISOString()).toBe(expected && iso(expected));
  });
});

describe('customer reminder texts and the quiet hours', () => {
  it.each<[string, Date, number, string]>([
    ['2 h before a 10:00 job: 08:00, outside the quiet hours', denver('2026-06-03', '10:00'), 2, '2026-06-03T14:00:00Z'],
    ['2 h before a 07:00 job would be 05:00: 20:45 the evening before', denver('2026-06-03', '07:00'), 2, '2026-06-03T02:45:00Z'],
    ['2 h before a 09:00 job is 07:00, as the quiet hours end: at 07:00', denver('2026-06-03', '09:00'), 2, '2026-06-03T13:00:00Z'],
    ['2 h before an 08:00 job would be 06:00: 20:45 the evening before', denver('2026-06-03', '08:00'), 2, '2026-06-03T02:45:00Z'],
    ['2 h before a 22:30 job would be 20:30: at 20:30', denver('2026-06-03', '22:30'), 2, '2026-06-04T02:30:00Z'],
    ['2 h before a 23:30 job would be 21:30: 20:45', denver('2026-06-03', '23:30'), 2, '2026-06-04T02:45:00Z'],
    // The spring-forward night: a 07:00 MDT job on 8 March; 05:00 MDT is quiet, 20:45 MST on 7 March is not.
    ['the spring-forward day: a 07:00 job', denver('2026-03-08', '07:00'), 2, '2026-03-08T03:45:00Z'],
    // The fall-back night: a 07:00 MST job on 1 November; 20:45 MDT on 31 October.
    ['the fall-back day: a 07:00 job', denver('2026-11-01', '07:00'), 2, '2026-11-01T02:45:00Z'],
  ])('%s', (_name, start, lead, expected) => {
    expect(reminderTextDueAt(start, lead, NIGHT, DENVER).toISOString()).toBe(iso(expected));
  });

  const seven = denver('2026-06-03', '07:00');
  const springSeven = denver('2026-03-08', '07:00');
  const fallSeven = denver('2026-11-01', '07:00');
  it.each<[string, string, Date, boolean]>([
    ['05:00 on the day of a 07:00 job: inside the quiet hours, never', '2026-06-03T11:00:00Z', seven, false],
    ['20:44 the evening before: not yet', '2026-06-03T02:44:00Z', seven, false],
    ['20:45 the evening before: due', '2026-06-03T02:45:00Z', seven, true],
    ['20:59 the evening before: still due', '2026-06-03T02:59:00Z', seven, true],
    ['21:00, the quiet hours: held', '2026-06-03T03:00:00Z', seven, false],
    ['07:00, the quiet hours over but the job starting: too late', '2026-06-03T13:00:00Z', seven, false],
    ['the spring-forward day, 20:45 MST the evening before', '2026-03-08T03:45:00Z', springSeven, true],
    ['the spring-forward day, 05:00 MDT', '2026-03-08T11:00:00Z', springSeven, false],
    ['the fall-back day, 20:45 MDT the evening before', '2026-11-01T02:45:00Z', fallSeven, true],
    ['the fall-back day, the second 01:30 (MST)', '2026-11-01T08:30:00Z', fallSeven, false],
    ['the fall-back day, 05:00 MST', '2026-11-01T12:00:00Z', fallSeven, false],
  ])('%s', (_name, now, start, expected) => {
    expect(isReminderTextDue(new Date(now), start, 2, NIGHT, DENVER)).toBe(expected);
  });

  it('a job at 10:00 gets its text at 08:00, as before', () => {
    const ten = denver('2026-06-03', '10:00');
    expect(isReminderTextDue(new Date('2026-06-03T13:59:00Z'), ten, 2, NIGHT, DENVER)).toBe(false);
    expect(isReminderTextDue(new Date('2026-06-03T14:00:00Z'), ten, 2, NIGHT, DENVER)).toBe(true);
  });

  it.each<[string, string, boolean]>([
    ['20:59', '2026-06-03T02:59:00Z', false],
    ['21:00', '2026-06-03T03:00:00Z', true],
    ['06:59', '2026-06-03T12:59:00Z', true],
    ['07:00', '2026-06-03T13:00:00Z', false],
  ])('isInQuietHours at %s', (_name, at, expected) => {
    expect(isInQuietHours(new Date(at), NIGHT, DENVER)).toBe(expected);
  });
});

describe('WITHDRAWN_BY_CHANGE', () => {
  it.each<[string, 'cancelled' | 'moved', boolean]>([
    ['reminder-text', 'cancelled', true],
    ['reminder-mail', 'moved', true],
    ['reminder-text', 'moved', true],
    ['booking-received', 'cancelled', true],
    ['booking-received', 'moved', false],
    ['pay-link', 'cancelled', true],
    ['payment-receipt', 'cancelled', false],
    ['refund-issued', 'cancelled', false],
    ['booking-cancelled', 'cancelled', false],
    ['owner-booking-new', 'cancelled', true],
    ['owner-booking-paid', 'cancelled', false],
  ])('%s when the booking is %s: withdrawn %s', (kind, change, expected) => {
    expect((WITHDRAWN_BY_CHANGE[change] as readonly string[]).includes(kind)).toBe(expected);
  });
});

describe('morningSheetDay', () => {
  it.each<[string, string, string | null]>([
    ['05:59 MDT', '2026-06-03T11:59:00Z', null],
    ['06:00 MDT', '2026-06-03T12:00:00Z', '2026-06-03'],
    ['11:59 MDT', '2026-06-03T17:59:00Z', '2026-06-03'],
    ['noon', '2026-06-03T18:00:00Z', null],
    ['late evening (the next day in UTC)', '2026-06-04T04:00:00Z', null],
    ['06:00 MDT on the spring-forward day', '2026-03-08T12:00:00Z', '2026-03-08'],
    ['05:00 MST the day before it: not yet', '2026-03-07T12:00:00Z', null],
    ['06:00 MST on the fall-back day', '2026-11-01T13:00:00Z', '2026-11-01'],
    ['05:00 MST on the fall-back day (06:00 by yesterday’s clock): not yet', '2026-11-01T12:00:00Z', null],
  ])('%s', (_name, now, expected) => {
    expect(morningSheetDay(new Date(now), DENVER)).toBe(expected);
  });
});
