import { startFakeGoogleMaps, type FakeGoogleFailure, type FakeGoogleMaps } from '../../test/fakes/fake-google-maps.js';
import { GeoProviderError, type GeoProviderErrorKind } from './geo-errors.js';
import { DEFAULT_GEO_SETTINGS, type GeoPoint } from './geo-provider.js';
import { durationSeconds, GoogleGeoProvider } from './google-geo-provider.js';

const OGDEN: GeoPoint = DEFAULT_GEO_SETTINGS.homeBase;
const AIRPORT: GeoPoint = { lat: 40.7884, lon: -111.9778, label: 'SLC' };
const TOKEN = '2f1c6c2e-8d1e-4b53-9a43-0c6f3c1d7e21';
const WALL = '2350 Wall Avenue, Ogden, UT, USA';

describe(GoogleGeoProvider.name, () => {
  let fake: FakeGoogleMaps;
  let now: number;
  let sut: GoogleGeoProvider;

  beforeAll(async () => {
    fake = await startFakeGoogleMaps();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    now = Date.parse('2026-06-01T14:00:00Z');
    sut = new GoogleGeoProvider({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      timeoutMs: 300,
      bias: { center: OGDEN, radiusMiles: 45 },
      now: () => now,
    });
  });

  describe('suggest (Places API (New) Autocomplete)', () => {
    it('returns the predictions of US places, asking with the key, a field mask, the bias circle and the session token', async () => {
      expect(await sut.suggest('ogden', 8, TOKEN)).toEqual(['Weber State University, Harrison Boulevard, Ogden, UT, USA', WALL, 'Ogden, UT, USA']);
      const [call] = fake.calls;
      expect([call.method, call.path]).toEqual(['POST', '/v1/places:autocomplete']);
      expect(call.headers['x-goog-api-key']).toBe(fake.apiKey);
      expect(call.headers['x-goog-fieldmask']).toBe('suggestions.placePrediction.placeId,suggestions.placePrediction.text.text');
      expect(call.body).toEqual({
        input: 'ogden',
        includedRegionCodes: ['us'],
        languageCode: 'en',
        regionCode: 'us',
        // 45 miles is 72 km: Google takes at most 50 km.
        locationBias: { circle: { center: { latitude: 41.223, longitude: -111.9738 }, radius: 50_000 } },
        sessionToken: TOKEN,
      });
    });

    it('sends no session token when the browser has none, and no bias when none is set', async () => {
      const unbiased = new GoogleGeoProvider({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 300 });
      await unbiased.suggest('provo', 8);
      expect(fake.calls[0].body).toEqual({ input: 'provo', includedRegionCodes: ['us'], languageCode: 'en', regionCode: 'us' });
    });

    it('cuts the list to the limit', async () => {
      expect(await sut.suggest('ogden', 2)).toHaveLength(2);
    });

    it('gives no suggestions when nothing matches (Google answers {})', async () => {
      expect(await sut.suggest('no such place', 8, TOKEN)).toEqual([]);
    });
  });

  describe('locate', () => {
    it('places a picked suggestion by Place Details, in the suggestion session, with the location,formattedAddress mask', async () => {
      await sut.suggest('wall', 8, TOKEN);
      expect(await sut.locate(WALL)).toEqual({ lat: 41.2237, lon: -111.9781, label: '2350 Wall Ave, Ogden, UT 84401, USA' });
      const details = fake.calls[1];
      expect([details.method, details.path]).toEqual(['GET', '/v1/places/ChIJfake-wall']);
      expect(details.query.get('sessionToken')).toBe(TOKEN);
      expect(details.headers['x-goog-api-key']).toBe(fake.apiKey);
      expect(details.headers['x-goog-fieldmask']).toBe('location,formattedAddress');
      expect(fake.callsTo('geocoding')).toEqual([]);
    });

    it('ends the session with that one request: the same line is placed again without the token', async () => {
      await sut.suggest('wall', 8, TOKEN);
      await sut.locate(WALL);
      // The browser may send the picked line back with other spacing or case.
      await sut.locate(` ${WALL.toUpperCase()} `);
      const details = fake.calls.filter((call) => call.path === '/v1/places/ChIJfake-wall');
      expect(details.map((call) => call.query.get('sessionToken'))).toEqual([TOKEN, null]);
    });

    it('geocodes typed text (the Geocoding API, its key as a parameter, US only)', async () => {
      expect(await sut.locate('Weber State University')).toEqual({ lat: 41.1926, lon: -111.9446, label: '3848 Harrison Blvd, Ogden, UT 84408, USA' });
      const [call] = fake.calls;
      expect([call.api, call.path]).toEqual(['geocoding', '/maps/api/geocode/json']);
      expect(Object.fromEntries(call.query)).toEqual({ address: 'Weber State University', components: 'country:US', key: fake.apiKey });
    });

    it('geocodes a suggestion half an hour after it was suggested', async () => {
      await sut.suggest('wall', 8, TOKEN);
      now += 30 * 60_000;
      await sut.locate(WALL);
      expect(fake.calls.map((call) => call.api)).toEqual(['places', 'geocoding']);
    });

    it('geocodes the text of a suggestion whose place ID Google has retired', async () => {
      await sut.suggest('wall', 8, TOKEN);
      fake.retiredPlaceIds = ['ChIJfake-wall'];
      expect(await sut.locate(WALL)).toEqual({ lat: 41.2237, lon: -111.9781, label: '2350 Wall Ave, Ogden, UT 84401, USA' });
      expect(fake.calls.map((call) => call.path)).toEqual(['/v1/places:autocomplete', '/v1/places/ChIJfake-wall', '/maps/api/geocode/json']);
    });

    it('gives null for ZERO_RESULTS', async () => {
      expect(await sut.locate('1 Nowhere Rd, Atlantis')).toBeNull();
    });
  });

  describe('roadDistance (Routes API computeRouteMatrix)', () => {
    it('asks for one driving pair: distanceMeters in miles, rounded to 0.1, and the duration in minutes', async () => {
      fake.routeMeters = 57_000; // 35.418 mi; the fake drives 25 m/s: '2280s'
      expect(await sut.roadDistance(OGDEN, AIRPORT)).toEqual({ miles: 35.4, minutes: 38 });
      const [call] = fake.calls;
      expect([call.method, call.path]).toEqual(['POST', '/distanceMatrix/v2:computeRouteMatrix']);
      expect(call.headers['x-goog-api-key']).toBe(fake.apiKey);
      expect(call.headers['x-goog-fieldmask']).toBe('originIndex,destinationIndex,status,condition,distanceMeters,duration');
      expect(call.body).toEqual({
        origins: [{ waypoint: { location: { latLng: { latitude: 41.223, longitude: -111.9738 } } } }],
        destinations: [{ waypoint: { location: { latLng: { latitude: 40.7884, longitude: -111.9778 } } } }],
        travelMode: 'DRIVE',
        routingPreference: 'TRAFFIC_UNAWARE',
      });
    });

    it.each([
      ['754s', 754],
      ['3.5s', 3.5],
      ['0.000000001s', 1e-9],
      ['0s', 0],
      ['12', null],
      ['-5s', null],
      ['1.5e3s', null],
      [754, null],
      [null, null],
    ])('reads the duration %p as %p seconds', (duration, seconds) => {
      expect(durationSeconds(duration)).toBe(seconds);
    });

    it("throws kind 'no-route' for ROUTE_NOT_FOUND (not an outage)", async () => {
      fake.routeCondition = 'ROUTE_NOT_FOUND';
      const error = await failure(() => sut.roadDistance(OGDEN, AIRPORT));
      expect(error.kind).toBe('no-route');
      expect(error.message).toContain('ROUTE_NOT_FOUND');
    });
  });

  describe('failures', () => {
    const calls: Array<[string, (p: GoogleGeoProvider) => Promise<unknown>]> = [
      ['suggest', (p) => p.suggest('ogden', 8, TOKEN)],
      ['locate (geocoding)', (p) => p.locate('Ogden, UT')],
      ['locate (place details)', (p) => p.locate(WALL)],
      ['roadDistance', (p) => p.roadDistance(OGDEN, AIRPORT)],
    ];
    const kinds: Array<[FakeGoogleFailure, GeoProviderErrorKind]> = [
      ['key-blocked', 'auth'],
      ['quota', 'quota'],
      ['http-500', 'unavailable'],
      ['not-json', 'bad-answer'],
      ['malformed', 'bad-answer'],
      ['hang', 'timeout'],
    ];

    it.each(calls)('%s: each failure is a GeoProviderError of its kind', async (name, call) => {
      for (const [fakeFailure, kind] of kinds) {
        fake.reset();
        // The place details case needs the line suggested first, while Google still answers.
        if (name === 'locate (place details)') await sut.suggest('wall', 8, TOKEN);
        fake.failure = fakeFailure;
        const error = await failure(() => call(sut));
        expect([fakeFailure, error.kind]).toEqual([fakeFailure, kind]);
      }
    });

    it("names the HTTP status and Google's status", async () => {
      fake.failure = 'key-blocked';
      await expect(sut.suggest('ogden', 8)).rejects.toThrow(
        'google: places:autocomplete returned HTTP 403 PERMISSION_DENIED (API_KEY_SERVICE_BLOCKED): Requests to this API places.googleapis.com are blocked.',
      );
      fake.failure = 'quota';
      await expect(sut.roadDistance(OGDEN, AIRPORT)).rejects.toThrow(
        /^google: computeRouteMatrix returned HTTP 429 RESOURCE_EXHAUSTED \(RATE_LIMIT_EXCEEDED\): Quota exceeded/,
      );
      fake.failure = 'quota';
      await expect(sut.locate('Ogden, UT')).rejects.toThrow(
        'google: geocode returned HTTP 200 OVER_QUERY_LIMIT: You have exceeded your rate-limit for this API.',
      );
    });

    it("reports a wrong key as 'auth' from every API", async () => {
      const wrongKey = new GoogleGeoProvider({ apiKey: 'wrong', baseUrl: fake.baseUrl, timeoutMs: 300 });
      const suggestError = await failure(() => wrongKey.suggest('ogden', 8));
      expect(suggestError.message).toBe(
        'google: places:autocomplete returned HTTP 400 INVALID_ARGUMENT (API_KEY_INVALID): API key not valid. Please pass a valid API key.',
      );
      expect(suggestError.kind).toBe('auth');
      expect((await failure(() => wrongKey.roadDistance(OGDEN, AIRPORT))).kind).toBe('auth');
      const geocodeError = await failure(() => wrongKey.locate('Ogden, UT'));
      expect([geocodeError.kind, geocodeError.message]).toEqual(['auth', 'google: geocode returned HTTP 200 REQUEST_DENIED: The provided API key is invalid.']);
    });

    it('names the timeout', async () => {
      fake.failure = 'hang';
      await expect(sut.locate('Ogden, UT')).rejects.toThrow('/maps/api/geocode/json request timed out after 300 ms');
    });

    it("reports a refused connection as 'unavailable'", async () => {
      const closed = await startFakeGoogleMaps();
      await closed.close();
      const nobody = new GoogleGeoProvider({ apiKey: fake.apiKey, baseUrl: closed.baseUrl, timeoutMs: 300 });
      expect((await failure(() => nobody.suggest('ogden', 8))).kind).toBe('unavailable');
    });

    it('refuses to start without a key', () => {
      expect(() => new GoogleGeoProvider({ apiKey: '', baseUrl: fake.baseUrl, timeoutMs: 300 })).toThrow(GeoProviderError);
    });
  });

  describe('the fake refuses like Google', () => {
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${fake.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ input: 'ogden' }),
      });

    it('a request without X-Goog-Api-Key: 403 PERMISSION_DENIED', async () => {
      const response = await post('/v1/places:autocomplete', {});
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
    });

    it('a route matrix request without X-Goog-FieldMask: 400 INVALID_ARGUMENT', async () => {
      const response = await post('/distanceMatrix/v2:computeRouteMatrix', { 'X-Goog-Api-Key': fake.apiKey });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT', message: expect.stringContaining('FieldMask') } });
    });
  });
});

async function failure(call: () => Promise<unknown>): Promise<GeoProviderError> {
  const error = await call().then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeoProviderError);
  return error as GeoProviderError;
}
