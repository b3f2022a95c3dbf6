import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg, { type Client, type ClientConfig } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { BackupReason } from '../domain/backup-retention.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  COPY_SESSION_SETTINGS,
  END_OF_ROWS,
  quoteIdentifier,
  type BackupHeader,
  type BackupSequence,
  type BackupTable,
} from './backup-format.js';
import { verifyBackup, type VerifiedBackup } from './backup-reader.js';

/** TypeORM's table of applied migrations (its default name). */
export const MIGRATIONS_TABLE = 'migrations';

/**
 * Writes a backup of the database's public schema to `file` (format: backup-format.ts), over a connection of its
 * own. The file appears under its name only once it is complete, on disk (fsync) and read back without fault;
 * until then it is `<file>.partial`, removed again when anything fails. Owner-only permissions: it holds
 * customers' details.
 */
export async function writeBackup(connection: ClientConfig, file: string, reason: BackupReason, createdAt: Date): Promise<VerifiedBackup> {
  const partial = `${file}.partial`;
  try {
    const client = new pg.Client(connection);
    await client.connect();
    try {
      for (const setting of COPY_SESSION_SETTINGS) await client.query(setting);
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const header = await readHeader(client, reason, createdAt);
      await writeFile(client, partial, header);
      await client.query('COMMIT');
    } finally {
      // Also ends a COPY that a failed write left running.
      await client.end().catch(() => undefined);
    }
    const handle = await open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    const verified = await verifyBackup(partial);
    await rename(partial, file);
    return verified;
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
}

async function writeFile(client: Client, path: string, header: BackupHeader): Promise<void> {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  // A failed write (a full disk) rejects `written` and ends the copying below at its next chunk.
  written.catch(() => undefined);
  const write = async (data: Buffer | string) => {
    if (!gzip.write(data)) await Promise.race([once(gzip, 'drain'), written]);
  };
  try {
    await write(`${JSON.stringify(header)}\n`);
    for (const table of header.tables) {
      const hash = createHash('sha256');
      let rows = 0;
      const order = table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(quoteIdentifier).join(', ')}` : '';
      const copy = client.query(copyTo(`COPY (SELECT ${table.columns.map(quoteIdentifier).join(', ')} FROM ${quoteIdentifier(table.name)}${order}) TO STDOUT`));
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        hash.update(chunk);
        for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) rows += 1;
        await write(chunk);
      }
      await write(`${END_OF_ROWS}\n${JSON.stringify({ table: table.name, rows, sha256: hash.digest('hex') })}\n`);
    }
    gzip.end();
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
}

/** What the snapshot holds: tables with their columns, key and row count, the migrations, the sequences. */
async function readHeader(client: Client, reason: BackupReason, createdAt: Date): Promise<BackupHeader> {
  const { rows: tableRows } = await client.query<{ name: string; columns: string[]; primary_key: string[] | null }>(
    `SELECT c.relname AS name,
            array(SELECT a.attname::text FROM pg_attribute a
                  WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
                  ORDER BY a.attnum) AS columns,
            (SELECT array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
                          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum ORDER BY k.position)
             FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary) AS primary_key
     FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname`,
  );
  const tables: BackupTable[] = [];
  for (const row of tableRows) {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${quoteIdentifier(row.name)}`);
    tables.push({ name: row.name, columns: row.columns, primaryKey: row.primary_key ?? [], rows: Number(rows[0].count) });
  }
  const migrations = tables.some((table) => table.name === MIGRATIONS_TABLE)
    ? (await client.query<{ name: string }>(`SELECT name FROM ${quoteIdentifier(MIGRATIONS_TABLE)} ORDER BY id`)).rows.map((row) => row.name)
    : [];
  const { rows: sequenceRows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`,
  );
  const sequences: BackupSequence[] = [];
  for (const { name } of sequenceRows) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${quoteIdentifier(name)}`,
    );
    sequences.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
  }
  const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    reason,
    postgres: version[0].server_version,
    migrations,
    tables,
    sequences,
  };
}
