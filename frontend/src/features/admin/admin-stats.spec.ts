import { describe, expect, it } from 'vitest';
import { formatDollars, revenueBars, revenueFigures, weekLabel } from '@/features/admin/admin-stats';
import type { StatsResponse } from '@contracts/stats.contract.js';

const period = (revenue: number, received = 0) => ({
  from: '',
  to: '',
  totals: { all: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 },
  revenue,
  received,
});

describe('stats formatting', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars('20')).toBe('$20.00');
    expect(formatDollars(null)).toBe('$0.00');
  });

  it('lists the weekly, monthly and yearly money received, or the booked value', () => {
    const stats = { periods: { last7Days: period(40, 30), lastMonth: period(120.5, 100), yearToDate: period(1000, 950.25) } } as unknown as StatsResponse;
    expect(revenueFigures(stats, 'revenue')).toEqual([
      { label: 'Last 7 days', value: '$40.00' },
      { label: 'Last month', value: '$120.50' },
      { label: 'Year to date', value: '$1,000.00' },
    ]);
    expect(revenueFigures(stats, 'received').map((figure) => figure.value)).toEqual(['$30.00', '$100.00', '$950.25']);
    expect(revenueFigures(undefined, 'received')).toEqual([]);
  });

  it('labels weeks by their first day', () => {
    expect(weekLabel('2026-03-01')).toBe('Mar 1');
    expect(weekLabel('odd')).toBe('odd');
  });

  it('scales both bars of every week to the highest figure and keeps empty weeks at 0', () => {
    const bars = revenueBars([
      { weekStart: '2026-02-22', revenue: 0, received: 0 },
      { weekStart: '2026-03-01', revenue: 50, received: 100 },
      { weekStart: '2026-03-08', revenue: 200, received: 150 },
    ]);
    expect(bars.map((b) => [b.booked.heightPercent, b.received.heightPercent])).toEqual([
      [0, 0],
      [25, 50],
      [100, 75],
    ]);
    expect(bars[2]).toMatchObject({ label: 'Mar 8', booked: { amount: '$200.00', cents: 20000 }, received: { amount: '$150.00', cents: 15000 } });
    expect(revenueBars([{ weekStart: '2026-03-01', revenue: 0, received: 0 }])[0]!.received.heightPercent).toBe(0);
    expect(revenueBars(undefined)).toEqual([]);
  });
});
