import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The business's mail is not a relay (issue 28): an inquiry's acknowledgement goes to each mailbox at most once a
 * business day, and to at most the owner's number of mailboxes a day in all. One row per acknowledgement queued:
 * the primary key holds the first rule on every app instance at once, a count of the day's rows the second
 * (inquiries/inquiry-acknowledgements.ts, the one writer).
 */
export class InquiryAcknowledgements1766200000000 implements MigrationInterface {
  name = 'InquiryAcknowledgements1766200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE inquiry_acknowledgements (
        business_day date NOT NULL,
        mailbox text NOT NULL,
        inquiry_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (business_day, mailbox)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE inquiry_acknowledgements`);
  }
}
