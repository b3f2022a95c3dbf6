import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { listBackups } from '../src/backups/backup-files.js';
import { verifyBackup } from '../src/backups/backup-reader.js';
import { restoreBackup } from '../src/backups/backup-restore.js';
import { MIGRATIONS } from '../src/database/migration-list.js';
import { typeOrmOptions } from '../src/database/typeorm-options.js';
import { contentsOf, ScratchDatabases, withClient } from './support/scratch-databases.js';
import { createTestApp, fixedClock } from './support/test-app.js';

// A start of the app as the operator meets it: migrations run after an automatic backup (only when some are
// pending on a database that has data), and /api/health answers 503 only when the database is gone.

const clock = fixedClock('2026-06-01T14:00:00Z');
const quiet = () => undefined;
const nameOf = (migration: (typeof MIGRATIONS)[number]) => new migration().name;

describe('backups at a start, and health without a database', () => {
  const scratch = new ScratchDatabases(process.env.API_TEST_DATABASE_URL!);
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'booking-backups-start-'));
    folders.push(folder);
    return folder;
  };

  afterAll(async () => {
    await scratch.dropAll();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('backs up a database with pending migrations before migrating it; that backup restores and migrates to the same rows', async () => {
    const older = await scratch.create('older');
    const previous = MIGRATIONS.slice(0, -1);
    const dataSource = new DataSource({ ...typeOrmOptions(older), migrations: previous });
    await dataSource.initialize();
    await dataSource.runMigrations();
    await dataSource.query(`INSERT INTO blackouts (starts_at, ends_at, reason) VALUES ('2026-06-04T06:00:00Z', '2026-06-05T06:00:00Z', 'Family day')`);
    await dataSource.query(`INSERT INTO app_settings (key, value) VALUES ('calendar-token', 'abc')`);
    await dataSource.destroy();
    const folder = newFolder();

    const app = await createTestApp({ DATABASE_URL: older, BACKUP_DIR: folder }, { clock });
    await app.close();

    const [preMigration, ...others] = await listBackups(folder);
    expect(others).toEqual([]);
    expect(preMigration).toMatchObject({ reason: 'pre-migration', createdAt: new Date('2026-06-01T14:00:00Z') });
    const { header } = await verifyBackup(preMigration.path);
    expect(header.migrations).toEqual(previous.map(nameOf));

    const target = await scratch.create('from_older');
    const summary = await restoreBackup(target, preMigration.path, { force: false, log: quiet });
    expect(summary.appliedAfter).toEqual([nameOf(MIGRATIONS[MIGRATIONS.length - 1])]);
    const [migrated, restored] = [await contentsOf(older), await contentsOf(target)];
    expect(Object.keys(restored.tables)).toEqual(Object.keys(migrated.tables));
    // The same rows on the same schema, except what the start wrote after its backup: the owner account, and the
    // migrations table's record of when each migration ran.
    for (const table of Object.keys(migrated.tables).filter((name) => !['migrations', 'admin_users'].includes(name))) {
      expect([table, restored.tables[table]]).toEqual([table, migrated.tables[table]]);
    }
    expect(restored.tables.blackouts).toHaveLength(1);
    expect(restored.tables.admin_users).toEqual([]);
  });

  it('runs no migration when that backup cannot be written, and says why', async () => {
    const older = await scratch.create('unbacked');
    const dataSource = new DataSource({ ...typeOrmOptions(older), migrations: MIGRATIONS.slice(0, -1) });
    await dataSource.initialize();
    await dataSource.runMigrations();
    await dataSource.destroy();
    const notAFolder = join(newFolder(), 'a-file');
    writeFileSync(notAFolder, '');

    await expect(createTestApp({ DATABASE_URL: older, BACKUP_DIR: join(notAFolder, 'backups') }, { clock })).rejects.toThrow(
      /^The backup before migrating failed, so no migration ran \(backup folder .*a-file\/backups\): /,
    );
    const applied = await withClient(older, (client) => client.query('SELECT name FROM migrations'));
    expect(applied.rows).toHaveLength(MIGRATIONS.length - 1);
  });

  it('takes no backup at the start of a fresh database, nor when no migration is pending', async () => {
    const fresh = await scratch.create('fresh');
    const folder = newFolder();
    for (let start = 0; start < 2; start += 1) {
      const app = await createTestApp({ DATABASE_URL: fresh, BACKUP_DIR: folder }, { clock });
      await app.close();
    }
    expect(await listBackups(folder)).toEqual([]);
  });

  it('answers 200 while the database answers, whatever is missing, and 503 (with the request id) once it is gone', async () => {
    const database = await scratch.create('outage');
    const app = await createTestApp({ DATABASE_URL: database, BACKUP_DIR: join(newFolder(), 'never-written') }, { clock });
    try {
      const before = await app.http.get('/api/health').expect(200);
      // The missing backup is the owner's to read (GET /api/admin/operations, backup-restore.e2e-spec.ts), not the public's.
      expect(before.body).toEqual({ status: 'ok' });
      await scratch.drop(database);
      const after = await app.http.get('/api/health').expect(503);
      expect(after.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(after.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is not reachable.',
        code: 'SERVICE_UNAVAILABLE',
        requestId: after.headers['x-request-id'],
      });
    } finally {
      await app.close().catch(quiet);
    }
  });
});
