import { DEFAULT_PRICING_TABLE } from '../src/domain/pricing/pricing-table.js';
import { SettingsService } from '../src/settings/settings.service.js';
import { AIRPORT_ADDRESS, chauffeurBooking, deliveryBooking, OGDEN_ADDRESS, quoteOf } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, TEST_ADMIN, type TestApp } from './support/test-app.js';

// The owner edits prices and the day's rules in the admin: checked on the server, recorded, and in force for the
// very next quote and availability check, without a restart; the environment gives only the first values.
const clock = fixedClock('2026-06-01T14:00:00Z'); // Mon 08:00 MDT
/** Utah State University, about 37 miles north-east of Ogden; the offline gazetteer places it. */
const LOGAN_ADDRESS = '1400 Old Main Hill, Logan, UT 84322, USA';

interface Settings {
  prices: typeof DEFAULT_PRICING_TABLE;
  schedule: Record<string, unknown> & { minLeadMinutes: number; deliveryWindowCapacity: number; weeklyHours: unknown };
  serviceArea: { serviceRadiusMiles: number; chauffeurRadiusMiles: number; homeBase: string; paidMapCallsPerDay: number };
}

describe('owner settings', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    await resetData(t.dataSource);
    await t.app.get(SettingsService).loadNow(); // back to the environment's values
    owner = await loginAsOwner(t);
  });
  afterAll(async () => {
    // Saved settings would be read at start by the next spec file's app.
    await resetData(t.dataSource);
    await t.close();
  });

  const current = async () => (await owner.get('/api/admin/settings').expect(200)).body as { settings: Settings; changes: Record<string, unknown>[] };
  const withChanges = (settings: Settings, change: (next: Settings) => void): Settings => {
    const next = structuredClone(settings);
    change(next);
    return next;
  };

  it('starts from the environment values with nothing recorded', async () => {
    const { settings, changes } = await current();
    expect(settings.prices).toEqual(DEFAULT_PRICING_TABLE);
    expect(settings.schedule).toMatchObject({ minLeadMinutes: 60, maxDaysAhead: 60, chauffeurNoticeHours: 24, deliveryWindowCapacity: 3 });
    expect(settings.serviceArea).toEqual({ serviceRadiusMiles: 45, chauffeurRadiusMiles: 35, homeBase: 'Ogden, UT', paidMapCallsPerDay: 2000 });
    expect(changes).toEqual([]);
  });

  it('puts a price and the lead time in force for the next quote, availability check and public profile, and records both', async () => {
    const { settings } = await current();
    const quoteDriver = async () =>
      (
        await t.http
          .post('/api/quotes')
          .send(quoteOf(chauffeurBooking({ serviceDetails: { passengers: '2', hours: '3', needsRoofRack: 'no', itinerary: 'Errands', termsAgreed: true } })))
          .expect(200)
      ).body.totalPrice;
    expect(await quoteDriver()).toBe(150);

    const saved = await owner
      .put('/api/admin/settings')
      .send(
        withChanges(settings, (next) => {
          next.prices.chauffeur.centsPerHour = 6500;
          next.schedule.minLeadMinutes = 120;
        }),
      )
      .expect(200);
    expect(saved.body.settings.prices.chauffeur.centsPerHour).toBe(6500);
    expect(saved.body.changes).toEqual([
      { at: '2026-06-01T14:00:00.000Z', actor: TEST_ADMIN.username, path: 'schedule.minLeadMinutes', oldValue: 60, newValue: 120 },
      { at: '2026-06-01T14:00:00.000Z', actor: TEST_ADMIN.username, path: 'prices.chauffeur.centsPerHour', oldValue: 5000, newValue: 6500 },
    ]);

    expect(await quoteDriver()).toBe(195);
    const business = (await t.http.get('/api/business').expect(200)).body;
    expect(business.prices.chauffeurCentsPerHour).toBe(6500);
    expect(business.schedule.minLeadMinutes).toBe(120);
    const check = await t.http
      .post('/api/check-availability')
      .send({
        serviceType: 'ride',
        date: '2026-06-01',
        startTime: '09:30',
        endTime: '09:30',
        pickupLocation: OGDEN_ADDRESS,
        destinationLocation: OGDEN_ADDRESS,
      })
      .expect(200);
    expect(check.body).toMatchObject({ available: false, error: 'TIME_TOO_SOON', message: 'Please choose a time at least 120 minutes from now.' });
  });

  it('closes Sundays and shortens Saturdays at once: the check, the free times and a booking all follow', async () => {
    const { settings } = await current();
    const week = settings.schedule.weeklyHours as ({ start: string; end: string } | null)[];
    const saved = await owner
      .put('/api/admin/settings')
      .send(
        withChanges(settings, (next) => {
          next.schedule.weeklyHours = week.map((hours, weekday) => (weekday === 0 ? null : weekday === 6 ? { start: '09:00', end: '13:00' } : hours));
        }),
      )
      .expect(200);
    expect(saved.body.changes).toEqual([
      expect.objectContaining({ path: 'schedule.weeklyHours', oldValue: week, newValue: expect.arrayContaining([null, { start: '09:00', end: '13:00' }]) }),
    ]);
    // 2026-06-07 is a Sunday, 2026-06-06 a Saturday.
    const sunday = await t.http
      .post('/api/check-availability')
      .send({
        serviceType: 'ride',
        date: '2026-06-07',
        startTime: '10:00',
        endTime: '10:00',
        pickupLocation: OGDEN_ADDRESS,
        destinationLocation: OGDEN_ADDRESS,
      })
      .expect(200);
    expect(sunday.body).toMatchObject({
      available: false,
      error: 'CLOSED',
      message: 'We are closed on Sundays. Please choose another day.',
      nextAvailable: { date: '2026-06-08', time: '08:00' },
    });
    expect((await t.http.post('/api/free-times').send({ serviceType: 'delivery', date: '2026-06-07' }).expect(200)).body.times).toEqual([]);
    const saturday = (await t.http.post('/api/free-times').send({ serviceType: 'delivery', date: '2026-06-06' }).expect(200)).body.times;
    expect(saturday.map((slot: { time: string; available: boolean }) => [slot.time, slot.available])).toEqual([
      ['10:00', true],
      ['12:00', false],
    ]);
    const refused = await t.http
      .post('/api/create-booking')
      .send(deliveryBooking({ serviceDate: '2026-06-06', serviceTime: '12:00' }))
      .expect(409);
    expect(refused.body).toMatchObject({
      reason: 'OUTSIDE_BUSINESS_HOURS',
      message: 'All services must be completed by 1:00 PM. Please choose an earlier time.',
    });
  });

  it('refuses a week without an open day', async () => {
    const { settings } = await current();
    const refused = await owner
      .put('/api/admin/settings')
      .send(withChanges(settings, (next) => (next.schedule.weeklyHours = Array.from({ length: 7 }, () => null))))
      .expect(400);
    expect(refused.body.message).toContain('Open on at least one day of the week');
  });

  it('narrows the service area at once', async () => {
    const quoteAirport = async () =>
      (
        await t.http
          .post('/api/quotes')
          .send(quoteOf(deliveryBooking({ destinationLocation: AIRPORT_ADDRESS }))) // the airport is always in reach for rides only
          .expect(200)
      ).body;
    expect((await quoteAirport()).withinServiceArea).toBe(true);
    const { settings } = await current();
    await owner
      .put('/api/admin/settings')
      .send(withChanges(settings, (next) => (next.serviceArea.serviceRadiusMiles = 20)))
      .expect(200);
    expect(await quoteAirport()).toMatchObject({ withinServiceArea: false });
  });

  it('moves the service area to a new home base at once, placed once from its address and recorded by it', async () => {
    const quote = async (booking: Record<string, unknown>) => (await t.http.post('/api/quotes').send(quoteOf(booking)).expect(200)).body;
    const ogdenToAirport = deliveryBooking({ destinationLocation: AIRPORT_ADDRESS }); // ~30 mi from Ogden, ~66 mi from Logan
    const acrossLogan = deliveryBooking({ pickupLocation: LOGAN_ADDRESS, destinationLocation: 'Logan, UT 84321' }); // ~37 mi from Ogden
    expect(await quote(ogdenToAirport)).toMatchObject({ withinServiceArea: true });
    const { settings } = await current();

    const saved = await owner
      .put('/api/admin/settings')
      .send(withChanges(settings, (next) => (next.serviceArea.homeBase = `  ${LOGAN_ADDRESS} `)))
      .expect(200);
    expect(saved.body.settings.serviceArea).toEqual({ serviceRadiusMiles: 45, chauffeurRadiusMiles: 35, homeBase: LOGAN_ADDRESS, paidMapCallsPerDay: 2000 });
    expect(saved.body.changes).toEqual([
      { at: '2026-06-01T14:00:00.000Z', actor: TEST_ADMIN.username, path: 'serviceArea.homeBase', oldValue: 'Ogden, UT', newValue: LOGAN_ADDRESS },
    ]);
    expect(await quote(ogdenToAirport)).toMatchObject({
      withinServiceArea: false,
      serviceAreaMessage: `We can only provide service within 45 miles of ${LOGAN_ADDRESS}.`,
    });

    // A narrower area around the same home base keeps its point: Logan stays inside, where 30 miles of Ogden would not reach.
    await owner
      .put('/api/admin/settings')
      .send(withChanges(saved.body.settings, (next) => (next.serviceArea.serviceRadiusMiles = 30)))
      .expect(200);
    expect(await quote(acrossLogan)).toMatchObject({ withinServiceArea: true });
    expect((await current()).changes.map((change) => change.path)).toEqual(['serviceArea.serviceRadiusMiles', 'serviceArea.homeBase']);
  });

  it('refuses a home base address that cannot be placed, and changes nothing', async () => {
    const { settings } = await current();
    const refused = await owner
      .put('/api/admin/settings')
      .send(
        withChanges(settings, (next) => {
          next.serviceArea.homeBase = 'zzzz qqqq';
          next.prices.chauffeur.centsPerHour = 9000; // fine on its own
        }),
      )
      .expect(400);
    expect(refused.body.message).toContain('We could not find the home base address "zzzz qqqq". Please enter a street address or a town in Utah.');
    const blank = await owner
      .put('/api/admin/settings')
      .send(withChanges(settings, (next) => (next.serviceArea.homeBase = '  ')))
      .expect(400);
    expect(blank.body.message).toContain('Enter the home base address');
    const after = await current();
    expect(after.settings).toEqual(settings);
    expect(after.changes).toEqual([]);
  });

  it('reads a service area saved before the home base and the paid map calls were settings with the first values of both', async () => {
    await t.dataSource.query(`INSERT INTO owner_settings (part, value, updated_at, updated_by) VALUES ('serviceArea', $1, now(), 'owner')`, [
      JSON.stringify({ serviceRadiusMiles: 50, chauffeurRadiusMiles: 35 }),
    ]);
    await t.app.get(SettingsService).loadNow();
    expect((await current()).settings.serviceArea).toEqual({
      serviceRadiusMiles: 50,
      chauffeurRadiusMiles: 35,
      homeBase: 'Ogden, UT',
      paidMapCallsPerDay: 2000,
    });
  });

  it('refuses out-of-range values as a whole, naming each, and changes nothing', async () => {
    const { settings } = await current();
    const refused = await owner
      .put('/api/admin/settings')
      .send(
        withChanges(settings, (next) => {
          next.prices.chauffeur.centsPerHour = 9000; // fine on its own
          next.prices.mileage.minimumCents = -1;
          next.schedule.minLeadMinutes = 20_000;
          next.schedule.deliveryWindows = [{ start: '17:00', end: '19:00' }];
        }),
      )
      .expect(400);
    for (const problem of [
      'The minimum price must be between $0 and $100,000',
      'The minimum lead time must be between 0 and 10080 minutes (a week)',
      'The delivery window 17:00-19:00 must lie within the working hours, 7:30 AM to 6:00 PM',
    ]) {
      expect(refused.body.message).toContain(problem);
    }
    const after = await current();
    expect(after.settings).toEqual(settings);
    expect(after.changes).toEqual([]);
  });

  it('refuses a body that is not the whole set of settings, naming the value', async () => {
    const { settings } = await current();
    const refused = await owner
      .put('/api/admin/settings')
      .send({ ...settings, prices: { ...settings.prices, mileage: { centsPerMile: '195', minimumCents: 2000 } } })
      .expect(400);
    expect(JSON.stringify(refused.body.message)).toContain('prices.mileage.centsPerMile');
    await owner.put('/api/admin/settings').send({ schedule: settings.schedule }).expect(400);
  });
  // Last: passport is one per process, and the second app's strategies replace the first one's.
  it('keeps the saved settings across a restart', async () => {
    const { settings } = await current();
    await owner
      .put('/api/admin/settings')
      .send(
        withChanges(settings, (next) => {
          next.schedule.deliveryWindowCapacity = 5;
          next.serviceArea.homeBase = LOGAN_ADDRESS;
        }),
      )
      .expect(200);
    // A second app on the same database, as after a restart, reads them at start, the home base with its saved point.
    const restarted = await createTestApp({}, { clock });
    try {
      expect((await restarted.http.get('/api/business').expect(200)).body.schedule.deliveryWindowCapacity).toBe(5);
      const airport = await restarted.http
        .post('/api/quotes')
        .send(quoteOf(deliveryBooking({ destinationLocation: AIRPORT_ADDRESS })))
        .expect(200);
      expect(airport.body).toMatchObject({ withinServiceArea: false, serviceAreaMessage: `We can only provide service within 45 miles of ${LOGAN_ADDRESS}.` });
    } finally {
      await restarted.close();
    }
  });
});
