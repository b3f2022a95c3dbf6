// Money crosses the wire in dollars (numbers) and is held in the store as integer cents.

export function dollarsToCents(dollars: number | string): number {
  const value = typeof dollars === 'string' ? Number.parseFloat(dollars) : dollars;
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50" */
export function formatCents(cents: number): string {
  return usd.format(centsToDollars(cents));
}
