import { DEFAULT_AVAILABILITY_SETTINGS } from '../src/domain/availability/availability-settings.js';
import { DEFAULT_GEO_SETTINGS } from '../src/geo/geo-provider.js';
import { MapsHealth } from '../src/geo/maps-health.service.js';
import { MAX_SUGGESTIONS } from '../src/geo/offline-gazetteer.js';
import { OfflineGeoProvider } from '../src/geo/offline-geo-provider.js';
import { startFakeGoogleMaps, type FakeGoogleFailure, type FakeGoogleMaps } from './fakes/fake-google-maps.js';
import { AIRPORT_ADDRESS, OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// GEO_PROVIDER=google against a local fake of Places API (New), the Geocoding API and the Routes API (one port, the
// real REST protocols, refusing like Google): suggestions, quotes priced from the route matrix, and every kind of
// failure answered by the offline fallback.
const TOKEN = '6d0f8f0e-3b8a-4b9e-a3a5-5e0f7f0c2a11';
const WALL = '2350 Wall Avenue, Ogden, UT, USA';
const LOGAN = '1400 Old Main Hill, Logan, UT 84322, USA';
const RIDE = {
  serviceType: 'ride',
  serviceDate: '2026-06-03',
  serviceTime: '10:00',
  serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'no' },
};
/** 15.0 miles: $1.95 a mile is $29.25, over the $20 minimum. */
const FIFTEEN_MILES_IN_METERS = 24_140;

