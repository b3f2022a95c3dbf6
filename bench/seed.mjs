// Bulk data set for `make bench`, written straight to the migrated schema with set-based SQL (seconds, not minutes).
// Two years of one driver's business around today (business-local days in America/Denver):
// - one driver's mixed day across the service area: deliveries in the 08:00 and 14:00 windows (at most 3 per window,
//   DELIVERY_WINDOW_CAPACITY, about 70 % of the seats taken), each such window holding the driver for the whole window;
//   a ride at 11:00 (or, on one day in four, a 2-hour personal-driver job from 11:00) and one at 17:00, rides lasting
//   what their road miles make them (held 30 minutes before and after); about 75 % of these are taken. Holds never
//   overlap, as the exclusion constraint demands;
// - every job's pickup and drop-off drawn from SERVICE_AREA_PLACES (bench/workload.mjs: Logan and Brigham City down to
//   Bountiful and the SLC airport), with the offline engine's road miles: each day's jobs lie around one of them (its
//   hub, within DAY_AREA_MILES where it has neighbours), the 08:00 window's pickups around the home base (the driver
//   leaves it at 07:30); a ride or delivery goes at most RIDE_MAX_MILES, a personal driver starts within its 35 miles
//   and ends where it started. So most, not all, of the seeded drives fit the travel rule (about 1 in 8 consecutive
//   jobs do not; the app never re-checks a booking), and the gaps between the jobs (after the midday ride, the slots
//   left untaken) take a new job from nearby and refuse one from across the area for the drive (TRAVEL_TIME);
// - cancelled bookings (about a quarter of all) at any time and place, overlapping whatever they like;
// - plan (subscription) purchases, which occupy no slot, as the rest up to TARGET_BOOKINGS;
// - customers keyed by phone digits, a 'created' history row and two sent mails per booking, a few blackout days.
// Seeded ids start with 'bk_seed_' and references with 'Z' plus digits, which newReference() never draws.
// Needs a built backend (backend/dist): the road miles and the ride lengths come from the app's own modules.
import { DEFAULT_AVAILABILITY_SETTINGS } from '../backend/dist/domain/availability/availability-settings.js';
import { DEFAULT_GEO_SETTINGS } from '../backend/dist/geo/geo-provider.js';
import { OfflineGeoProvider } from '../backend/dist/geo/offline-geo-provider.js';
import { checkServiceArea } from '../backend/dist/geo/service-area.js';
import { SERVICE_AREA_PLACES } from './workload.mjs';

export const TARGET_BOOKINGS = 50_000;
const CUSTOMERS = 8_000;
const CANCELLED = 12_500;
const ZONE = 'America/Denver';
/** A seeded ride ends within the hour at the ride speed (35 mph, plus 15 minutes loading: 26 miles make 60 minutes). */
const RIDE_MAX_MILES = 26;
/** A day's jobs lie around one place of the area (its hub), so its drives are a driver's day, not criss-crossing it. */
const DAY_AREA_MILES = 10;
const { rideSpeedMph, rideExtraMinutes, slotStepMinutes } = DEFAULT_AVAILABILITY_SETTINGS;

// The places and the road miles between every two of them (0 to itself), as the app's offline engine measures a route.
const PLACES_SQL = `
  CREATE TEMP TABLE seed_places AS
  SELECT (i - 1)::int AS i, address, personal_driver, home_miles
    FROM unnest($1::text[], $2::bool[], $3::float8[]) WITH ORDINALITY AS p(address, personal_driver, home_miles, i)`;
const MILES_SQL = `
  CREATE TEMP TABLE seed_miles AS
  SELECT a, b, miles FROM unnest($1::int[], $2::int[], $3::float8[]) AS m(a, b, miles)`;

