import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's texts, the customers' reminders and the owner's morning sheet (notifications/).
 *
 * bookings.text_reminders: the customer ticked "Text me reminders" on the booking form (to the booking's phone).
 *
 * owner_settings gains the part 'notifications': which events text the owner, the quiet hours, the reminder leads.
 *
 * booking_reminders: one row per reminder queued, by booking, channel and the start it reminds of. The reminder job
 * claims a row (INSERT … ON CONFLICT DO NOTHING) in the transaction that queues the reminder, so a second run or a
 * second server queues nothing more, and a moved booking (another start) is reminded again for its new time.
 *
 * morning_sheets: one row per business day whose 06:00 sheet was decided, with the number of jobs it listed (0: nothing
 * was sent), so the day is decided once even when it had no jobs at 06:00.
 */
export class Notifications1765300000000 implements MigrationInterface {
  name = 'Notifications1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE bookings ADD COLUMN text_reminders boolean NOT NULL DEFAULT false`);
    await db.query(`ALTER TABLE owner_settings DROP CONSTRAINT owner_settings_part_check`);
    await db.query(
      `ALTER TABLE owner_settings ADD CONSTRAINT owner_settings_part_check CHECK (part IN ('prices', 'schedule', 'serviceArea', 'notifications'))`,
    );
    await db.query(`
      CREATE TABLE booking_reminders (
        booking_id text NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('mail', 'text')),
        starts_at timestamptz NOT NULL,
        queued_at timestamptz NOT NULL,
        PRIMARY KEY (booking_id, channel, starts_at)
      )`);
    await db.query(`
      CREATE TABLE morning_sheets (
        day date PRIMARY KEY,
        queued_at timestamptz NOT NULL,
        jobs integer NOT NULL CHECK (jobs >= 0)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE morning_sheets');
    await db.query('DROP TABLE booking_reminders');
    await db.query(`DELETE FROM owner_settings WHERE part = 'notifications'`);
    await db.query(`ALTER TABLE owner_settings DROP CONSTRAINT owner_settings_part_check`);
    await db.query(`ALTER TABLE owner_settings ADD CONSTRAINT owner_settings_part_check CHECK (part IN ('prices', 'schedule', 'serviceArea'))`);
    await db.query('ALTER TABLE bookings DROP COLUMN text_reminders');
  }
}
