import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// Same fresh-database helper as the API tests: TEST_DATABASE_URL's server, else embedded PostgreSQL.
import { startTestDatabase } from '../../../backend/test/support/test-database.mjs';

export const E2E_ADMIN = { username: 'owner', password: 'e2e-owner-password-123' };

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

export interface BuiltSite {
  /** e.g. 'http://127.0.0.1:40123'; the API and the app on one origin */
  baseUrl: string;
  /** The site's own database, for reading what the server stored (the mail outbox: mails stay queued under NODE_ENV=test). */
  databaseUrl: string;
  /** Everything the server printed so far. */
  log(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy in 30 s:\n${output()}`);
}

/**
 * The production build of the site (backend/dist serving frontend/dist) on its own fresh database, port and
 * data folder. `settings` override environment values the way a deployment would set them.
 */
export async function startBuiltSite(settings: Record<string, string> = {}): Promise<BuiltSite> {
  const mainJs = join(repoRoot, 'backend', 'dist', 'main.js');
  const indexHtml = join(repoRoot, 'frontend', 'dist', 'index.html');
  if (!existsSync(mainJs) || !existsSync(indexHtml)) throw new Error('Build first: npm run build (make test does this)');

  const database = await startTestDatabase();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-e2e-'));
  let log = '';
  const server = spawn(process.execPath, [mainJs], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // The server's own zone must not matter: business time is America/Denver by setting.
      TZ: 'Pacific/Kiritimati',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SESSION_SECRET: 'e2e-session-secret-long-enough-0123456789abcdef',
      LOG_LEVEL: 'warn',
      // All browser tests share one client IP and a few customers; the real limits are covered by the API tests.
      INQUIRY_RATE_LIMIT_PER_HOUR: '1000',
      UNPAID_HOLDS_PER_CLIENT: '1000',
      BOOKING_RATE_LIMIT_PER_HOUR: '100000',
      SERVICE_CODE_FAILURE_LIMIT: '1000',
      ADDRESS_SUGGESTIONS_RATE_LIMIT_PER_HOUR: '100000',
      FREE_TIMES_RATE_LIMIT_PER_HOUR: '100000',
      AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR: '100000',
      QUOTE_RATE_LIMIT_PER_HOUR: '100000',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: database.url, log: () => log, stop };
}
