import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { rideBooking } from './fixtures/bookings.js';
import {
  exitCodeWithin,
  freePorts,
  nextWeekday,
  startCompiledServer,
  stopCompiledServer,
  waitUntilHealthy,
  type CompiledServer,
} from './support/compiled-server.js';

// The embedded PostgreSQL (DATABASE_URL unset) comes back by itself after a kill -9, a second copy of the app on
// the same data folder stops with one line naming the process that holds it, and as root a data folder the
// `postgres` user cannot reach stops the start with one line instead of initdb's trace.

/** Stack frames in printed output: the three cases above must print none. */
const STACK_FRAME = /^\s+at /m;
const RECOVERY_LIMIT_MS = 10_000;

/** The PID in the embedded PostgreSQL's lock file; undefined while there is none. */
function postmasterPid(dataDir: string): number | undefined {
  const lockFile = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8').split('\n', 1)[0]) : undefined;
}

async function json(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; contentType: string; body: unknown }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Left as text: the assertions show it.
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: parsed };
}

interface Answer {
  path: string;
  status: number | 'network error';
  contentType?: string;
  body?: unknown;
}

/**
 * Customers' traffic while PostgreSQL is killed: health and availability checks and a booking read through a
 * TypeORM repository, bounded in count and time.
 */
async function traffic(base: string, bookingId: string, until: { done: boolean }): Promise<Answer[]> {
  const answers: Answer[] = [];
  const deadline = Date.now() + 30_000;
  const check = { date: nextWeekday(), startTime: '10:00', serviceType: 'delivery' };
  const requests = [
    ['GET', '/api/health', undefined],
    ['POST', '/api/check-availability', check],
    ['GET', `/api/bookings/${bookingId}`, undefined],
  ] as const;
  for (let i = 0; i < 500 && !until.done && Date.now() < deadline; i++) {
    const [method, path, body] = requests[i % requests.length];
    try {
      answers.push({ path, ...(await json(method, `${base}${path}`, body)) });
    } catch (error) {
      answers.push({ path, status: 'network error', body: String(error) });
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return answers;
}

async function pollUntil<T>(what: string, timeoutMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt().catch(() => undefined);
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the embedded PostgreSQL comes back', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-recovery-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
  chmodSync(dataDir, 0o755);
  let ports: { port: number; pgPort: number };
  let server: CompiledServer | undefined;
  let second: CompiledServer | undefined;
  let bookingId: string;
  let booked: unknown;

  beforeAll(async () => {
    const [port, pgPort] = await freePorts(2);
    ports = { port, pgPort };
    server = startCompiledServer({ dataDir, ...ports, logLevel: 'info' });
    await waitUntilHealthy(server);
    const created = await json('POST', `${server.base}/api/create-booking`, rideBooking({ serviceDate: nextWeekday(), serviceTime: '11:00' }));
    expect(created.status).toBe(201);
    bookingId = (created.body as { booking: { id: string } }).booking.id;
    booked = (await json('GET', `${server.base}/api/bookings/${bookingId}`)).body;
  }, 90_000);

  afterAll(async () => {
    await stopCompiledServer(second);
    await stopCompiledServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('restarts PostgreSQL after a kill -9 and serves every committed booking again within 10 s', async () => {
    const base = server!.base;
    const killed = postmasterPid(dataDir)!;
    const loop = { done: false };
    const answers = traffic(base, bookingId, loop);
    await new Promise((r) => setTimeout(r, 300));

    process.kill(killed, 'SIGKILL');
    const killedAt = performance.now();
    let recoveredMs: number;
    try {
      await pollUntil('the booking is served again', 30_000, async () => {
        // Backends outlive their postmaster for a moment, so only an answer given after the new one started counts.
        if (postmasterPid(dataDir) === killed) return undefined;
        const again = await json('GET', `${base}/api/bookings/${bookingId}`);
        return again.status === 200 ? again : undefined;
      });
      recoveredMs = performance.now() - killedAt;
      // Let the traffic run on briefly against the recovered server, then stop it.
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      loop.done = true;
    }

    expect(recoveredMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect((await json('GET', `${base}/api/bookings/${bookingId}`)).body).toEqual(booked);
    const created = await json('POST', `${base}/api/create-booking`, rideBooking({ serviceDate: nextWeekday(), serviceTime: '14:00' }));
    expect(created.status).toBe(201);
    const newId = (created.body as { booking: { id: string } }).booking.id;
    expect((await json('GET', `${base}/api/bookings/${newId}`)).status).toBe(200);

    // Meanwhile every answer was a success or a 503 in the API's JSON error shape, never a 500 or a dropped request.
    const seen = await answers;
    expect(seen.length).toBeGreaterThan(0);
    for (const answer of seen) {
      expect([200, 201, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.contentType).toMatch(/application\/json/);
        expect(answer.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
      }
    }

    expect(postmasterPid(dataDir)).toEqual(expect.any(Number));
    expect(postmasterPid(dataDir)).not.toBe(killed);
    expect(server!.output()).toContain(`Embedded PostgreSQL (process ${killed}) died without shutting down; restarted it`);
    // The schedule cache's LISTEN connection reconnects too (until then checks read the database).
    await pollUntil('the change-notice listener reconnects', 15_000, async () => (server!.output().includes('Change notices are back') ? true : undefined));
  }, 90_000);

  it('stops a second copy on the same data folder with one line naming the process that holds it', async () => {
    const owner = postmasterPid(dataDir);
    const [otherPort] = await freePorts(1);
    second = startCompiledServer({ dataDir, port: otherPort, pgPort: ports.pgPort });
    const code = await exitCodeWithin(second, 45_000);
    const output = second.output();
    expect({ code, output }).toMatchObject({ code: 1 });
    expect(output).toContain(
      `The data folder ${join(dataDir, 'postgres')} is in use by process ${owner} (another copy of this app?). Stop it or set DATA_DIR to another folder.`,
    );
    expect(output).not.toMatch(STACK_FRAME);
    // The first copy was not disturbed.
    expect((await json('GET', `${server!.base}/api/bookings/${bookingId}`)).status).toBe(200);
  }, 60_000);

  it('starts past a postmaster.pid left by a process that is gone', async () => {
    const lockFile = join(dataDir, 'postgres', 'postmaster.pid');
    const lines = readFileSync(lockFile, 'utf8').split('\n');
    expect(await stopCompiledServer(server)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    // The lock file a kill -9 leaves behind, naming a process that has exited since.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFile, [String(gone), ...lines.slice(1)].join('\n'));

    server = startCompiledServer({ dataDir, ...ports });
    await waitUntilHealthy(server);
    expect((await json('GET', `${server.base}/api/bookings/${bookingId}`)).status).toBe(200);
  }, 90_000);
});

const asRoot = process.getuid?.() === 0;

// As root, PostgreSQL runs as the `postgres` user, who cannot enter a private folder of root's; as anyone else it
// runs as that user, who can. CI and this workplace run as root; a developer's machine usually does not.
describe('a data folder inside a private home folder (mode 700)', () => {
  let home: string | undefined;
  let server: CompiledServer | undefined;

  afterAll(async () => {
    await stopCompiledServer(server);
    if (home) rmSync(home, { recursive: true, force: true });
  }, 60_000);

  it(
    asRoot ? 'stops the start as root with one line naming the folder and the fix' : 'works for its owner',
    async () => {
      // A clone in the user's own home: mode 700.
      home = mkdtempSync(join(tmpdir(), 'booking-root-home-'));
      chmodSync(home, 0o700);
      const dataDir = join(home, 'clone', 'var');
      mkdirSync(dataDir, { recursive: true });
      const [port, pgPort] = await freePorts(2);
      server = startCompiledServer({ dataDir, port, pgPort });
      if (!asRoot) {
        await waitUntilHealthy(server);
        return;
      }
      const code = await exitCodeWithin(server, 45_000);
      const output = server.output();
      expect({ code, output }).toMatchObject({ code: 1 });
      expect(output).toContain(
        `PostgreSQL runs as the 'postgres' user, which cannot enter ${home} (mode 700). Set DATA_DIR to a folder it can reach (e.g. DATA_DIR=/var/lib/ogden-booking) or run as a normal user.`,
      );
      expect(output).not.toMatch(STACK_FRAME);
      // Stopped before initdb: no half-made cluster is left behind.
      expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(false);
    },
    60_000,
  );
});

// A first start sets the folder up in steps (initdb, start PostgreSQL, make the app's database); when one is cut short,
// the next start finishes the set-up instead of failing on that folder for ever.
describe('a first start that stopped half way', () => {
  let dataDir: string;
  let server: CompiledServer | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'booking-half-set-up-'));
    // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
    chmodSync(dataDir, 0o755);
  });
  afterEach(async () => {
    await stopCompiledServer(server);
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Starts the compiled server on the folder, waits until it serves, and books a ride. */
  const startAndBook = async (ports: { port: number; pgPort: number }) => {
    server = startCompiledServer({ dataDir, ...ports });
    await waitUntilHealthy(server);
    expect((await json('POST', `${server.base}/api/create-booking`, rideBooking({ serviceDate: nextWeekday(), serviceTime: '11:00' }))).status).toBe(201);
    return server.output();
  };
  const setAside = () => readdirSync(dataDir).filter((name) => name.startsWith('postgres.unfinished-'));

  it('makes the database a first start stopped before (its PostgreSQL port was taken)', async () => {
    const [port, pgPort] = await freePorts(2);
    const squatter = createServer().listen(pgPort, '127.0.0.1');
    await new Promise((listening) => squatter.once('listening', listening));
    let first: CompiledServer;
    try {
      first = startCompiledServer({ dataDir, port, pgPort });
      expect(await exitCodeWithin(first, 60_000)).toBe(1);
    } finally {
      await new Promise((closed) => squatter.close(closed));
    }
    expect(first.output()).toContain(`The embedded PostgreSQL in ${join(dataDir, 'postgres')} did not start`);
    expect(first.output()).not.toMatch(STACK_FRAME);
    // initdb had run: the folder is a cluster, without the app's database.
    expect(existsSync(join(dataDir, 'postgres', 'global', 'pg_control'))).toBe(true);

    const output = await startAndBook({ port, pgPort });
    expect(output).toContain(`The embedded PostgreSQL in ${join(dataDir, 'postgres')} had no 'booking' database`);
    expect(setAside()).toEqual([]);
  }, 120_000);

  it('moves aside what an initdb stopped part way left, and sets up a new folder', async () => {
    // What initdb has written when it is killed early: its folders and PG_VERSION, no control file.
    mkdirSync(join(dataDir, 'postgres', 'base'), { recursive: true });
    mkdirSync(join(dataDir, 'postgres', 'global'));
    writeFileSync(join(dataDir, 'postgres', 'PG_VERSION'), '18\n');
    const [port, pgPort] = await freePorts(2);

    const output = await startAndBook({ port, pgPort });
    const [aside] = setAside();
    expect(output).toContain(`The data folder ${join(dataDir, 'postgres')} was left unfinished by a first start that was stopped part way`);
    expect(output).toContain(join(dataDir, aside));
    expect(readFileSync(join(dataDir, aside, 'PG_VERSION'), 'utf8')).toBe('18\n');
  }, 120_000);

  it("sets up again a cluster whose initdb never made its own 'postgres' database, nor the app's", async () => {
    const [port, pgPort] = await freePorts(2);
    // A cluster as initdb leaves it when killed in its last steps: template1 only.
    const log = { postgres: () => undefined, warn: () => undefined };
    const embedded = await startEmbeddedPostgres(dataDir, pgPort, log);
    try {
      const client = new pg.Client({ connectionString: embedded.url.replace(/\/booking$/, '/template1') });
      await client.connect();
      await client.query('DROP DATABASE booking');
      await client.query('DROP DATABASE postgres');
      await client.end();
    } finally {
      await embedded.stop();
    }

    const output = await startAndBook({ port, pgPort });
    expect(output).toContain('was left unfinished by a first start that was stopped part way');
    expect(setAside()).toHaveLength(1);
  }, 120_000);
});
