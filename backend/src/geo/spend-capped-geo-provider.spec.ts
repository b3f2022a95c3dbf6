import { DEFAULT_GEO_SETTINGS, type GeoPoint, type GeoProvider } from './geo-provider.js';
import { SpendCappedGeoProvider, type PaidCallMeter } from './spend-capped-geo-provider.js';

const OGDEN: GeoPoint = DEFAULT_GEO_SETTINGS.homeBase;
const AIRPORT: GeoPoint = { lat: 40.7884, lon: -111.9778, label: 'SLC' };

describe(SpendCappedGeoProvider.name, () => {
  /** A provider that records its calls, and a meter that allows `cap` calls. */
  function setUp(cap: number) {
    const calls: string[] = [];
    const paid: GeoProvider = {
      name: 'google',
      suggest: async (query) => (calls.push(`suggest ${query}`), ['2350 Wall Avenue, Ogden, UT, USA']),
      locate: async (address) => (calls.push(`locate ${address}`), { lat: 41.2237, lon: -111.9781, label: address }),
      roadDistance: async () => (calls.push('roadDistance'), { miles: 15, minutes: 21 }),
    };
    let taken = 0;
    const meter: PaidCallMeter = {
      take: () => {
        if (taken >= cap) return false;
        taken += 1;
        return true;
      },
    };
    return { calls, sut: new SpendCappedGeoProvider(paid, meter), taken: () => taken };
  }

  it('passes every call within the cap through, counting each', async () => {
    const { calls, sut, taken } = setUp(3);
    expect(sut.name).toBe('google');
    expect(await sut.suggest('wall', 8)).toEqual(['2350 Wall Avenue, Ogden, UT, USA']);
    expect(await sut.locate('2350 Wall Ave')).toMatchObject({ lat: 41.2237 });
    expect(await sut.roadDistance(OGDEN, AIRPORT)).toEqual({ miles: 15, minutes: 21 });
    expect(calls).toEqual(['suggest wall', 'locate 2350 Wall Ave', 'roadDistance']);
    expect(taken()).toBe(3);
  });

  it("refuses the calls past the cap with a 'spend-cap' error, without asking the provider", async () => {
    const { calls, sut } = setUp(1);
    await sut.locate('2350 Wall Ave');
    await expect(sut.suggest('wall', 8)).rejects.toMatchObject({ kind: 'spend-cap', message: "google: the day's cap on paid map calls is reached" });
    await expect(sut.roadDistance(OGDEN, AIRPORT)).rejects.toMatchObject({ kind: 'spend-cap' });
    expect(calls).toEqual(['locate 2350 Wall Ave']);
  });
});
