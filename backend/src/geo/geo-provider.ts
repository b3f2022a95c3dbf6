/**
 * The one interface every address/distance source implements, plus the settings that pick one.
 * Framework-free: GeoService (the only Nest file) builds a provider from GeoSettings.
 */
import type { RoadLeg } from '../domain/availability/travel-rules.js';

/** A resolved place. `lat`/`lon` are WGS84 decimal degrees; `label` is a human-readable address line. */
export interface GeoPoint {
  lat: number;
  lon: number;
  label: string;
}

export interface GeoProvider {
  /** Short id used in log lines ('offline', 'google', 'osm', 'google+offline'). */
  readonly name: string;
  /**
   * Complete address lines (`Street, City, ST ZIP, USA` style), at most `limit`, best first; [] when nothing matches
   * (not an outage: outages throw). `sessionToken` is the browser's token for one address entry (a UUID, new after
   * each pick): a provider that bills autocomplete by session (Google) groups the entry's lookups under it and ends
   * the session when a suggestion of it is located; the others ignore it.
   */
  suggest(query: string, limit: number, sessionToken?: string): Promise<string[]>;
  /** Resolves free text to a point; null when the source has no match (not an outage: outages throw). */
  locate(address: string): Promise<GeoPoint | null>;
  /**
   * The drive between two points: miles, and minutes when the source routes (null from the offline estimate). Throws GeoProviderError on an outage, and
   * with kind 'no-route' when the source works but knows no road between the points (the fallback then estimates).
   */
  roadDistance(from: GeoPoint, to: GeoPoint): Promise<RoadLeg>;
}

export type GeoProviderKind = 'offline' | 'google' | 'osm';

export interface GeoSettings {
  provider: GeoProviderKind;
  /**
   * Google Maps Platform key allowed to call Places API (New) (autocomplete and place details), the Geocoding API and
   * the Routes API (route matrix); required when provider is 'google'. See docs/deploy.md for its restrictions.
   */
  googleApiKey?: string;
  /**
   * Unset in production: each API on its own host (places.googleapis.com, maps.googleapis.com,
   * routes.googleapis.com). When set, one base URL for all three, so a test's fake (or a proxy) stands in for Google.
   */
  googleBaseUrl?: string;
  /** Self-hosted Nominatim base URL, e.g. http://nominatim:8080. Used for search when photonUrl is not set. */
  nominatimUrl?: string;
  /** Self-hosted Photon base URL, e.g. http://photon:2322. Preferred for search: it is built for type-ahead. */
  photonUrl?: string;
  /** Self-hosted OSRM base URL, e.g. http://osrm:5000; required when provider is 'osm'. */
  osrmUrl?: string;
  /** Great-circle miles × roadFactor ≈ road miles, for the offline estimate (roads are rarely straight). */
  roadFactor: number;
  /** Centre of the service area; `label` appears in the out-of-area message ('Ogden, UT'). */
  homeBase: GeoPoint;
  /** Straight-line radius in miles around homeBase for every service except chauffeur. */
  serviceRadiusMiles: number;
  /** Straight-line radius in miles around homeBase for the personal driver (chauffeur) service. */
  chauffeurRadiusMiles: number;
  /** Per-request timeout in milliseconds for remote providers; on expiry the offline provider answers. */
  timeoutMs: number;
}

export const DEFAULT_GEO_SETTINGS: GeoSettings = {
  provider: 'offline',
  roadFactor: 1.2,
  homeBase: { lat: 41.223, lon: -111.9738, label: 'Ogden, UT' },
  serviceRadiusMiles: 45,
  chauffeurRadiusMiles: 35,
  timeoutMs: 2500,
};
