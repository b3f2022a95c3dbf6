import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking's card payment may be refunded more than once: at most one cancellation refund, and any number of
 * others (the difference when a move lowers the price; later the owner's partial refunds and a doubled payment's
 * refund). BookingRefunds keeps their sum at or under what the card paid.
 */
export class RefundPurposes1765400000000 implements MigrationInterface {
  name = 'RefundPurposes1765400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE refunds DROP CONSTRAINT refunds_purpose_check`);
    await db.query(`ALTER TABLE refunds ADD CONSTRAINT refunds_purpose_check CHECK (purpose IN ('cancellation', 'price-difference'))`);
    await db.query(`ALTER TABLE refunds DROP CONSTRAINT refunds_booking_id_purpose_key`);
    await db.query(`CREATE UNIQUE INDEX refunds_one_cancellation_idx ON refunds (booking_id) WHERE purpose = 'cancellation'`);
    await db.query(`CREATE INDEX refunds_booking_idx ON refunds (booking_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM refunds WHERE purpose <> 'cancellation'`);
    await db.query(`DROP INDEX refunds_booking_idx`);
    await db.query(`DROP INDEX refunds_one_cancellation_idx`);
    await db.query(`ALTER TABLE refunds ADD CONSTRAINT refunds_booking_id_purpose_key UNIQUE (booking_id, purpose)`);
    await db.query(`ALTER TABLE refunds DROP CONSTRAINT refunds_purpose_check`);
    await db.query(`ALTER TABLE refunds ADD CONSTRAINT refunds_purpose_check CHECK (purpose IN ('cancellation'))`);
  }
}
