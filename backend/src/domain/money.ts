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

// Made on first use, not when the module loads: the first Intl formatter of a page loads the locale's data, which
// was a quarter of the one long task evaluating the browser app's modules at 4x CPU (docs/performance.md).
let usd: Intl.NumberFormat | undefined;
let usdWhole: Intl.NumberFormat | undefined;

// '$1,020.00'; with dropZeroCents whole-dollar amounts print as '$50' (used for rates in labels).
export function formatUsd(cents: number, options: { dropZeroCents?: boolean } = {}): string {
  const whole = Number.isInteger(cents) && cents % 100 === 0;
  if (options.dropZeroCents && whole)
    return (usdWhole ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(cents / 100);
  return (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(centsToDollars(cents));
}

function assertFinite(value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
}
