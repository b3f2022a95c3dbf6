import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendar files for bookings.
 *
 * bookings.calendar_sequence: the revision of the booking's calendar event (iCalendar SEQUENCE). Every move and
 * cancellation raises it, so the calendar apps that hold the event (from a mailed invitation, a download or the owner's
 * feed) replace it with the newer one.
 *
 * mail_outbox.calendar_event: the calendar file a mail carries, { method, filename, content }; null for most mails.
 */
export class CalendarSequence1765000000000 implements MigrationInterface {
  name = 'CalendarSequence1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE bookings ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0 CHECK (calendar_sequence >= 0)`);
    await db.query(`ALTER TABLE mail_outbox ADD COLUMN calendar_event jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE mail_outbox DROP COLUMN calendar_event');
    await db.query('ALTER TABLE bookings DROP COLUMN calendar_sequence');
  }
}
