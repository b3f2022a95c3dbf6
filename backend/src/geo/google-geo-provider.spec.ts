import { startFakeGoogleMaps, type FakeGoogleMaps } from '../../test/fakes/fake-google-maps.js';
import { GeoProviderError } from './geo-errors.js';
import { DEFAULT_GEO_SETTINGS, type GeoPoint } from './geo-provider.js';
import { GoogleGeoProvider } from './google-geo-provider.js';

const OGDEN: GeoPoint = DEFAULT_GEO_SETTINGS.homeBase;
const AIRPORT: GeoPoint = { lat: 40.7884, lon: -111.9778, label: 'SLC' };

describe(GoogleGeoProvider.name, () => {
  let fake: FakeGoogleMaps;
  let sut: GoogleGeoProvider;

  beforeAll(async () => {
    fake = await startFakeGoogleMaps();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.requests.length = 0;
    sut = new GoogleGeoProvider({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      timeoutMs: 300,
      bias: { center: OGDEN, radiusMiles: 45 },
    });
  });

  describe('suggest', () => {
    it('returns prediction descriptions, US-only and biased toward the service area', async () => {
      expect(await sut.suggest('ogden', 8)).toEqual([
        'Weber State University, Harrison Boulevard, Ogden, UT, USA',
        '2350 Wall Avenue, Ogden, UT, USA',
        'Ogden, UT, USA',
      ]);
      const request = fake.requests[0];
      expect(request.pathname).toBe('/maps/api/place/autocomplete/json');
      expect(Object.fromEntries(request.searchParams)).toMatchObject({
        input: 'ogden',
        key: fake.apiKey,
        components: 'country:us',
        location: '41.223,-111.9738',
        radius: '50000',
      });
    });

    it('cuts the list to the limit', async () => {
      expect(await sut.suggest('ogden', 2)).toHaveLength(2);
    });

    it('treats ZERO_RESULTS as no suggestions', async () => {
      expect(await sut.suggest('no such place', 8)).toEqual([]);
    });
  });

  describe('locate', () => {
    it('reads results[0].geometry.location and the formatted address', async () => {
      expect(await sut.locate('Weber State University')).toEqual({
        lat: 41.1926,
        lon: -111.9446,
        label: '3848 Harrison Blvd, Ogden, UT 84408, USA',
      });
      expect(fake.requests[0].searchParams.get('address')).toBe('Weber State University');
    });

    it('gives null for ZERO_RESULTS', async () => {
      expect(await sut.locate('1 Nowhere Rd, Atlantis')).toBeNull();
    });
  });

  describe('roadDistanceMiles', () => {
    it('converts distance.value from metres to miles, rounded to 0.1', async () => {
      fake.routeMeters = 57_000; // 35.418 mi
      expect(await sut.roadDistanceMiles(OGDEN, AIRPORT)).toBe(35.4);
      expect(Object.fromEntries(fake.requests[0].searchParams)).toMatchObject({
        origins: '41.223,-111.9738',
        destinations: '40.7884,-111.9778',
        units: 'imperial',
      });
    });

    it.each(['NOT_FOUND', 'ZERO_RESULTS'] as const)('throws GeoProviderError for element status %s', async (status) => {
      fake.elementStatus = status;
      await expect(sut.roadDistanceMiles(OGDEN, AIRPORT)).rejects.toThrow(new GeoProviderError('google', `distance matrix element status ${status}`));
    });
  });

  describe('failures', () => {
    const calls: Array<[string, (p: GoogleGeoProvider) => Promise<unknown>]> = [
      ['suggest', (p) => p.suggest('ogden', 8)],
      ['locate', (p) => p.locate('Ogden, UT')],
      ['roadDistanceMiles', (p) => p.roadDistanceMiles(OGDEN, AIRPORT)],
    ];

    it.each(calls)('%s: REQUEST_DENIED, OVER_QUERY_LIMIT, INVALID_REQUEST, UNKNOWN_ERROR throw GeoProviderError', async (_name, call) => {
      for (const status of ['REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'INVALID_REQUEST', 'UNKNOWN_ERROR'] as const) {
        fake.failure = status;
        const error = await call(sut).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GeoProviderError);
        expect((error as Error).message).toContain(status);
      }
    });

    it('ZERO_RESULTS from Distance Matrix itself is an error, not 0 miles', async () => {
      fake.failure = 'ZERO_RESULTS';
      await expect(sut.roadDistanceMiles(OGDEN, AIRPORT)).rejects.toBeInstanceOf(GeoProviderError);
    });

    it("reports a wrong key with Google's error_message", async () => {
      const wrongKey = new GoogleGeoProvider({ apiKey: 'wrong', baseUrl: fake.baseUrl, timeoutMs: 300 });
      await expect(wrongKey.locate('Ogden, UT')).rejects.toThrow('google: geocode status REQUEST_DENIED: The provided API key is invalid.');
    });

    it.each(calls)('%s: HTTP 500, non-JSON body and timeout throw GeoProviderError', async (_name, call) => {
      for (const failure of ['http-500', 'not-json', 'hang'] as const) {
        fake.failure = failure;
        const error = await call(sut).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GeoProviderError);
      }
    });

    it('names the timeout', async () => {
      fake.failure = 'hang';
      await expect(sut.locate('Ogden, UT')).rejects.toThrow('/maps/api/geocode/json request timed out after 300 ms');
    });

    it('refuses to start without a key', () => {
      expect(() => new GoogleGeoProvider({ apiKey: '', baseUrl: fake.baseUrl, timeoutMs: 300 })).toThrow(GeoProviderError);
    });
  });
});
