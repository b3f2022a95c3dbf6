import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger of every ride pack (a subscription code with a number of rides): one row per change to its balance,
 * written by ServiceCodesService in the transaction that changes service_codes.rides_used, which stays the fast
 * balance. The rows' sum is what the pack has left (domain/ride-packs.ts).
 *  - bought +N once per pack; used −1 and returned +1 at most once per booking (a booking revived and cancelled again
 *    gives nothing back twice); expired and adjusted are corrections the ledger's sum decides (ledgerCorrection).
 *  - booking_id is checked at commit: a booking's ride is counted before its row is inserted, in one transaction.
 * Packs issued before the ledger are backfilled with what service_codes knows: bought = total_rides at the code's
 * creation, and the rides used so far as ONE 'used' entry without a booking (which bookings used them was not kept);
 * packs already past their expiry are written off by the first run of the expiry job.
 */
export class RidePackLedger1765600000000 implements MigrationInterface {
  name = 'RidePackLedger1765600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ride_pack_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_code_id uuid NOT NULL REFERENCES service_codes(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('bought', 'used', 'returned', 'expired', 'adjusted')),
        rides integer NOT NULL,
        booking_id text REFERENCES bookings(id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED,
        at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ride_pack_entries_sign CHECK (
          CASE kind
            WHEN 'bought' THEN rides > 0
            WHEN 'used' THEN rides < 0 AND (booking_id IS NULL OR rides = -1)
            WHEN 'returned' THEN rides = 1
            WHEN 'expired' THEN rides < 0
            ELSE rides <> 0
          END
        )
      )`);
    await db.query(`CREATE INDEX ride_pack_entries_code_idx ON ride_pack_entries (service_code_id, at)`);
    await db.query(`CREATE INDEX ride_pack_entries_booking_idx ON ride_pack_entries (booking_id)`);
    await db.query(`CREATE UNIQUE INDEX ride_pack_entries_one_bought_idx ON ride_pack_entries (service_code_id) WHERE kind = 'bought'`);
    await db.query(
      `CREATE UNIQUE INDEX ride_pack_entries_once_per_booking_idx ON ride_pack_entries (service_code_id, booking_id, kind) WHERE kind IN ('used', 'returned')`,
    );
    await db.query(`
      INSERT INTO ride_pack_entries (service_code_id, kind, rides, at)
      SELECT id, 'bought', total_rides, created_at FROM service_codes
       WHERE discount_type = 'subscription' AND total_rides > 0`);
    await db.query(`
      INSERT INTO ride_pack_entries (service_code_id, kind, rides, at)
      SELECT id, 'used', -rides_used, now() FROM service_codes
       WHERE discount_type = 'subscription' AND total_rides > 0 AND rides_used > 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ride_pack_entries`);
  }
}
