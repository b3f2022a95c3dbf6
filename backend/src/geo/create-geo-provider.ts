/** Picks the provider named in settings; remote ones always sit in front of the offline fallback. */
import { FallbackGeoProvider } from './fallback-geo-provider.js';
import type { GeoProvider, GeoSettings } from './geo-provider.js';
import { GoogleGeoProvider } from './google-geo-provider.js';
import { OfflineGeoProvider } from './offline-geo-provider.js';
import { OsmGeoProvider } from './osm-geo-provider.js';

/** Extra headroom over the per-request timeout before the fallback stops waiting, in milliseconds. */
const FALLBACK_GRACE_MS = 500;

/** Throws GeoProviderError at boot when the chosen remote provider lacks its URL or key. */
export function createGeoProvider(settings: GeoSettings, logWarning: (message: string) => void): GeoProvider {
  const offline = new OfflineGeoProvider(settings.roadFactor);
  const remote = createRemote(settings);
  if (!remote) return offline;
  // Google and OSM each make one request per call, so one timeout plus grace bounds a call.
  return new FallbackGeoProvider({ primary: remote, offline, logWarning, timeoutMs: settings.timeoutMs + FALLBACK_GRACE_MS });
}

function createRemote(settings: GeoSettings): GeoProvider | null {
  switch (settings.provider) {
    case 'offline':
      return null;
    case 'google':
      return new GoogleGeoProvider({
        apiKey: settings.googleApiKey ?? '',
        baseUrl: settings.googleBaseUrl,
        timeoutMs: settings.timeoutMs,
        bias: { center: settings.homeBase, radiusMiles: settings.serviceRadiusMiles },
      });
    case 'osm':
      return new OsmGeoProvider({
        photonUrl: settings.photonUrl,
        nominatimUrl: settings.nominatimUrl,
        osrmUrl: settings.osrmUrl ?? '',
        timeoutMs: settings.timeoutMs,
        biasCenter: settings.homeBase,
      });
  }
}
