import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer's private manage links and the refunds a cancellation owes.
 *
 * manage_links: only the SHA-256 of each token is kept (the token itself exists only in the mail or the answer that
 * carried it). A link works until `expires_at` (30 days after the service) unless revoked: by a newer link of the same
 * channel ('mail': the customer's mails, 'page': the confirmation page of the browser that booked) or by a cancellation.
 *
 * refunds: written in the cancellation's own transaction, then sent to the card processor and settled by payments
 * (like the mail outbox). One per booking and purpose, with one idempotency key for its whole life: a retry, a lookup
 * after a lost answer or a second sender can never refund twice.
 */
export class ManageLinksAndRefunds1764900000000 implements MigrationInterface {
  name = 'ManageLinksAndRefunds1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE manage_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id text NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        channel text NOT NULL CHECK (channel IN ('mail', 'page')),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX manage_links_live_idx ON manage_links (booking_id) WHERE revoked_at IS NULL`);
    await db.query(`
      CREATE TABLE refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id text NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('cancellation')),
        payment_id text NOT NULL,
        method text NOT NULL CHECK (method IN ('card', 'test')),
        idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) <= 45),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed', 'simulated')),
        square_refund_id text UNIQUE,
        reason text NOT NULL,
        failure_code text,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        requested_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (booking_id, purpose)
      )`);
    await db.query(`CREATE INDEX refunds_pending_idx ON refunds (next_attempt_at) WHERE status = 'pending'`);
    await db.query(`CREATE INDEX refunds_payment_idx ON refunds (payment_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE refunds');
    await db.query('DROP TABLE manage_links');
  }
}
