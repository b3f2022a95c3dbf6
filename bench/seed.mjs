// Bulk data set for `make bench`, written straight to the migrated schema with set-based SQL (seconds, not minutes).
// Two years of one driver's business around today (business-local days in America/Denver):
// - one driver's mixed day: deliveries in the 08:00 and 14:00 windows (at most 3 per window, DELIVERY_WINDOW_CAPACITY,
//   about 70 % of the seats taken), each such window holding the driver for the whole window; between them rides at
//   10:30 and 12:00 and after them one at 16:30 (30-minute rides, held 30 minutes before and after), or on one day
//   in four a 2-hour personal-driver job from 10:30 instead of the two midday rides; about 75 % of these are taken;
//   holds never overlap, as the exclusion constraint demands;
// - cancelled bookings (about a quarter of all) at any time, overlapping whatever they like;
// - plan (subscription) purchases, which occupy no slot, as the rest up to TARGET_BOOKINGS;
// - customers keyed by phone digits, a 'created' history row and two sent mails per booking, a few blackout days.
// Seeded ids start with 'bk_seed_' and references with 'Z' plus digits, which newReference() never draws.

export const TARGET_BOOKINGS = 50_000;
const CUSTOMERS = 8_000;
const CANCELLED = 12_500;
const ZONE = 'America/Denver';

const PLAN_SQL = `
  CREATE TEMP TABLE seed_plan AS
  WITH today AS (SELECT (now() AT TIME ZONE '${ZONE}')::date AS day),
  days AS (
    SELECT d::date AS day, (hashtext(d::date::text) & 3) = 0 AS chauffeur_day
      FROM today, generate_series(today.day - 365, today.day + 365, interval '1 day') d
  ),
  driver_slots AS (
    SELECT day, 'ride' AS service_type, start_local, interval '30 minutes' AS length
      FROM days, unnest(ARRAY[time '10:30', time '12:00']) start_local WHERE NOT chauffeur_day
    UNION ALL
    SELECT day, 'chauffeur', time '10:30', interval '2 hours' FROM days WHERE chauffeur_day
    UNION ALL
    SELECT day, 'ride', time '16:30', interval '30 minutes' FROM days
  ),
  delivery_seats AS (
    SELECT day, 'delivery' AS service_type, start_local, interval '2 hours' AS length
      FROM days, unnest(ARRAY[time '08:00', time '14:00']) start_local, generate_series(1, 3) seat
  ),
  live AS (
    SELECT *, false AS cancelled FROM driver_slots WHERE random() < 0.75
    UNION ALL
    SELECT *, false FROM delivery_seats WHERE random() < 0.70
  ),
  cancelled AS (
    SELECT today.day - 365 + floor(random() * 731)::int AS day,
           CASE WHEN random() < 0.6 THEN 'ride' ELSE 'delivery' END AS service_type,
           random() AS r
      FROM today, generate_series(1, ${CANCELLED})
  ),
  cancelled_slots AS (
    SELECT day, service_type,
           CASE WHEN service_type = 'ride' THEN time '08:00' + floor(r * 36) * interval '15 minutes'
                ELSE time '08:00' + floor(r * 5) * interval '2 hours' END AS start_local,
           CASE WHEN service_type = 'ride' THEN interval '30 minutes' ELSE interval '2 hours' END AS length,
           true AS cancelled
      FROM cancelled
  ),
  dated AS (
    SELECT service_type, cancelled, day,
           to_char(start_local, 'HH24:MI') AS service_time,
           (day + start_local) AT TIME ZONE '${ZONE}' AS starts_at,
           (day + start_local + length) AT TIME ZONE '${ZONE}' AS ends_at
      FROM (SELECT * FROM live UNION ALL SELECT * FROM cancelled_slots) s
  )
  SELECT service_type, cancelled, day AS service_date, service_time, starts_at, ends_at,
         CASE WHEN service_type IN ('ride', 'chauffeur')
              THEN tstzrange(starts_at - interval '30 minutes', ends_at + interval '30 minutes', '[)')
              WHEN service_type = 'delivery' THEN tstzrange(starts_at, ends_at, '[)') END AS driver_hold,
         CASE WHEN service_type = 'delivery' THEN starts_at END AS delivery_window_start
    FROM dated`;

