import { describe, expect, it } from 'vitest';
import { chauffeurHourChoices, isOfferedHours } from '@/lib/chauffeur-hours';

describe('chauffeurHourChoices', () => {
  it.each([
    [{ min: 2, max: 6 }, [2, 3, 4, 5, 6]],
    [{ min: 3, max: 5 }, [3, 4, 5]],
    [{ min: 4, max: 4 }, [4]],
  ])('%o → %o', (range, expected) => {
    expect(chauffeurHourChoices(range)).toEqual(expected);
  });
});

describe('isOfferedHours', () => {
  it.each([
    [3, true],
    [5, true],
    [2, false],
    [6, false],
    [3.5, false],
    [undefined, false],
  ])('%s within 3-5 → %s', (hours, expected) => {
    expect(isOfferedHours(hours, { min: 3, max: 5 })).toBe(expected);
  });
});
