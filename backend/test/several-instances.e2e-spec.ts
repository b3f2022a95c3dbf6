import request from 'supertest';
import { OGDEN_ADDRESS, quoteOf, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// Two app instances on one database, as behind a load balancer: what the owner saves on one is in force on the other
// within a second (PostgreSQL's change notices), and one driver is never booked twice across both.
const clock = fixedClock('2026-06-01T14:00:00Z'); // Mon 08:00 MDT
const WEDNESDAY = '2026-06-03';

type Agent = ReturnType<typeof request.agent>;
/** The parts of the owner's settings these tests change. */
interface Settings {
  prices: { mileage: { minimumCents: number } };
  schedule: { weeklyHours: ({ start: string; end: string } | null)[] };
  notifications: { quietHours: { start: string; end: string } };
}

describe('several app instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let ownerOnFirst: Agent;
  let ownerOnSecond: Agent;

  beforeAll(async () => {
    first = await createTestApp({}, { clock });
    second = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    await resetData(first.dataSource);
    // Both instances back on the environment's values (the emptied table's notice reaches them too, a moment later).
    await untilTrue(async () => (await priceOn(first)) === 20 && (await priceOn(second)) === 20);
    ownerOnFirst = await loginAsOwner(first);
    ownerOnSecond = await loginAsOwner(second);
  });
  afterAll(async () => {
    // Saved settings would be read at start by the next spec file's app.
    await resetData(first.dataSource);
    await second?.close();
    await first?.close();
  });

  /** The price of a short ride in Ogden (the minimum fare) as `app` quotes it, in dollars. */
  const priceOn = async (app: TestApp): Promise<number> =>
    (await app.http.post('/api/quotes').send(quoteOf(rideBooking())).expect(200)).body.totalPrice as number;

  /** Whether `app` offers a ride at 10:00 on Wednesday. */
  const openOn = async (app: TestApp): Promise<boolean> =>
    (
      await app.http
        .post('/api/check-availability')
        .send({
          serviceType: 'ride',
          date: WEDNESDAY,
          startTime: '10:00',
          endTime: '10:00',
          pickupLocation: OGDEN_ADDRESS,
          destinationLocation: SECOND_OGDEN_ADDRESS,
        })
        .expect(200)
    ).body.available as boolean;

  /** Saves the settings in force on `owner`'s instance with `change` applied. */
  async function save(owner: Agent, change: (settings: Settings) => void): Promise<void> {
    const { settings } = (await owner.get('/api/admin/settings').expect(200)).body as { settings: Settings };
    change(settings);
    await owner.put('/api/admin/settings').send(settings).expect(200);
  }

  it('puts a price, the week’s hours and the quiet hours saved on one instance in force on the other within a second', async () => {
    expect(await priceOn(second)).toBe(20);
    expect(await openOn(second)).toBe(true);

    await save(ownerOnFirst, (settings) => {
      settings.prices.mileage.minimumCents = 2600;
      settings.schedule.weeklyHours[3] = null; // closed on Wednesdays
      settings.notifications.quietHours = { start: '20:00', end: '08:00' };
    });
    // The saving instance: at once.
    expect(await priceOn(first)).toBe(26);
    expect(await openOn(first)).toBe(false);

    const inForceWithin = await untilTrue(
      async () =>
        (await priceOn(second)) === 26 &&
        !(await openOn(second)) &&
        (await ownerOnSecond.get('/api/admin/settings').expect(200)).body.settings.notifications.quietHours.start === '20:00',
    );
    expect(inForceWithin).toBeLessThan(1_000);

    // And back, saved on the other instance this time.
    await save(ownerOnSecond, (settings) => {
      settings.prices.mileage.minimumCents = 2000;
      settings.schedule.weeklyHours[3] = { start: '07:00', end: '18:00' };
    });
    expect(await untilTrue(async () => (await priceOn(first)) === 20 && (await openOn(first)))).toBeLessThan(1_000);
  });

  it('books one of 40 customers racing for one slot, 20 on each instance', async () => {
    const customers = Array.from({ length: 40 }, (_, i) =>
      rideBooking({ fullName: `Racer ${i}`, email: `racer${i}@example.com`, phone: `(801) 555-${String(1000 + i)}` }),
    );
    const answers = await Promise.all(customers.map((body, i) => (i % 2 === 0 ? first : second).http.post('/api/create-booking').send(body)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    // Everyone else is told the slot is taken; anything else is shown with its body.
    const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 409);
    expect(unexpected.map((answer) => ({ status: answer.status, body: answer.body as unknown }))).toEqual([]);
    const [{ n }] = await first.dataSource.query(`SELECT count(*)::int AS n FROM bookings WHERE status <> 'cancelled'`);
    expect(n).toBe(1);
    // Both instances now answer that the slot is taken.
    expect(await openOn(first)).toBe(false);
    expect(await untilTrue(async () => !(await openOn(second)))).toBeLessThan(1_000);
  });
});

/** Asks `check` until it is true, for at most 5 s; returns the milliseconds it took. */
async function untilTrue(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > 5_000) throw new Error('still not true after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
