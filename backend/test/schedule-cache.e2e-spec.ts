import pg from 'pg';
import { ScheduleCache } from '../src/availability/schedule-cache.js';
import { ChangeNotices } from '../src/database/change-notices.js';
import { OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// The availability check keeps the schedule it read until PostgreSQL announces a change (schedule-cache.ts,
// schedule-change-listener.ts). These tests change the schedule behind the app's back, from their own
// connection, to see when the check notices.
const clock = fixedClock('2026-06-01T14:00:00Z'); // Mon 2026-06-01 08:00 MDT
const DAY = '2026-06-03';

describe('the availability check’s schedule cache', () => {
  let t: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    db = new pg.Client({ connectionString: process.env.API_TEST_DATABASE_URL });
    await db.connect();
  });
  beforeEach(async () => {
    await resetData(t.dataSource);
    await earlierNoticesHeard();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  const ask = (time = '10:00') =>
    t.http
      .post('/api/check-availability')
      .send({ serviceType: 'ride', date: DAY, startTime: time, endTime: time, pickupLocation: OGDEN_ADDRESS, destinationLocation: SECOND_OGDEN_ADDRESS })
      .expect(200)
      .then((res) => res.body as { available: boolean; error: string | null });

  /** Asks until the answer's error is `error` (null: available), for at most `ms`; returns how many asks it took. */
  async function askUntil(error: string | null, ms = 3_000): Promise<number> {
    const deadline = Date.now() + ms;
    for (let asks = 1; ; asks += 1) {
      if ((await ask()).error === error) return asks;
      if (Date.now() > deadline) throw new Error(`still not ${error ?? 'available'} after ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Waits until the app's listening connection has handled every notice sent so far (the data reset's arrive a
   * moment after it commits, and would empty the cache in the middle of a test). PostgreSQL delivers one
   * connection's notices in commit order, so once that connection has passed on a marker sent now, it has
   * passed on the earlier ones to the app's own handler, which was there first.
   */
  async function earlierNoticesHeard(): Promise<void> {
    const listening = t.app.get(ChangeNotices).connection;
    if (!listening) throw new Error('the app is not listening for schedule notices');
    const marker = `test-marker-${Date.now()}`;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the marker notice did not arrive within 10 s')), 10_000);
      const onNotice = (notice: pg.Notification) => {
        if (notice.payload !== marker) return;
        clearTimeout(timer);
        listening.off('notification', onNotice);
        resolve();
      };
      listening.on('notification', onNotice);
      db.query(`SELECT pg_notify('schedule_changed', $1)`, [marker]).catch(reject);
    });
  }

  /** A committed change that announces nothing: its trigger is disabled inside its own transaction only. */
  async function silently(sql: string): Promise<void> {
    await db.query('BEGIN');
    await db.query('ALTER TABLE blackouts DISABLE TRIGGER blackouts_schedule_changed');
    await db.query(sql);
    await db.query('ALTER TABLE blackouts ENABLE TRIGGER blackouts_schedule_changed');
    await db.query('COMMIT');
  }
  const blackOutMorning = `INSERT INTO blackouts (starts_at, ends_at, reason) VALUES ('${DAY}T15:00:00Z', '${DAY}T18:00:00Z', 'dentist')`;

  async function listenerPids(): Promise<number[]> {
    const { rows } = await db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%LISTEN schedule_changed%' AND pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  }

  it('sees a booking made through the app on the very next check', async () => {
    expect(await ask()).toMatchObject({ available: true });
    await t.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceDate: DAY, serviceTime: '10:00' }))
      .expect(201);
    expect(await ask()).toMatchObject({ available: false, error: 'SLOT_TAKEN' });
  });

  it('keeps what it read until PostgreSQL announces a change', async () => {
    expect(await ask()).toMatchObject({ available: true });
    await silently(blackOutMorning);
    expect(await ask()).toMatchObject({ available: true }); // answered from what it kept

    await db.query(`NOTIFY schedule_changed`);
    await askUntil('BLACKED_OUT');
  });

  it('sees a change committed by another process once its trigger’s notice arrives', async () => {
    expect(await ask()).toMatchObject({ available: true });
    await db.query(blackOutMorning);
    await askUntil('BLACKED_OUT');
    await db.query(`UPDATE blackouts SET reason = 'moved' WHERE reason = 'dentist'`);
    await db.query(`DELETE FROM blackouts`);
    await askUntil(null);

    // A booking cancelled by hand in SQL frees its slot too.
    await t.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceDate: DAY, serviceTime: '10:00' }))
      .expect(201);
    expect(await ask()).toMatchObject({ error: 'SLOT_TAKEN' });
    await db.query(`UPDATE bookings SET status = 'cancelled'`);
    await askUntil(null);
  });

  it('reads the database while the listening connection is lost, and keeps what it reads again once it is back', async () => {
    const cache = t.app.get(ScheduleCache);
    expect(cache.isLive).toBe(true);
    const [listener] = await listenerPids();
    expect(listener).toEqual(expect.any(Number));
    expect(await ask()).toMatchObject({ available: true });
    await silently(blackOutMorning);
    expect(await ask()).toMatchObject({ available: true });

    // No notice is sent, but losing the connection means notices may have been missed.
    await db.query('SELECT pg_terminate_backend($1)', [listener]);
    await askUntil('BLACKED_OUT');
    expect(cache.isLive).toBe(false);

    const deadline = Date.now() + 10_000;
    while (!cache.isLive) {
      if (Date.now() > deadline) throw new Error('the listener did not reconnect within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await listenerPids()).toEqual([expect.any(Number)]);
    expect(await listenerPids()).not.toContain(listener);
    // Back to caching: a silent change goes unseen until a notice.
    expect(await ask()).toMatchObject({ error: 'BLACKED_OUT' });
    await silently(`DELETE FROM blackouts`);
    expect(await ask()).toMatchObject({ error: 'BLACKED_OUT' });
    await db.query(`NOTIFY schedule_changed`);
    await askUntil(null);
  });
});
