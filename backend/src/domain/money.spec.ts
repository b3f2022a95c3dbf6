import { applyPercentDiscount, centsToDollars, dollarsToCents, formatUsd, percentOfCents, roundHalfUp } from './money.js';

describe('roundHalfUp', () => {
  it.each([
    [2.5, 3],
    [2.4999, 2],
    [-2.5, -3],
    [-2.4, -2],
    [100.49999999999999, 101],
    [0, 0],
  ])('%p → %p', (input, expected) => {
    expect(roundHalfUp(input)).toBe(expected);
  });

  it.each([[NaN], [Infinity], [-Infinity]])('rejects %p', (input) => {
    expect(() => roundHalfUp(input)).toThrow(RangeError);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [20, 2000],
    [19.99, 1999],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [1.955, 196],
    [1020, 102000],
    [-4.005, -401],
  ])('$%p → %p cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });
});

describe('centsToDollars', () => {
  it.each([
    [1999, 19.99],
    [2000, 20],
    [5, 0.05],
    [102000, 1020],
  ])('%p cents → $%p', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });
});

describe('percentOfCents', () => {
  it.each([
    [10000, 10, 1000],
    [2405, 5, 120], // 120.25 → 120
    [2410, 5, 121], // 120.5 → 121 (half up)
    [999, 15, 150], // 149.85 → 150
    [0, 50, 0],
  ])('%p cents × %p%% → %p', (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });
});

describe('applyPercentDiscount', () => {
  it.each([
    [2000, 5, 1900],
    [2410, 5, 2290], // 2289.5 → 2290
    [2405, 10, 2165], // 2164.5 → 2165
    [1000, 0, 1000],
  ])('%p cents less %p%% → %p', (cents, percent, expected) => {
    expect(applyPercentDiscount(cents, percent)).toBe(expected);
  });
});

describe('formatUsd', () => {
  it.each([
    [102000, {}, '$1,020.00'],
    [195, {}, '$1.95'],
    [5000, { dropZeroCents: true }, '$50'],
    [195, { dropZeroCents: true }, '$1.95'],
    [-1025, {}, '-$10.25'],
    [-5000, { dropZeroCents: true }, '-$50'],
    [0, {}, '$0.00'],
    [0, { dropZeroCents: true }, '$0'],
    [7, {}, '$0.07'],
    [100_000_000, {}, '$1,000,000.00'],
    [123_456_789, {}, '$1,234,567.89'],
    [1999.5, {}, '$20.00'],
    [2000.4, { dropZeroCents: true }, '$20.00'],
  ])('%p %p → %p', (cents, options, expected) => {
    expect(formatUsd(cents, options)).toBe(expected);
  });

  it("writes what Intl's en-US currency format writes, for every amount from -$20 to $20 and for large ones", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const intlWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = [...Array.from({ length: 4001 }, (_, i) => i - 2000), 99_999, 100_000, 1_234_500, 999_999_999, 2_147_483_647];
    for (const cents of amounts) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
      if (cents % 100 === 0) expect(formatUsd(cents, { dropZeroCents: true })).toBe(intlWhole.format(cents / 100));
    }
  });
});