const PLAN_SQL = `
  CREATE TEMP TABLE seed_plan AS
  WITH today AS (SELECT (now() AT TIME ZONE '${ZONE}')::date AS day),
  days AS (
    SELECT d::date AS day, (hashtext(d::date::text) & 3) = 0 AS chauffeur_day, floor(random() * ${SERVICE_AREA_PLACES.length})::int AS hub
      FROM today, generate_series(today.day - 365, today.day + 365, interval '1 day') d
  ),
  driver_slots AS (
    SELECT day, hub, 'ride' AS service_type, time '11:00' AS start_local FROM days WHERE NOT chauffeur_day
    UNION ALL
    SELECT day, hub, 'chauffeur', time '11:00' FROM days WHERE chauffeur_day
    UNION ALL
    SELECT day, hub, 'ride', time '17:00' FROM days
  ),
  delivery_seats AS (
    SELECT day, hub, 'delivery' AS service_type, start_local
      FROM days, unnest(ARRAY[time '08:00', time '14:00']) start_local, generate_series(1, 3) seat
  ),
  live AS (
    SELECT *, false AS cancelled FROM driver_slots WHERE random() < 0.75
    UNION ALL
    SELECT *, false FROM delivery_seats WHERE random() < 0.70
  ),
  cancelled AS (
    SELECT today.day - 365 + floor(random() * 731)::int AS day, floor(random() * ${SERVICE_AREA_PLACES.length})::int AS hub,
           CASE WHEN random() < 0.6 THEN 'ride' ELSE 'delivery' END AS service_type,
           random() AS r
      FROM today, generate_series(1, ${CANCELLED})
  ),
  cancelled_slots AS (
    SELECT day, hub, service_type,
           CASE WHEN service_type = 'ride' THEN time '08:00' + floor(r * 36) * interval '15 minutes'
                ELSE time '08:00' + floor(r * 5) * interval '2 hours' END AS start_local,
           true AS cancelled
      FROM cancelled
  ),
  -- A day's places: any within DAY_AREA_MILES of its hub, at random, else the nearest one the job may have. A pickup (a
  -- personal driver's within its own area; the 08:00 window's around the home base, where the driver starts at 07:30),
  -- then a drop-off other than it at most RIDE_MAX_MILES away (a personal driver's: the pickup).
  placed AS (
    SELECT s.*, pickup.i AS pickup, drop_off.b AS drop_off, drop_off.miles
      FROM (SELECT * FROM live UNION ALL SELECT * FROM cancelled_slots) s
      CROSS JOIN LATERAL (SELECT CASE WHEN s.service_type = 'delivery' AND s.start_local = time '08:00' AND NOT s.cancelled
                                      THEN (SELECT i FROM seed_places ORDER BY home_miles LIMIT 1) ELSE s.hub END AS hub) first
      CROSS JOIN LATERAL (SELECT h.b AS i FROM seed_miles h JOIN seed_places p ON p.i = h.b
                           WHERE h.a = first.hub AND (p.personal_driver OR s.service_type <> 'chauffeur')
                           ORDER BY greatest(h.miles, ${DAY_AREA_MILES}), random() LIMIT 1) pickup
      CROSS JOIN LATERAL (SELECT m.b, m.miles FROM seed_miles m JOIN seed_miles h ON h.a = s.hub AND h.b = m.b
                           WHERE m.a = pickup.i
                             AND CASE s.service_type WHEN 'chauffeur' THEN m.b = m.a ELSE m.b <> m.a AND m.miles <= ${RIDE_MAX_MILES} END
                           ORDER BY greatest(h.miles, ${DAY_AREA_MILES}), random() LIMIT 1) drop_off
  ),
  dated AS (
    SELECT service_type, cancelled, day, pickup, drop_off,
           CASE WHEN service_type = 'chauffeur' THEN 0 ELSE miles END AS distance_miles,
           to_char(start_local, 'HH24:MI') AS service_time,
           (day + start_local) AT TIME ZONE '${ZONE}' AS starts_at,
           -- estimateServiceMinutes: a ride's road miles at the ride speed plus loading, rounded up to the slot step.
           (day + start_local + CASE service_type
                                  WHEN 'ride' THEN make_interval(mins => (ceil((miles / ${rideSpeedMph} * 60 + ${rideExtraMinutes}) / ${slotStepMinutes} - 1e-9) * ${slotStepMinutes})::int)
                                  ELSE interval '2 hours' END) AT TIME ZONE '${ZONE}' AS ends_at
      FROM placed
  )
  SELECT service_type, cancelled, day AS service_date, service_time, starts_at, ends_at,
         CASE WHEN service_type IN ('ride', 'chauffeur')
              THEN tstzrange(starts_at - interval '30 minutes', ends_at + interval '30 minutes', '[)')
              WHEN service_type = 'delivery' THEN tstzrange(starts_at, ends_at, '[)') END AS driver_hold,
         CASE WHEN service_type = 'delivery' THEN starts_at END AS delivery_window_start,
         pl.address AS pickup_location, dl.address AS destination_location, distance_miles
    FROM dated
    JOIN seed_places pl ON pl.i = dated.pickup
    JOIN seed_places dl ON dl.i = dated.drop_off`;

