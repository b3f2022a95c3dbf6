import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rideBooking } from './fixtures/bookings.js';
import { freePorts, mainJs, nextWeekday, startCompiledServer, stopCompiledServer, waitUntilHealthy, type CompiledServer } from './support/compiled-server.js';

// `make start` without DATABASE_URL: the compiled server starts its embedded PostgreSQL with data under DATA_DIR,
// a booked ride survives a stop and a start, and SIGTERM stops PostgreSQL too.
function postmasterRunning(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postgres', 'postmaster.pid'));
}

describe('make start with the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-start-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
  chmodSync(dataDir, 0o755);
  let server: CompiledServer | undefined;

  afterAll(async () => {
    await stopCompiledServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a booked ride across a restart and stops PostgreSQL on SIGTERM', async () => {
    expect(existsSync(mainJs)).toBe(true);
    const [port, pgPort] = await freePorts(2);
    const ports = { port, pgPort };
    server = startCompiledServer({ dataDir, ...ports });
    let bookingId: string;
    try {
      await waitUntilHealthy(server);
      const booking = rideBooking({ serviceDate: nextWeekday(), serviceTime: '11:00' });
      const response = await fetch(`${server.base}/api/create-booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(booking),
      });
      expect(response.status).toBe(201);
      bookingId = ((await response.json()) as { booking: { id: string } }).booking.id;
    } finally {
      expect(await stopCompiledServer(server)).toBe(0);
    }
    expect(postmasterRunning(dataDir)).toBe(false);
    // The generated owner password is kept private to the runtime folder.
    expect(statSync(join(dataDir, 'admin-password.txt')).mode & 0o077).toBe(0);

    server = startCompiledServer({ dataDir, ...ports });
    try {
      await waitUntilHealthy(server);
      const again = await fetch(`${server.base}/api/bookings/${bookingId}`);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { id: string }).id).toBe(bookingId);
    } finally {
      expect(await stopCompiledServer(server)).toBe(0);
    }
    expect(postmasterRunning(dataDir)).toBe(false);
  }, 120_000);
});
