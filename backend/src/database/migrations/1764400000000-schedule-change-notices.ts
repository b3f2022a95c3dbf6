import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that can change the schedule (a booking added, removed or moved, its status changed, time off
 * added or removed) NOTIFYs 'schedule_changed' when it commits, so availability checks can keep what they read
 * until it changes (availability/schedule-cache.ts). Statement level: one notice per statement, and PostgreSQL
 * folds identical notices of one transaction into one.
 */
export class ScheduleChangeNotices1764400000000 implements MigrationInterface {
  name = 'ScheduleChangeNotices1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_schedule_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('schedule_changed', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER bookings_schedule_changed
        AFTER INSERT OR UPDATE OF status, driver_hold, delivery_window_start OR DELETE OR TRUNCATE ON bookings
        FOR EACH STATEMENT EXECUTE FUNCTION notify_schedule_changed()`);
    await db.query(`
      CREATE TRIGGER blackouts_schedule_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blackouts
        FOR EACH STATEMENT EXECUTE FUNCTION notify_schedule_changed()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER blackouts_schedule_changed ON blackouts`);
    await db.query(`DROP TRIGGER bookings_schedule_changed ON bookings`);
    await db.query(`DROP FUNCTION notify_schedule_changed()`);
  }
}
