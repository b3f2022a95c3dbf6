import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking history rows become the change records one notifier tells of (issue 30 point 4): notified_at marks a record
 * whose messages are queued. Every earlier change was told of when it was made.
 */
export class BookingChangeNotices1766900000000 implements MigrationInterface {
  name = 'BookingChangeNotices1766900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE booking_history ADD COLUMN notified_at timestamptz`);
    await db.query(`UPDATE booking_history SET notified_at = at`);
    await db.query(`CREATE INDEX booking_history_waiting ON booking_history (booking_id, id) WHERE notified_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE booking_history DROP COLUMN notified_at`);
  }
}
