/**
 * Self-hosted open-source stack: Photon or Nominatim for search, OSRM for driving distance.
 * Photon is preferred when both are configured because it is built for type-ahead.
 */
import { GeoProviderError } from './geo-errors.js';
import type { RoadLeg } from '../domain/availability/travel-rules.js';
import type { GeoPoint, GeoProvider } from './geo-provider.js';
import { buildUrl, getJson, getOkJson, kindOfHttpStatus } from './fetch-json.js';
import { metersToMiles, type LatLon } from './great-circle.js';
import { formatUsAddress } from './us-address-format.js';

export interface OsmGeoProviderOptions {
  photonUrl?: string;
  nominatimUrl?: string;
  osrmUrl: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
  /** Photon ranks results near this point first. */
  biasCenter?: LatLon;
}

/** Nominatim's usage policy asks every client to identify itself, self-hosted or not. */
const USER_AGENT = 'booking-site-geo/1.0';

interface PhotonProperties {
  name?: string;
  housenumber?: string;
  street?: string;
  city?: string;
  town?: string;
  village?: string;
  district?: string;
  state?: string;
  postcode?: string;
  countrycode?: string;
  /** Photon's own classification: 'house', 'street', 'city', 'town', … */
  type?: string;
  osm_key?: string;
}

/** Photon types whose `name` is itself the city (a settlement feature has no `city` property). */
const SETTLEMENT_TYPES = new Set(['city', 'town', 'village', 'hamlet', 'locality']);

interface PhotonBody {
  features?: Array<{ geometry?: { coordinates?: unknown }; properties?: PhotonProperties }>;
}

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  name?: string;
  display_name?: string;
  address?: {
    house_number?: string;
    road?: string;
    city?: string;
    town?: string;
    village?: string;
    hamlet?: string;
    suburb?: string;
    state?: string;
    'ISO3166-2-lvl4'?: string;
    postcode?: string;
    country_code?: string;
  };
}

interface OsrmBody {
  code?: unknown;
  message?: unknown;
  routes?: Array<{ distance?: unknown; duration?: unknown }>;
}

/** One search hit, already formatted; `line` is null when the parts do not make a complete address. */
interface SearchHit {
  line: string | null;
  point: LatLon;
  fallbackLabel: string;
}

export class OsmGeoProvider implements GeoProvider {
  readonly name = 'osm';

  constructor(private readonly options: OsmGeoProviderOptions) {
    if (!options.photonUrl && !options.nominatimUrl) {
      throw new GeoProviderError(this.name, 'photonUrl or nominatimUrl is required');
    }
    if (!options.osrmUrl) throw new GeoProviderError(this.name, 'osrmUrl is required');
  }

  async suggest(query: string, limit: number): Promise<string[]> {
    // Over-fetch: hits without a city or state are dropped and duplicates merged.
    const hits = await this.search(query, limit * 2);
    const lines = hits.map((hit) => hit.line).filter((line): line is string => line !== null);
    return [...new Set(lines)].slice(0, limit);
  }

  async locate(address: string): Promise<GeoPoint | null> {
    const [hit] = await this.search(address, 1);
    return hit ? { ...hit.point, label: hit.line ?? hit.fallbackLabel } : null;
  }

