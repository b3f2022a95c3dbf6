import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking that waits for card payment holds its slot only until hold_expires_at; a scheduled job then
 * cancels it, so nobody can hoard the calendar with unpaid bookings. Null = no hold to release.
 */
export class PaymentHolds1764100000000 implements MigrationInterface {
  name = 'PaymentHolds1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE bookings ADD COLUMN hold_expires_at timestamptz, ADD COLUMN cancelled_reason text`);
    await db.query(`CREATE INDEX bookings_hold_expires_idx ON bookings (hold_expires_at) WHERE hold_expires_at IS NOT NULL AND status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX bookings_hold_expires_idx');
    await db.query('ALTER TABLE bookings DROP COLUMN cancelled_reason, DROP COLUMN hold_expires_at');
  }
}
