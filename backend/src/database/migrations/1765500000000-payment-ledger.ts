import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money received, one row per payment: a card charge (Square, or simulated in test mode), or cash, a check or another
 * way the owner records by hand. A booking may hold more than one (a card charged twice is kept and refunded, never
 * hidden). Revenue is these rows minus their refunds, by the day each was received. The booking's own payment columns
 * stay the summary the rest of the app reads (paid or not, by what).
 * The owner may also refund a card payment in part or in full ('owner'), and a second charge for one booking is
 * refunded by itself ('duplicate-payment').
 */
export class PaymentLedger1765500000000 implements MigrationInterface {
  name = 'PaymentLedger1765500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id text NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('card', 'test', 'cash', 'check', 'other')),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        received_at timestamptz NOT NULL,
        processor_payment_id text UNIQUE CHECK ((processor_payment_id IS NOT NULL) = (method IN ('card', 'test'))),
        card_brand text,
        card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
        receipt_url text,
        note text NOT NULL DEFAULT '',
        recorded_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX payments_received_idx ON payments (received_at)`);
    await db.query(`CREATE INDEX payments_booking_idx ON payments (booking_id)`);
    await db.query(`
      INSERT INTO payments (booking_id, method, amount_cents, received_at, processor_payment_id, card_brand, card_last4, receipt_url, recorded_by)
      SELECT id, payment_method, total_cents, COALESCE(payment_processed_at, created_at), payment_transaction_id,
             payment_card_brand, payment_card_last4, payment_receipt_url, 'customer'
        FROM bookings
       WHERE payment_status = 'paid' AND payment_method IN ('card', 'test') AND payment_transaction_id IS NOT NULL AND total_cents > 0`);
    await db.query(`ALTER TABLE refunds DROP CONSTRAINT refunds_purpose_check`);
    await db.query(
      `ALTER TABLE refunds ADD CONSTRAINT refunds_purpose_check CHECK (purpose IN ('cancellation', 'price-difference', 'owner', 'duplicate-payment'))`,
    );
    await db.query(`CREATE UNIQUE INDEX refunds_one_duplicate_refund_idx ON refunds (payment_id) WHERE purpose = 'duplicate-payment'`);
    await db.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_payment_method_check`);
    await db.query(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_payment_method_check CHECK (payment_method IN ('card', 'test', 'cash', 'invoice', 'check', 'other'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_payment_method_check`);
    await db.query(`UPDATE bookings SET payment_method = NULL WHERE payment_method IN ('check', 'other')`);
    await db.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_payment_method_check CHECK (payment_method IN ('card', 'test', 'cash', 'invoice'))`);
    await db.query(`DROP INDEX refunds_one_duplicate_refund_idx`);
    await db.query(`DELETE FROM refunds WHERE purpose IN ('owner', 'duplicate-payment')`);
    await db.query(`ALTER TABLE refunds DROP CONSTRAINT refunds_purpose_check`);
    await db.query(`ALTER TABLE refunds ADD CONSTRAINT refunds_purpose_check CHECK (purpose IN ('cancellation', 'price-difference'))`);
    await db.query(`DROP TABLE payments`);
  }
}
