import { DEFAULT_GEO_SETTINGS, type GeoPoint } from './geo-provider.js';
import { greatCircleMiles } from './great-circle.js';
import { OfflineGeoProvider } from './offline-geo-provider.js';

describe(OfflineGeoProvider.name, () => {
  const sut = new OfflineGeoProvider(DEFAULT_GEO_SETTINGS.roadFactor);
  const ogden = DEFAULT_GEO_SETTINGS.homeBase;

  const locate = async (address: string): Promise<GeoPoint> => {
    const point = await sut.locate(address);
    if (!point) throw new Error(`fixture address not found: ${address}`);
    return point;
  };

  it('puts Ogden → SLC airport at roughly 30-40 road miles', async () => {
    const airport = await locate('W Terminal Dr, Salt Lake City, UT 84122, USA');
    const { miles, minutes } = await sut.roadDistance(ogden, airport);
    expect(minutes).toBeNull();
    expect(miles).toBeGreaterThan(30);
    expect(miles).toBeLessThan(40);
  });

  it('is great-circle × roadFactor rounded to 0.1 mi', async () => {
    const weber = await locate('Weber State University');
    const { miles } = await sut.roadDistance(ogden, weber);
    expect(miles).toBe(Math.round(greatCircleMiles(ogden, weber) * 1.2 * 10) / 10);
    expect(Number.isInteger(miles * 10)).toBe(true);
  });

  it('is 0 for the same point and symmetric', async () => {
    const roy = await locate('Roy, UT 84067');
    const layton = await locate('Layton, UT');
    expect((await sut.roadDistance(roy, roy)).miles).toBe(0);
    expect(await sut.roadDistance(roy, layton)).toEqual(await sut.roadDistance(layton, roy));
  });

  it('sees Provo and St George as far from Ogden', async () => {
    const provo = await locate('123 N University Ave, Provo, UT 84601, USA');
    const stGeorge = await locate('100 S Main St, St George, UT');
    expect(greatCircleMiles(ogden, provo)).toBeGreaterThan(45);
    expect((await sut.roadDistance(ogden, stGeorge)).miles).toBeGreaterThan(300);
  });

  it('answers suggest and locate through the gazetteer', async () => {
    expect((await sut.suggest('weber', 8))[0]).toBe('3848 Harrison Blvd, Ogden, UT 84408, USA');
    expect(await sut.locate('nowhere land')).toBeNull();
  });
});
