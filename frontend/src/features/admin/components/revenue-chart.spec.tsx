import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RevenueChart } from '@/features/admin/components/revenue-chart';
import type { StatsPeriod, StatsResponse } from '@contracts/stats.contract.js';
import { renderWithProviders } from '@/testing/render-with-providers';

const TOTALS = { all: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
const PERIOD: StatsPeriod = { from: '2026-05-25T14:00:00.000Z', to: '2026-06-01T14:00:00.000Z', totals: TOTALS, revenue: 0, received: 0, owed: 0 };
const STATS: StatsResponse = {
  totals: TOTALS,
  revenue: 0,
  received: 0,
  owed: 0,
  periods: { last7Days: PERIOD, lastMonth: PERIOD, yearToDate: PERIOD },
  weeklyRevenue: [
    { weekStart: '2026-05-17', revenue: 100, received: 50 },
    { weekStart: '2026-05-24', revenue: 40, received: 80 },
  ],
};

/** The inline style of the elements of one series ('received' or 'booked') in `container`. */
const stylesOf = (container: HTMLElement, series: string) =>
  Array.from(container.querySelectorAll<HTMLElement>(`[data-series="${series}"]`)).map((element) => element.style);

describe(RevenueChart.name, () => {
  it('draws the two series in different colours and patterns, with a legend naming them', () => {
    renderWithProviders(<RevenueChart stats={STATS} loading={false} />);
    const chart = screen.getByTestId('revenue-chart');
    const received = stylesOf(chart, 'received');
    const booked = stylesOf(chart, 'booked');
    // Two weeks' bars and one legend key each.
    expect(received).toHaveLength(3);
    expect(booked).toHaveLength(3);
    for (const style of received) {
      expect(style.backgroundColor).toBe('rgb(29, 78, 216)');
      expect(style.backgroundImage).toBe('');
    }
    for (const style of booked) {
      expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
      expect(style.backgroundImage).toContain('repeating-linear-gradient');
      expect(style.backgroundImage).toContain('#c2410c');
    }
    expect(received.map((style) => style.height).slice(0, 2)).toEqual(['50%', '80%']);
    expect(booked.map((style) => style.height).slice(0, 2)).toEqual(['100%', '40%']);
    expect(screen.getByTestId('revenue-chart-legend').textContent).toBe('ReceivedBooked');
  });

  it('gives screen readers the same figures as a table', () => {
    renderWithProviders(<RevenueChart stats={STATS} loading={false} />);
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Week of', 'Received', 'Booked']);
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual(['Week ofReceivedBooked', 'May 17$50.00$100.00', 'May 24$80.00$40.00']);
  });
});
