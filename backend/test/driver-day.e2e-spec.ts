import { chauffeurBooking, deliveryBooking, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// One driver, one SUV: a delivery window with deliveries holds the driver for the whole window, so no ride or
// personal-driver job may overlap it, and no delivery goes into a window another job overlaps. PostgreSQL's
// exclusion constraint decides when requests race.
const clock = fixedClock('2026-06-01T14:00:00Z'); // Mon 08:00 MDT

const driverFrom0930ForThreeHours = (date = '2026-06-03') =>
  chauffeurBooking({
    serviceDate: date,
    serviceTime: '09:30',
    serviceDetails: { passengers: '2', hours: '3', needsRoofRack: 'no', itinerary: 'Errands', termsAgreed: true },
  });
const deliveryAt10 = (date = '2026-06-03') => deliveryBooking({ serviceDate: date, serviceTime: '10:00' });

describe("one driver's day: deliveries hold the driver", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  const book = (body: Record<string, unknown>) => t.http.post('/api/create-booking').send(body);
  const live = async () =>
    (await t.dataSource.query(`SELECT service_type AS type, count(*)::int AS n FROM bookings WHERE status <> 'cancelled' GROUP BY 1 ORDER BY 1`)) as {
      type: string;
      n: number;
    }[];

  it('refuses a delivery into the 10:00-12:00 window after a 3-hour personal driver from 09:30, and says why', async () => {
    await book(driverFrom0930ForThreeHours()).expect(201);
    const refused = await book(deliveryAt10()).expect(409);
    expect(refused.body).toMatchObject({
      reason: 'SLOT_TAKEN',
      message: 'The driver is booked for another trip during this delivery window. Please choose another window.',
      nextAvailable: { date: '2026-06-03', time: '14:00' },
    });
    await book(deliveryBooking({ serviceDate: '2026-06-03', serviceTime: '14:00' })).expect(201);
  });

  it('refuses the personal driver after a delivery in that window, and a ride into it, but not a ride after it', async () => {
    await book(deliveryAt10()).expect(201);
    const refused = await book(driverFrom0930ForThreeHours()).expect(409);
    expect(refused.body).toMatchObject({
      reason: 'SLOT_TAKEN',
      message: 'The driver is out on deliveries from 10:00 AM to 12:00 PM. Please choose another time.',
    });
    await book(rideBooking({ serviceTime: '11:00' })).expect(409);
    // The short fixture ride (30 minutes, held 30 minutes before and after) held from the moment the window closes.
    await book(rideBooking({ serviceTime: '12:30' })).expect(201);
    // More deliveries still join the window: they are driven together, up to its capacity of 3.
    await book(deliveryAt10()).expect(201);
    expect(await live()).toEqual([
      { type: 'delivery', n: 2 },
      { type: 'ride', n: 1 },
    ]);
  });

  it('answers check-availability by the same rule', async () => {
    await book(deliveryAt10()).expect(201);
    const check = await t.http
      .post('/api/check-availability')
      .send({ serviceType: 'chauffeur', date: '2026-06-03', startTime: '09:30', endTime: '12:30' })
      .expect(200);
    expect(check.body).toMatchObject({
      available: false,
      error: 'SLOT_TAKEN',
      message: 'The driver is out on deliveries from 10:00 AM to 12:00 PM. Please choose another time.',
    });
  });

  it.each([1, 2, 3])(
    '10 personal-driver bookings over the window and 10 deliveries into it, sent together, never both win (round %i)',
    async () => {
      const requests = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? driverFrom0930ForThreeHours() : deliveryAt10()));
      const results = await Promise.all(requests.map((body) => book(body)));
      expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      const won = await live();
      const drivers = won.find((row) => row.type === 'chauffeur')?.n ?? 0;
      const deliveries = won.find((row) => row.type === 'delivery')?.n ?? 0;
      expect(drivers + deliveries).toBeGreaterThan(0);
      if (drivers > 0) expect({ drivers, deliveries }).toEqual({ drivers: 1, deliveries: 0 });
      else expect(deliveries).toBe(3);
    },
    60_000,
  );

  it('is enforced by PostgreSQL itself: a hold moved over a window with deliveries is refused, one beside it is not', async () => {
    await book(deliveryAt10()).expect(201);
    await book(deliveryAt10()).expect(201);
    await book(rideBooking({ serviceTime: '13:00' })).expect(201);
    const moveRide = (range: string) => t.dataSource.query(`UPDATE bookings SET driver_hold = $1::tstzrange WHERE service_type = 'ride'`, [range]);
    await expect(moveRide('[2026-06-03 17:30:00+00,2026-06-03 18:30:00+00)')).rejects.toThrow(/bookings_no_overlapping_driver_holds/);
    await expect(moveRide('[2026-06-03 18:00:00+00,2026-06-03 19:00:00+00)')).resolves.toBeDefined();
  });

  it.each([
    ['the spring-forward day', '2026-03-08', '2026-03-01T15:00:00Z'],
    ['the fall-back day', '2026-11-01', '2026-10-25T15:00:00Z'],
  ])('holds the driver for the window on %s too', async (_name, date, now) => {
    clock.set(now);
    await book(deliveryAt10(date)).expect(201);
    await book(driverFrom0930ForThreeHours(date)).expect(409);
    // The short fixture ride lasts 30 minutes, held 30 minutes before and after.
    await book(rideBooking({ serviceDate: date, serviceTime: '09:15' })).expect(409); // held until 10:15
    await book(rideBooking({ serviceDate: date, serviceTime: '09:00' })).expect(201); // held until the window opens
    const [hold] = (await t.dataSource.query(
      `SELECT lower(driver_hold) AS start, upper(driver_hold) AS end FROM bookings WHERE service_type = 'delivery'`,
    )) as {
      start: Date;
      end: Date;
    }[];
    // 10:00-12:00 local: MDT (UTC-6) after spring-forward, MST (UTC-7) after fall-back.
    expect([hold.start.toISOString(), hold.end.toISOString()]).toEqual(
      date === '2026-03-08' ? ['2026-03-08T16:00:00.000Z', '2026-03-08T18:00:00.000Z'] : ['2026-11-01T17:00:00.000Z', '2026-11-01T19:00:00.000Z'],
    );
  });
});
