import { startFakeGoogleMaps, type FakeGoogleMaps } from '../../test/fakes/fake-google-maps.js';
import { FallbackGeoProvider } from './fallback-geo-provider.js';
import { GeoProviderError } from './geo-errors.js';
import { DEFAULT_GEO_SETTINGS, type GeoPoint, type GeoProvider } from './geo-provider.js';
import { GoogleGeoProvider } from './google-geo-provider.js';
import { OfflineGeoProvider } from './offline-geo-provider.js';

const OGDEN: GeoPoint = DEFAULT_GEO_SETTINGS.homeBase;
const AIRPORT: GeoPoint = { lat: 40.7884, lon: -111.9778, label: 'SLC' };

/** A primary whose every call fails the given way. */
function brokenProvider(fail: () => Promise<never>): GeoProvider {
  return { name: 'broken', suggest: fail, locate: fail, roadDistanceMiles: fail };
}

describe(FallbackGeoProvider.name, () => {
  const offline = new OfflineGeoProvider(DEFAULT_GEO_SETTINGS.roadFactor);
  let warnings: string[];
  const logWarning = (message: string) => warnings.push(message);

  beforeEach(() => {
    warnings = [];
  });

  it('passes answers from a healthy primary through without warnings', async () => {
    const primary: GeoProvider = {
      name: 'stub',
      suggest: async () => ['1 Stub St, Ogden, UT 84401, USA'],
      locate: async () => ({ lat: 1, lon: 2, label: 'stub' }),
      roadDistanceMiles: async () => 12.3,
    };
    const sut = new FallbackGeoProvider({ primary, offline, logWarning });
    expect(sut.name).toBe('stub+offline');
    expect(await sut.suggest('anything', 8)).toEqual(['1 Stub St, Ogden, UT 84401, USA']);
    expect(await sut.locate('anything')).toEqual({ lat: 1, lon: 2, label: 'stub' });
    expect(await sut.roadDistanceMiles(OGDEN, AIRPORT)).toBe(12.3);
    expect(warnings).toEqual([]);
  });

  it('answers offline and logs one warning per failed call', async () => {
    const primary = brokenProvider(() => Promise.reject(new GeoProviderError('broken', 'quota exceeded')));
    const sut = new FallbackGeoProvider({ primary, offline, logWarning });

    expect(await sut.suggest('weber', 8)).toEqual(await offline.suggest('weber', 8));
    expect(await sut.locate('Weber State University')).toMatchObject({ lat: 41.1926, lon: -111.9446 });
    expect(await sut.roadDistanceMiles(OGDEN, AIRPORT)).toBe(await offline.roadDistanceMiles(OGDEN, AIRPORT));
    expect(warnings).toEqual([
      'broken suggest failed, answering with offline: broken: quota exceeded',
      'broken locate failed, answering with offline: broken: quota exceeded',
      'broken roadDistanceMiles failed, answering with offline: broken: quota exceeded',
    ]);
  });

  it('stops waiting for a primary that never answers after timeoutMs', async () => {
    const primary = brokenProvider(() => new Promise<never>(() => undefined));
    const sut = new FallbackGeoProvider({ primary, offline, logWarning, timeoutMs: 50 });
    expect(await sut.roadDistanceMiles(OGDEN, AIRPORT)).toBe(await offline.roadDistanceMiles(OGDEN, AIRPORT));
    expect(warnings).toEqual(['broken roadDistanceMiles failed, answering with offline: broken roadDistanceMiles timed out after 50 ms']);
  });

  it('asks offline when the primary finds no match', async () => {
    const primary: GeoProvider = { ...brokenProvider(() => Promise.reject(new Error('unused'))), locate: async () => null };
    const sut = new FallbackGeoProvider({ primary, offline, logWarning });
    expect(await sut.locate('123 Main St, Roy, UT 84067')).toMatchObject({ label: 'Roy, UT 84067, USA' });
    expect(warnings).toEqual([]);
  });

  describe('with Google timing out', () => {
    let fake: FakeGoogleMaps;
    beforeAll(async () => {
      fake = await startFakeGoogleMaps();
      fake.failure = 'hang';
    });
    afterAll(() => fake.close());

    it('falls back to the offline answer and logs the timeout', async () => {
      const primary = new GoogleGeoProvider({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 100 });
      const sut = new FallbackGeoProvider({ primary, offline, logWarning });

      expect(await sut.suggest('airport', 8)).toEqual(await offline.suggest('airport', 8));
      expect(await sut.roadDistanceMiles(OGDEN, AIRPORT)).toBe(await offline.roadDistanceMiles(OGDEN, AIRPORT));
      expect(warnings).toEqual([
        'google suggest failed, answering with offline: google: /maps/api/place/autocomplete/json request timed out after 100 ms',
        'google roadDistanceMiles failed, answering with offline: google: /maps/api/distancematrix/json request timed out after 100 ms',
      ]);
    });
  });
});
