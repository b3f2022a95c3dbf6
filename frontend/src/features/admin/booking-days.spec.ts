import { describe, expect, it } from 'vitest';
import { dayLabelOf, shortDay } from '@/features/admin/booking-days';

describe('booking days', () => {
  it.each([
    ['2030-06-03', 'Mon, Jun 3'],
    ['2030-12-31', 'Tue, Dec 31'],
    ['N/A', 'N/A'],
    ['2030-02-30', '2030-02-30'],
  ])('shortDay(%j) is %j', (day, text) => {
    expect(shortDay(day)).toBe(text);
  });

  it.each([
    ['2030-06-03', '2030-06-03', 'Today'],
    ['2030-06-04', '2030-06-03', 'Tomorrow'],
    ['2030-06-05', '2030-06-03', 'Wed, Jun 5'],
    ['2030-06-02', '2030-06-03', 'Sun, Jun 2'],
    // Across the year's end: tomorrow is still 'Tomorrow', a later day names its year.
    ['2031-01-01', '2030-12-31', 'Tomorrow'],
    ['2031-01-02', '2030-12-31', 'Thu, Jan 2, 2031'],
    ['N/A', '2030-06-03', 'N/A'],
  ])('dayLabelOf(%j, today %j) is %j', (day, today, label) => {
    expect(dayLabelOf(day, today)).toBe(label);
  });
});
