import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's dashboard: a history of every change to a booking, cancellation details, the owner's
 * time off (blackouts, honoured by the availability check), business names on customers, and a small
 * key-value table for settings the owner changes at run time (the calendar feed's token hash).
 */
export class OwnerAdmin1764200000000 implements MigrationInterface {
  name = 'OwnerAdmin1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE booking_history (
        id bigserial PRIMARY KEY,
        booking_id text NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        actor text NOT NULL,
        action text NOT NULL,
        changes jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await db.query(`CREATE INDEX booking_history_booking_idx ON booking_history (booking_id, at)`);

    await db.query(`
      ALTER TABLE bookings
        ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN cancelled_by text,
        ADD COLUMN cancellation_fee_cents integer`);
    // Phone bookings are paid in cash or by invoice.
    await db.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_payment_method_check`);
    await db.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_payment_method_check CHECK (payment_method IN ('card', 'test', 'cash', 'invoice'))`);

    await db.query(`ALTER TABLE customers ADD COLUMN business_name text`);

    await db.query(`
      CREATE TABLE blackouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        reason text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT blackouts_ends_after_start CHECK (ends_at > starts_at)
      )`);
    await db.query(`CREATE INDEX blackouts_range_idx ON blackouts USING gist (tstzrange(starts_at, ends_at))`);

    await db.query(`
      CREATE TABLE app_settings (
        key text PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE app_settings');
    await db.query('DROP TABLE blackouts');
    await db.query('ALTER TABLE customers DROP COLUMN business_name');
    await db.query(`UPDATE bookings SET payment_method = NULL WHERE payment_method IN ('cash', 'invoice')`);
    await db.query('ALTER TABLE bookings DROP CONSTRAINT bookings_payment_method_check');
    await db.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_payment_method_check CHECK (payment_method IN ('card', 'test'))`);
    await db.query('ALTER TABLE bookings DROP COLUMN cancellation_fee_cents, DROP COLUMN cancelled_by, DROP COLUMN cancelled_at');
    await db.query('DROP TABLE booking_history');
  }
}
