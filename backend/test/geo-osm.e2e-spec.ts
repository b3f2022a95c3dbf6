import { DEFAULT_GEO_SETTINGS } from '../src/geo/geo-provider.js';
import { OfflineGeoProvider } from '../src/geo/offline-geo-provider.js';
import { startFakeOsm, type FakeOsm } from './fakes/fake-osm.js';
import { createTestApp, fixedClock, type TestApp } from './support/test-app.js';

// GEO_PROVIDER=osm as the compose profile `osm` runs it (Nominatim for addresses, OSRM for road miles), against
// local fakes of both protocols: suggestions, a quote priced from OSRM's distance, and OSRM failures answered offline.
const RIDE = {
  serviceType: 'ride',
  serviceDate: '2026-06-03',
  serviceTime: '10:00',
  serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'no' },
};
const PICKUP = '2350 Wall Avenue Ogden';
const DESTINATION = 'Weber State University';
/** Where the fake Nominatim places them. */
const PICKUP_POINT = { lat: 41.2237, lon: -111.9781, label: '' };
const DESTINATION_POINT = { lat: 41.1926, lon: -111.9446, label: '' };
/** 15.0 miles: $1.95 a mile is $29.25, over the $20 minimum. */
const FIFTEEN_MILES_IN_METERS = 24_140;

describe('maps through a self-hosted OSM stack (GEO_PROVIDER=osm, fake Nominatim and OSRM)', () => {
  let osm: FakeOsm;
  let t: TestApp;
  const offline = new OfflineGeoProvider(DEFAULT_GEO_SETTINGS.roadFactor);

  beforeAll(async () => {
    osm = await startFakeOsm();
    t = await createTestApp({ GEO_PROVIDER: 'osm', NOMINATIM_URL: osm.baseUrl, OSRM_URL: osm.baseUrl }, { clock: fixedClock('2026-06-01T14:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
    await osm.close();
  });
  beforeEach(() => {
    osm.reset();
    osm.requests.length = 0;
  });

  const quote = (pickupLocation = PICKUP, destinationLocation = DESTINATION) =>
    t.http.post('/api/quotes').send({ ...RIDE, pickupLocation, destinationLocation });
  const routeRequests = () => osm.requests.filter((url) => url.pathname.startsWith('/route/v1/driving/'));

  it('suggests complete US address lines from Nominatim', async () => {
    const res = await t.http.get('/api/suggest-addresses').query({ query: 'ogden' }).expect(200);
    expect(res.body).toEqual({ suggestions: ['3848 Harrison Boulevard, Ogden, UT 84408, USA', '2350 Wall Avenue, Ogden, UT 84401, USA', 'Ogden, UT, USA'] });
    expect(osm.requests.map((url) => [url.pathname, url.searchParams.get('countrycodes')])).toEqual([['/search', 'us']]);
  });

  it("prices a quote from OSRM's driving distance between the points Nominatim found", async () => {
    osm.routeMeters = FIFTEEN_MILES_IN_METERS;
    const res = await quote().expect(200);
    expect(res.body).toMatchObject({ distance: 15, withinServiceArea: true, totalPrice: 29.25 });
    expect(routeRequests().map((url) => url.pathname)).toEqual(['/route/v1/driving/-111.9781,41.2237;-111.9446,41.1926']);
  });

  it.each([
    ['no road between the points (HTTP 400 NoRoute)', 'NoRoute'],
    ['an internal error (HTTP 500)', 'http-500'],
  ] as const)('answers a quote offline when OSRM fails: %s', async (_name, failure) => {
    osm.routeMeters = FIFTEEN_MILES_IN_METERS;
    osm.failure = failure;
    // The way back was never measured: the offline estimate.
    const res = await quote(DESTINATION, PICKUP).expect(200);
    expect(routeRequests()).toHaveLength(1);
    // NoRoute: Nominatim still placed both ends; HTTP 500 (the whole fake): the offline gazetteer placed them.
    const [from, to] = failure === 'NoRoute' ? [DESTINATION_POINT, PICKUP_POINT] : await Promise.all([offline.locate(DESTINATION), offline.locate(PICKUP)]);
    expect(res.body.distance).toBe((await offline.roadDistance(from!, to!)).miles);
    expect(res.body.distance).not.toBe(15);
    // The way there was measured by OSRM above: its kept road miles, with no route request.
    osm.requests.length = 0;
    expect((await quote().expect(200)).body.distance).toBe(15);
    expect(routeRequests()).toEqual([]);
  });
});