// Plans name two places of the area (their rides are booked one by one later).
const PLANS_SQL = `
  INSERT INTO seed_plan (service_type, cancelled, starts_at, pickup_location, destination_location, distance_miles)
  SELECT 'subscription', false, now() - interval '365 days' + random() * interval '730 days', m.pickup_location, m.destination_location, m.miles
    FROM generate_series(1, greatest(0, ${TARGET_BOOKINGS} - (SELECT count(*) FROM seed_plan))) n
    CROSS JOIN LATERAL (SELECT pl.address AS pickup_location, dl.address AS destination_location, seed_miles.miles
                          FROM seed_miles JOIN seed_places pl ON pl.i = a JOIN seed_places dl ON dl.i = b
                         WHERE a <> b AND n > 0 ORDER BY random() LIMIT 1) m`;

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
         p.pickup_location, p.destination_location,
         p.service_date, p.service_time,
         CASE WHEN p.service_type <> 'subscription' THEN p.starts_at END, p.ends_at, p.driver_hold, p.delivery_window_start,
         p.distance_miles, t.total_cents, jsonb_build_array(jsonb_build_object('label', 'Base fare', 'amountCents', t.total_cents)),
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
  INSERT INTO booking_history (booking_id, at, actor, action, changes, notified_at)
  SELECT id, created_at, 'customer', 'created', jsonb_build_object('status', 'pending', 'totalCents', total_cents), created_at FROM bookings
  UNION ALL
  SELECT id, cancelled_at, 'customer', 'cancelled', '{"status": {"from": "confirmed", "to": "cancelled"}}'::jsonb, cancelled_at FROM bookings WHERE status = 'cancelled'`;

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
  const { places, miles } = await servicePlaces();
  await client.query(PLACES_SQL, [places.map((place) => place.address), places.map((place) => place.personalDriver), places.map((place) => place.homeMiles)]);
  await client.query(MILES_SQL, [miles.map((pair) => pair.a), miles.map((pair) => pair.b), miles.map((pair) => pair.miles)]);
  await client.query(PLAN_SQL);
  await client.query(PLANS_SQL);
  await client.query(CUSTOMERS_SQL);
  await client.query(BOOKINGS_SQL);
  await client.query(HISTORY_SQL);
  await client.query(MAILS_SQL);
  await client.query(BLACKOUTS_SQL);
  await client.query('DROP TABLE seed_plan, seed_miles, seed_places');
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

/** SERVICE_AREA_PLACES (index = position), whether a personal driver may start at each, and the offline engine's road miles from the home base and between every two. */
async function servicePlaces() {
  const geo = new OfflineGeoProvider(DEFAULT_GEO_SETTINGS.roadFactor);
  const points = await Promise.all(
    SERVICE_AREA_PLACES.map(async (address) => {
      const point = await geo.locate(address);
      if (!point) throw new Error(`the offline gazetteer cannot place ${address}`);
      return point;
    }),
  );
  const places = await Promise.all(
    SERVICE_AREA_PLACES.map(async (address, i) => ({
      address,
      personalDriver: checkServiceArea({ pickup: points[i], destination: points[i], serviceType: 'chauffeur' }, DEFAULT_GEO_SETTINGS).withinServiceArea,
      homeMiles: (await geo.roadDistance(DEFAULT_GEO_SETTINGS.homeBase, points[i])).miles,
    })),
  );
  const pairs = points.flatMap((_, a) => points.map((_, b) => ({ a, b })));
  const miles = await Promise.all(pairs.map(async ({ a, b }) => ({ a, b, miles: a === b ? 0 : (await geo.roadDistance(points[a], points[b])).miles })));
  return { places, miles };
}
