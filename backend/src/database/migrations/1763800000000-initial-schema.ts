import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owner account, customers, bookings and the session store.
 * The one-driver rule lives here: live driver holds may not overlap (exclusion constraint on a tstzrange),
 * so concurrent requests cannot double-book even if application checks race.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE admin_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        phone_digits text NOT NULL UNIQUE CHECK (phone_digits ~ '^[0-9]{10,15}$'),
        phone text NOT NULL,
        full_name text NOT NULL,
        email text NOT NULL,
        notes text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE bookings (
        id text PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled')),
        service_type text NOT NULL CHECK (service_type IN ('delivery', 'ride', 'chauffeur', 'subscription')),
        service_details jsonb NOT NULL,
        pickup_location text NOT NULL,
        destination_location text NOT NULL,
        service_date date,
        service_time text CHECK (service_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
        starts_at timestamptz,
        ends_at timestamptz,
        driver_hold tstzrange,
        delivery_window_start timestamptz,
        distance_miles numeric(8,1) NOT NULL CHECK (distance_miles >= 0),
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        price_breakdown jsonb NOT NULL DEFAULT '[]',
        full_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        phone_digits text NOT NULL,
        customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
        notes text NOT NULL DEFAULT '',
        payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid', 'not-required')),
        idempotency_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bookings_driver_hold_needs_driver CHECK (driver_hold IS NULL OR service_type IN ('ride', 'chauffeur')),
        CONSTRAINT bookings_no_overlapping_driver_holds
          EXCLUDE USING gist (driver_hold WITH &&) WHERE (driver_hold IS NOT NULL AND status <> 'cancelled')
      )`);
    await db.query(`CREATE INDEX bookings_starts_at_idx ON bookings (starts_at) WHERE status <> 'cancelled'`);
    await db.query(
      `CREATE INDEX bookings_delivery_window_idx ON bookings (delivery_window_start) WHERE delivery_window_start IS NOT NULL AND status <> 'cancelled'`,
    );
    await db.query(`CREATE INDEX bookings_phone_digits_idx ON bookings (phone_digits)`);
    await db.query(`CREATE INDEX bookings_created_at_idx ON bookings (created_at)`);
    // Session store for connect-pg-simple (express-session); the layout is the package's own table.sql.
    await db.query(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await db.query(`CREATE INDEX session_expire_idx ON session (expire)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE session');
    await db.query('DROP TABLE bookings');
    await db.query('DROP TABLE customers');
    await db.query('DROP TABLE admin_users');
  }
}
