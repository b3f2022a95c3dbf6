import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cancellation fee that no payment covers (a cash or unpaid booking, or a card payment smaller than the fee) is owed,
 * not received: cancellation_fee_owed_cents is what of cancellation_fee_cents the customer still owes (0 once paid, or
 * when the payment held covered it). The owner sends a link to pay it by card; that charge has its own idempotency key
 * and attempt state (fee_payment_key, fee_attempt_*), apart from the booking's own charge, and joins the payments ledger
 * as a 'cancellation-fee' payment. Fees already recorded are settled the same way from the ledger: what the payments of
 * the booking (minus their refunds) do not cover is owed.
 */
export class OwedCancellationFees1765800000000 implements MigrationInterface {
  name = 'OwedCancellationFees1765800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE bookings
        ADD COLUMN cancellation_fee_owed_cents integer NOT NULL DEFAULT 0 CHECK (cancellation_fee_owed_cents >= 0),
        ADD COLUMN fee_payment_key text UNIQUE,
        ADD COLUMN fee_attempt_status text CHECK (fee_attempt_status IN ('processing', 'unknown', 'declined', 'failed', 'succeeded')),
        ADD COLUMN fee_attempt_started_at timestamptz,
        ADD CONSTRAINT bookings_fee_owed_within_fee CHECK (cancellation_fee_owed_cents <= coalesce(cancellation_fee_cents, 0))`);
    await db.query(`ALTER TABLE payments ADD COLUMN purpose text NOT NULL DEFAULT 'booking' CHECK (purpose IN ('booking', 'cancellation-fee'))`);
    // What the booking's payments still hold: each payment minus its refunds on their way or made.
    await db.query(`
      UPDATE bookings b
         SET cancellation_fee_owed_cents = GREATEST(b.cancellation_fee_cents - coalesce((
               SELECT sum(p.amount_cents - coalesce((SELECT sum(r.amount_cents) FROM refunds r
                                                      WHERE r.payment_id = p.processor_payment_id AND r.status <> 'failed'), 0))
                 FROM payments p WHERE p.booking_id = b.id), 0), 0)
       WHERE b.status = 'cancelled' AND b.cancellation_fee_cents > 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payments DROP COLUMN purpose`);
    await db.query(`
      ALTER TABLE bookings
        DROP COLUMN fee_attempt_started_at,
        DROP COLUMN fee_attempt_status,
        DROP COLUMN fee_payment_key,
        DROP COLUMN cancellation_fee_owed_cents`);
  }
}
