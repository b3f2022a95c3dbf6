import { MigrationInterface, QueryRunner } from 'typeorm';

/** The language each inquiry's sender is answered in (issue 30 point 2): 'en' or 'es'. Every inquiry so far was English. */
export class InquiryLanguage1767000000000 implements MigrationInterface {
  name = 'InquiryLanguage1767000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE inquiries ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT inquiries_language_check CHECK (language IN ('en', 'es'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE inquiries DROP COLUMN language`);
  }
}