const PLANS_SQL = `
  INSERT INTO seed_plan (service_type, cancelled, starts_at)
  SELECT 'subscription', false, now() - interval '365 days' + random() * interval '730 days'
    FROM generate_series(1, greatest(0, ${TARGET_BOOKINGS} - (SELECT count(*) FROM seed_plan)))`;

const CUSTOMERS_SQL = `
  INSERT INTO customers (phone_digits, phone, full_name, email, created_at, updated_at)
  SELECT '801' || lpad(i::text, 7, '0'),
         '(801) ' || substr(lpad(i::text, 7, '0'), 1, 3) || '-' || substr(lpad(i::text, 7, '0'), 4, 4),
         'Customer ' || i, 'customer' || i || '@example.com', now() - interval '400 days', now() - interval '400 days'
    FROM generate_series(1, ${CUSTOMERS}) i`;

// Rows go in roughly in booking order (by service time), as a live table fills.
const BOOKINGS_SQL = `
  INSERT INTO bookings (id, reference, status, service_type, service_details, pickup_location, destination_location, service_date, service_time,
                        starts_at, ends_at, driver_hold, delivery_window_start, distance_miles, total_cents, price_breakdown,
                        full_name, email, phone, phone_digits, customer_id, payment_status, payment_method, payment_processed_at,
                        cancelled_at, cancelled_by, cancelled_reason, created_at, updated_at)
  SELECT 'bk_seed_' || p.n, 'Z' || lpad(p.n::text, 6, '0'),
         CASE WHEN p.cancelled THEN 'cancelled'
              WHEN p.service_type = 'subscription' THEN 'confirmed'
              WHEN p.starts_at < now() THEN 'completed'
              WHEN p.n % 5 = 0 THEN 'pending' ELSE 'confirmed' END,
         p.service_type,
         CASE p.service_type
           WHEN 'ride' THEN '{"passengers": 2, "luggage": "none", "needsRoofRack": "no"}'::jsonb
           WHEN 'chauffeur' THEN '{"passengers": 2, "hours": 2, "needsRoofRack": "no", "itinerary": "Errands in town", "termsAgreed": true}'::jsonb
           WHEN 'delivery' THEN '{"packageSize": "medium", "packageWeight": "light", "perishable": "no", "needsCooler": "no"}'::jsonb
           ELSE '{"planType": "basic", "frequency": "monthly", "addressesVary": false, "isNonRefundable": true}'::jsonb END,
         '2350 Wall Ave, Ogden, UT 84401, USA', '3848 Harrison Blvd, Ogden, UT 84408, USA',
         p.service_date, p.service_time,
         CASE WHEN p.service_type <> 'subscription' THEN p.starts_at END, p.ends_at, p.driver_hold, p.delivery_window_start,
         3.2, t.total_cents, jsonb_build_array(jsonb_build_object('label', 'Base fare', 'amountCents', t.total_cents)),
         c.full_name, c.email, c.phone, c.phone_digits, c.id,
         CASE WHEN p.cancelled OR (p.service_type <> 'subscription' AND p.starts_at >= now() AND p.n % 5 = 0) THEN 'unpaid' ELSE 'paid' END,
         CASE WHEN NOT p.cancelled AND NOT (p.service_type <> 'subscription' AND p.starts_at >= now() AND p.n % 5 = 0) THEN 'card' END,
         CASE WHEN NOT p.cancelled AND NOT (p.service_type <> 'subscription' AND p.starts_at >= now() AND p.n % 5 = 0) THEN p.starts_at - interval '3 days' END,
         CASE WHEN p.cancelled THEN p.starts_at - interval '2 days' END,
         CASE WHEN p.cancelled THEN 'customer' END,
         CASE WHEN p.cancelled THEN 'customer-request' END,
         p.starts_at - interval '5 days', p.starts_at - interval '5 days'
    FROM (SELECT row_number() OVER (ORDER BY starts_at) AS n, * FROM seed_plan) p
    CROSS JOIN LATERAL (SELECT CASE p.service_type WHEN 'ride' THEN 2000 WHEN 'delivery' THEN 3000 WHEN 'chauffeur' THEN 12000 ELSE 18000 END
                               + (p.n % 7) * 250 AS total_cents) t
    JOIN customers c ON c.phone_digits = '801' || lpad((1 + p.n % ${CUSTOMERS})::text, 7, '0')
   ORDER BY p.n`;

