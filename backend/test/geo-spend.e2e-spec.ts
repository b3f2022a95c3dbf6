import { MapsHealth } from '../src/geo/maps-health.service.js';
import { MapsSpend } from '../src/geo/maps-spend.service.js';
import { GeoJobs } from '../src/geo/geo.jobs.js';
import { DEFAULT_GEO_SETTINGS } from '../src/geo/geo-provider.js';
import { OfflineGeoProvider } from '../src/geo/offline-geo-provider.js';
import { SettingsService } from '../src/settings/settings.service.js';
import { startFakeGoogleMaps, type FakeGoogleMaps } from './fakes/fake-google-maps.js';
import { AIRPORT_ADDRESS, OGDEN_ADDRESS, quoteOf, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// Issue 28: a lookup costs the business a paid Google call, so what Google answered is kept (suggestions per text, a
// day, shared by the app instances) and the calls of a business day stop at the owner's cap, after which the site
// answers as in an outage (the offline estimate), tells the owner once that day, and the admin shows the count.
// Two app instances on one database, GEO_PROVIDER=google against the fake Google.

// Wed 3 June 2026, 08:00 in Denver.
const T0 = '2026-06-03T14:00:00.000Z';
const clock = fixedClock(T0);
const WALL = '2350 Wall Avenue, Ogden, UT, USA';
const QUOTE = quoteOf(rideBooking({ serviceDate: '2026-06-10' }));
/** The same two places the other way round: a pair of its own, measured (and kept) on its own. */
const BACK = { ...QUOTE, pickupLocation: SECOND_OGDEN_ADDRESS, destinationLocation: OGDEN_ADDRESS };

describe('maps spend (fake Google, two app instances)', () => {
  let google: FakeGoogleMaps;
  let a: TestApp;
  let b: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;
  const offline = new OfflineGeoProvider(DEFAULT_GEO_SETTINGS.roadFactor);

  const suggest = (app: TestApp, query: string) => app.http.get('/api/suggest-addresses').query({ query }).expect(200);
  const quote = (app: TestApp, trip: object = QUOTE) => app.http.post('/api/quotes').send(trip).expect(200);
  /** Every count and health report both instances heard is written. */
  const settled = () => Promise.all([a, b].flatMap((app) => [app.app.get(MapsSpend).settled(), app.app.get(MapsHealth).settled()]));
  const spendMails = () => a.dataSource.query(`SELECT to_address, subject, dedupe_key FROM mail_outbox WHERE kind = 'maps-spend-cap-mail' ORDER BY id`);
  /** The owner saves the cap (signed in at the test's time: sessions age by the app's clock). */
  const setCap = async (calls: number) => {
    owner = await loginAsOwner(a);
    const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
    await owner
      .put('/api/admin/settings')
      .send({ ...settings, serviceArea: { ...settings.serviceArea, paidMapCallsPerDay: calls } })
      .expect(200);
    // The other instance puts a saved change in force on PostgreSQL's notice; wait for it.
    await waitFor(async () => (await capInForce(b)) === calls);
  };
  const capInForce = async (app: TestApp) => (await app.app.get(MapsSpend).today()).paidCallsPerDay;

  beforeAll(async () => {
    google = await startFakeGoogleMaps();
    const settings = { GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: google.apiKey, GOOGLE_MAPS_BASE_URL: google.baseUrl };
    a = await createTestApp(settings, { clock });
    b = await createTestApp(settings, { clock });
  });
  beforeEach(async () => {
    clock.set(T0);
    await resetData(a.dataSource);
    await a.dataSource.query('TRUNCATE maps_incidents, maps_estimate_days');
    await Promise.all([a, b].map((app) => app.app.get(SettingsService).loadNow()));
    google.reset();
  });
  afterAll(async () => {
    await resetData(a.dataSource);
    await a?.close();
    await b?.close();
    await google?.close();
  });

  describe('suggestions', () => {
    it('asks Google once a day per text, in any case or spacing, from either instance', async () => {
      const first = await suggest(a, 'wall');
      expect(first.body.suggestions).toEqual([WALL]);
      expect((await suggest(a, '  WALL ')).body).toEqual(first.body);
      expect((await suggest(b, 'Wall')).body).toEqual(first.body);
      expect(google.callsTo('places')).toHaveLength(1);

      clock.set('2026-06-04T14:00:01.000Z');
      expect((await suggest(b, 'wall')).body).toEqual(first.body);
      expect(google.callsTo('places')).toHaveLength(2);
    });

    it('keeps "no match" too, and never an offline stand-in for a failed call', async () => {
      await suggest(a, 'qqqq zzzz');
      await suggest(a, 'qqqq zzzz');
      expect(google.callsTo('places')).toHaveLength(1);

      google.failure = 'http-500';
      expect((await suggest(a, 'weber state')).body.suggestions).toEqual(await offline.suggest('weber state', 8));
      google.failure = null;
      expect((await suggest(a, 'weber state')).body.suggestions).toEqual(['Weber State University, Harrison Boulevard, Ogden, UT, USA']);
      expect(google.callsTo('places')).toHaveLength(3);
    });

    it('deletes suggestions a day old in the hourly job, and keeps the fresh ones', async () => {
      await suggest(a, 'wall');
      clock.set('2026-06-03T20:00:00.000Z');
      await suggest(a, 'provo');
      clock.set('2026-06-04T15:00:00.000Z');
      await a.app.get(GeoJobs).pruneSuggestions();
      expect(await a.dataSource.query('SELECT query_key FROM address_suggestions')).toEqual([{ query_key: 'provo' }]);
    });
  });

  // Each test on a business day of its own: an instance keeps the day's count it last wrote.
  describe("the day's cap on paid calls", () => {
    it('stops calling Google at the cap: quotes still answer on the estimate, the owner is mailed once, the admin counts', async () => {
      clock.set('2026-06-08T14:00:00.000Z');
      await setCap(5);
      // A new pair is three paid calls: both addresses geocoded, one route matrix.
      google.routeMeters = 24_140;
      expect((await quote(a)).body.distance).toBe(15);
      await settled();
      expect(google.calls).toHaveLength(3);
      // Quoted again, two: the addresses are placed (for the service area), the drive is the kept one.
      expect((await quote(a)).body.distance).toBe(15);
      await settled();
      expect(google.calls).toHaveLength(5);

      // Past the cap: a pair never measured is the offline estimate; a kept one still prices on its road miles.
      expect((await quote(a, BACK)).body.distance).not.toBe(15);
      for (let i = 0; i < 3; i += 1) await quote(a, BACK);
      expect((await quote(a)).body.distance).toBe(15);
      await suggest(a, 'ogden');
      await settled();
      expect(google.calls).toHaveLength(5);

      // The other instance learns the day's total with its first write: at most one quote's calls get past it.
      await quote(b, BACK);
      await settled();
      const pastTheCap = google.calls.length - 5;
      expect(pastTheCap).toBeLessThanOrEqual(3);
      await quote(b, BACK);
      await quote(a, BACK);
      await settled();
      expect(google.calls).toHaveLength(5 + pastTheCap);

      expect(await spendMails()).toEqual([
        {
          to_address: 'owner@ogden-rides.test',
          subject: "Google Maps: today's 5 paid calls are used up, prices are estimates",
          dedupe_key: 'maps-spend-cap-mail:2026-06-08',
        },
      ]);
      const status = (await owner.get('/api/admin/maps').expect(200)).body;
      // a's four quotes of the unmeasured pair; then, unless b's first got all three calls through (and kept that
      // pair's drive), b's first and the two after it.
      expect(status).toMatchObject({
        provider: 'google',
        state: 'working',
        paidCallsToday: 5 + pastTheCap,
        paidCallsPerDay: 5,
        estimatedQuotesToday: pastTheCap === 3 ? 4 : 7,
      });
      // Not an outage: no incident, no outage alert.
      expect(await a.dataSource.query('SELECT count(*)::int AS n FROM maps_incidents')).toEqual([{ n: 0 }]);
      expect(await a.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind LIKE 'maps-outage-alert%'`)).toEqual([{ n: 0 }]);

      // The next business day starts a new count (the kept pair: its two addresses).
      clock.set('2026-06-09T14:00:00.000Z');
      expect((await quote(a)).body.distance).toBe(15);
      expect(google.calls).toHaveLength(7 + pastTheCap);
    });

    it('answers offline without alerting anyone when the owner allows no paid calls', async () => {
      clock.set('2026-06-10T14:00:00.000Z');
      await setCap(0);
      // A pair Google never measured (the one above is remembered by the instance that kept it).
      const res = await quote(a, { ...QUOTE, pickupLocation: AIRPORT_ADDRESS });
      const [from, to] = await Promise.all([offline.locate(AIRPORT_ADDRESS), offline.locate(SECOND_OGDEN_ADDRESS)]);
      expect(res.body.distance).toBe((await offline.roadDistance(from!, to!)).miles);
      await settled();
      expect(google.calls).toEqual([]);
      expect(await spendMails()).toEqual([]);
    });
  });
});

/** Polls `ready` every 20 ms for up to 5 s. */
async function waitFor(ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
