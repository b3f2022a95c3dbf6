import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Text messages (Twilio) through the same outbox as mails: `mail_outbox` now holds every outgoing message.
 *
 * mail_outbox.channel: 'mail' or 'text'. Each channel has its own sender, which claims only its own rows, so an outage
 *   of one provider never holds up the other. A text keeps its recipient (E.164) in to_address and its words in
 *   text_body; its subject and html_body are ''.
 * mail_outbox.provider_id: the provider's id of the message once it accepted it (Twilio's message SID, 'SM…'); status
 *   callbacks find the row by it.
 * mail_outbox.provider_status: the provider's last word on it (Twilio: queued, sent, delivered, undelivered, failed…).
 * mail_outbox.failed_at: when the message was given up on (after its last retry, or a provider's failure report).
 * mail_outbox.resent_at: when the owner last sent a failed message again from the admin's outbox.
 * mail_outbox.not_before: a message held back on purpose until then (a text outside quiet hours); null = none. A
 *   message counts as waiting only from the latest of created_at, not_before and resent_at (the health check).
 *
 * text_opt_outs: numbers (E.164) that replied STOP (or that Twilio reports as unsubscribed); nothing is texted to them
 *   until they reply START.
 */
export class Texts1765200000000 implements MigrationInterface {
  name = 'Texts1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_outbox ADD COLUMN channel text NOT NULL DEFAULT 'mail' CHECK (channel IN ('mail', 'text'))`);
    await db.query('ALTER TABLE mail_outbox ADD COLUMN provider_id text');
    await db.query('ALTER TABLE mail_outbox ADD COLUMN provider_status text');
    await db.query('ALTER TABLE mail_outbox ADD COLUMN failed_at timestamptz');
    await db.query('ALTER TABLE mail_outbox ADD COLUMN resent_at timestamptz');
    await db.query('ALTER TABLE mail_outbox ADD COLUMN not_before timestamptz');
    await db.query(`UPDATE mail_outbox SET failed_at = next_attempt_at WHERE status = 'failed'`);
    await db.query('CREATE UNIQUE INDEX mail_outbox_provider_id_idx ON mail_outbox (provider_id) WHERE provider_id IS NOT NULL');
    // Exactly the senders' query: one channel's due rows among the queued ones, oldest due first.
    await db.query('DROP INDEX mail_outbox_due_idx');
    await db.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (channel, next_attempt_at) WHERE status = 'queued'`);
    // The admin's outbox list: newest first.
    await db.query('CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at DESC)');
    await db.query(`
      CREATE TABLE text_opt_outs (
        phone text PRIMARY KEY CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
        opted_out_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE text_opt_outs');
    await db.query('DROP INDEX mail_outbox_created_at_idx');
    await db.query('DROP INDEX mail_outbox_due_idx');
    await db.query(`DELETE FROM mail_outbox WHERE channel = 'text'`);
    await db.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'queued'`);
    await db.query('DROP INDEX mail_outbox_provider_id_idx');
    for (const column of ['not_before', 'resent_at', 'failed_at', 'provider_status', 'provider_id', 'channel'])
      await db.query(`ALTER TABLE mail_outbox DROP COLUMN ${column}`);
  }
}
