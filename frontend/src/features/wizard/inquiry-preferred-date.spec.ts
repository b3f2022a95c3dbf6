import { describe, expect, it } from 'vitest';
import { disabledPreferredDate } from '@/features/wizard/inquiry-preferred-date';
import { dayjs } from '@/lib/dayjs';

describe('disabledPreferredDate', () => {
  const now = dayjs('2030-03-10T15:30:00');
  it.each([
    ['2030-03-09', true],
    ['2030-03-10', false],
    ['2031-03-10', false],
    ['2031-03-11', true],
  ])('%s disabled: %s', (day, disabled) => {
    expect(disabledPreferredDate(dayjs(`${day}T12:00:00`), now)).toBe(disabled);
  });
});
