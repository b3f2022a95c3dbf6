import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount and subscription codes, and which code a booking used. Usage counters are updated in the
 * booking's transaction under a row lock, so a single-use code cannot be spent twice concurrently.
 */
export class ServiceCodes1764000000000 implements MigrationInterface {
  name = 'ServiceCodes1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE service_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE CHECK (length(code) BETWEEN 1 AND 64),
        description text NOT NULL DEFAULT 'Custom Discount',
        discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'fixed', 'subscription')),
        discount_value numeric(10,2) NOT NULL DEFAULT 0 CHECK (discount_value >= 0),
        usage_limit integer CHECK (usage_limit IS NULL OR usage_limit >= 0),
        usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
        total_rides integer CHECK (total_rides IS NULL OR total_rides >= 0),
        rides_used integer NOT NULL DEFAULT 0 CHECK (rides_used >= 0),
        plan_type text,
        is_active boolean NOT NULL DEFAULT true,
        customer_email text,
        customer_phone_digits text,
        source_booking_id text UNIQUE REFERENCES bookings(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        CONSTRAINT service_codes_usage_within_limit CHECK (usage_limit IS NULL OR usage_count <= usage_limit),
        CONSTRAINT service_codes_rides_within_total CHECK (total_rides IS NULL OR rides_used <= total_rides)
      )`);
    await db.query(`CREATE INDEX service_codes_customer_phone_idx ON service_codes (customer_phone_digits)`);
    await db.query(`
      ALTER TABLE bookings
        ADD COLUMN service_code_id uuid REFERENCES service_codes(id) ON DELETE SET NULL,
        ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE bookings DROP COLUMN discount_cents, DROP COLUMN service_code_id');
    await db.query('DROP TABLE service_codes');
  }
}
