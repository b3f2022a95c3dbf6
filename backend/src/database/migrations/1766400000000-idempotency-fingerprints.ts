import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A create-booking Idempotency-Key is tied to the client and the body that first used it (issue 28): next to the key,
 * the SHA-256 of the client's address and the validated body (bookings/idempotency-fingerprint.ts). The same key with
 * the same fingerprint is a retry and gets the same booking; with another it is refused. Bookings made before keep a
 * key without a fingerprint, which no request matches.
 */
export class IdempotencyFingerprints1766400000000 implements MigrationInterface {
  name = 'IdempotencyFingerprints1766400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE bookings
        ADD COLUMN idempotency_fingerprint text,
        ADD CONSTRAINT bookings_idempotency_fingerprint_needs_key CHECK (idempotency_fingerprint IS NULL OR idempotency_key IS NOT NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE bookings DROP COLUMN idempotency_fingerprint`);
  }
}
