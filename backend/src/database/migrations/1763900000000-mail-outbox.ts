import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox: every e-mail is first a row, written in the same transaction as the change it reports,
 * and a scheduled sender delivers it later with retries. `kind` and `status` stay open text columns
 * (no CHECK), so adding a kind of mail needs no migration.
 */
export class MailOutbox1763900000000 implements MigrationInterface {
  name = 'MailOutbox1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        booking_id text,
        dedupe_key text UNIQUE,
        status text NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Exactly the sender's query: due rows among the queued ones, oldest due first.
    await db.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'queued'`);
    await db.query(`CREATE INDEX mail_outbox_booking_id_idx ON mail_outbox (booking_id) WHERE booking_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE mail_outbox');
  }
}
