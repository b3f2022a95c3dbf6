import { DEFAULT_GEO_SETTINGS, type GeoPoint } from './geo-provider.js';
import { checkServiceArea } from './service-area.js';

const OGDEN: GeoPoint = DEFAULT_GEO_SETTINGS.homeBase;
const LAYTON: GeoPoint = { lat: 41.0846, lon: -111.9274, label: 'Layton' }; // ~10 mi
const SLC_AIRPORT: GeoPoint = { lat: 40.7884, lon: -111.9778, label: 'SLC airport' }; // ~30 mi
const SLC_SOUTH: GeoPoint = { lat: 40.6226, lon: -111.7777, label: 'Salt Lake City 84121' }; // ~42.5 mi
const LOGAN: GeoPoint = { lat: 41.747, lon: -111.8226, label: 'Logan' }; // ~37 mi
const PROVO: GeoPoint = { lat: 40.2319, lon: -111.6755, label: 'Provo' }; // ~70 mi
const ST_GEORGE: GeoPoint = { lat: 37.1041, lon: -113.5841, label: 'St George' };

const OUTSIDE = 'We can only provide service within 45 miles of Ogden, UT.';
const OUTSIDE_CHAUFFEUR = 'Personal driver service is available within 35 miles of Ogden, UT.';

describe('checkServiceArea', () => {
  it.each([
    ['ride', OGDEN, LAYTON, true, null],
    ['ride', OGDEN, SLC_AIRPORT, true, null],
    ['delivery', SLC_SOUTH, OGDEN, true, null],
    ['delivery', OGDEN, PROVO, false, OUTSIDE],
    ['ride', PROVO, OGDEN, false, OUTSIDE],
    ['ride', ST_GEORGE, SLC_AIRPORT, false, OUTSIDE],
    ['subscription', LOGAN, OGDEN, true, null],
    ['handyman', PROVO, PROVO, false, OUTSIDE],
    ['chauffeur', SLC_AIRPORT, SLC_AIRPORT, true, null],
    ['chauffeur', SLC_SOUTH, SLC_SOUTH, false, OUTSIDE_CHAUFFEUR],
    ['chauffeur', LOGAN, LOGAN, false, OUTSIDE_CHAUFFEUR],
    ['longHaul', OGDEN, ST_GEORGE, true, null],
  ])('%s from %o to %o → within=%s', (serviceType, pickup, destination, withinServiceArea, serviceAreaMessage) => {
    expect(checkServiceArea({ pickup, destination, serviceType }, DEFAULT_GEO_SETTINGS)).toEqual({ withinServiceArea, serviceAreaMessage });
  });

  it('uses straight-line miles, not road miles: the road factor does not shrink the area', () => {
    const settings = { ...DEFAULT_GEO_SETTINGS, roadFactor: 3 };
    expect(checkServiceArea({ pickup: OGDEN, destination: SLC_SOUTH, serviceType: 'ride' }, settings).withinServiceArea).toBe(true);
  });

  it('always allows SLC International for rides, even with a radius that would exclude it', () => {
    const tight = { ...DEFAULT_GEO_SETTINGS, serviceRadiusMiles: 20 };
    expect(checkServiceArea({ pickup: OGDEN, destination: SLC_AIRPORT, serviceType: 'ride' }, tight)).toEqual({
      withinServiceArea: true,
      serviceAreaMessage: null,
    });
    expect(checkServiceArea({ pickup: OGDEN, destination: SLC_AIRPORT, serviceType: 'delivery' }, tight)).toEqual({
      withinServiceArea: false,
      serviceAreaMessage: 'We can only provide service within 20 miles of Ogden, UT.',
    });
  });
});
