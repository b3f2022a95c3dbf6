import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lookups cost nothing to abuse (issue 28): the maps provider's spend is capped and what it answered is kept only a while.
 * - maps_paid_calls counts the calls to a provider that bills per call (Google), per business day, every app instance
 *   together; past the owner's cap (settings: serviceArea.paidMapCallsPerDay) the site answers offline (geo/maps-spend.service.ts);
 * - address_suggestions keeps a provider's suggestions per typed text for a day, so the same text costs one call;
 * - travel_distances rows are deleted 90 days after they were measured (measured_at, indexed for that).
 */
export class MapsSpend1766300000000 implements MigrationInterface {
  name = 'MapsSpend1766300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE maps_paid_calls (
        business_day date NOT NULL,
        provider text NOT NULL,
        calls integer NOT NULL CHECK (calls >= 0),
        PRIMARY KEY (business_day, provider)
      )`);
    await db.query(`
      CREATE TABLE address_suggestions (
        provider text NOT NULL,
        query_key text NOT NULL,
        suggestions text[] NOT NULL,
        stored_at timestamptz NOT NULL,
        PRIMARY KEY (provider, query_key)
      )`);
    await db.query(`CREATE INDEX address_suggestions_stored_at ON address_suggestions (stored_at)`);
    await db.query(`CREATE INDEX travel_distances_measured_at ON travel_distances (measured_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX travel_distances_measured_at`);
    await db.query(`DROP TABLE address_suggestions`);
    await db.query(`DROP TABLE maps_paid_calls`);
  }
}
