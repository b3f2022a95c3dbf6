import { MigrationInterface, QueryRunner } from 'typeorm';

/** owner_settings gains the part 'bookings': whether paid bookings confirm themselves (domain/booking-policy.ts). */
export class BookingPolicy1766600000000 implements MigrationInterface {
  name = 'BookingPolicy1766600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE owner_settings DROP CONSTRAINT owner_settings_part_check`);
    await db.query(
      `ALTER TABLE owner_settings ADD CONSTRAINT owner_settings_part_check CHECK (part IN ('prices', 'schedule', 'serviceArea', 'notifications', 'bookings'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM owner_settings WHERE part = 'bookings'`);
    await db.query(`ALTER TABLE owner_settings DROP CONSTRAINT owner_settings_part_check`);
    await db.query(
      `ALTER TABLE owner_settings ADD CONSTRAINT owner_settings_part_check CHECK (part IN ('prices', 'schedule', 'serviceArea', 'notifications'))`,
    );
  }
}
