/** Picks the provider named in settings; remote ones always sit in front of the offline fallback. */
import { FallbackGeoProvider } from './fallback-geo-provider.js';
import type { GeoProvider, GeoProviderKind, GeoSettings } from './geo-provider.js';
import { GoogleGeoProvider } from './google-geo-provider.js';
import { OfflineGeoProvider } from './offline-geo-provider.js';
import { OsmGeoProvider } from './osm-geo-provider.js';
import { SpendCappedGeoProvider, type PaidCallMeter } from './spend-capped-geo-provider.js';

/** Extra headroom over the per-request timeout before the fallback stops waiting, in milliseconds. */
const FALLBACK_GRACE_MS = 500;

/** Providers that bill each call (Google); the self-hosted OSM stack and the offline gazetteer cost nothing a call. */
const BILLS_PER_CALL: Record<GeoProviderKind, boolean> = { offline: false, google: true, osm: false };

export function billsPerCall(provider: GeoProviderKind): boolean {
  return BILLS_PER_CALL[provider];
}

/**
 * Throws GeoProviderError at boot when the chosen remote provider lacks its URL or key. `meter`: the day's cap on
 * paid calls, put in front of a provider that bills per call.
 */
export function createGeoProvider(settings: GeoSettings, logWarning: (message: string) => void, meter?: PaidCallMeter): GeoProvider {
  const offline = new OfflineGeoProvider(settings.roadFactor);
  const created = createRemote(settings);
  if (!created) return offline;
  const remote = meter && billsPerCall(settings.provider) ? new SpendCappedGeoProvider(created, meter) : created;
  // Google and OSM each make one request per call, so one timeout plus grace bounds a call. (The one exception, a
  // picked suggestion whose place ID Google has retired, geocodes its text next; past the bound it is answered offline.)
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