const HISTORY_SQL = `
  INSERT INTO booking_history (booking_id, at, actor, action, changes)
  SELECT id, created_at, 'customer', 'created', jsonb_build_object('status', 'pending', 'totalCents', total_cents) FROM bookings
  UNION ALL
  SELECT id, cancelled_at, 'customer', 'cancelled', '{"status": {"from": "confirmed", "to": "cancelled"}}'::jsonb FROM bookings WHERE status = 'cancelled'`;

const MAILS_SQL = `
  INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, booking_id, dedupe_key, status, attempts, next_attempt_at, sent_at, created_at)
  SELECT m.kind, CASE m.kind WHEN 'booking-received' THEN b.email ELSE 'owner@example.com' END,
         'Booking 254-' || b.reference, 'Booking 254-' || b.reference || ' received.', '<p>Booking 254-' || b.reference || ' received.</p>',
         b.id, m.kind || ':' || b.id, 'sent', 1, b.created_at, b.created_at + interval '5 seconds', b.created_at
    FROM bookings b CROSS JOIN (VALUES ('booking-received'), ('booking-new-owner')) m(kind)`;

// Every 37th day from today+5 (the contended booking day is today+21, which stays open).
const BLACKOUTS_SQL = `
  INSERT INTO blackouts (starts_at, ends_at, reason)
  SELECT (d + time '00:00') AT TIME ZONE '${ZONE}', (d + 1 + time '00:00') AT TIME ZONE '${ZONE}', 'Day off'
    FROM (SELECT (now() AT TIME ZONE '${ZONE}')::date + 5 + 37 * j AS d FROM generate_series(-10, 9) j) days`;

/** Seeds the data set with one client; returns row counts. */
export async function seed(client) {
  await client.query('SELECT setseed(0.42)');
  await client.query('BEGIN');
  await client.query(PLAN_SQL);
  await client.query(PLANS_SQL);
  await client.query(CUSTOMERS_SQL);
  await client.query(BOOKINGS_SQL);
  await client.query(HISTORY_SQL);
  await client.query(MAILS_SQL);
  await client.query(BLACKOUTS_SQL);
  await client.query('DROP TABLE seed_plan');
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE');
  const { rows } = await client.query(`
    SELECT (SELECT count(*) FROM bookings)::int AS bookings,
           (SELECT count(*) FROM bookings WHERE status = 'cancelled')::int AS cancelled,
           (SELECT count(*) FROM bookings WHERE driver_hold IS NOT NULL AND status <> 'cancelled')::int AS live_driver_holds,
           (SELECT count(*) FROM bookings WHERE delivery_window_start IS NOT NULL AND status <> 'cancelled')::int AS live_deliveries,
           (SELECT count(*) FROM bookings WHERE service_type = 'subscription')::int AS plans,
           (SELECT count(*) FROM customers)::int AS customers,
           (SELECT count(*) FROM mail_outbox)::int AS mails,
           (SELECT count(*) FROM blackouts)::int AS blackouts`);
  return rows[0];
}
