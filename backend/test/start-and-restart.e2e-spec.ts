import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rideBooking } from './fixtures/bookings.js';

// `make start` without DATABASE_URL: the compiled server starts its embedded PostgreSQL with data under DATA_DIR,
// a booked ride survives a stop and a start, and SIGTERM stops PostgreSQL too.
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const mainJs = join(repoRoot, 'backend', 'dist', 'main.js');

function startServer(dataDir: string, port: number, pgPort: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [mainJs], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitUntilHealthy(base: string, server: { child: ChildProcess; output: () => string }): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not healthy in time: ${server.output()}`);
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  return exited;
}

function postmasterRunning(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postgres', 'postmaster.pid'));
}

describe('make start with the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-start-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
  chmodSync(dataDir, 0o755);
  const port = 38000 + Math.floor(Math.random() * 1000);
  const pgPort = port + 1000;
  const base = `http://127.0.0.1:${port}`;

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a booked ride across a restart and stops PostgreSQL on SIGTERM', async () => {
    expect(existsSync(mainJs)).toBe(true);
    const first = startServer(dataDir, port, pgPort);
    let bookingId: string;
    try {
      await waitUntilHealthy(base, first);
      const booking = rideBooking({ serviceDate: nextWeekday(), serviceTime: '11:00' });
      const response = await fetch(`${base}/api/create-booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(booking) });
      expect(response.status).toBe(201);
      bookingId = ((await response.json()) as { booking: { id: string } }).booking.id;
    } finally {
      expect(await stop(first.child)).toBe(0);
    }
    expect(postmasterRunning(dataDir)).toBe(false);
    // The generated owner password is kept private to the runtime folder.
    expect(statSync(join(dataDir, 'admin-password.txt')).mode & 0o077).toBe(0);

    const second = startServer(dataDir, port, pgPort);
    try {
      await waitUntilHealthy(base, second);
      const again = await fetch(`${base}/api/bookings/${bookingId}`);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { id: string }).id).toBe(bookingId);
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
    expect(postmasterRunning(dataDir)).toBe(false);
  }, 120_000);
});

/** A weekday a few days out, in Denver, so the ride is within the booking window whenever the test runs. */
function nextWeekday(): string {
  const date = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
