import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  asideFolderName,
  clusterFolderState,
  firstUnenterableFolder,
  isProcessAlive,
  readPostmasterPid,
  type FolderOwnership,
} from './postgres-data-folder.js';

describe(readPostmasterPid.name, () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'postmaster-pid-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads the PID from the first line of the lock file', () => {
    writeFileSync(join(folder, 'postmaster.pid'), '12345\n/var/postgres\n1700000000\n54329\n\n127.0.0.1\n  5432001    32768\nready   \n');
    expect(readPostmasterPid(folder)).toBe(12345);
  });

  it.each([
    ['no lock file', undefined],
    ['an empty lock file', ''],
    ['a first line that is not a PID', 'postgres\n'],
  ])('has no PID with %s', (_case, content) => {
    if (content !== undefined) writeFileSync(join(folder, 'postmaster.pid'), content);
    expect(readPostmasterPid(folder)).toBeUndefined();
  });
});

describe(isProcessAlive.name, () => {
  it('knows this process is alive and an exited one is not', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    expect(isProcessAlive(exited)).toBe(false);
  });
});

describe(firstUnenterableFolder.name, () => {
  const postgres = { uid: 105, gid: 110 };
  const root = { mode: 0o40755, uid: 0, gid: 0 };
  /** `/srv/app/var/postgres`, with the given ownership of `/srv/app`. */
  const tree =
    (app: FolderOwnership) =>
    (folder: string): FolderOwnership =>
      folder === '/srv/app' ? app : root;

  it.each<[string, FolderOwnership, { uid: number; gid: number } | undefined, string | undefined]>([
    ['root-owned 755', { mode: 0o40755, uid: 0, gid: 0 }, postgres, undefined],
    ['root-owned 700 (root’s home)', { mode: 0o40700, uid: 0, gid: 0 }, postgres, '/srv/app'],
    ['root-owned 711 (enter, not list)', { mode: 0o40711, uid: 0, gid: 0 }, postgres, undefined],
    ['its own 700', { mode: 0o40700, uid: 105, gid: 0 }, postgres, undefined],
    ['its own 070: the owner bits decide, not the group bits', { mode: 0o40070, uid: 105, gid: 110 }, postgres, '/srv/app'],
    ['750 with its group', { mode: 0o40750, uid: 0, gid: 110 }, postgres, undefined],
    ['705 with its group: the group bits decide', { mode: 0o40705, uid: 0, gid: 110 }, postgres, '/srv/app'],
    ['755 before the user exists', { mode: 0o40755, uid: 0, gid: 0 }, undefined, undefined],
    ['750 before the user exists', { mode: 0o40750, uid: 0, gid: 110 }, undefined, '/srv/app'],
  ])('%s', (_case, app, account, blocked) => {
    expect(firstUnenterableFolder('/srv/app/var/postgres', account, tree(app))?.folder).toBe(blocked);
  });

  it('names the folder nearest the root first, with its permission bits', () => {
    const closed = { mode: 0o40700, uid: 0, gid: 0 };
    expect(firstUnenterableFolder('/root/clone/var/postgres', postgres, (folder) => (folder === '/' ? root : closed))).toEqual({
      folder: '/root',
      mode: 0o700,
    });
  });

  it('checks every folder from / to the parent of the target, never the target itself', () => {
    const seen: string[] = [];
    firstUnenterableFolder('/srv/app/var/postgres', postgres, (folder) => (seen.push(folder), root));
    expect(seen).toEqual(['/', '/srv', '/srv/app', '/srv/app/var']);
  });
});

describe(clusterFolderState.name, () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'cluster-folder-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** Writes `files` (paths inside the cluster folder) into `<folder>/postgres`. */
  const cluster = (...files: string[]) => {
    const databaseDir = join(folder, 'postgres');
    mkdirSync(join(databaseDir, 'global'), { recursive: true });
    for (const file of files) writeFileSync(join(databaseDir, file), '18\n');
    return databaseDir;
  };

  it('is empty while the folder is missing or holds nothing', () => {
    expect(clusterFolderState(join(folder, 'postgres'))).toBe('empty');
    mkdirSync(join(folder, 'postgres'));
    expect(clusterFolderState(join(folder, 'postgres'))).toBe('empty');
  });

  it.each([
    ['only the folders initdb makes first', []],
    ['PG_VERSION without the control file', ['PG_VERSION', 'postgresql.conf']],
    ['a control file without PG_VERSION', ['global/pg_control']],
  ])('is unfinished with %s', (_case, files) => {
    expect(clusterFolderState(cluster(...files))).toBe('unfinished');
  });

  it('is a cluster once PG_VERSION and the control file are there', () => {
    expect(clusterFolderState(cluster('PG_VERSION', 'global/pg_control'))).toBe('cluster');
  });
});

describe(asideFolderName.name, () => {
  it('names the folder beside it by the time, without characters some file systems refuse', () => {
    expect(asideFolderName('/var/lib/booking/postgres', new Date('2026-06-01T14:00:00.123Z'))).toBe(
      '/var/lib/booking/postgres.unfinished-2026-06-01T14-00-00Z',
    );
  });
});
