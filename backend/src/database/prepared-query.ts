import type { PoolClient, QueryResultRow } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';

/**
 * Runs a hot statement as a named prepared statement on a pooled connection, so PostgreSQL parses and plans it
 * once per connection instead of on every call (TypeORM's `query()` cannot name statements). The connection is
 * the manager's transaction's when it has one, else one borrowed from TypeORM's pool for the call through a
 * query runner. Errors are wrapped like TypeORM's, so the error filter maps them the same.
 */
export async function preparedQuery<Row extends QueryResultRow>(manager: EntityManager, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    return (await client.query<Row>({ name, text, values })).rows;
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  } finally {
    if (runner !== manager.queryRunner) await runner.release();
  }
}
