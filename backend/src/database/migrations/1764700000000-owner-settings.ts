import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The settings the owner edits in the admin (settings/): one row per part (prices, the day's rules, the service
 * area), each replacing the environment's first values whole, and a record of every change (who, when, which
 * value, from what to what). The record is only ever added to.
 */
export class OwnerSettings1764700000000 implements MigrationInterface {
  name = 'OwnerSettings1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE owner_settings (
        part text PRIMARY KEY CHECK (part IN ('prices', 'schedule', 'serviceArea')),
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text NOT NULL
      )`);
    await db.query(`
      CREATE TABLE settings_changes (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        actor text NOT NULL,
        path text NOT NULL,
        old_value jsonb,
        new_value jsonb
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE settings_changes');
    await db.query('DROP TABLE owner_settings');
  }
}
