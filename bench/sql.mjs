// SQL shared by the raw server, the EXPLAIN report and the drift check in run.mjs. Each statement is copied from
// the app; run.mjs compares them with the compiled app (backend/dist) and warns when the app's text has moved on.
import { readFileSync } from 'node:fs';

/** availability/schedule-query.ts: driver holds of rides and personal-driver jobs, delivery windows (end and count) and blackouts of a 16-day range,
 * as epoch milliseconds, with each job's service start and end and its pickups and drop-offs for the travel rule; both servers run it as the
 * named prepared statement 'availability_schedule'. */
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

/** availability/schedule-query.ts, taken by AvailabilityService.assertBookable in every scheduled booking's transaction before it
 * loads the schedule: one booking of a business day ($1: 'YYYY-MM-DD') at a time, so a window's count and the drives between the
 * day's jobs are judged against every booking committed before it. */
export const DRIVER_DAY_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtextextended('driver-day:' || $1, 0))`;

/** CustomersService.upsertFromBooking. */
export const CUSTOMER_UPSERT_SQL = `INSERT INTO customers (phone_digits, phone, full_name, email, language)
       VALUES ($1, $2, $3, $4, COALESCE($5::text, 'en'))
       ON CONFLICT (phone_digits) DO UPDATE
         SET phone = EXCLUDED.phone, full_name = EXCLUDED.full_name, email = COALESCE(NULLIF(EXCLUDED.email, ''), customers.email),
             language = COALESCE($5::text, customers.language), updated_at = now()
       RETURNING id, language`;

/** recordBookingHistory. */
export const HISTORY_SQL = `INSERT INTO booking_history (booking_id, at, actor, action, changes) VALUES ($1, $2, $3, $4, $5)`;

/** MailOutboxService.enqueue. */
export const MAIL_SQL = `INSERT INTO mail_outbox (channel, kind, to_address, subject, text_body, html_body, booking_id, dedupe_key, status, attempts, next_attempt_at, created_at, calendar_event)
       VALUES ('mail', $1, $2, $3, $4, $5, $6, $7, 'queued', 0, $8, $8, $9)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`;

/** countHit (common/rate-limit.ts): the per-client request limits (create-booking, the lookups), counted before the handler. */
export const RATE_LIMIT_HIT_SQL = `INSERT INTO rate_limit_hits (bucket, client, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`;

/** assertMayHoldAnother (bookings/unpaid-hold-limit.ts): the client's keys locked, then every live unpaid hold read (compared in code). */
export const HOLD_LOCK_SQL = 'SELECT pg_advisory_xact_lock(key) FROM unnest($1::bigint[]) AS key';
export const LIVE_HOLDS_SQL = `SELECT client_address AS "clientAddress", email, phone_digits AS "phoneDigits"
       FROM bookings
      WHERE status = 'pending' AND payment_status = 'unpaid' AND hold_expires_at IS NOT NULL AND hold_expires_at > $1`;

/** The booking row as BookingsService writes it (TypeORM builds its own INSERT; these are the columns it sets). */
export const BOOKING_INSERT_SQL = `INSERT INTO bookings (id, reference, status, service_type, service_details, pickup_location, destination_location, service_date, service_time,
                           starts_at, ends_at, driver_hold, delivery_window_start, distance_miles, total_cents, price_breakdown, discount_cents,
                           full_name, email, phone, phone_digits, customer_id, payment_status, hold_expires_at, client_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25)
     RETURNING created_at, updated_at`;

const COPIES = [
  ['schedule query', SCHEDULE_SQL, 'availability/schedule-query.js'],
  ['driver-day lock', DRIVER_DAY_LOCK_SQL, 'availability/schedule-query.js'],
  ['customer upsert', CUSTOMER_UPSERT_SQL, 'customers/customers.service.js'],
  ['history insert', HISTORY_SQL, 'bookings/booking-history.js'],
  ['mail outbox insert', MAIL_SQL, 'mail/mail-outbox.service.js'],
  ['rate-limit hit', RATE_LIMIT_HIT_SQL, 'common/rate-limit.js'],
  ['unpaid-hold lock', HOLD_LOCK_SQL, 'bookings/unpaid-hold-limit.js'],
  ['live unpaid holds', LIVE_HOLDS_SQL, 'bookings/unpaid-hold-limit.js'],
];

const squash = (text) => text.replace(/\s+/g, ' ').trim();

/** Names of copied statements no longer found verbatim (whitespace aside) in the compiled app. */
export function driftedStatements(distDir) {
  return COPIES.filter(([, sql, file]) => !squash(readFileSync(`${distDir}/${file}`, 'utf8')).includes(squash(sql))).map(([name]) => name);
}
