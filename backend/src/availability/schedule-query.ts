// The schedule query's plain parts: its SQL, the range it reads and how its rows become an ExistingSchedule. No
// framework: AvailabilityService runs it through TypeORM's pool, and the bench's raw server runs the same.
import type { ExistingSchedule } from '../domain/availability/availability-rules.js';
import type { DriverJob } from '../domain/availability/travel-rules.js';
import { addDaysToLocalDate, instantToZonedWallTime, isValidLocalDate, localDayBoundsUtc, type InstantRange } from '../domain/business-time.js';

/** How far ahead the next free slot is searched when the asked one is taken. */
export const NEXT_AVAILABLE_SEARCH_DAYS = 14;

/**
 * Taken in a booking's transaction before its checks: one booking of a business day at a time ($1: 'YYYY-MM-DD'), so
 * the drives between the day's jobs and a delivery window's count are judged against every booking committed before it.
 */
export const DRIVER_DAY_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtextextended('driver-day:' || $1, 0))`;

/** The name it is prepared under, once per pooled connection. */
export const SCHEDULE_STATEMENT = 'availability_schedule';

/**
 * Live driver holds of rides and personal-driver jobs overlapping [$1, $2), the delivery windows starting in it
 * (each with its end and its count of deliveries: a window with deliveries holds the driver), and the owner's blackouts,
 * in one round trip. Jobs come with the service's own start and end and their places (pickups, drop-offs; a personal
 * driver without a destination ends at the pickup) for the travel rule. Instants come back as epoch milliseconds
 * (float8): a busy fortnight is ~200 rows, and parsing their timestamptz text was the largest cost of a check once the
 * search itself was fast.
 */
export const SCHEDULE_SQL = `SELECT 'hold' AS kind, (extract(epoch FROM lower(driver_hold)) * 1000)::float8 AS starts, (extract(epoch FROM upper(driver_hold)) * 1000)::float8 AS ends, 1 AS n,
              (extract(epoch FROM starts_at) * 1000)::float8 AS job_starts, (extract(epoch FROM ends_at) * 1000)::float8 AS job_ends,
              ARRAY[pickup_location] AS pickups, ARRAY[coalesce(nullif(destination_location, ''), pickup_location)] AS drop_offs
         FROM bookings
        WHERE driver_hold IS NOT NULL AND delivery_window_start IS NULL AND status <> 'cancelled' AND driver_hold && tstzrange($1, $2)
          AND id IS DISTINCT FROM $3
       UNION ALL
       SELECT 'window', (extract(epoch FROM delivery_window_start) * 1000)::float8, (extract(epoch FROM max(ends_at)) * 1000)::float8, count(*)::int,
              NULL, NULL, array_agg(DISTINCT pickup_location), array_agg(DISTINCT coalesce(nullif(destination_location, ''), pickup_location))
         FROM bookings
        WHERE delivery_window_start IS NOT NULL AND status <> 'cancelled' AND delivery_window_start >= $1 AND delivery_window_start < $2
          AND id IS DISTINCT FROM $3
        GROUP BY delivery_window_start
       UNION ALL
       SELECT 'blackout', (extract(epoch FROM starts_at) * 1000)::float8, (extract(epoch FROM ends_at) * 1000)::float8, 1, NULL, NULL, NULL, NULL
         FROM blackouts
        WHERE tstzrange(starts_at, ends_at) && tstzrange($1, $2)`;

export interface ScheduleRow {
  kind: 'hold' | 'window' | 'blackout';
  starts: number;
  ends: number;
  n: number;
  /** A ride's or personal driver's service start and end (a window's are `starts`/`ends`); null otherwise. */
  job_starts: number | null;
  job_ends: number | null;
  pickups: string[] | null;
  drop_offs: string[] | null;
}

/** The day a search starts from: the asked date, or today when it is not a date (the rules then refuse it). */
export function searchStartDate(date: string, now: Date, zone: string): string {
  return isValidLocalDate(date) ? date : instantToZonedWallTime(now, zone).date;
}

/** The instants read for a search from `first`: the day before (holds reaching over midnight) through the horizon. */
export function scheduleQueryRange(first: string, zone: string): { from: Date; to: Date } {
  return {
    from: localDayBoundsUtc(addDaysToLocalDate(first, -1), zone).start,
    to: localDayBoundsUtc(addDaysToLocalDate(first, NEXT_AVAILABLE_SEARCH_DAYS + 1), zone).end,
  };
}

export function scheduleFromRows(rows: readonly ScheduleRow[]): ExistingSchedule {
  const driverHolds: InstantRange[] = [];
  const deliveryCountsByWindowStart = new Map<number, number>();
  const deliveryHolds: InstantRange[] = [];
  const blackouts: InstantRange[] = [];
  const jobs: DriverJob[] = [];
  for (const row of rows) {
    const range = { start: new Date(row.starts), end: new Date(row.ends) };
    if (row.kind === 'blackout') {
      blackouts.push(range);
      continue;
    }
    const places = { pickups: row.pickups ?? [], dropOffs: row.drop_offs ?? [] };
    if (row.kind === 'window') {
      deliveryCountsByWindowStart.set(Math.trunc(row.starts), row.n);
      deliveryHolds.push(range);
      jobs.push({ ...range, ...places, kind: 'deliveries' });
    } else {
      driverHolds.push(range);
      jobs.push({ start: new Date(row.job_starts ?? row.starts), end: new Date(row.job_ends ?? row.ends), ...places, kind: 'trip' });
    }
  }
  jobs.sort((a, b) => a.start.getTime() - b.start.getTime());
  return { driverHolds, deliveryCountsByWindowStart, deliveryHolds, blackouts, jobs };
}
