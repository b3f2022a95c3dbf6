import { MigrationInterface, QueryRunner } from 'typeorm';

/** owner_settings gains the part 'pages': the owner's words on the About, Privacy and Terms pages (domain/site-pages.ts). */
export class SitePages1766700000000 implements MigrationInterface {
  name = 'SitePages1766700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE owner_settings DROP CONSTRAINT owner_settings_part_check`);
    await db.query(
      `ALTER TABLE owner_settings ADD CONSTRAINT owner_settings_part_check CHECK (part IN ('prices', 'schedule', 'serviceArea', 'notifications', 'bookings', 'pages'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM owner_settings WHERE part = 'pages'`);
    await db.query(`ALTER TABLE owner_settings DROP CONSTRAINT owner_settings_part_check`);
    await db.query(
      `ALTER TABLE owner_settings ADD CONSTRAINT owner_settings_part_check CHECK (part IN ('prices', 'schedule', 'serviceArea', 'notifications', 'bookings'))`,
    );
  }
}
