import { describe, expect, it } from 'vitest';
import { formatDollars, revenueBars, revenueFigures, weekLabel } from '@/features/admin/admin-stats';
import type { StatsResponse } from '@contracts/stats.contract.js';

const period = (revenue: number) => ({ from: '', to: '', totals: { all: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 }, revenue });

describe('stats formatting', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars('20')).toBe('$20.00');
    expect(formatDollars(null)).toBe('$0.00');
  });

  it('lists the weekly, monthly and yearly revenue', () => {
    const stats = { periods: { last7Days: period(40), lastMonth: period(120.5), yearToDate: period(1000) } } as unknown as StatsResponse;
    expect(revenueFigures(stats)).toEqual([
      { label: 'Last 7 days', value: '$40.00' },
      { label: 'Last month', value: '$120.50' },
      { label: 'Year to date', value: '$1,000.00' },
    ]);
    expect(revenueFigures(undefined)).toEqual([]);
  });

  it('labels weeks by their Monday', () => {
    expect(weekLabel('2026-03-02')).toBe('Mar 2');
    expect(weekLabel('odd')).toBe('odd');
  });

  it('scales bars to the best week and keeps empty weeks at 0', () => {
    const bars = revenueBars([
      { weekStart: '2026-02-23', revenue: 0 },
      { weekStart: '2026-03-02', revenue: 50 },
      { weekStart: '2026-03-09', revenue: 200 },
    ]);
    expect(bars.map((b) => b.heightPercent)).toEqual([0, 25, 100]);
    expect(bars[2]).toMatchObject({ label: 'Mar 9', amount: '$200.00', cents: 20000 });
    expect(revenueBars([{ weekStart: '2026-03-02', revenue: 0 }])[0]!.heightPercent).toBe(0);
    expect(revenueBars(undefined)).toEqual([]);
  });
});
