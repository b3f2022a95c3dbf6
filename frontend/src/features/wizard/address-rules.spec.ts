import { describe, expect, it } from 'vitest';
import { addressHint, fallbackSuggestions, INCOMPLETE_ADDRESS_HINT, isCompleteAddress, shouldLookUp, ZIP_HINT } from '@/features/wizard/address-rules';

describe('address rules', () => {
  it.each([
    ['2350 Wall Ave, Ogden, UT 84401, USA', true],
    ['2350 Wall Ave, Ogden', false],
    ['2350 Wall Ave, Ogden, utah', false],
  ])('isCompleteAddress(%s) = %s', (text, expected) => {
    expect(isCompleteAddress(text)).toBe(expected);
  });

  it('hints about ZIP codes and incomplete text', () => {
    expect(addressHint('84401')).toBe(ZIP_HINT);
    expect(addressHint('2350 Wall Ave')).toBe(INCOMPLETE_ADDRESS_HINT);
    expect(addressHint('abc')).toBeNull();
  });

  it('falls back to local suggestions', () => {
    expect(fallbackSuggestions('slc a')).toHaveLength(3);
    expect(fallbackSuggestions('123 Main')).toEqual([
      '123 Main, Ogden, UT, USA',
      '123 Main, Salt Lake City, UT, USA',
      '123 Main, Layton, UT, USA',
      '123 Main, Roy, UT, USA',
      '123 Main, Clearfield, UT, USA',
    ]);
    expect(fallbackSuggestions('abcd')).toEqual([]);
  });

  it('looks up text longer than 3 characters, never the same text twice in a row', () => {
    expect(shouldLookUp('abc', null)).toBe(false);
    expect(shouldLookUp('  ab  ', null)).toBe(false);
    expect(shouldLookUp('2350', null)).toBe(true);
    expect(shouldLookUp('2350 Wall', '2350 Wall')).toBe(false);
    expect(shouldLookUp('2350 Wall', '2350 Wal')).toBe(true);
  });
});
