import { startFakeGoogleMaps, type FakeGoogleMaps } from '../../test/fakes/fake-google-maps.js';
import { FallbackGeoProvider, type GeoFallbackObserver } from './fallback-geo-provider.js';
import { GeoProviderError } from './geo-errors.js';
import { DEFAULT_GEO_SETTINGS, type GeoPoint, type GeoProvider } from './geo-provider.js';
import { GoogleGeoProvider } from './google-geo-provider.js';
import { OfflineGeoProvider } from './offline-geo-provider.js';

const OGDEN: GeoPoint = DEFAULT_GEO_SETTINGS.homeBase;
const AIRPORT: GeoPoint = { lat: 40.7884, lon: -111.9778, label: 'SLC' };

/** A primary whose every call fails the given way. */
function brokenProvider(fail: () => Promise<never>): GeoProvider {
  return { name: 'broken', suggest: fail, locate: fail, roadDistance: fail };
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
      roadDistance: async () => ({ miles: 12.3, minutes: 19.5 }),
    };
    const sut = new FallbackGeoProvider({ primary, offline, logWarning });
    expect(sut.name).toBe('stub+offline');
    expect(await sut.suggest('anything', 8)).toEqual(['1 Stub St, Ogden, UT 84401, USA']);
    expect(await sut.locate('anything')).toEqual({ lat: 1, lon: 2, label: 'stub' });
    expect(await sut.roadDistance(OGDEN, AIRPORT)).toEqual({ miles: 12.3, minutes: 19.5 });
    expect(warnings).toEqual([]);
  });

  it('answers offline and logs one warning per failed call', async () => {
    const primary = brokenProvider(() => Promise.reject(new GeoProviderError('broken', 'quota exceeded')));
    const sut = new FallbackGeoProvider({ primary, offline, logWarning });

    expect(await sut.suggest('weber', 8)).toEqual(await offline.suggest('weber', 8));
    expect(await sut.locate('Weber State University')).toMatchObject({ lat: 41.1926, lon: -111.9446 });
    expect(await sut.roadDistance(OGDEN, AIRPORT)).toEqual(await offline.roadDistance(OGDEN, AIRPORT));
    expect(warnings).toEqual([
      'broken suggest failed, answering with offline: broken: quota exceeded',
      'broken locate failed, answering with offline: broken: quota exceeded',
      'broken roadDistance failed, answering with offline: broken: quota exceeded',
    ]);
  });

  it('stops waiting for a primary that never answers after timeoutMs', async () => {
    const primary = brokenProvider(() => new Promise<never>(() => undefined));
    const sut = new FallbackGeoProvider({ primary, offline, logWarning, timeoutMs: 50 });
    expect(await sut.roadDistance(OGDEN, AIRPORT)).toEqual(await offline.roadDistance(OGDEN, AIRPORT));
    expect(warnings).toEqual(['broken roadDistance failed, answering with offline: broken roadDistance timed out after 50 ms']);
  });

  it('asks offline when the primary finds no match', async () => {
    const primary: GeoProvider = { ...brokenProvider(() => Promise.reject(new Error('unused'))), locate: async () => null };
    const sut = new FallbackGeoProvider({ primary, offline, logWarning });
    expect(await sut.locate('123 Main St, Roy, UT 84067')).toMatchObject({ label: 'Roy, UT 84067, USA' });
    expect(warnings).toEqual([]);
  });

  describe('reporting', () => {
    /** What the observer heard, in order. */
    function recorder() {
      const heard: string[] = [];
      const observer: GeoFallbackObserver = {
        primaryFailed: (operation, error) => heard.push(`failed ${operation}: ${error instanceof Error ? error.message : String(error)}`),
        primaryAnswered: (operation) => heard.push(`answered ${operation}`),
      };
      return { heard, observer };
    }
    const healthy: GeoProvider = {
      name: 'stub',
      suggest: async () => ['1 Stub St, Ogden, UT 84401, USA'],
      locate: async (address) => (address === 'nowhere' ? null : { lat: 41.2, lon: -111.97, label: address }),
      roadDistance: async () => ({ miles: 12.3, minutes: 19.5 }),
    };

    it('tells the observer of every answer and every failure, "no match" being an answer', async () => {
      const { heard, observer } = recorder();
      const sut = new FallbackGeoProvider({ primary: healthy, offline, logWarning, observer });
      await sut.suggest('stub', 8);
      await sut.locate('nowhere');
      await sut.roadDistance(OGDEN, AIRPORT);
      const broken = new FallbackGeoProvider({
        primary: brokenProvider(() => Promise.reject(new GeoProviderError('broken', 'HTTP 500'))),
        offline,
        logWarning,
      });
      broken.observe(observer);
      await broken.locate('Weber State University');
      expect(heard).toEqual(['answered suggest', 'answered locate', 'answered roadDistance', 'failed locate: broken: HTTP 500']);
    });

    it.each<[string, GeoProvider, boolean]>([
      ['the primary answered', healthy, false],
      ['the primary failed and offline answered', brokenProvider(() => Promise.reject(new GeoProviderError('broken', 'quota exceeded'))), true],
      ['the primary timed out', brokenProvider(() => new Promise<never>(() => undefined)), true],
    ])('a tracked view says whether its answers are estimates: %s → %s', async (_name, primary, estimated) => {
      const sut = new FallbackGeoProvider({ primary, offline, logWarning, timeoutMs: 50 });
      const view = sut.tracked();
      expect(view.estimated).toBe(false);
      const [from, to] = await Promise.all([view.locate('3848 Harrison Blvd, Ogden, UT 84408'), view.locate('2350 Wall Ave, Ogden, UT 84401')]);
      await view.roadDistance(from!, to!);
      expect(view.estimated).toBe(estimated);
    });

    it('hears "no route" as an answer (the provider works) while the miles are an estimate', async () => {
      const { heard, observer } = recorder();
      const noRoute = Object.assign(new GeoProviderError('stub', 'NoRoute'), { kind: 'no-route' });
      const primary: GeoProvider = { ...healthy, roadDistance: () => Promise.reject(noRoute) };
      const view = new FallbackGeoProvider({ primary, offline, logWarning, observer }).tracked();
      expect(await view.roadDistance(OGDEN, AIRPORT)).toEqual(await offline.roadDistance(OGDEN, AIRPORT));
      expect(heard).toEqual(['answered roadDistance']);
      expect(view.estimated).toBe(true);
    });

    it("answers a call past the day's paid-call cap offline, as an estimate, without a warning or a failure heard", async () => {
      const { heard, observer } = recorder();
      const capped = new GeoProviderError('stub', "the day's cap on paid map calls is reached", { kind: 'spend-cap' });
      const primary = brokenProvider(() => Promise.reject(capped));
      const view = new FallbackGeoProvider({ primary, offline, logWarning, observer }).tracked();
      expect(await view.suggest('weber', 8)).toEqual(await offline.suggest('weber', 8));
      expect(await view.roadDistance(OGDEN, AIRPORT)).toEqual(await offline.roadDistance(OGDEN, AIRPORT));
      expect(view.estimated).toBe(true);
      expect(heard).toEqual([]);
      expect(warnings).toEqual([]);
    });

    it('keeps each tracked view to its own calls, and a "no match" placed offline is no estimate', async () => {
      let failing = true;
      const flaky: GeoProvider = {
        ...healthy,
        locate: async () => null,
        roadDistance: () => (failing ? Promise.reject(new GeoProviderError('flaky', 'HTTP 503')) : Promise.resolve({ miles: 4.2, minutes: 8 })),
      };
      const sut = new FallbackGeoProvider({ primary: flaky, offline, logWarning });
      const during = sut.tracked();
      await during.roadDistance(OGDEN, AIRPORT);
      failing = false;
      const after = sut.tracked();
      expect(await after.locate('123 Main St, Roy, UT 84067')).toMatchObject({ label: 'Roy, UT 84067, USA' });
      expect(await after.roadDistance(OGDEN, AIRPORT)).toEqual({ miles: 4.2, minutes: 8 });
      expect([during.estimated, after.estimated]).toEqual([true, false]);
    });
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
      expect(await sut.roadDistance(OGDEN, AIRPORT)).toEqual(await offline.roadDistance(OGDEN, AIRPORT));
      expect(warnings).toEqual([
        'google suggest failed, answering with offline: google: /v1/places:autocomplete request timed out after 100 ms',
        'google roadDistance failed, answering with offline: google: /distanceMatrix/v2:computeRouteMatrix request timed out after 100 ms',
      ]);
    });
  });
});
