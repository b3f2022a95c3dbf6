import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupFileError, parseBackupHeader, parseSectionTrailer, type BackupHeader, type BackupTable } from './backup-format.js';

/** What reading a backup file yields, in file order (see backup-format.ts). */
export type BackupEntry =
  | { kind: 'header'; header: BackupHeader }
  /** Complete row lines of `table`, each ending in '\n', exactly as COPY … FROM STDIN takes them. */
  | { kind: 'rows'; table: BackupTable; data: Buffer }
  | { kind: 'end'; table: BackupTable };

const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;
const DOT = 0x2e;

/**
 * Streams a backup file, checking as it goes: each table's row count against its header and trailer, the sha256
 * of its rows against the trailer, and that the file ends right after the last table. A check that fails throws a
 * BackupFileError, so a consumer (the restore) never commits what a damaged file held. Memory stays at about one
 * chunk plus the longest row, whatever the table sizes.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupEntry> {
  // pipeline() destroys every stream with the first error (a missing file, a damaged gzip), so iterating throws it.
  const text = pipeline(createReadStream(file), createGunzip(), () => undefined);
  const check = new SectionCheck();
  let header: BackupHeader | undefined;
  let tableIndex = 0;
  let expecting: 'header' | 'rows' | 'trailer' | 'nothing' = 'header';
  let carry: Buffer = Buffer.alloc(0);

  try {
    for await (const chunk of text as AsyncIterable<Buffer>) {
      const buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let position = 0;
      while (position < buffer.length) {
        if (expecting === 'rows') {
          const table = header!.tables[tableIndex];
          const { rowsEnd, next, finished } = scanRows(buffer, position);
          if (rowsEnd > position) {
            const data = buffer.subarray(position, rowsEnd);
            check.add(data);
            yield { kind: 'rows', table, data };
          }
          position = next;
          if (!finished) break;
          expecting = 'trailer';
          continue;
        }
        const newline = buffer.indexOf(NEWLINE, position);
        if (newline < 0) break;
        const line = buffer.toString('utf8', position, newline);
        position = newline + 1;
        if (expecting === 'header') {
          header = parseBackupHeader(line);
          yield { kind: 'header', header };
          expecting = header.tables.length > 0 ? 'rows' : 'nothing';
        } else if (expecting === 'trailer') {
          const table = header!.tables[tableIndex];
          check.finish(table, parseSectionTrailer(line, table.name));
          yield { kind: 'end', table };
          tableIndex += 1;
          expecting = tableIndex < header!.tables.length ? 'rows' : 'nothing';
        } else {
          throw new BackupFileError('The backup holds more than its header lists.');
        }
      }
      carry = buffer.subarray(position);
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw error;
    // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR, unexpected end of file) mean a damaged or cut-off file.
    throw new BackupFileError(`The backup file is damaged: ${(error as Error).message}`);
  }
  if (carry.length > 0 || expecting !== 'nothing') {
    const where =
      expecting === 'header' ? 'before its header' : header && tableIndex < header.tables.length ? `in table ${header.tables[tableIndex].name}` : 'at its end';
    throw new BackupFileError(`The backup file ends early (${where}): it was cut off or not finished.`);
  }
}

export interface VerifiedBackup {
  header: BackupHeader;
  /** Rows over all tables. */
  rows: number;
}

/** Reads a whole backup file and checks everything it says about itself (see readBackup). */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  let header: BackupHeader | undefined;
  let rows = 0;
  for await (const entry of readBackup(file)) {
    if (entry.kind === 'header') header = entry.header;
    if (entry.kind === 'end') rows += entry.table.rows;
  }
  return { header: header!, rows };
}

/**
 * The complete row lines from `start`: up to the `\.` line when it is in the buffer (`finished`, `next` after
 * it), else up to the last complete line (`next` = where the partial line starts).
 */
function scanRows(buffer: Buffer, start: number): { rowsEnd: number; next: number; finished: boolean } {
  let lineStart = start;
  for (;;) {
    const newline = buffer.indexOf(NEWLINE, lineStart);
    if (newline < 0) return { rowsEnd: lineStart, next: lineStart, finished: false };
    if (newline - lineStart === 2 && buffer[lineStart] === BACKSLASH && buffer[lineStart + 1] === DOT) {
      return { rowsEnd: lineStart, next: newline + 1, finished: true };
    }
    lineStart = newline + 1;
  }
}

/** Counts and hashes one table's rows, then compares them with what the header and the trailer say. */
class SectionCheck {
  private hash: Hash = createHash('sha256');
  private rows = 0;

  add(data: Buffer): void {
    this.hash.update(data);
    for (let at = data.indexOf(NEWLINE); at >= 0; at = data.indexOf(NEWLINE, at + 1)) this.rows += 1;
  }

  finish(table: BackupTable, trailer: { rows: number; sha256: string }): void {
    const sha256 = this.hash.digest('hex');
    const rows = this.rows;
    this.hash = createHash('sha256');
    this.rows = 0;
    if (rows !== table.rows || rows !== trailer.rows) {
      throw new BackupFileError(`Table ${table.name} holds ${rows} rows; the backup says ${table.rows} (header) and ${trailer.rows} (check line).`);
    }
    if (sha256 !== trailer.sha256) throw new BackupFileError(`The rows of table ${table.name} do not match their checksum: the file is damaged.`);
  }
}
