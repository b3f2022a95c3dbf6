import { DATE_RANGE_MESSAGES, instantsOfLocalDays } from './local-date-range.js';
import { ValidationFailedError } from './errors.js';

const ZONE = 'America/Denver';

describe('instantsOfLocalDays', () => {
  it.each([
    ['one summer day (MDT, UTC-6)', { from: '2026-06-03', to: '2026-06-03' }, '2026-06-03T06:00:00.000Z', '2026-06-04T06:00:00.000Z'],
    ['the fall-back day: 25 hours', { from: '2026-11-01', to: '2026-11-01' }, '2026-11-01T06:00:00.000Z', '2026-11-02T07:00:00.000Z'],
    ['the spring-forward day: 23 hours', { from: '2026-03-08', to: '2026-03-08' }, '2026-03-08T07:00:00.000Z', '2026-03-09T06:00:00.000Z'],
    ['a year', { from: '2026-01-01', to: '2026-12-31' }, '2026-01-01T07:00:00.000Z', '2027-01-01T07:00:00.000Z'],
  ])('%s', (_name, range, start, end) => {
    const bounds = instantsOfLocalDays(range, ZONE);
    expect([bounds.start?.toISOString(), bounds.end?.toISOString()]).toEqual([start, end]);
  });

  it('leaves an open end open', () => {
    expect(instantsOfLocalDays({}, ZONE)).toEqual({ start: null, end: null });
    expect(instantsOfLocalDays({ to: '2026-06-03' }, ZONE)).toEqual({ start: null, end: new Date('2026-06-04T06:00:00.000Z') });
  });

  it.each([
    [{ from: '2026-02-30' }, [DATE_RANGE_MESSAGES.fromInvalid]],
    [{ from: '2026-06-01', to: '2026-13-01' }, [DATE_RANGE_MESSAGES.toInvalid]],
    [{ from: '2026-06-02', to: '2026-06-01' }, [DATE_RANGE_MESSAGES.reversed]],
  ])('refuses %j', (range, messages) => {
    let caught: unknown;
    try {
      instantsOfLocalDays(range, ZONE);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationFailedError);
    expect((caught as ValidationFailedError).messages).toEqual(messages);
  });
});
