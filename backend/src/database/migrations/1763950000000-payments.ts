import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments: what was charged and how on each booking, the idempotency key that makes a retried or
 * concurrent charge reuse the first one, the state of the attempt in flight, and the webhook events
 * already applied (Square redelivers events; each must change a booking once).
 */
export class Payments1763950000000 implements MigrationInterface {
  name = 'Payments1763950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE bookings
        ADD COLUMN payment_method text CHECK (payment_method IN ('card', 'test')),
        ADD COLUMN payment_card_brand text,
        ADD COLUMN payment_card_last4 text CHECK (payment_card_last4 ~ '^[0-9]{4}$'),
        ADD COLUMN payment_transaction_id text UNIQUE,
        ADD COLUMN payment_receipt_url text,
        ADD COLUMN payment_processed_at timestamptz,
        ADD COLUMN payment_idempotency_key text UNIQUE,
        ADD COLUMN payment_attempt_status text CHECK (payment_attempt_status IN ('processing', 'unknown', 'declined', 'failed', 'succeeded')),
        ADD COLUMN payment_attempt_started_at timestamptz,
        ADD COLUMN payment_failure_code text`);
    await db.query(`
      CREATE TABLE payment_webhook_events (
        event_id text PRIMARY KEY,
        event_type text NOT NULL,
        payment_id text,
        booking_id text REFERENCES bookings(id) ON DELETE SET NULL,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX payment_webhook_events_payment_idx ON payment_webhook_events (payment_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payment_webhook_events');
    await db.query(`
      ALTER TABLE bookings
        DROP COLUMN payment_failure_code,
        DROP COLUMN payment_attempt_started_at,
        DROP COLUMN payment_attempt_status,
        DROP COLUMN payment_idempotency_key,
        DROP COLUMN payment_processed_at,
        DROP COLUMN payment_receipt_url,
        DROP COLUMN payment_transaction_id,
        DROP COLUMN payment_card_last4,
        DROP COLUMN payment_card_brand,
        DROP COLUMN payment_method`);
  }
}
