import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trip itself (issue 31): where each booking stands on its day, as the owner taps it from the phone
 * (domain/trip-progress.ts). No stage: the trip has not started. The arrival is kept apart because the no-show wait
 * counts from it; the ETA is the one 'on my way' told the customer; the reason belongs to a failed delivery only.
 */
export class TripStages1767100000000 implements MigrationInterface {
  name = 'TripStages1767100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE bookings
        ADD COLUMN trip_stage text CONSTRAINT bookings_trip_stage_check
          CHECK (trip_stage IN ('on-the-way', 'arrived', 'picked-up', 'completed', 'no-show', 'failed-delivery')),
        ADD COLUMN trip_stage_at timestamptz,
        ADD COLUMN trip_arrived_at timestamptz,
        ADD COLUMN trip_eta_at timestamptz,
        ADD COLUMN trip_failure_reason text CONSTRAINT bookings_trip_failure_reason_check
          CHECK (trip_failure_reason IN ('nobody-there', 'refused', 'address-wrong')),
        ADD CONSTRAINT bookings_trip_stage_at_check CHECK ((trip_stage IS NULL) = (trip_stage_at IS NULL)),
        ADD CONSTRAINT bookings_trip_failure_check CHECK ((trip_stage = 'failed-delivery') = (trip_failure_reason IS NOT NULL))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE bookings DROP COLUMN trip_failure_reason, DROP COLUMN trip_eta_at, DROP COLUMN trip_arrived_at, DROP COLUMN trip_stage_at, DROP COLUMN trip_stage`,
    );
  }
}
