import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the owner's paged lists (GET /api/admin/bookings, /api/admin/customers), so the first page answers
 * in the same few milliseconds with 50,000 bookings as with 50:
 * - the orders the lists open in: by service start (an undated plan: when it was bought), by status the way the
 *   owner works (pending first, then by that day; the dashboard's first page) and by name, each ending on the id as
 *   the lists' sorts do, so a page is read off the index instead of sorting the table;
 * - the columns a page's count filters on (the range's service start or purchase, status, service), so PostgreSQL
 *   counts the matches from the index alone rather than reading every row of the table;
 * - one trigram index per list over the text a search matches (pg_trgm, shipped with PostgreSQL and by the embedded
 *   server, trusted since PostgreSQL 13), so "contains" searches stop scanning every row;
 * - the phone digits index widened with what a customer's figures add up (count, spent, last booked), so the
 *   customers list reads its figures from the index alone. It replaces the plain one, which it covers.
 */
export class AdminListIndexes1765700000000 implements MigrationInterface {
  name = 'AdminListIndexes1765700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(`CREATE INDEX bookings_list_date_idx ON bookings ((coalesce(starts_at, created_at)), id)`);
    await db.query(
      `CREATE INDEX bookings_list_status_idx ON bookings ((CASE status WHEN 'pending' THEN 0 WHEN 'confirmed' THEN 1 WHEN 'completed' THEN 2 ELSE 3 END), (coalesce(starts_at, created_at)), id)`,
    );
    await db.query(`CREATE INDEX bookings_list_name_idx ON bookings (lower(full_name), id)`);
    await db.query(`CREATE INDEX bookings_list_count_idx ON bookings (starts_at, created_at) INCLUDE (status, service_type)`);
    await db.query(
      `CREATE INDEX bookings_search_trgm_idx ON bookings USING gin ((lower(full_name || ' ' || email || ' ' || pickup_location || ' ' || destination_location || ' ' || phone_digits || ' ' || reference)) gin_trgm_ops)`,
    );
    await db.query(`CREATE INDEX bookings_phone_figures_idx ON bookings (phone_digits) INCLUDE (created_at, status, total_cents, hold_expires_at)`);
    await db.query(`DROP INDEX bookings_phone_digits_idx`);
    await db.query(`CREATE INDEX customers_list_name_idx ON customers (lower(full_name), id)`);
    await db.query(
      `CREATE INDEX customers_search_trgm_idx ON customers USING gin ((lower(full_name || ' ' || email || ' ' || phone_digits || ' ' || coalesce(business_name, ''))) gin_trgm_ops)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX customers_search_trgm_idx`);
    await db.query(`DROP INDEX customers_list_name_idx`);
    await db.query(`CREATE INDEX bookings_phone_digits_idx ON bookings (phone_digits)`);
    await db.query(`DROP INDEX bookings_phone_figures_idx`);
    await db.query(`DROP INDEX bookings_search_trgm_idx`);
    await db.query(`DROP INDEX bookings_list_count_idx`);
    await db.query(`DROP INDEX bookings_list_name_idx`);
    await db.query(`DROP INDEX bookings_list_status_idx`);
    await db.query(`DROP INDEX bookings_list_date_idx`);
    // pg_trgm stays: another database object may have come to rely on it.
  }
}
