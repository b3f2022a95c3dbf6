/**
 * Google Maps Platform over its JSON web services: Places Autocomplete (legacy), Geocoding and
 * Distance Matrix. Every non-OK answer is a GeoProviderError except ZERO_RESULTS, which means
 * "no match" ([] or null), not an outage.
 */
import { GeoProviderError } from './geo-errors.js';
import type { GeoPoint, GeoProvider } from './geo-provider.js';
import { buildUrl, getOkJson } from './fetch-json.js';
import { metersToMiles, METERS_PER_MILE, type LatLon } from './great-circle.js';

export interface GoogleGeoProviderOptions {
  apiKey: string;
  /** 'https://maps.googleapis.com' in production; a fake server in tests. */
  baseUrl: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
  /** Ranks autocomplete results near the service area first (a bias, not a filter). */
  bias?: { center: LatLon; radiusMiles: number };
}

/** Autocomplete accepts a bias radius of at most 50 km. */
const MAX_BIAS_RADIUS_METERS = 50_000;

interface GoogleStatusBody {
  status?: unknown;
  error_message?: unknown;
}

interface AutocompleteBody extends GoogleStatusBody {
  predictions?: Array<{ description?: unknown }>;
}

interface GeocodeBody extends GoogleStatusBody {
  results?: Array<{ formatted_address?: unknown; geometry?: { location?: { lat?: unknown; lng?: unknown } } }>;
}

interface DistanceMatrixBody extends GoogleStatusBody {
  rows?: Array<{ elements?: Array<{ status?: unknown; distance?: { value?: unknown } }> }>;
}

export class GoogleGeoProvider implements GeoProvider {
  readonly name = 'google';

  constructor(private readonly options: GoogleGeoProviderOptions) {
    if (!options.apiKey) throw new GeoProviderError(this.name, 'an API key is required');
  }

  async suggest(query: string, limit: number): Promise<string[]> {
    const { bias } = this.options;
    const body = (await this.get('/maps/api/place/autocomplete/json', {
      input: query,
      components: 'country:us',
      location: bias ? `${bias.center.lat},${bias.center.lon}` : undefined,
      radius: bias ? Math.min(MAX_BIAS_RADIUS_METERS, Math.round(bias.radiusMiles * METERS_PER_MILE)) : undefined,
    })) as AutocompleteBody;
    if (this.checkStatus(body, 'autocomplete') === 'ZERO_RESULTS') return [];
    const descriptions = (body.predictions ?? [])
      .map((prediction) => prediction.description)
      .filter((description): description is string => typeof description === 'string' && description.trim() !== '');
    return [...new Set(descriptions)].slice(0, limit);
  }

  async locate(address: string): Promise<GeoPoint | null> {
    const body = (await this.get('/maps/api/geocode/json', { address, components: 'country:US' })) as GeocodeBody;
    if (this.checkStatus(body, 'geocode') === 'ZERO_RESULTS') return null;
    const first = body.results?.[0];
    const lat = first?.geometry?.location?.lat;
    const lng = first?.geometry?.location?.lng;
    if (typeof lat !== 'number' || typeof lng !== 'number') {
      throw new GeoProviderError(this.name, 'geocode answered OK without results[0].geometry.location');
    }
    const label = typeof first?.formatted_address === 'string' ? first.formatted_address : address;
    return { lat, lon: lng, label };
  }

  async roadDistanceMiles(from: GeoPoint, to: GeoPoint): Promise<number> {
    const body = (await this.get('/maps/api/distancematrix/json', {
      origins: `${from.lat},${from.lon}`,
      destinations: `${to.lat},${to.lon}`,
      units: 'imperial',
      mode: 'driving',
    })) as DistanceMatrixBody;
    this.checkStatus(body, 'distance matrix', false);
    const element = body.rows?.[0]?.elements?.[0];
    if (element?.status !== 'OK') {
      throw new GeoProviderError(this.name, `distance matrix element status ${String(element?.status ?? 'missing')}`);
    }
    const meters = element.distance?.value;
    if (typeof meters !== 'number' || meters < 0) {
      throw new GeoProviderError(this.name, 'distance matrix element has no distance.value');
    }
    return metersToMiles(meters);
  }

  private get(path: string, params: Record<string, string | number | undefined>): Promise<unknown> {
    const url = buildUrl(this.options.baseUrl, path, { ...params, key: this.options.apiKey });
    return getOkJson(url, { provider: this.name, timeoutMs: this.options.timeoutMs });
  }

  /** Returns 'OK' or (when allowed) 'ZERO_RESULTS'; anything else (REQUEST_DENIED, OVER_QUERY_LIMIT, …) throws. */
  private checkStatus(body: GoogleStatusBody, api: string, zeroResultsAllowed = true): 'OK' | 'ZERO_RESULTS' {
    const status = body?.status;
    if (status === 'OK' || (zeroResultsAllowed && status === 'ZERO_RESULTS')) return status;
    const detail = typeof body?.error_message === 'string' ? `: ${body.error_message}` : '';
    throw new GeoProviderError(this.name, `${api} status ${String(status ?? 'missing')}${detail}`);
  }
}
