import type { Dayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import { firstChoosableDay, isCalendarKey, movedDay } from '@/lib/calendar-keys';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';

// November 2026: Sundays (1, 8, 15, 22, 29) closed, nothing before the 10th or after Dec 20.
const isDisabled = (day: Dayjs) => day.day() === 0 || day.format(DAY_FORMAT) < '2026-11-10' || day.format(DAY_FORMAT) > '2026-12-20';
const day = (text: string) => dayjs(text, DAY_FORMAT);
const moved = (from: string, key: string) => movedDay(day(from), key, isDisabled)?.format(DAY_FORMAT) ?? null;

describe('calendar keys', () => {
  it.each([
    ['2026-11-12', 'ArrowRight', '2026-11-13'],
    ['2026-11-12', 'ArrowLeft', '2026-11-11'],
    ['2026-11-12', 'ArrowDown', '2026-11-19'],
    ['2026-11-19', 'ArrowUp', '2026-11-12'],
    ['2026-11-12', 'PageDown', '2026-12-12'],
    ['2026-12-12', 'PageUp', '2026-11-12'],
  ])('%s %s → %s', (from, key, expected) => {
    expect(moved(from, key)).toBe(expected);
  });

  it('steps over closed days in the direction of travel', () => {
    expect(moved('2026-11-14', 'ArrowRight')).toBe('2026-11-16');
    expect(moved('2026-11-16', 'ArrowLeft')).toBe('2026-11-14');
  });

  it('stops at the ends of the bookable range', () => {
    expect(moved('2026-11-10', 'ArrowLeft')).toBeNull();
    expect(moved('2026-11-12', 'ArrowUp')).toBeNull();
    expect(moved('2026-12-19', 'ArrowDown')).toBeNull();
  });

  it('a month jump landing on a closed day goes on the same way to an open one', () => {
    // Nov 15 is a Sunday: back a month from Dec 15 goes on back to Saturday the 14th; forward from Oct 15, on to the 16th.
    expect(moved('2026-12-15', 'PageUp')).toBe('2026-11-14');
    expect(moved('2026-10-15', 'PageDown')).toBe('2026-11-16');
  });

  it('knows its keys', () => {
    expect(isCalendarKey('ArrowDown')).toBe(true);
    expect(isCalendarKey('PageUp')).toBe(true);
    expect(isCalendarKey('Enter')).toBe(false);
    expect(moved('2026-11-12', 'Enter')).toBeNull();
  });

  it('finds the first day that can be chosen', () => {
    expect(firstChoosableDay(day('2026-11-01'), isDisabled)?.format(DAY_FORMAT)).toBe('2026-11-10');
    expect(firstChoosableDay(day('2026-11-15'), isDisabled)?.format(DAY_FORMAT)).toBe('2026-11-16');
    expect(firstChoosableDay(day('2026-12-21'), isDisabled)).toBeNull();
  });
});
