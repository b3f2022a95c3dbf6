import { z } from 'zod';
import { BACKUP_REASONS } from '../domain/backup-retention.js';

/**
 * The backup file: the app's own format, written and read in Node with COPY (pg-copy-streams).
 *
 * Why not pg_dump: the embedded PostgreSQL package ships only initdb, pg_ctl and postgres (no pg_dump or
 * pg_restore), the Docker image is a Node image without PostgreSQL's client tools, and pg_dump refuses a server
 * of a newer major version than its own (this machine's pg_dump 15 against the embedded server 18), so `make
 * backup` would work only where the right client happens to be installed. COPY's text format is stable across
 * PostgreSQL versions, and the restore rebuilds the schema with the app's own migrations, so the file holds data only.
 *
 * Layout: one gzip stream (node:zlib) of lines, each ending in '\n':
 *
 *   {header}                    one line of JSON, BackupHeader below
 *   then for each table of header.tables, in that order:
 *     row…                      COPY … TO STDOUT text format: one line per row, tab-separated columns in the
 *                               order of its `columns`, \N for NULL; backslash, tab and newline inside a value
 *                               are escaped, so no row line is ever exactly `\.`
 *     \.                        end of the table's rows
 *     {trailer}                 one line of JSON, SectionTrailer below: the row count and the sha256 of the rows
 *                               (every byte of the row lines, newlines included)
 *
 * The rows are those of one snapshot (REPEATABLE READ, read only) ordered by primary key, so a backup of a live
 * database is consistent across tables. The `migrations` table is a table like any other.
 * A file is checked after writing by reading it back: header, each section's row count against the header and
 * the trailer, each section's sha256, nothing after the last section.
 */
export const BACKUP_FORMAT = 'ogden-booking-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The line that ends a table's rows (as in psql's COPY FROM STDIN). */
export const END_OF_ROWS = '\\.';

const BackupTable = z.strictObject({
  name: z.string().min(1),
  /** The columns in each row line, in order (generated columns are left out: PostgreSQL computes them). */
  columns: z.array(z.string().min(1)).min(1),
  /** The primary key's columns, the rows' order; empty when the table has none. */
  primaryKey: z.array(z.string()),
  rows: z.number().int().nonnegative(),
});
export type BackupTable = z.infer<typeof BackupTable>;

const BackupSequence = z.strictObject({
  name: z.string().min(1),
  /** bigint as decimal text. */
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});
export type BackupSequence = z.infer<typeof BackupSequence>;

export const BackupHeader = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  /** ISO 8601 instant the snapshot was taken. */
  createdAt: z.string(),
  reason: z.enum(BACKUP_REASONS),
  /** PostgreSQL's server_version, for the record. */
  postgres: z.string(),
  /** Names of the applied migrations, oldest first: the schema the rows belong to. */
  migrations: z.array(z.string()),
  tables: z.array(BackupTable),
  /** The public schema's sequences, as the snapshot saw them. */
  sequences: z.array(BackupSequence),
});
export type BackupHeader = z.infer<typeof BackupHeader>;

export const SectionTrailer = z.strictObject({ table: z.string(), rows: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type SectionTrailer = z.infer<typeof SectionTrailer>;

/** A file that is not a backup, or one that does not hold what it says. */
export class BackupFileError extends Error {}

export function parseBackupHeader(line: string): BackupHeader {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new BackupFileError('This is not a backup file of this app (its first line is not a backup header).');
  }
  if ((json as { format?: unknown } | null)?.format !== BACKUP_FORMAT) throw new BackupFileError('This is not a backup file of this app.');
  if ((json as { version?: unknown }).version !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `The backup is in format version ${String((json as { version?: unknown }).version)}; this app reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const parsed = BackupHeader.safeParse(json);
  if (!parsed.success) throw new BackupFileError(`The backup header is malformed: ${parsed.error.issues[0]?.message ?? 'unknown shape'}.`);
  return parsed.data;
}

export function parseSectionTrailer(line: string, table: string): SectionTrailer {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new BackupFileError(`The rows of table ${table} are not followed by their check line.`);
  }
  const parsed = SectionTrailer.safeParse(json);
  if (!parsed.success || parsed.data.table !== table) throw new BackupFileError(`The check line after table ${table} is malformed.`);
  return parsed.data;
}

/** "name" quoted as a PostgreSQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Session settings both ends use, so COPY's text renders and parses values the same way whatever the server's
 * or the role's defaults (pg_dump sets the same).
 */
export const COPY_SESSION_SETTINGS = [
  "SET client_encoding = 'UTF8'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  "SET TimeZone = 'UTC'",
  'SET extra_float_digits = 3',
  "SET bytea_output = 'hex'",
];
