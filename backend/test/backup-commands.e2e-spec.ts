import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { deliveryBooking, rideBooking } from './fixtures/bookings.js';
import { freePorts, mainJs, nextWeekday, startCompiledServer, stopCompiledServer, waitUntilHealthy, type CompiledServer } from './support/compiled-server.js';
import { contentsOf } from './support/scratch-databases.js';

// `make backup` and `make restore` as the operator runs them (the compiled commands, backend/dist/scripts) with the
// embedded PostgreSQL: a backup beside the running app, a restore into a fresh DATA_DIR, the same rows.

const scripts = join(dirname(mainJs), 'scripts');

interface CommandRun {
  code: number | null;
  output: string;
}

function runScript(script: string, args: string[], dataDir: string, pgPort: number): Promise<CommandRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    // Empty counts as unset, and unlike a deleted variable it is not filled in from a developer's .env.
    DATABASE_URL: '',
    BACKUP_DIR: '',
  };
  const child = spawn(process.execPath, [join(scripts, script), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('make backup and make restore with the embedded PostgreSQL', () => {
  const first = mkdtempSync(join(tmpdir(), 'booking-backup-first-'));
  const second = mkdtempSync(join(tmpdir(), 'booking-backup-second-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
  for (const folder of [first, second]) chmodSync(folder, 0o755);
  let server: CompiledServer | undefined;

  afterAll(async () => {
    await stopCompiledServer(server);
    for (const folder of [first, second]) rmSync(folder, { recursive: true, force: true });
  });

  it('backs up beside the running app, will not restore under it, and restores into a fresh DATA_DIR with the same rows', async () => {
    expect(existsSync(join(scripts, 'backup.js'))).toBe(true);
    const [port, pgPort, secondPgPort] = await freePorts(3);

    // Nothing there yet: nothing to back up.
    const nothing = await runScript('backup.js', [], first, pgPort);
    expect(nothing).toEqual({ code: 1, output: expect.stringContaining('holds no embedded database: nothing to back up') });

    server = startCompiledServer({ dataDir: first, port, pgPort });
    await waitUntilHealthy(server);
    const day = nextWeekday();
    for (const booking of [rideBooking({ serviceDate: day, serviceTime: '11:00' }), deliveryBooking({ serviceDate: day, serviceTime: '14:00' })]) {
      const response = await fetch(`${server.base}/api/create-booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(booking),
      });
      expect(response.status).toBe(201);
    }

    const backup = await runScript('backup.js', [], first, pgPort);
    expect(backup.code).toBe(0);
    expect(backup.output).toContain(`Backing up the running embedded PostgreSQL in ${first}/postgres`);
    const file = /Backup written and checked: (\S+) /.exec(backup.output)?.[1];
    expect(file).toMatch(new RegExp(`^${first}/backups/booking-.+-manual\\.backup\\.gz$`));
    const original = await contentsOf(runningEmbeddedPostgresUrl(first)!);
    expect(original.tables.bookings).toHaveLength(2);

    const underTheApp = await runScript('restore.js', [file!, '--force'], first, pgPort);
    expect(underTheApp.code).toBe(1);
    expect(underTheApp.output).toMatch(/other session\(s\) are connected to this database \(the app\?\)\. Stop the app, then restore\./);
    expect(await stopCompiledServer(server)).toBe(0);

    const restore = await runScript('restore.js', [file!], second, secondPgPort);
    expect(restore.output).toContain(`Restoring into the embedded PostgreSQL in ${second}/postgres (started for this command on port ${secondPgPort})`);
    expect(restore.code).toBe(0);
    expect(existsSync(join(second, 'postgres', 'postmaster.pid'))).toBe(false);

    const restored = await startEmbeddedPostgres(second, secondPgPort, { postgres: () => undefined, warn: () => undefined });
    try {
      expect(await contentsOf(restored.url)).toEqual(original);
    } finally {
      await restored.stop();
    }

    // A second restore into the now filled database is refused without --force.
    const again = await runScript('restore.js', [file!], second, secondPgPort);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/The database is not empty \(rows in .*bookings.*\)\. .*--force/);
  }, 180_000);
});
