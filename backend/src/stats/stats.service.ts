import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { centsToDollars } from '../domain/money.js';
import { recentWeeks, statsPeriods, type StatsPeriodKey } from '../domain/stats-periods.js';
import type { StatsPeriod, StatsResponse } from '../contracts/stats.contract.js';

interface PeriodRow {
  period: string;
  all: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  revenue_cents: string;
  received_cents: string;
  owed_cents: string;
}

/**
 * The dashboard's figures, counted by PostgreSQL. A booking belongs to the period in which it was made
 * (created_at), so plan purchases without a date count too. Two kinds of money:
 * - received: money that came in (the payments ledger, by the instant each was received) minus the refunds
 *   made or on their way (by the instant each was asked for). A cancellation's kept fee stays counted: only
 *   the refunded part of its payment leaves.
 * - booked (`revenue`): the price (total_cents) of bookings that are in (not cancelled, and not an unpaid
 *   hold still waiting for the card; hold_expires_at is cleared once paid), plus the fee a cancelled one kept or
 *   was paid since: a fee is revenue only once collected.
 * And owed: cancellation fees no payment covered and not paid yet (an amount due, in neither figure until paid).
 */
@Injectable()
export class StatsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async figures(): Promise<StatsResponse> {
    const now = this.clock.now();
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    const periods = [{ key: 'allTime', start: new Date(0), end: now }, ...statsPeriods(now, zone)];
    const weeks = recentWeeks(now, zone);
    const rows: PeriodRow[] = await this.dataSource.query(
      `SELECT p.period,
              count(b.id)::int AS "all",
              (count(b.id) FILTER (WHERE b.status = 'pending'))::int AS pending,
              (count(b.id) FILTER (WHERE b.status = 'confirmed'))::int AS confirmed,
              (count(b.id) FILTER (WHERE b.status = 'completed'))::int AS completed,
              (count(b.id) FILTER (WHERE b.status = 'cancelled'))::int AS cancelled,
              coalesce(sum(b.total_cents) FILTER (WHERE b.status <> 'cancelled' AND b.hold_expires_at IS NULL), 0)::bigint
                + coalesce(sum(b.cancellation_fee_cents - b.cancellation_fee_owed_cents) FILTER (WHERE b.status = 'cancelled'), 0)::bigint AS revenue_cents,
              coalesce(sum(b.cancellation_fee_owed_cents) FILTER (WHERE b.status = 'cancelled'), 0)::bigint AS owed_cents,
              (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE received_at >= p.starts AND received_at < p.ends)::bigint
                - (SELECT coalesce(sum(amount_cents), 0) FROM refunds WHERE status <> 'failed' AND requested_at >= p.starts AND requested_at < p.ends)::bigint
                AS received_cents
         FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS p(period, starts, ends)
         LEFT JOIN bookings b ON b.created_at >= p.starts AND b.created_at < p.ends
        GROUP BY p.period, p.starts, p.ends`,
      [
        [...periods.map((p) => p.key), ...weeks.map((w) => `week:${w.weekStart}`)],
        [...periods.map((p) => p.start), ...weeks.map((w) => w.start)],
        [...periods.map((p) => p.end), ...weeks.map((w) => w.end)],
      ],
    );
    const byPeriod = new Map(rows.map((row) => [row.period, row]));
    const summary = (key: string, range: { start: Date; end: Date }): StatsPeriod => {
      const row = byPeriod.get(key)!;
      return {
        from: range.start.toISOString(),
        to: range.end.toISOString(),
        totals: { all: row.all, pending: row.pending, confirmed: row.confirmed, completed: row.completed, cancelled: row.cancelled },
        revenue: centsToDollars(Number(row.revenue_cents)),
        received: centsToDollars(Number(row.received_cents)),
        owed: centsToDollars(Number(row.owed_cents)),
      };
    };
    const [allTime, ...rest] = periods;
    return {
      totals: summary('allTime', allTime).totals,
      revenue: centsToDollars(Number(byPeriod.get('allTime')!.revenue_cents)),
      received: centsToDollars(Number(byPeriod.get('allTime')!.received_cents)),
      owed: centsToDollars(Number(byPeriod.get('allTime')!.owed_cents)),
      periods: Object.fromEntries(rest.map((period) => [period.key, summary(period.key, period)])) as Record<StatsPeriodKey, StatsPeriod>,
      weeklyRevenue: weeks.map((week) => ({
        weekStart: week.weekStart,
        revenue: centsToDollars(Number(byPeriod.get(`week:${week.weekStart}`)!.revenue_cents)),
        received: centsToDollars(Number(byPeriod.get(`week:${week.weekStart}`)!.received_cents)),
      })),
    };
  }
}