describe('maps through Google (GEO_PROVIDER=google, fake Google)', () => {
  let google: FakeGoogleMaps;
  let t: TestApp;
  const offline = new OfflineGeoProvider(DEFAULT_GEO_SETTINGS.roadFactor);

  beforeAll(async () => {
    google = await startFakeGoogleMaps();
    t = await createTestApp(
      { GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: google.apiKey, GOOGLE_MAPS_BASE_URL: google.baseUrl },
      { clock: fixedClock('2026-06-01T14:00:00Z') },
    );
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });
  beforeEach(() => google.reset());

  const suggest = (query: Record<string, string>) => t.http.get('/api/suggest-addresses').query(query);
  const quote = (pickupLocation: string, destinationLocation: string) => t.http.post('/api/quotes').send({ ...RIDE, pickupLocation, destinationLocation });

  describe('GET /api/suggest-addresses', () => {
    it("answers with Places (New) suggestions of US places, in the browser's session, biased to the service area", async () => {
      const res = await suggest({ query: 'ogden', sessionToken: TOKEN }).expect(200);
      // Google's own list: the Canadian Ogden is left out by includedRegionCodes.
      expect(res.body).toEqual({ suggestions: ['Weber State University, Harrison Boulevard, Ogden, UT, USA', WALL, 'Ogden, UT, USA'] });
      const [call] = google.callsTo('places');
      expect(call.headers['x-goog-api-key']).toBe(google.apiKey);
      expect(call.headers['x-goog-fieldmask']).toBe('suggestions.placePrediction.placeId,suggestions.placePrediction.text.text');
      expect(call.body).toMatchObject({
        input: 'ogden',
        includedRegionCodes: ['us'],
        locationBias: { circle: { center: { latitude: DEFAULT_GEO_SETTINGS.homeBase.lat, longitude: DEFAULT_GEO_SETTINGS.homeBase.lon }, radius: 50_000 } },
        sessionToken: TOKEN,
      });
    });

    it('refuses a session token that is not UUID-like (at most 36 letters, digits, dashes, underscores)', async () => {
      await suggest({ query: 'ogden', sessionToken: 'x'.repeat(37) }).expect(400);
      await suggest({ query: 'ogden', sessionToken: 'not a token!' }).expect(400);
      expect(google.calls).toEqual([]);
    });
  });

  describe('POST /api/quotes', () => {
    it("prices two Ogden addresses from the route matrix's distance (no longer 0 miles apart)", async () => {
      google.routeMeters = FIFTEEN_MILES_IN_METERS;
      const res = await quote(OGDEN_ADDRESS, SECOND_OGDEN_ADDRESS).expect(200);
      expect(res.body).toMatchObject({ distance: 15, withinServiceArea: true, totalPrice: 29.25 });
      expect(
        google
          .callsTo('geocoding')
          .map((call) => call.query.get('address'))
          .sort(),
      ).toEqual([OGDEN_ADDRESS, SECOND_OGDEN_ADDRESS].sort());
      const [matrix] = google.callsTo('routes');
      expect(matrix.headers['x-goog-fieldmask']).toBe('originIndex,destinationIndex,status,condition,distanceMeters,duration');
      expect(matrix.body).toMatchObject({
        origins: [{ waypoint: { location: { latLng: { latitude: 41.2237, longitude: -111.9781 } } } }],
        destinations: [{ waypoint: { location: { latLng: { latitude: 41.1926, longitude: -111.9446 } } } }],
        travelMode: 'DRIVE',
      });
    });

    it('places a picked suggestion by Place Details in its session, and typed text by geocoding', async () => {
      google.routeMeters = FIFTEEN_MILES_IN_METERS;
      await suggest({ query: 'wall', sessionToken: TOKEN }).expect(200);
      await quote(WALL, 'Weber State University').expect(200);
      const details = google.calls.filter((call) => call.path === '/v1/places/ChIJfake-wall');
      expect(details).toHaveLength(1);
      expect(details[0].query.get('sessionToken')).toBe(TOKEN);
      expect(details[0].headers['x-goog-fieldmask']).toBe('location,formattedAddress');
      expect(google.callsTo('geocoding').map((call) => call.query.get('address'))).toEqual(['Weber State University']);
    });
  });

  describe('when Google fails, the site answers from the offline fallback', () => {
    const failures: Array<[string, FakeGoogleFailure]> = [
      ['a key the APIs refuse (403 PERMISSION_DENIED)', 'key-blocked'],
      ['a spent quota (429 RESOURCE_EXHAUSTED)', 'quota'],
      ['an internal error (500)', 'http-500'],
      ['a malformed answer', 'malformed'],
      ['no answer (timeout)', 'hang'],
    ];

    it.each(failures)('%s', async (_name, failure) => {
      google.routeMeters = FIFTEEN_MILES_IN_METERS;
      google.failure = failure;
      const suggestions = await suggest({ query: 'wall ave ogden', sessionToken: TOKEN }).expect(200);
      expect(suggestions.body.suggestions).toEqual(await offline.suggest('wall ave ogden', MAX_SUGGESTIONS));

      // A pair never measured (the other way round from the quote above): nothing kept, so the offline estimate.
      const res = await quote(SECOND_OGDEN_ADDRESS, OGDEN_ADDRESS).expect(200);
      const [from, to] = await Promise.all([offline.locate(SECOND_OGDEN_ADDRESS), offline.locate(OGDEN_ADDRESS)]);
      expect(res.body.distance).toBe((await offline.roadDistance(from!, to!)).miles);
      expect(res.body.distance).not.toBe(15);
      expect(google.callsTo('routes').length + google.callsTo('geocoding').length).toBeGreaterThan(0);
    });

    it('tells the owner once per outage: one mail for many failing quotes, the error in the admin', async () => {
      await resetData(t.dataSource);
      await t.dataSource.query('TRUNCATE maps_incidents, maps_estimate_days');
      google.failure = 'key-blocked';
      for (let i = 0; i < 6; i += 1) await quote(SECOND_OGDEN_ADDRESS, OGDEN_ADDRESS).expect(200);
      await t.app.get(MapsHealth).settled();
      const alerts = await t.dataSource.query(`SELECT kind, to_address, subject FROM mail_outbox WHERE kind = 'maps-outage-alert-mail'`);
      expect(alerts).toEqual([{ kind: 'maps-outage-alert-mail', to_address: 'owner@ogden-rides.test', subject: expect.any(String) }]);
      const status = (await (await loginAsOwner(t)).get('/api/admin/maps').expect(200)).body;
      expect(status).toMatchObject({ provider: 'google', state: 'failing', estimatedQuotesToday: 6 });
      expect(status.lastError.message).toContain('PERMISSION_DENIED');
    });

    it('a route Google cannot find is measured offline too', async () => {
      google.routeCondition = 'ROUTE_NOT_FOUND';
      const res = await quote(SECOND_OGDEN_ADDRESS, OGDEN_ADDRESS).expect(200);
      // Google placed both addresses; only the miles are the offline estimate between those points.
      const estimate = await offline.roadDistance({ lat: 41.1926, lon: -111.9446, label: '' }, { lat: 41.2237, lon: -111.9781, label: '' });
      expect(res.body.distance).toBe(estimate.miles);
    });

    it('prices a pair measured before on its kept road miles, without asking Google again, and counts no estimate', async () => {
      await t.app.get(MapsHealth).settled();
      await t.dataSource.query('TRUNCATE maps_incidents, maps_estimate_days');
      google.routeMeters = FIFTEEN_MILES_IN_METERS;
      await quote(WALL, AIRPORT_ADDRESS).expect(200);
      expect(google.callsTo('routes')).toHaveLength(1);
      const [kept] = await t.dataSource.query(`SELECT measured_by, miles, minutes FROM travel_distances WHERE to_address = lower($1)`, [AIRPORT_ADDRESS]);
      // The fake drives 25 m/s: 24,140 m in 966 s.
      expect(kept).toEqual({ measured_by: 'google+offline', miles: 15, minutes: 966 / 60 });

      // Quoted again: the kept drive, no second route call (the addresses are still placed, for the service area).
      google.reset();
      expect((await quote(WALL, AIRPORT_ADDRESS).expect(200)).body).toMatchObject({ distance: 15, totalPrice: 29.25 });
      expect(google.callsTo('routes')).toEqual([]);

      // Google down: the kept drive still prices it; an unknown pair gets the estimate and is counted.
      google.failure = 'key-blocked';
      expect((await quote(WALL, AIRPORT_ADDRESS).expect(200)).body).toMatchObject({ distance: 15, totalPrice: 29.25 });
      expect(google.callsTo('routes')).toEqual([]);
      await quote(AIRPORT_ADDRESS, WALL).expect(200);
      await t.app.get(MapsHealth).settled();
      const status = (await (await loginAsOwner(t)).get('/api/admin/maps').expect(200)).body;
      expect(status).toMatchObject({ state: 'failing', estimatedQuotesToday: 1 });
    });
  });

  describe('the driver’s travel between jobs', () => {
    const TIME = /(\d{1,2}):(\d\d) (AM|PM)/;
    const minutesOf = (text: string) => {
      const [, hours, minutes, half] = TIME.exec(text)!;
      return ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minutes);
    };

    it("drives the route matrix's minutes, not the miles at the owner's ride speed", async () => {
      await resetData(t.dataSource);
      const date = '2026-06-10';
      const book = (body: Record<string, unknown>) => t.http.post('/api/create-booking').send(body);
      await book(rideBooking({ serviceDate: date, serviceTime: '10:00', pickupLocation: OGDEN_ADDRESS, destinationLocation: AIRPORT_ADDRESS })).expect(201);
      const refused = await book(rideBooking({ serviceDate: date, serviceTime: '12:30', pickupLocation: LOGAN, destinationLocation: OGDEN_ADDRESS })).expect(
        409,
      );
      expect(refused.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', reason: 'TRAVEL_TIME' });
      const [, until, before] = /until about (.+) and cannot reach .+ before (.+)\.$/.exec(refused.body.message as string)!;

      // The airport → Logan drive as Google measured and the app kept it (Logan placed offline: the fake does not know it).
      const [leg] = await t.dataSource.query(`SELECT miles, minutes FROM travel_distances WHERE from_address = lower($1) AND to_address = lower($2)`, [
        AIRPORT_ADDRESS,
        LOGAN,
      ]);
      expect(leg.minutes).toBeGreaterThan(0);
      const { driverBufferMinutes, rideSpeedMph, slotStepMinutes } = DEFAULT_AVAILABILITY_SETTINGS;
      const onGrid = (minutes: number) => Math.ceil(minutes / slotStepMinutes) * slotStepMinutes;
      const routed = onGrid(minutesOf(until) + Math.ceil(leg.minutes) + driverBufferMinutes);
      const atRideSpeed = onGrid(minutesOf(until) + Math.ceil((leg.miles / rideSpeedMph) * 60) + driverBufferMinutes);
      // Google's minutes are the shorter here (the fake drives 56 mph), so the rule that used them names the earlier time.
      expect(routed).toBeLessThan(atRideSpeed);
      expect(minutesOf(before)).toBe(routed);
    });
  });
});
