import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';

/** The pg pool under TypeORM's PostgreSQL driver (the session store and prepared statements use it directly). */
export function pgPoolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/**
 * Runs a hot statement as a named prepared statement on the manager's connection (its transaction's, when it
 * has one), so PostgreSQL parses and plans it once per pooled connection instead of on every call. TypeORM's
 * `query()` cannot name statements. Errors are wrapped like TypeORM's, so the error filter maps them the same.
 */
export async function preparedQuery<Row extends QueryResultRow>(manager: EntityManager, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const runner = manager.queryRunner;
  const client: Pool | PoolClient = runner ? ((await runner.connect()) as PoolClient) : pgPoolOf(manager.connection);
  try {
    return (await client.query<Row>({ name, text, values })).rows;
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  }
}
