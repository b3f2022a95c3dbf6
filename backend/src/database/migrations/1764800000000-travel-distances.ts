import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Road miles between two addresses, as the geo engine named in `measured_by` measured them, for the driver's travel
 * between jobs (availability/travel-distances.ts). Addresses are kept as the address key (trimmed, spaces collapsed,
 * lower case). A fact about roads, not about bookings: rows are only ever added, and another engine measures afresh.
 */
export class TravelDistances1764800000000 implements MigrationInterface {
  name = 'TravelDistances1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE travel_distances (
        measured_by text NOT NULL,
        from_address text NOT NULL,
        to_address text NOT NULL,
        miles double precision NOT NULL CHECK (miles >= 0),
        measured_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (measured_by, from_address, to_address)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE travel_distances`);
  }
}
