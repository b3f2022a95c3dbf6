import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that changes the owner's saved settings NOTIFYs 'settings_changed' when it commits, so every app
 * instance on the database puts the new settings in force at once (settings/settings.service.ts), as the schedule's
 * notices keep each instance's availability cache honest.
 */
export class SettingsChangeNotices1766000000000 implements MigrationInterface {
  name = 'SettingsChangeNotices1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('settings_changed', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER owner_settings_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON owner_settings
        FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_changed()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER owner_settings_changed ON owner_settings`);
    await db.query(`DROP FUNCTION notify_settings_changed()`);
  }
}
