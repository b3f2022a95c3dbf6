import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Nobody can keep the owner out (issue 28): failed sign-ins throttle their client address and only slow the account,
 * so now
 * - sign_in_links keeps the owner's mailed one-time sign-in links, only as SHA-256 hashes of their 256-bit tokens:
 *   each works once, until expires_at;
 * - login_attack_incidents keeps each burst of failed sign-ins the owner was alerted about: at most one open, so
 *   several app instances on this database start one incident, and mail the owner once, between them.
 */
export class SignInLinks1766100000000 implements MigrationInterface {
  name = 'SignInLinks1766100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sign_in_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        admin_user_id uuid NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX sign_in_links_expires_idx ON sign_in_links (expires_at)`);
    await db.query(`
      CREATE TABLE login_attack_incidents (
        id bigserial PRIMARY KEY,
        started_at timestamptz NOT NULL,
        last_failure_at timestamptz NOT NULL,
        ended_at timestamptz,
        failures integer NOT NULL CHECK (failures > 0)
      )`);
    await db.query(`CREATE UNIQUE INDEX login_attack_incidents_one_open ON login_attack_incidents ((true)) WHERE ended_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE login_attack_incidents`);
    await db.query(`DROP TABLE sign_in_links`);
  }
}
