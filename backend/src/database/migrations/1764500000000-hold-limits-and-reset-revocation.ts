import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unpaid bookings are limited per client: each remembers the client address that made it, and when its customer
 * reached the payment form (which lengthens the short first hold once). Password-reset links can be revoked.
 */
export class HoldLimitsAndResetRevocation1764500000000 implements MigrationInterface {
  name = 'HoldLimitsAndResetRevocation1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE bookings ADD COLUMN client_address text, ADD COLUMN checkout_opened_at timestamptz');
    await db.query('ALTER TABLE password_reset_tokens ADD COLUMN revoked_at timestamptz');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE password_reset_tokens DROP COLUMN revoked_at');
    await db.query('ALTER TABLE bookings DROP COLUMN checkout_opened_at, DROP COLUMN client_address');
  }
}
