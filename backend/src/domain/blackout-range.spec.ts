import { blackoutRange } from './blackout-range.js';
import { ValidationFailedError } from './errors.js';

const DENVER = 'America/Denver';
const iso = (range: { start: Date; end: Date }) => [range.start.toISOString(), range.end.toISOString()];

describe('blackoutRange', () => {
  it.each<[string, { date: string; startTime?: string; endTime?: string }, string[]]>([
    ['whole day (MDT)', { date: '2026-06-10' }, ['2026-06-10T06:00:00.000Z', '2026-06-11T06:00:00.000Z']],
    ['afternoon', { date: '2026-06-10', startTime: '12:00', endTime: '17:30' }, ['2026-06-10T18:00:00.000Z', '2026-06-10T23:30:00.000Z']],
    ['from a time to the end of the day', { date: '2026-06-10', startTime: '15:00' }, ['2026-06-10T21:00:00.000Z', '2026-06-11T06:00:00.000Z']],
    ['from the start of the day to a time', { date: '2026-06-10', endTime: '09:00' }, ['2026-06-10T06:00:00.000Z', '2026-06-10T15:00:00.000Z']],
    ['spring-forward day is 23 h', { date: '2026-03-08' }, ['2026-03-08T07:00:00.000Z', '2026-03-09T06:00:00.000Z']],
    ['fall-back day is 25 h', { date: '2026-11-01' }, ['2026-11-01T06:00:00.000Z', '2026-11-02T07:00:00.000Z']],
  ])('%s', (_name, draft, expected) => {
    expect(iso(blackoutRange(draft, DENVER))).toEqual(expected);
  });

  it.each<[string, { date: string; startTime?: string; endTime?: string }, string]>([
    ['impossible date', { date: '2026-02-30' }, 'Please enter a valid date (YYYY-MM-DD)'],
    ['malformed time', { date: '2026-06-10', startTime: '9am' }, 'Please enter a valid time (HH:MM)'],
    ['end before start', { date: '2026-06-10', startTime: '12:00', endTime: '11:00' }, 'The end time must be after the start time'],
    ['empty range', { date: '2026-06-10', startTime: '12:00', endTime: '12:00' }, 'The end time must be after the start time'],
  ])('refuses %s', (_name, draft, message) => {
    expect(() => blackoutRange(draft, DENVER)).toThrow(new ValidationFailedError([message]));
  });
});
