import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drive minutes next to road miles: the router's minutes (Google's Routes API, OSRM) for a pair, null when the engine
 * only knows miles (the offline estimate; the travel rule then uses the owner's ride speed). Rows kept before this
 * have none and are measured again when they age out (90 days). The provider call that measures both is renamed
 * from 'roadDistanceMiles' to 'roadDistance' in the maps incidents the admin shows.
 */
export class DriveMinutes1766500000000 implements MigrationInterface {
  name = 'DriveMinutes1766500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE travel_distances ADD COLUMN minutes double precision CHECK (minutes >= 0)`);
    await db.query(`UPDATE maps_incidents SET last_error_operation = 'roadDistance' WHERE last_error_operation = 'roadDistanceMiles'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE maps_incidents SET last_error_operation = 'roadDistanceMiles' WHERE last_error_operation = 'roadDistance'`);
    await db.query(`ALTER TABLE travel_distances DROP COLUMN minutes`);
  }
}
