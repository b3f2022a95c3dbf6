import type { StatsResponse } from '@contracts/stats.contract.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';

// Formatting of GET /api/stats for the cards and the revenue chart.

export function formatDollars(dollars: number | string | null | undefined): string {
  // The wire may carry a numeric string; anything unreadable shows as $0.00.
  return formatUsd(dollarsToCents(Number(dollars) || 0));
}

export interface RevenueFigure {
  label: string;
  value: string;
}

/**
 * Weekly (last 7 days), monthly (one calendar month back) and yearly (since January 1) figures: money received, or the
 * booked value ('revenue').
 */
export function revenueFigures(stats: StatsResponse | undefined, figure: 'received' | 'revenue'): RevenueFigure[] {
  if (!stats) return [];
  const { last7Days, lastMonth, yearToDate } = stats.periods ?? {};
  return [
    { label: 'Last 7 days', value: formatDollars(last7Days?.[figure]) },
    { label: 'Last month', value: formatDollars(lastMonth?.[figure]) },
    { label: 'Year to date', value: formatDollars(yearToDate?.[figure]) },
  ];
}

/** One figure of a week's bar. */
export interface BarFigure {
  cents: number;
  /** "$1,234.50" */
  amount: string;
  /** 0-100, share of the highest figure of any week; 0 when every week is 0 */
  heightPercent: number;
}

export interface RevenueBar {
  /** 'YYYY-MM-DD' (Sunday) */
  weekStart: string;
  /** "Mar 1" */
  label: string;
  /** Money received in the week (payments minus refunds). */
  received: BarFigure;
  /** The booked value of the bookings made in the week. */
  booked: BarFigure;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function weekLabel(weekStart: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(weekStart);
  if (!match) return weekStart;
  return `${MONTHS[Number(match[2]) - 1] ?? match[2]} ${Number(match[3])}`;
}

export function revenueBars(weeks: StatsResponse['weeklyRevenue'] | undefined): RevenueBar[] {
  const list = (weeks ?? []).map((week) => ({
    weekStart: week.weekStart,
    received: Math.max(0, dollarsToCents(week.received)),
    booked: Math.max(0, dollarsToCents(week.revenue)),
  }));
  const max = list.reduce((highest, week) => Math.max(highest, week.received, week.booked), 0);
  const figure = (cents: number): BarFigure => ({
    cents,
    amount: formatUsd(cents),
    heightPercent: max === 0 ? 0 : Math.round((cents / max) * 1000) / 10,
  });
  return list.map((week) => ({ weekStart: week.weekStart, label: weekLabel(week.weekStart), received: figure(week.received), booked: figure(week.booked) }));
}
