// Money is integer cents (USD) everywhere inside the app; dollars exist only at the edges
// (display, the card provider's API, legacy payloads).

/**
 * The largest amount in dollars any one booking, fee, discount or payment may hold: far above anything the business
 * charges, far below what a column of cents holds (2^31 - 1 cents is $21,474,836.47).
 */
export const MAX_DOLLARS = 100_000;

// Rounds to the nearest integer, halves away from zero (Java's HALF_UP: 2.5 → 3, -2.5 → -3).
// Values are first cut to 15 significant digits so binary noise such as 100.49999999999999
// (from 1.005 × 100) counts as the half it was meant to be.
export function roundHalfUp(value: number): number {
  assertFinite(value);
  const cleaned = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.round(cleaned);
  return value < 0 ? -rounded : rounded;
}

export function dollarsToCents(dollars: number): number {
  return roundHalfUp(dollars * 100);
}

// Returns dollars as a number with at most 2 decimals, e.g. 1999 → 19.99.
export function centsToDollars(cents: number): number {
  return roundHalfUp(cents) / 100;
}

// `percent` is in percent units (10 means 10 %); the result is rounded half up to whole cents.
export function percentOfCents(cents: number, percent: number): number {
  assertFinite(percent);
  return roundHalfUp((cents * percent) / 100);
}

// Price after a percentage discount, rounded half up to whole cents.
export function applyPercentDiscount(cents: number, percent: number): number {
  assertFinite(percent);
  return roundHalfUp((cents * (100 - percent)) / 100);
}

/**
 * '$1,020.00'; with dropZeroCents whole-dollar amounts print as '$50' (used for rates in labels). The same text as
 * Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) (the table test compares them), written out:
 * the first Intl formatter a page makes loads the locale's data, about 90 ms at 4x CPU on a phone, and it came in the
 * task that shows the service cards' prices on '/' (Lighthouse's total blocking time; docs/performance.md).
 */
export function formatUsd(cents: number, options: { dropZeroCents?: boolean } = {}): string {
  const whole = Number.isInteger(cents) && cents % 100 === 0;
  const rounded = roundHalfUp(cents);
  const absolute = Math.abs(rounded);
  const dollars = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = options.dropZeroCents && whole ? `$${dollars}` : `$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
  return rounded < 0 ? `-${text}` : text;
}

function assertFinite(value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
}
