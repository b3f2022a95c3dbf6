import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg, { type Client } from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../database/migration-list.js';
import { typeOrmOptions } from '../database/typeorm-options.js';
import { COPY_SESSION_SETTINGS, quoteIdentifier, type BackupHeader } from './backup-format.js';
import { readBackup, verifyBackup } from './backup-reader.js';
import { MIGRATIONS_TABLE } from './backup-writer.js';

/** A restore that was not started because it would lose data or cannot fit this app; the message says why and what to do. */
export class RestoreRefusedError extends Error {}

export interface RestoreOptions {
  /** Replace a database that holds rows (its public schema is dropped and built again). */
  force: boolean;
  log: (line: string) => void;
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: number;
  /** Migrations of this app that are newer than the backup, applied after its rows. */
  appliedAfter: string[];
}

type MigrationClass = (typeof MIGRATIONS)[number];

/**
 * Restores a backup file (backup-format.ts) into the database at `databaseUrl`:
 *  1. the whole file is read and checked before the database is touched;
 *  2. a database with rows in any table is refused unless `force` (then its public schema is dropped);
 *  3. the schema is built by this app's migrations up to the backup's last one, so the rows fit it exactly;
 *  4. in one transaction: every table emptied (migrations may seed rows), the foreign keys dropped (bookings and
 *     service_codes point at each other, so no table order satisfies them), every table's rows copied in, the
 *     foreign keys added back (PostgreSQL checks every row then), the sequences set to the backup's values;
 *  5. the app's newer migrations run, as at a start.
 * Refused while other sessions are connected to the database: stop the app first.
 */
export async function restoreBackup(databaseUrl: string, file: string, options: RestoreOptions): Promise<RestoreSummary> {
  options.log(`Checking ${file}`);
  const { header, rows } = await verifyBackup(file);
  options.log(`Backup of ${header.createdAt} (${header.reason}): ${header.tables.length} tables, ${rows} rows, ${header.migrations.length} migrations`);
  const migrationsUpTo = migrationsOfBackup(header);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await refuseWhileInUse(client);
    const tablesWithRows = await tablesHoldingRows(client);
    if (tablesWithRows.length > 0 && !options.force) {
      throw new RestoreRefusedError(
        `The database is not empty (rows in ${tablesWithRows.join(', ')}). Restoring replaces all of it: run again with --force (make restore FILE=… FORCE=1) to do that.`,
      );
    }
    if (await hasTables(client)) {
      options.log('Dropping the existing schema');
      await client.query('DROP SCHEMA public CASCADE');
      await client.query('CREATE SCHEMA public');
    }
  } finally {
    await client.end();
  }

  options.log(`Building the schema of the backup (${migrationsUpTo.length} migrations)`);
  await runMigrations(databaseUrl, migrationsUpTo);
  const data = new pg.Client({ connectionString: databaseUrl });
  await data.connect();
  try {
    await copyRowsIn(data, file, header, options.log);
  } finally {
    await data.end();
  }
  const appliedAfter = await runMigrations(databaseUrl, MIGRATIONS);
  for (const name of appliedAfter) options.log(`Applied migration ${name}`);
  return { header, rows, appliedAfter };
}

/** The app's migrations up to the backup's newest one; refused when the backup's schema is not one this app has had. */
function migrationsOfBackup(header: BackupHeader): MigrationClass[] {
  const names = MIGRATIONS.map(migrationName);
  const unknown = header.migrations.filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(`The backup was taken by a newer version of the app (migration ${unknown[0]} is unknown here): update the app first.`);
  }
  const count = header.migrations.length === 0 ? 0 : Math.max(...header.migrations.map((name) => names.indexOf(name))) + 1;
  const expected = names.slice(0, count);
  if (expected.length !== header.migrations.length || expected.some((name) => !header.migrations.includes(name))) {
    throw new RestoreRefusedError(
      `The backup's migrations (${header.migrations.join(', ')}) are not a beginning of this app's list: it cannot be restored by this version.`,
    );
  }
  return MIGRATIONS.slice(0, count);
}

