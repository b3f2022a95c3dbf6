import { formatCents } from '@/lib/money';

/** Renders integer cents as US dollars, e.g. "$42.50". */
export function Money({ cents }: { cents: number }) {
  return <span>{formatCents(cents)}</span>;
}
