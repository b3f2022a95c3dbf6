import { Logger } from '@nestjs/common';
import { startFakeGoogleMaps, type FakeGoogleMaps } from '../../test/fakes/fake-google-maps.js';
import { AddressNotFoundError } from '../domain/errors.js';
import { DEFAULT_GEO_SETTINGS } from './geo-provider.js';
import { GeoService } from './geo.service.js';

const AIRPORT = 'W Terminal Dr, Salt Lake City, UT 84122, USA';
const WEBER = '3848 Harrison Blvd, Ogden, UT 84408, USA';

describe(GeoService.name, () => {
  describe('offline', () => {
    const sut = new GeoService(DEFAULT_GEO_SETTINGS);

    it('suggests at most 8 complete addresses', async () => {
      const { suggestions } = await sut.suggestAddresses('ogden');
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(8);
      expect(suggestions[0]).toBe('Ogden, UT 84401, USA');
    });

    it('suggests nothing for 3 characters or fewer', async () => {
      expect(await sut.suggestAddresses(' slc ')).toEqual({ suggestions: [] });
    });

    it('measures Ogden → SLC airport as an in-area ride of roughly 30-40 miles', async () => {
      const route = await sut.measureRoute(WEBER, AIRPORT, 'ride');
      expect(route.distance).toBeGreaterThan(30);
      expect(route.distance).toBeLessThan(40);
      expect(Number.isInteger(route.distance * 10)).toBe(true);
      expect(route).toMatchObject({ withinServiceArea: true, serviceAreaMessage: null });
    });

    it('flags a Provo destination as outside the area', async () => {
      expect(await sut.measureRoute(WEBER, '123 N University Ave, Provo, UT 84601, USA', 'delivery')).toMatchObject({
        withinServiceArea: false,
        serviceAreaMessage: 'We can only provide service within 45 miles of Ogden, UT.',
      });
    });

    it('uses the chauffeur radius and treats a missing destination as a round trip', async () => {
      expect(await sut.measureRoute('Logan, UT 84321', '', 'chauffeur')).toEqual({
        distance: 0,
        withinServiceArea: false,
        serviceAreaMessage: 'Personal driver service is available within 35 miles of Ogden, UT.',
        estimated: false,
      });
    });

    it('throws AddressNotFoundError naming the address instead of answering 0 miles', async () => {
      const error = await sut.measureRoute(WEBER, 'nowhere land', 'ride').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AddressNotFoundError);
      expect(error).toMatchObject({
        code: 'ADDRESS_NOT_FOUND',
        kind: 'unprocessable',
        role: 'destination',
        message: 'We could not find the destination address "nowhere land". Please choose a suggested address.',
      });
      await expect(sut.measureRoute('   ', AIRPORT, 'ride')).rejects.toThrow('We could not find the pickup address ""');
    });
  });

  describe('google, timing out', () => {
    let fake: FakeGoogleMaps;
    beforeAll(async () => {
      Logger.overrideLogger(false);
      fake = await startFakeGoogleMaps();
      fake.failure = 'hang';
    });
    afterAll(async () => {
      Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']);
      await fake.close();
    });

    it('still measures the route with the offline provider, and says it is an estimate', async () => {
      const sut = new GeoService({ ...DEFAULT_GEO_SETTINGS, provider: 'google', googleApiKey: fake.apiKey, googleBaseUrl: fake.baseUrl, timeoutMs: 100 });
      const offline = await new GeoService(DEFAULT_GEO_SETTINGS).measureRoute(WEBER, AIRPORT, 'ride');
      // Offline by configuration is the set-up, not an estimate to flag.
      expect(offline.estimated).toBe(false);
      expect(await sut.measureRoute(WEBER, AIRPORT, 'ride')).toEqual({ ...offline, estimated: true });
    });
  });
});