  async roadDistance(from: GeoPoint, to: GeoPoint): Promise<RoadLeg> {
    // OSRM takes lon,lat pairs; it explains failures (NoRoute, InvalidQuery) in a JSON body with HTTP 400.
    const path = `/route/v1/driving/${from.lon},${from.lat};${to.lon},${to.lat}`;
    const url = buildUrl(this.options.osrmUrl, path, { overview: 'false' });
    const { status, body } = await getJson(url, this.requestOptions());
    const route = body as OsrmBody;
    if (route?.code !== 'Ok') {
      const detail = typeof route?.message === 'string' ? `: ${route.message}` : '';
      // NoRoute and NoSegment (a point far from any road): OSRM works, the trip has no road.
      const kind = route?.code === 'NoRoute' || route?.code === 'NoSegment' ? 'no-route' : (kindOfHttpStatus(status) ?? 'bad-answer');
      throw new GeoProviderError(this.name, `OSRM route code ${String(route?.code ?? `HTTP ${status}`)}${detail}`, { kind });
    }
    // Metres and seconds, as numbers.
    const { distance: meters, duration: seconds } = route.routes?.[0] ?? {};
    if (typeof meters !== 'number' || meters < 0) throw new GeoProviderError(this.name, 'OSRM route has no distance', { kind: 'bad-answer' });
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
      throw new GeoProviderError(this.name, 'OSRM route has no duration', { kind: 'bad-answer' });
    }
    return { miles: metersToMiles(meters), minutes: seconds / 60 };
  }

  private search(query: string, limit: number): Promise<SearchHit[]> {
    return this.options.photonUrl ? this.searchPhoton(this.options.photonUrl, query, limit) : this.searchNominatim(query, limit);
  }

  private async searchPhoton(baseUrl: string, query: string, limit: number): Promise<SearchHit[]> {
    const bias = this.options.biasCenter;
    const url = buildUrl(baseUrl, '/api', { q: query, limit, lang: 'en', lat: bias?.lat, lon: bias?.lon });
    const body = (await getOkJson(url, this.requestOptions())) as PhotonBody;
    if (!Array.isArray(body?.features)) throw new GeoProviderError(this.name, 'Photon answer is not a FeatureCollection', { kind: 'bad-answer' });
    return body.features.flatMap((feature): SearchHit[] => {
      const p = feature.properties ?? {};
      const coordinates = feature.geometry?.coordinates;
      if (p.countrycode && p.countrycode.toUpperCase() !== 'US') return [];
      if (!Array.isArray(coordinates) || typeof coordinates[0] !== 'number' || typeof coordinates[1] !== 'number') return [];
      const settlement = (p.type && SETTLEMENT_TYPES.has(p.type)) || p.osm_key === 'place';
      const city = p.city ?? p.town ?? p.village ?? p.district ?? (settlement ? p.name : undefined);
      const line = formatUsAddress({ houseNumber: p.housenumber, street: p.street, placeName: p.name, city, state: p.state, postcode: p.postcode });
      const fallbackLabel = [p.name, city, p.state].filter(Boolean).join(', ') || query;
      return [{ line, point: { lat: coordinates[1], lon: coordinates[0] }, fallbackLabel }];
    });
  }

  private async searchNominatim(query: string, limit: number): Promise<SearchHit[]> {
    const url = buildUrl(this.options.nominatimUrl as string, '/search', {
      q: query,
      format: 'jsonv2',
      addressdetails: 1,
      limit,
      countrycodes: 'us',
    });
    const body = await getOkJson(url, this.requestOptions());
    if (!Array.isArray(body)) throw new GeoProviderError(this.name, 'Nominatim answer is not an array', { kind: 'bad-answer' });
    return (body as NominatimPlace[]).flatMap((place): SearchHit[] => {
      // Nominatim sends coordinates as strings.
      const lat = Number(place.lat);
      const lon = Number(place.lon);
      if (place.lat === undefined || place.lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) return [];
      const a = place.address ?? {};
      const isoState = a['ISO3166-2-lvl4']?.startsWith('US-') ? a['ISO3166-2-lvl4'].slice(3) : undefined;
      const line = formatUsAddress({
        houseNumber: a.house_number,
        street: a.road,
        placeName: place.name,
        city: a.city ?? a.town ?? a.village ?? a.hamlet ?? a.suburb,
        state: isoState ?? a.state,
        postcode: a.postcode,
      });
      return [{ line, point: { lat, lon }, fallbackLabel: place.display_name ?? query }];
    });
  }

  private requestOptions() {
    return { provider: this.name, timeoutMs: this.options.timeoutMs, headers: { 'user-agent': USER_AGENT } };
  }
}
