import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { BackupFileError } from '../src/backups/backup-format.js';
import { listBackups } from '../src/backups/backup-files.js';
import { verifyBackup } from '../src/backups/backup-reader.js';
import { restoreBackup, RestoreRefusedError } from '../src/backups/backup-restore.js';
import { BackupsService } from '../src/backups/backups.service.js';
import { MIGRATIONS } from '../src/database/migration-list.js';
import { CONTACT, deliveryBooking, planPurchase, rideBooking } from './fixtures/bookings.js';
import { contentsOf, ScratchDatabases, withClient } from './support/scratch-databases.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// `make backup` and `make restore` as code: a seeded database is backed up by the app's own backup code, the file
// checked, restored into other databases and compared table by table, row by row. Plus what refuses a restore,
// the health warnings and the nightly job. (backup-at-start.e2e-spec.ts: the backup before migrations at a start.)
// One app in this file: passport's session serializer is process-wide, so a second app would take over logins.

const clock = fixedClock('2026-06-01T14:00:00Z');
const quiet = () => undefined;
/** A subscription plan bought and paid (a service code pointing at its booking) and a ride on its code (the other way round). */
async function bookPlanAndRideOnIt(t: TestApp): Promise<void> {
  const plan = planPurchase();
  const created = await t.http.post('/api/create-booking').send(plan).expect(201);
  const paid = await t.http
    .post('/api/process-square-payment')
    .send({ sourceId: 'test-card-ok', amount: created.body.booking.totalPrice, bookingId: created.body.booking.id, customerEmail: CONTACT.email })
    .expect(200);
  await t.http
    .post('/api/create-booking')
    .send(rideBooking({ serviceTime: '15:00', subscriptionCode: paid.body.subscriptionCode }))
    .expect(201);
}

