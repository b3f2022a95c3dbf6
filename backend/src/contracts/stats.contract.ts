import { z } from 'zod';
import { STATS_PERIOD_KEYS } from '../domain/stats-periods.js';
import { Dollars, Instant, LocalDate } from './wire.js';

// The owner's dashboard figures (backend/src/stats/stats.controller.ts). A booking counts in the period in which
// it was made; revenue is the booked value (the price of bookings that are not cancelled and not an unpaid hold, plus
// the fees cancelled ones kept or were paid since); received is money: payments received minus refunds, by the instant
// of each; owed is the cancellation fees no payment covered and not paid yet: due, not received, in neither figure.

const StatsTotals = z
  .strictObject({
    all: z.number().int(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  })
  .meta({ id: 'StatsTotals' });

const StatsPeriod = z
  .strictObject({
    from: Instant,
    to: Instant.describe('exclusive; now'),
    totals: StatsTotals,
    revenue: Dollars.describe('booked value'),
    received: Dollars.describe('payments received in the period minus refunds made in it'),
    owed: Dollars.describe('cancellation fees of the bookings made in the period that no payment covered, not paid yet'),
  })
  .meta({ id: 'StatsPeriod' });
export type StatsPeriod = z.infer<typeof StatsPeriod>;

/** GET /api/stats */
export const StatsResponse = z
  .strictObject({
    totals: StatsTotals,
    revenue: Dollars.describe('booked value, all time'),
    received: Dollars.describe('money received, all time'),
    owed: Dollars.describe('cancellation fees owed and not paid yet, all time'),
    periods: z
      .record(z.enum(STATS_PERIOD_KEYS), StatsPeriod)
      .describe('last7Days: the 7 × 24 h before now; lastMonth: from one calendar month back; yearToDate: from January 1'),
    weeklyRevenue: z
      .array(z.strictObject({ weekStart: LocalDate.describe("the week's Sunday"), revenue: Dollars.describe('booked value'), received: Dollars }))
      .describe('the last 12 business-local weeks, oldest first; the last one ends now'),
  })
  .meta({ id: 'StatsResponse' });
export type StatsResponse = z.infer<typeof StatsResponse>;
