import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language each booking and each customer is spoken to in (issue 30 point 2): 'en' or 'es'. Every booking and
 * customer so far was English.
 */
export class CustomerLanguage1766800000000 implements MigrationInterface {
  name = 'CustomerLanguage1766800000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of ['bookings', 'customers']) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT ${table}_language_check CHECK (language IN ('en', 'es'))`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['bookings', 'customers']) await db.query(`ALTER TABLE ${table} DROP COLUMN language`);
  }
}