describe('backup and restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'booking-backups-'));
  const scratch = new ScratchDatabases(process.env.API_TEST_DATABASE_URL!);
  let t: TestApp;
  let sourceUrl: string;
  let backupFile: string;

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: folder }, { clock });
    sourceUrl = process.env.API_TEST_DATABASE_URL!;
    await resetData(t.dataSource);
    await t.dataSource.query('DELETE FROM service_codes');

    // Bookings through the API: paid and unpaid, a plan and a ride on its code, text that COPY must escape.
    await bookPlanAndRideOnIt(t);
    const awkward = 'Gate code 12\\34\tthen left\nthird door — “ünïcode” 🚗 \\N';
    await t.http
      .post('/api/create-booking')
      .send(
        deliveryBooking({
          serviceTime: '08:00',
          serviceDetails: { packageSize: 'small', packageWeight: 'light', perishable: 'no', needsCooler: 'no', instructions: awkward },
        }),
      )
      .expect(201);
    const ride = await t.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceTime: '11:00' }))
      .expect(201);
    await t.http
      .post('/api/process-square-payment')
      .send({ sourceId: 'test-card-ok', amount: ride.body.booking.totalPrice, bookingId: ride.body.booking.id })
      .expect(200);
    // The owner: a login (a session row), time off, a settings change (a bigserial history).
    const owner = await loginAsOwner(t);
    await owner.post('/api/blackouts').send({ date: '2026-06-04', reason: 'Family day' }).expect(201);
    const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
    settings.schedule.minLeadMinutes = 90;
    await owner.put('/api/admin/settings').send(settings).expect(200);
    await t.dataSource.query(`INSERT INTO app_settings (key, value, updated_at) VALUES ('backup-test', 'nothing', now())`);

    backupFile = (await t.app.get(BackupsService).takeBackup('manual')).path;
  }, 60_000);

  afterAll(async () => {
    // Saved settings and codes would be read by the next spec file's app.
    if (t) {
      await resetData(t.dataSource);
      await t.dataSource.query('DELETE FROM service_codes');
    }
    await t?.close();
    await scratch.dropAll();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes a checked file named by its time and reason that lists every table and its rows', async () => {
    expect(backupFile).toBe(join(folder, 'booking-2026-06-01T14-00-00.000Z-manual.backup.gz'));
    const { header, rows } = await verifyBackup(backupFile);
    const source = await contentsOf(sourceUrl);
    expect(header).toMatchObject({ format: 'ogden-booking-backup', version: 1, createdAt: '2026-06-01T14:00:00.000Z', reason: 'manual' });
    expect(header.migrations).toEqual(MIGRATIONS.map((migration) => new migration().name));
    expect(header.tables.map((table) => table.name)).toEqual(Object.keys(source.tables));
    for (const table of header.tables) expect([table.name, table.rows]).toEqual([table.name, source.tables[table.name].length]);
    expect(rows).toBeGreaterThan(10);
    expect(header.tables.find((table) => table.name === 'bookings')?.rows).toBe(4);
    expect((await listBackups(folder)).map((backup) => [backup.name, backup.reason])).toEqual([[basename(backupFile), 'manual']]);
    // The file is the owner's alone: it holds customers' names and addresses.
    expect(statSync(backupFile).mode & 0o077).toBe(0);
  });

  it('restores into an empty database with every row of every table identical, then refuses it as not empty unless forced', async () => {
    const target = await scratch.create('restored');
    const summary = await restoreBackup(target, backupFile, { force: false, log: quiet });
    expect(summary.appliedAfter).toEqual([]);
    const [source, restored] = [await contentsOf(sourceUrl), await contentsOf(target)];
    expect(Object.keys(restored.tables)).toEqual(Object.keys(source.tables));
    for (const table of Object.keys(source.tables)) expect([table, restored.tables[table]]).toEqual([table, source.tables[table]]);
    expect(restored.sequences).toEqual(source.sequences);
    expect(restored.tables.bookings.some((row) => row.includes('Gate code 12\\\\34\\tthen left\\nthird door — “ünïcode” 🚗 \\\\N'))).toBe(true);

    await expect(restoreBackup(target, backupFile, { force: false, log: quiet })).rejects.toThrow(/^The database is not empty \(rows in .*bookings/);
    await withClient(target, (client) => client.query(`DELETE FROM blackouts`));
    await restoreBackup(target, backupFile, { force: true, log: quiet });
    expect((await contentsOf(target)).tables).toEqual(source.tables);
  });

  it('refuses a database the app is connected to, and a backup of a newer app', async () => {
    await expect(restoreBackup(sourceUrl, backupFile, { force: true, log: quiet })).rejects.toThrow(/other session\(s\) are connected to this database/);

    const newer = join(folder, 'newer.backup.gz');
    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]);
    header.migrations.push('FromTheFuture1999999999999');
    writeFileSync(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    const target = await scratch.create('newer');
    await expect(restoreBackup(target, newer, { force: false, log: quiet })).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(target, newer, { force: false, log: quiet })).rejects.toThrow(/newer version of the app \(migration FromTheFuture1999999999999/);
  });

  it('finds a damaged or cut-off file before it touches the database', async () => {
    const text = gunzipSync(readFileSync(backupFile)).toString('utf8');
    const cases: [string, Buffer, RegExp][] = [
      ['a changed row', gzipSync(text.replace('Family day', 'Family dax')), /do not match their checksum/],
      ['a row too many', gzipSync(text.replace('Family day', 'Family day\n')), /holds \d+ rows; the backup says/],
      ['cut off', gzipSync(text.slice(0, Math.floor(text.length / 2))), /ends early \(in table /],
      ['a damaged gzip stream', Buffer.concat([readFileSync(backupFile).subarray(0, 200), Buffer.alloc(50, 7)]), /damaged|ends early/],
      ['not a backup', gzipSync('{"hello":"world"}\n'), /not a backup file/],
    ];
    const target = await scratch.create('damaged');
    await withClient(target, (client) => client.query('CREATE TABLE canary (id int PRIMARY KEY)'));
    for (const [name, content, message] of cases) {
      const file = join(folder, `damaged-${name.replace(/\W+/g, '-')}.gz`);
      writeFileSync(file, content);
      await expect(verifyBackup(file)).rejects.toThrow(BackupFileError);
      await expect(restoreBackup(target, file, { force: true, log: quiet })).rejects.toThrow(message);
    }
    // Untouched: the refusal came before the schema was dropped.
    expect((await contentsOf(target)).tables).toEqual({ canary: [] });
  });

  describe('health and the nightly job', () => {
    afterEach(() => clock.set('2026-06-01T14:00:00Z'));

    it('tells the public only that the site is up, and the owner whether the last backup is fresh, and a stale one after 36 hours', async () => {
      await t.dataSource.query(`UPDATE mail_outbox SET status = 'sent' WHERE status = 'queued'`);
      expect((await t.http.get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
      expect((await (await loginAsOwner(t)).get('/api/admin/operations').expect(200)).body).toMatchObject({ warnings: [], oldestUnsentSeconds: null });
      clock.set('2026-06-03T02:00:01Z');
      expect((await t.http.get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
      // Signed in again: a session from 36 hours ago has ended.
      const { body } = await (await loginAsOwner(t)).get('/api/admin/operations').expect(200);
      expect(body.warnings).toEqual([
        { name: 'backup-stale', message: expect.stringMatching(/^The last backup is 36 hours old \(taken 2026-06-01T14:00:00.000Z\)/) },
      ]);
    });

    it('shows the owner mails that wait over 30 minutes, without their addresses, with the last backup, and the public nothing of it', async () => {
      await t.dataSource.query(
        `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, created_at, next_attempt_at)
         VALUES ('booking-received', 'secret.customer@example.com', 'Your booking', 'x', 'x', $1, $1)`,
        [new Date('2026-06-01T13:20:00Z')],
      );
      expect((await t.http.get('/api/health').expect(200)).body).toEqual({ status: 'ok' });

      await t.http.get('/api/admin/operations').expect(401);
      const owner = await loginAsOwner(t);
      const operations = (await owner.get('/api/admin/operations').expect(200)).body;
      expect(operations).toEqual({
        warnings: [{ name: 'mail-stuck', message: expect.stringMatching(/^A message has waited 40 minutes to be sent/) }],
        oldestUnsentSeconds: 40 * 60,
        lastBackup: { createdAt: '2026-06-01T14:00:00.000Z', sizeBytes: expect.any(Number), reason: 'manual' },
      });
      expect(JSON.stringify(operations)).not.toContain('secret.customer');
      expect(operations.lastBackup.sizeBytes).toBeGreaterThan(1000);
      await t.dataSource.query(`DELETE FROM mail_outbox WHERE to_address = 'secret.customer@example.com'`);
    });

    it('takes the nightly backup from 03:00 business time once, skips while another server holds the lock, and prunes old ones', async () => {
      const backups = t.app.get(BackupsService);
      // Old backups from earlier runs: 100 and 99 days back (the same ISO week is long gone), and last night's.
      for (const name of ['booking-2026-02-21T10-00-00.000Z-nightly.backup.gz', 'booking-2026-02-22T10-00-00.000Z-nightly.backup.gz']) {
        writeFileSync(join(folder, name), 'old');
      }
      clock.set('2026-06-02T08:59:00Z'); // 02:59 MDT
      expect(await backups.takeNightlyBackupIfDue()).toBeUndefined();

      clock.set('2026-06-02T09:00:30Z'); // 03:00 MDT
      const other = new pg.Client({ connectionString: sourceUrl });
      await other.connect();
      try {
        await other.query("SELECT pg_advisory_lock(hashtextextended('ogden-booking:nightly-backup', 0))");
        expect(await backups.takeNightlyBackupIfDue()).toBeUndefined();
      } finally {
        await other.end();
      }
      const nightly = await backups.takeNightlyBackupIfDue();
      expect(nightly?.name).toBe('booking-2026-06-02T09-00-30.000Z-nightly.backup.gz');
      clock.set('2026-06-02T09:01:30Z');
      expect(await backups.takeNightlyBackupIfDue()).toBeUndefined();

      const names = (await readdir(folder)).filter((name) => name.startsWith('booking-')).sort();
      expect(names).toEqual(['booking-2026-06-01T14-00-00.000Z-manual.backup.gz', 'booking-2026-06-02T09-00-30.000Z-nightly.backup.gz']);
      rmSync(nightly!.path);
    });
  });
});
