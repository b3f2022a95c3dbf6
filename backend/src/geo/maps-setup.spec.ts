import { mapsSetupNeeded } from './maps-setup.js';

describe('mapsSetupNeeded', () => {
  it.each<[string, 'offline' | 'google' | 'osm', boolean]>([
    ['production', 'offline', true],
    ['production', 'google', false],
    ['production', 'osm', false],
    ['development', 'offline', false],
    ['test', 'offline', false],
  ])('NODE_ENV=%s GEO_PROVIDER=%s: %s', (nodeEnv, provider, needed) => {
    expect(mapsSetupNeeded(nodeEnv, provider)).toBe(needed);
  });
});