function migrationName(migration: MigrationClass): string {
  return (new migration() as { name?: string }).name ?? migration.name;
}

/** Runs the given migrations that are not applied yet, each in its own transaction; returns their names. */
async function runMigrations(databaseUrl: string, migrations: MigrationClass[]): Promise<string[]> {
  const dataSource = new DataSource({ ...typeOrmOptions(databaseUrl), migrations, extra: { max: 1 } });
  await dataSource.initialize();
  try {
    return (await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

async function refuseWhileInUse(client: Client): Promise<void> {
  const { rows } = await client.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  if (rows[0].count > 0) {
    throw new RestoreRefusedError(`${rows[0].count} other session(s) are connected to this database (the app?). Stop the app, then restore.`);
  }
}

async function publicTables(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') AND NOT relispartition ORDER BY relname`,
  );
  return rows.map((row) => row.name);
}

async function hasTables(client: Client): Promise<boolean> {
  return (await publicTables(client)).length > 0;
}

/** Tables with at least one row; the migrations table alone does not make a database worth keeping. */
async function tablesHoldingRows(client: Client): Promise<string[]> {
  const holding: string[] = [];
  for (const table of await publicTables(client)) {
    if (table === MIGRATIONS_TABLE) continue;
    const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quoteIdentifier(table)}) AS any`);
    if (rows[0].any) holding.push(table);
  }
  return holding;
}

async function copyRowsIn(client: Client, file: string, header: BackupHeader, log: (line: string) => void): Promise<void> {
  for (const setting of COPY_SESSION_SETTINGS) await client.query(setting);
  await client.query('BEGIN');
  try {
    await assertTablesFit(client, header);
    const tables = await publicTables(client);
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(quoteIdentifier).join(', ')}`);
    const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY conrelid::regclass::text, conname`,
    );
    for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoteIdentifier(key.name)}`);

    let copy: OpenCopy | undefined;
    try {
      for await (const entry of readBackup(file)) {
        if (entry.kind === 'rows') {
          copy ??= openCopy(client, `COPY ${quoteIdentifier(entry.table.name)} (${entry.table.columns.map(quoteIdentifier).join(', ')}) FROM STDIN`);
          if (!copy.stream.write(entry.data)) await Promise.race([once(copy.stream, 'drain'), copy.done]);
        } else if (entry.kind === 'end') {
          if (copy) {
            copy.stream.end();
            await copy.done;
            copy = undefined;
          }
          log(`Restored ${entry.table.name}: ${entry.table.rows} rows`);
        }
      }
    } catch (error) {
      // A COPY left open would hold the connection: destroying it sends CopyFail, and the ROLLBACK below can run.
      copy?.stream.destroy(error as Error);
      await copy?.done.catch(() => undefined);
      throw error;
    }

    for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quoteIdentifier(key.name)} ${key.definition}`);
    for (const sequence of header.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoteIdentifier(sequence.name), sequence.lastValue, sequence.isCalled]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

interface OpenCopy {
  stream: CopyStreamQuery;
  /** Settles when PostgreSQL has taken (or refused) every row; watched from the start, so an early refusal is never unhandled. */
  done: Promise<void>;
}

function openCopy(client: Client, sql: string): OpenCopy {
  const stream = client.query(copyFrom(sql));
  const done = finished(stream);
  done.catch(() => undefined);
  return { stream, done };
}

/** Each table of the backup exists with every column the rows carry (the migrations built the same schema). */
async function assertTablesFit(client: Client, header: BackupHeader): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  const columns = new Set(rows.map((row) => `${row.table}.${row.column}`));
  for (const table of header.tables) {
    const missing = table.columns.filter((column) => !columns.has(`${table.name}.${column}`));
    if (missing.length > 0) {
      throw new RestoreRefusedError(
        `The schema built for the backup has no ${missing.map((column) => `${table.name}.${column}`).join(', ')}: the backup does not fit this app.`,
      );
    }
  }
}
