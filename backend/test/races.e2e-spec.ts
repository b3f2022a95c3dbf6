import { deliveryBooking, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// Many customers at once, one driver: PostgreSQL decides, and the schedule never holds more than it can.
const clock = fixedClock('2026-06-01T14:00:00Z');

describe('races for one slot', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(() => resetData(t.dataSource));
  afterAll(() => t.close());

  const live = async (type: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM bookings WHERE service_type = $1 AND status <> 'cancelled'`, [type]))[0].n;

  it('200 concurrent bookings of one ride slot: exactly one', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => t.http.post('/api/create-booking').send(rideBooking())));
    // Any answer but booked or taken, named with its body: one such answer in 200 was seen once in CI, cause not yet found.
    expect(results.filter((r) => r.status !== 201 && r.status !== 409).map((r) => [r.status, r.body])).toEqual([]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(199);
    expect(await live('ride')).toBe(1);
  }, 60_000);

  it('200 concurrent rides at overlapping but different start times: never two overlapping holds', async () => {
    const starts = ['10:00', '10:15', '10:30', '10:45', '11:00'];
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.http.post('/api/create-booking').send(rideBooking({ serviceTime: starts[i % starts.length] }))),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const [{ overlaps }] = await t.dataSource.query(
      `SELECT count(*)::int AS overlaps FROM bookings a JOIN bookings b ON a.id < b.id
        WHERE a.status <> 'cancelled' AND b.status <> 'cancelled' AND a.driver_hold && b.driver_hold`,
    );
    expect(overlaps).toBe(0);
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('200 concurrent deliveries into one window of capacity 3: exactly 3', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => t.http.post('/api/create-booking').send(deliveryBooking())));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.reason === 'MAX_DELIVERIES_REACHED')).toBe(true);
    expect(await live('delivery')).toBe(3);
  }, 60_000);
});
