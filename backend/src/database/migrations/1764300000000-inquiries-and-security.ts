import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Inquiries the owner answers by hand; shared rate-limit counters (several app instances count together);
 * single-use password reset tokens (stored only as hashes); and the fingerprint of the settings password,
 * so a restart re-applies ADMIN_PASSWORD only when the setting itself changed, not after a reset.
 */
export class InquiriesAndSecurity1764300000000 implements MigrationInterface {
  name = 'InquiriesAndSecurity1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE inquiries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        inquiry_type text NOT NULL CHECK (inquiry_type IN ('bulk-rides', 'long-haul', 'handyman')),
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        details jsonb NOT NULL,
        summary text NOT NULL,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
        notes text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX inquiries_status_created_idx ON inquiries (status, created_at DESC)`);
    await db.query(`
      CREATE TABLE rate_limit_hits (
        bucket text NOT NULL,
        client text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, client, window_start)
      )`);
    await db.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        admin_user_id uuid NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`ALTER TABLE admin_users ADD COLUMN settings_password_hash text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE admin_users DROP COLUMN settings_password_hash');
    await db.query('DROP TABLE password_reset_tokens');
    await db.query('DROP TABLE rate_limit_hits');
    await db.query('DROP TABLE inquiries');
  }
}
