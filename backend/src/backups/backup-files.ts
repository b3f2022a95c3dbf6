import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { ClientConfig } from 'pg';
import { REPO_ROOT } from '../config/resolve-config.js';
import type { EnvDto } from '../config/env.dto.js';
import { BACKUP_REASONS, backupsToDelete, type BackupReason } from '../domain/backup-retention.js';
import type { VerifiedBackup } from './backup-reader.js';
import { writeBackup } from './backup-writer.js';

/** A finished backup in the backup folder. */
export interface BackupFile {
  path: string;
  name: string;
  createdAt: Date;
  reason: BackupReason;
  sizeBytes: number;
}

export type WrittenBackup = BackupFile & VerifiedBackup;

// booking-2026-11-24T10-00-00.000Z-nightly.backup.gz: the instant (UTC, ':' → '-' for every file system) and the reason.
const FILE_NAME = new RegExp(`^booking-(\\d{4}-\\d{2}-\\d{2})T(\\d{2})-(\\d{2})-(\\d{2}\\.\\d{3})Z-(${BACKUP_REASONS.join('|')})\\.backup\\.gz$`);
/** A `.partial` file older than this was left by a process that died while writing it. */
const ABANDONED_PARTIAL_MS = 24 * 60 * 60 * 1000;

/** BACKUP_DIR (relative to the repository root, like DATA_DIR), else DATA_DIR/backups. */
export function backupFolder(env: Pick<EnvDto, 'BACKUP_DIR'>, dataDir: string): string {
  if (!env.BACKUP_DIR) return join(dataDir, 'backups');
  return isAbsolute(env.BACKUP_DIR) ? env.BACKUP_DIR : resolve(REPO_ROOT, env.BACKUP_DIR);
}

export function backupFileName(createdAt: Date, reason: BackupReason): string {
  return `booking-${createdAt.toISOString().replace(/:/g, '-')}-${reason}.backup.gz`;
}

/** The backups in `folder`, newest first; none when the folder does not exist yet. */
export async function listBackups(folder: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: BackupFile[] = [];
  for (const name of names) {
    const match = FILE_NAME.exec(name);
    if (!match) continue;
    const [, date, hours, minutes, seconds, reason] = match;
    const path = join(folder, name);
    const size = await stat(path).then(
      (info) => info.size,
      () => undefined,
    );
    if (size === undefined) continue; // deleted meanwhile (another server's pruning)
    backups.push({ path, name, createdAt: new Date(`${date}T${hours}:${minutes}:${seconds}Z`), reason: reason as BackupReason, sizeBytes: size });
  }
  return backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Writes a backup of the database into `folder` (created owner-only when missing). */
export async function takeBackup(connection: ClientConfig, folder: string, reason: BackupReason, now: Date): Promise<WrittenBackup> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const name = backupFileName(now, reason);
  const path = join(folder, name);
  const verified = await writeBackup(connection, path, reason, now);
  const { size } = await stat(path);
  return { path, name, createdAt: now, reason, sizeBytes: size, ...verified };
}

/** Deletes the backups the retention rule (domain/backup-retention.ts) lets go, and abandoned partial files. Returns the deleted names. */
export async function pruneBackups(folder: string, now: Date, zone: string): Promise<string[]> {
  const backups = await listBackups(folder);
  const doomed = new Set(
    backupsToDelete(
      backups.map((backup) => ({ id: backup.name, createdAt: backup.createdAt })),
      now,
      zone,
    ),
  );
  const deleted: string[] = [];
  for (const backup of backups) {
    if (!doomed.has(backup.name)) continue;
    await rm(backup.path, { force: true });
    deleted.push(backup.name);
  }
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!name.endsWith('.backup.gz.partial')) continue;
    const path = join(folder, name);
    const modified = await stat(path).then(
      (info) => info.mtimeMs,
      () => now.getTime(),
    );
    if (now.getTime() - modified > ABANDONED_PARTIAL_MS) {
      await rm(path, { force: true });
      deleted.push(name);
    }
  }
  return deleted;
}
