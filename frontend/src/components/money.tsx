import { formatUsd } from '@domain/money.js';

/** Renders integer cents as US dollars, e.g. "$42.50". */
export function Money({ cents }: { cents: number }) {
  return <span>{formatUsd(cents)}</span>;
}
