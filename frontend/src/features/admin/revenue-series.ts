import type { CSSProperties } from 'react';
import type { RevenueBar } from '@/features/admin/admin-stats';

// The revenue chart's two series, told apart by colour and by pattern so that an owner who does not see the colours
// apart still can: blue and orange differ for the common colour-blindnesses, and solid bars differ from hatched ones
// even in grey. Both colours are at least 4.5:1 on white (WCAG asks 3:1 of a chart's parts).

export type RevenuePattern = 'solid' | 'hatched';

export interface RevenueSeries {
  key: keyof Pick<RevenueBar, 'received' | 'booked'>;
  /** The legend's and the table's name for it. */
  label: string;
  color: string;
  pattern: RevenuePattern;
}

export const REVENUE_SERIES: readonly RevenueSeries[] = [
  { key: 'received', label: 'Received', color: '#1d4ed8', pattern: 'solid' },
  { key: 'booked', label: 'Booked', color: '#c2410c', pattern: 'hatched' },
];

/** How a series paints a bar and its legend key: a solid fill, or diagonal stripes inside an outline of its colour. */
export function seriesFill({ color, pattern }: Pick<RevenueSeries, 'color' | 'pattern'>): CSSProperties {
  if (pattern === 'solid') return { backgroundColor: color };
  return {
    backgroundColor: '#ffffff',
    backgroundImage: `repeating-linear-gradient(135deg, ${color} 0 2px, #ffffff 2px 5px)`,
    boxShadow: `inset 0 0 0 2px ${color}`,
  };
}
