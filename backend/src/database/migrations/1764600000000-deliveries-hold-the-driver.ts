import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A delivery window with at least one delivery holds the driver for the whole window
 * (domain/availability/availability-rules.ts): deliveries get a driver hold, their window, and the exclusion
 * constraint now keeps every two overlapping holds apart unless both are deliveries of the same window (they
 * share a hold group; btree_gist gives GiST its `<>` on text). So a ride or personal-driver job and a delivery
 * can never both hold the driver at one time, however many requests arrive at once.
 *
 * Deliveries already booked over another job keep no hold (the owner sees both on the day sheet and settles it);
 * every new booking is judged by the new rule.
 */
export class DeliveriesHoldTheDriver1764600000000 implements MigrationInterface {
  name = 'DeliveriesHoldTheDriver1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await db.query('ALTER TABLE bookings DROP CONSTRAINT bookings_driver_hold_needs_driver');
    await db.query('ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlapping_driver_holds');
    await db.query(`
      UPDATE bookings delivery SET driver_hold = tstzrange(delivery.delivery_window_start, delivery.ends_at)
       WHERE delivery.service_type = 'delivery' AND delivery.status <> 'cancelled' AND delivery.delivery_window_start IS NOT NULL
         AND NOT EXISTS (
           SELECT 1 FROM bookings other
            WHERE other.driver_hold IS NOT NULL AND other.status <> 'cancelled' AND other.delivery_window_start IS NULL
              AND other.driver_hold && tstzrange(delivery.delivery_window_start, delivery.ends_at))`);
    await db.query(`
      ALTER TABLE bookings
        ADD CONSTRAINT bookings_driver_hold_needs_driver CHECK (driver_hold IS NULL OR service_type IN ('ride', 'chauffeur', 'delivery')),
        ADD CONSTRAINT bookings_no_overlapping_driver_holds
          EXCLUDE USING gist (driver_hold WITH &&, (${HOLD_GROUP}) WITH <>) WHERE (driver_hold IS NOT NULL AND status <> 'cancelled')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlapping_driver_holds');
    await db.query('ALTER TABLE bookings DROP CONSTRAINT bookings_driver_hold_needs_driver');
    await db.query(`UPDATE bookings SET driver_hold = NULL WHERE service_type = 'delivery'`);
    await db.query(`
      ALTER TABLE bookings
        ADD CONSTRAINT bookings_driver_hold_needs_driver CHECK (driver_hold IS NULL OR service_type IN ('ride', 'chauffeur')),
        ADD CONSTRAINT bookings_no_overlapping_driver_holds
          EXCLUDE USING gist (driver_hold WITH &&) WHERE (driver_hold IS NOT NULL AND status <> 'cancelled')`);
  }
}

/**
 * The hold group: a delivery's window (its start as epoch seconds, an immutable expression as an index needs),
 * else the booking itself, so two holds conflict unless both are deliveries of the same window.
 */
const HOLD_GROUP = `COALESCE('window ' || extract(epoch FROM (delivery_window_start AT TIME ZONE 'UTC'))::text, id)`;
