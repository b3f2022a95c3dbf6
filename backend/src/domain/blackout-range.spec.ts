import { blackoutRange, type BlackoutDraft } from './blackout-range.js';
import { ValidationFailedError } from './errors.js';

const DENVER = 'America/Denver';
const iso = (range: { start: Date; end: Date }) => [range.start.toISOString(), range.end.toISOString()];

describe('blackoutRange', () => {
  it.each<[string, BlackoutDraft, string[]]>([
    ['whole day (MDT)', { date: '2026-06-10' }, ['2026-06-10T06:00:00.000Z', '2026-06-11T06:00:00.000Z']],
    ['afternoon', { date: '2026-06-10', startTime: '12:00', endTime: '17:30' }, ['2026-06-10T18:00:00.000Z', '2026-06-10T23:30:00.000Z']],
    ['from a time to the end of the day', { date: '2026-06-10', startTime: '15:00' }, ['2026-06-10T21:00:00.000Z', '2026-06-11T06:00:00.000Z']],
    ['from the start of the day to a time', { date: '2026-06-10', endTime: '09:00' }, ['2026-06-10T06:00:00.000Z', '2026-06-10T15:00:00.000Z']],
    ['spring-forward day is 23 h', { date: '2026-03-08' }, ['2026-03-08T07:00:00.000Z', '2026-03-09T06:00:00.000Z']],
    ['fall-back day is 25 h', { date: '2026-11-01' }, ['2026-11-01T06:00:00.000Z', '2026-11-02T07:00:00.000Z']],
    ['several whole days, the last included', { date: '2026-06-10', endDate: '2026-06-12' }, ['2026-06-10T06:00:00.000Z', '2026-06-13T06:00:00.000Z']],
    ['the last day named as the first', { date: '2026-06-10', endDate: '2026-06-10' }, ['2026-06-10T06:00:00.000Z', '2026-06-11T06:00:00.000Z']],
    [
      'from an afternoon to a morning days later',
      { date: '2026-06-10', startTime: '14:00', endDate: '2026-06-12', endTime: '10:00' },
      ['2026-06-10T20:00:00.000Z', '2026-06-12T16:00:00.000Z'],
    ],
    ['across spring-forward (one 23 h day)', { date: '2026-03-07', endDate: '2026-03-08' }, ['2026-03-07T07:00:00.000Z', '2026-03-09T06:00:00.000Z']],
    [
      'across fall-back, to a morning in MST',
      { date: '2026-10-31', endDate: '2026-11-02', endTime: '09:00' },
      ['2026-10-31T06:00:00.000Z', '2026-11-02T16:00:00.000Z'],
    ],
    [
      'an evening before to a morning after, overnight',
      { date: '2026-06-10', startTime: '20:00', endDate: '2026-06-11', endTime: '06:00' },
      ['2026-06-11T02:00:00.000Z', '2026-06-11T12:00:00.000Z'],
    ],
  ])('%s', (_name, draft, expected) => {
    expect(iso(blackoutRange(draft, DENVER))).toEqual(expected);
  });

  it.each<[string, BlackoutDraft, string]>([
    ['impossible date', { date: '2026-02-30' }, 'Please enter a valid date (YYYY-MM-DD)'],
    ['malformed time', { date: '2026-06-10', startTime: '9am' }, 'Please enter a valid time (HH:MM)'],
    ['end before start', { date: '2026-06-10', startTime: '12:00', endTime: '11:00' }, 'The end time must be after the start time'],
    ['empty range', { date: '2026-06-10', startTime: '12:00', endTime: '12:00' }, 'The end time must be after the start time'],
    ['impossible last day', { date: '2026-06-10', endDate: '2026-06-31' }, 'Please enter a valid date (YYYY-MM-DD)'],
    ['last day before the first', { date: '2026-06-10', endDate: '2026-06-09' }, 'The last day must not be before the first day'],
    ['366 days', { date: '2026-06-10', endDate: '2027-06-11' }, 'Time off can cover at most 366 days at once'],
  ])('refuses %s', (_name, draft, message) => {
    expect(() => blackoutRange(draft, DENVER)).toThrow(new ValidationFailedError([message]));
  });
});
