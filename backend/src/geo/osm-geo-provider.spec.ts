import { startFakeOsm, type FakeOsm } from '../../test/fakes/fake-osm.js';
import { GeoProviderError } from './geo-errors.js';
import { DEFAULT_GEO_SETTINGS, type GeoPoint } from './geo-provider.js';
import { OsmGeoProvider } from './osm-geo-provider.js';

const OGDEN: GeoPoint = DEFAULT_GEO_SETTINGS.homeBase;
const AIRPORT: GeoPoint = { lat: 40.7884, lon: -111.9778, label: 'SLC' };

describe(OsmGeoProvider.name, () => {
  let fake: FakeOsm;
  let photon: OsmGeoProvider;
  let nominatim: OsmGeoProvider;

  beforeAll(async () => {
    fake = await startFakeOsm();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.requests.length = 0;
    photon = new OsmGeoProvider({ photonUrl: fake.baseUrl, nominatimUrl: fake.baseUrl, osrmUrl: fake.baseUrl, timeoutMs: 300, biasCenter: OGDEN });
    nominatim = new OsmGeoProvider({ nominatimUrl: fake.baseUrl, osrmUrl: fake.baseUrl, timeoutMs: 300 });
  });

  // Both search back-ends must produce the same complete lines from their different shapes.
  const expectedOgdenLines = ['3848 Harrison Boulevard, Ogden, UT 84408, USA', '2350 Wall Avenue, Ogden, UT 84401, USA', 'Ogden, UT, USA'];

  describe('with Photon', () => {
    it('formats features as Street, City, ST ZIP, USA and drops non-US or incomplete ones', async () => {
      expect(await photon.suggest('ogden', 8)).toEqual(expectedOgdenLines);
      const request = fake.requests[0];
      expect(request.pathname).toBe('/api');
      expect(Object.fromEntries(request.searchParams)).toMatchObject({ q: 'ogden', lat: '41.223', lon: '-111.9738' });
    });

    it('locates from GeoJSON [lon, lat]', async () => {
      expect(await photon.locate('weber state')).toEqual({ lat: 41.1926, lon: -111.9446, label: '3848 Harrison Boulevard, Ogden, UT 84408, USA' });
    });

    it('gives null when nothing matches', async () => {
      expect(await photon.locate('atlantis')).toBeNull();
    });
  });

  describe('with Nominatim', () => {
    it('formats jsonv2 addressdetails the same way', async () => {
      expect(await nominatim.suggest('ogden', 8)).toEqual(expectedOgdenLines);
      expect(Object.fromEntries(fake.requests[0].searchParams)).toMatchObject({
        q: 'ogden',
        format: 'jsonv2',
        addressdetails: '1',
        countrycodes: 'us',
        limit: '16',
      });
      expect(fake.requests[0].pathname).toBe('/search');
    });

    it('locates from string coordinates', async () => {
      expect(await nominatim.locate('2350 wall')).toEqual({ lat: 41.2237, lon: -111.9781, label: '2350 Wall Avenue, Ogden, UT 84401, USA' });
    });
  });

  describe('roadDistance (OSRM)', () => {
    it('asks for lon,lat pairs and converts metres to miles', async () => {
      fake.routeMeters = 16_093; // 9.9997 mi
      // The fake drives 25 m/s: 643.72 s.
      expect(await photon.roadDistance(OGDEN, AIRPORT)).toEqual({ miles: 10, minutes: 643.72 / 60 });
      expect(fake.requests[0].pathname).toBe('/route/v1/driving/-111.9738,41.223;-111.9778,40.7884');
      expect(fake.requests[0].searchParams.get('overview')).toBe('false');
    });

    it("turns NoRoute (HTTP 400 with a code) into GeoProviderError of kind 'no-route' (not an outage)", async () => {
      fake.failure = 'NoRoute';
      const error = await photon.roadDistance(OGDEN, AIRPORT).catch((e: unknown) => e);
      expect(error).toEqual(new GeoProviderError('osm', 'OSRM route code NoRoute: Impossible route between points'));
      expect((error as GeoProviderError).kind).toBe('no-route');
    });
  });

  describe('failures', () => {
    it.each([
      ['http-500', 'unavailable'],
      ['hang', 'timeout'],
    ] as const)('%s throws GeoProviderError of kind %s from every call', async (failure, kind) => {
      fake.failure = failure;
      for (const call of [() => photon.suggest('ogden', 8), () => nominatim.locate('ogden'), () => photon.roadDistance(OGDEN, AIRPORT)]) {
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GeoProviderError);
        expect((error as GeoProviderError).kind).toBe(kind);
      }
    });

    it('refuses to start without a search URL or OSRM', () => {
      expect(() => new OsmGeoProvider({ osrmUrl: fake.baseUrl, timeoutMs: 300 })).toThrow(GeoProviderError);
      expect(() => new OsmGeoProvider({ photonUrl: fake.baseUrl, osrmUrl: '', timeoutMs: 300 })).toThrow(GeoProviderError);
    });
  });
});
