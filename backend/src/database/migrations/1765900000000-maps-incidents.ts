import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No silent estimate (issue 27): when the maps provider fails, quotes go on with the offline estimate, and now
 * - maps_incidents keeps each outage of a provider (domain/maps-incidents.ts): at most one open per provider, so
 *   several app instances on this database start one incident, and alert the owner once, between them;
 * - maps_estimate_days counts the quotes answered on an estimate per business day, for the admin;
 * - bookings.distance_estimated marks a booking priced on such an estimate (the owner's booking view says so).
 */
export class MapsIncidents1765900000000 implements MigrationInterface {
  name = 'MapsIncidents1765900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE maps_incidents (
        id bigserial PRIMARY KEY,
        provider text NOT NULL,
        started_at timestamptz NOT NULL,
        ended_at timestamptz,
        last_failure_at timestamptz NOT NULL,
        failures integer NOT NULL CHECK (failures > 0),
        last_error_kind text NOT NULL,
        last_error_operation text NOT NULL,
        last_error_message text NOT NULL
      )`);
    await db.query(`CREATE UNIQUE INDEX maps_incidents_one_open ON maps_incidents (provider) WHERE ended_at IS NULL`);
    await db.query(`CREATE INDEX maps_incidents_latest ON maps_incidents (provider, started_at DESC)`);
    await db.query(`
      CREATE TABLE maps_estimate_days (
        business_day date PRIMARY KEY,
        quotes integer NOT NULL CHECK (quotes >= 0)
      )`);
    await db.query(`ALTER TABLE bookings ADD COLUMN distance_estimated boolean NOT NULL DEFAULT false`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE bookings DROP COLUMN distance_estimated`);
    await db.query(`DROP TABLE maps_estimate_days`);
    await db.query(`DROP TABLE maps_incidents`);
  }
}
