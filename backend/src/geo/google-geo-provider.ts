/**
 * Google Maps Platform on its current APIs: suggestions from Places API (New) Autocomplete, a picked suggestion
 * placed by Place Details (New) in the same session, other text by the Geocoding API, and road miles from the
 * Routes API's route matrix. (Places Autocomplete and Distance Matrix "Legacy" cannot be enabled on a new project.)
 *
 * Plain REST through fetch, not Google's Node clients: `npm view` shows @googlemaps/places 3.0.0 and
 * @googlemaps/routing 3.1.1 each depending on google-gax 6, which brings @grpc/grpc-js, @grpc/proto-loader,
 * protobufjs, google-auth-library (gaxios, gcp-metadata, jws), node-fetch and retry-request: a gRPC stack and its
 * auth for three JSON POSTs and two GETs. Over gRPC a local fake would have to speak HTTP/2 and protobuf instead of
 * the JSON tests can read, and the clients' errors would still need sorting by kind here. The request and answer
 * shapes below are Google's documented REST ones.
 *
 * "No match" is not an outage: no suggestions is [], geocoding's ZERO_RESULTS is null, a route Google cannot find is
 * a GeoProviderError of kind 'no-route'. Everything else that goes wrong is a GeoProviderError naming the HTTP status
 * and Google's status (`HTTP 403 PERMISSION_DENIED`), with its kind ('auth', 'quota', 'timeout', 'unavailable',
 * 'bad-answer').
 */
import { GeoProviderError, type GeoProviderErrorKind } from './geo-errors.js';
import type { RoadLeg } from '../domain/availability/travel-rules.js';
import type { GeoPoint, GeoProvider } from './geo-provider.js';
import { buildUrl, fetchJson, kindOfHttpStatus } from './fetch-json.js';
import { metersToMiles, METERS_PER_MILE, type LatLon } from './great-circle.js';
import { SuggestedPlaces } from './suggested-places.js';

/** Each API's own host; GoogleGeoProviderOptions.baseUrl replaces all three (tests, a proxy). */
const GOOGLE_HOSTS = {
  places: 'https://places.googleapis.com',
  geocoding: 'https://maps.googleapis.com',
  routes: 'https://routes.googleapis.com',
} as const;

type GoogleApi = keyof typeof GOOGLE_HOSTS;

export interface GoogleGeoProviderOptions {
  apiKey: string;
  /** Unset in production (each API on its own host); a fake server's URL in tests. */
  baseUrl?: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
  /** Ranks suggestions near the service area first (a bias, not a filter). */
  bias?: { center: LatLon; radiusMiles: number };
  /** Milliseconds since the epoch, for the suggestion memory; Date.now unless a test sets the time. */
  now?: () => number;
}

/** Autocomplete accepts a bias circle of at most 50 km. */
const MAX_BIAS_RADIUS_METERS = 50_000;

/** Field masks: only what is read, so each request bills at its cheapest SKU (Essentials). */
const AUTOCOMPLETE_FIELDS = 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text';
const PLACE_DETAILS_FIELDS = 'location,formattedAddress';
const ROUTE_MATRIX_FIELDS = 'originIndex,destinationIndex,status,condition,distanceMeters,duration';

/** Lines suggested in the last half hour (a customer picks one, then asks for a quote and books within it). */
const SUGGESTION_MEMORY = { maxEntries: 2_000, ttlMs: 30 * 60_000 };

interface AutocompleteBody {
  suggestions?: Array<{ placePrediction?: { placeId?: unknown; text?: { text?: unknown } } }>;
}

interface PlaceBody {
  formattedAddress?: unknown;
  location?: { latitude?: unknown; longitude?: unknown };
}

interface GeocodeBody {
  status?: unknown;
  error_message?: unknown;
  results?: Array<{ formatted_address?: unknown; geometry?: { location?: { lat?: unknown; lng?: unknown } } }>;
}

interface RouteMatrixElement {
  originIndex?: unknown;
  destinationIndex?: unknown;
  /** google.rpc.Status; `{}` (code 0, left out) when the element is fine. */
  status?: { code?: unknown; message?: unknown };
  condition?: unknown;
  distanceMeters?: unknown;
  /** google.protobuf.Duration in JSON: seconds with up to nine decimals and an 's' ('754s', '3.5s'); left out when 0. */
  duration?: unknown;
}

/** Google's error body (AIP-193): `{"error": {"code": 403, "message": "…", "status": "PERMISSION_DENIED", "details": […]}}`. */
interface GoogleErrorBody {
  error?: { code?: unknown; message?: unknown; status?: unknown; details?: Array<{ reason?: unknown }> };
}

/** Geocoding API statuses (HTTP 200) that are failures, by kind. OVER_DAILY_LIMIT is a key or billing problem. */
const GEOCODE_STATUS_KINDS: Record<string, GeoProviderErrorKind> = {
  REQUEST_DENIED: 'auth',
  OVER_DAILY_LIMIT: 'auth',
  OVER_QUERY_LIMIT: 'quota',
  INVALID_REQUEST: 'bad-answer',
  UNKNOWN_ERROR: 'unavailable',
};

export class GoogleGeoProvider implements GeoProvider {
  readonly name = 'google';
  private readonly suggested: SuggestedPlaces;

  constructor(private readonly options: GoogleGeoProviderOptions) {
    if (!options.apiKey) throw new GeoProviderError(this.name, 'an API key is required');
    this.suggested = new SuggestedPlaces({ ...SUGGESTION_MEMORY, now: options.now });
  }

  async suggest(query: string, limit: number, sessionToken?: string): Promise<string[]> {
    const { bias } = this.options;
    const body = await this.call('places', '/v1/places:autocomplete', 'places:autocomplete', AUTOCOMPLETE_FIELDS, {
      input: query,
      includedRegionCodes: ['us'],
      languageCode: 'en',
      regionCode: 'us',
      locationBias: bias && {
        circle: {
          center: { latitude: bias.center.lat, longitude: bias.center.lon },
          radius: Math.min(MAX_BIAS_RADIUS_METERS, Math.round(bias.radiusMiles * METERS_PER_MILE)),
        },
      },
      sessionToken,
    });
    // An empty answer is `{}`: proto3 JSON leaves out an empty list.
    const suggestions = (body as AutocompleteBody | null)?.suggestions ?? [];
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !Array.isArray(suggestions)) {
      throw new GeoProviderError(this.name, 'places:autocomplete answer has no suggestions list', { kind: 'bad-answer' });
    }
    const lines: string[] = [];
    for (const suggestion of suggestions) {
      const placePrediction = suggestion?.placePrediction;
      const line = placePrediction?.text?.text;
      const placeId = placePrediction?.placeId;
      // Query predictions (no place) and blank lines are not addresses.
      if (typeof line !== 'string' || line.trim() === '' || typeof placeId !== 'string' || lines.includes(line)) continue;
      lines.push(line);
      this.suggested.remember(line, { placeId, sessionToken });
    }
    return lines.slice(0, limit);
  }

  /** A line suggested lately is placed by Place Details (ending its session); other text by the Geocoding API. */
  async locate(address: string): Promise<GeoPoint | null> {
    const place = this.suggested.take(address);
    if (place) {
      const point = await this.placeDetails(place.placeId, place.sessionToken, address);
      if (point) return point;
      // The place ID no longer exists (Google retires some): the text may still geocode.
      this.suggested.forget(address);
    }
    return this.geocode(address);
  }

  async roadDistance(from: GeoPoint, to: GeoPoint): Promise<RoadLeg> {
    const waypoint = (point: GeoPoint) => ({ waypoint: { location: { latLng: { latitude: point.lat, longitude: point.lon } } } });
    const body = await this.call('routes', '/distanceMatrix/v2:computeRouteMatrix', 'computeRouteMatrix', ROUTE_MATRIX_FIELDS, {
      origins: [waypoint(from)],
      destinations: [waypoint(to)],
      travelMode: 'DRIVE',
      // Without live traffic: it keeps the Essentials SKU, and the duration is the usual drive (staticDuration), which
      // suits a schedule planned days ahead better than this minute's traffic.
      routingPreference: 'TRAFFIC_UNAWARE',
    });
    // The answer is a JSON array of elements, one per origin × destination; index 0 is left out like any zero.
    const element = Array.isArray(body)
      ? (body as RouteMatrixElement[]).find((e) => (e?.originIndex ?? 0) === 0 && (e?.destinationIndex ?? 0) === 0)
      : undefined;
    if (!element) throw new GeoProviderError(this.name, 'computeRouteMatrix answer has no element for the pair', { kind: 'bad-answer' });
    const code = element.status?.code ?? 0;
    if (code !== 0 || element.condition === 'ROUTE_NOT_FOUND') {
      const detail = typeof element.status?.message === 'string' ? `: ${element.status.message}` : '';
      throw new GeoProviderError(
        this.name,
        `computeRouteMatrix found no route (condition ${String(element.condition ?? 'missing')}, status code ${String(code)}${detail})`,
        {
          kind: 'no-route',
        },
      );
    }
    if (element.condition !== 'ROUTE_EXISTS') {
      throw new GeoProviderError(this.name, `computeRouteMatrix element condition ${String(element.condition ?? 'missing')}`, { kind: 'bad-answer' });
    }
    // A route of 0 m has no distanceMeters (proto3 JSON leaves zeros out).
    const meters = element.distanceMeters ?? 0;
    if (typeof meters !== 'number' || !Number.isFinite(meters) || meters < 0) {
      throw new GeoProviderError(this.name, 'computeRouteMatrix element has no usable distanceMeters', { kind: 'bad-answer' });
    }
    const seconds = durationSeconds(element.duration ?? '0s');
    if (seconds === null) throw new GeoProviderError(this.name, 'computeRouteMatrix element has no usable duration', { kind: 'bad-answer' });
    return { miles: metersToMiles(meters), minutes: seconds / 60 };
  }

  /** The place's point and address, or null when Google no longer knows the place ID (HTTP 404 NOT_FOUND). */
  private async placeDetails(placeId: string, sessionToken: string | undefined, address: string): Promise<GeoPoint | null> {
    const url = buildUrl(this.base('places'), `/v1/places/${encodeURIComponent(placeId)}`, { sessionToken });
    const { status, body } = await fetchJson(url, { ...this.requestOptions(), headers: this.headers(PLACE_DETAILS_FIELDS) });
    if (status === 404) return null;
    if (status < 200 || status >= 300 || hasGoogleError(body)) throw this.googleError('place details', status, body);
    const place = body as PlaceBody | null;
    const lat = place?.location?.latitude;
    const lon = place?.location?.longitude;
    if (typeof lat !== 'number' || typeof lon !== 'number') {
      throw new GeoProviderError(this.name, 'place details answer has no location', { kind: 'bad-answer' });
    }
    return { lat, lon, label: typeof place?.formattedAddress === 'string' ? place.formattedAddress : address };
  }

  /**
   * The Geocoding API takes its key as the `key` parameter (its documented form) and has no field mask; it answers
   * HTTP 200 with a `status` in the body, ZERO_RESULTS when nothing matches.
   */
  private async geocode(address: string): Promise<GeoPoint | null> {
    const url = buildUrl(this.base('geocoding'), '/maps/api/geocode/json', { address, components: 'country:US', key: this.options.apiKey });
    const { status: httpStatus, body } = await fetchJson(url, this.requestOptions());
    const geocode = body as GeocodeBody | null;
    const status = typeof geocode?.status === 'string' ? geocode.status : undefined;
    if (httpStatus < 200 || httpStatus >= 300 || (status !== 'OK' && status !== 'ZERO_RESULTS')) {
      const detail = typeof geocode?.error_message === 'string' ? `: ${geocode.error_message.trim()}` : '';
      const kind = kindOfHttpStatus(httpStatus) ?? (status ? GEOCODE_STATUS_KINDS[status] : undefined) ?? 'bad-answer';
      throw new GeoProviderError(this.name, `geocode returned HTTP ${httpStatus} ${status ?? 'without a status'}${detail}`, { kind });
    }
    if (status === 'ZERO_RESULTS') return null;
    const first = geocode?.results?.[0];
    const lat = first?.geometry?.location?.lat;
    const lng = first?.geometry?.location?.lng;
    if (typeof lat !== 'number' || typeof lng !== 'number') {
      throw new GeoProviderError(this.name, 'geocode answered OK without results[0].geometry.location', { kind: 'bad-answer' });
    }
    return { lat, lon: lng, label: typeof first?.formatted_address === 'string' ? first.formatted_address : address };
  }

  /** A POST of JSON to a Places (New) or Routes method; any error answer throws. */
  private async call(api: GoogleApi, path: string, method: string, fieldMask: string, json: unknown): Promise<unknown> {
    const url = buildUrl(this.base(api), path, {});
    const { status, body } = await fetchJson(url, { ...this.requestOptions(), headers: this.headers(fieldMask), json });
    if (status < 200 || status >= 300 || hasGoogleError(body)) throw this.googleError(method, status, body);
    return body;
  }

  private headers(fieldMask: string): Record<string, string> {
    return { 'X-Goog-Api-Key': this.options.apiKey, 'X-Goog-FieldMask': fieldMask };
  }

  private requestOptions() {
    return { provider: this.name, timeoutMs: this.options.timeoutMs };
  }

  private base(api: GoogleApi): string {
    return this.options.baseUrl ?? GOOGLE_HOSTS[api];
  }

  /** `places:autocomplete returned HTTP 403 PERMISSION_DENIED (API_KEY_SERVICE_BLOCKED): Requests to this API …` */
  private googleError(what: string, httpStatus: number, body: unknown): GeoProviderError {
    // A streamed method (the route matrix) may send its error as an element of the array.
    const error = (Array.isArray(body) ? (body as GoogleErrorBody[]).find((element) => element?.error) : (body as GoogleErrorBody | null))?.error;
    const status = typeof error?.status === 'string' ? error.status : undefined;
    const message = typeof error?.message === 'string' ? error.message : undefined;
    const reasons = (Array.isArray(error?.details) ? error.details : []).map((detail) => detail?.reason).filter((r): r is string => typeof r === 'string');
    const code = typeof error?.code === 'number' ? error.code : httpStatus;
    const text = [`${what} returned HTTP ${httpStatus}`, status, reasons.length ? `(${reasons.join(', ')})` : undefined].filter(Boolean).join(' ');
    return new GeoProviderError(this.name, message ? `${text}: ${message}` : text, { kind: googleErrorKind(code, status, reasons, message) });
  }
}

function hasGoogleError(body: unknown): boolean {
  if (Array.isArray(body)) return body.some((element) => typeof (element as GoogleErrorBody | null)?.error === 'object');
  return typeof (body as GoogleErrorBody | null)?.error === 'object';
}

/**
 * Google answers a wrong key with 400 INVALID_ARGUMENT (reason API_KEY_INVALID), a missing one or an API the key may
 * not call with 403 PERMISSION_DENIED, a spent quota with 429 RESOURCE_EXHAUSTED.
 */
function googleErrorKind(code: number, status: string | undefined, reasons: string[], message: string | undefined): GeoProviderErrorKind {
  const keyReason = reasons.some((reason) => reason.startsWith('API_KEY_') || reason === 'SERVICE_DISABLED' || reason === 'BILLING_DISABLED');
  if (keyReason || status === 'PERMISSION_DENIED' || status === 'UNAUTHENTICATED') return 'auth';
  if (status === 'RESOURCE_EXHAUSTED' || reasons.includes('RATE_LIMIT_EXCEEDED')) return 'quota';
  // A wrong key without details: 400 INVALID_ARGUMENT "API key not valid. Please pass a valid API key."
  if (/API key/i.test(message ?? '')) return 'auth';
  if (status === 'UNAVAILABLE' || status === 'INTERNAL' || status === 'DEADLINE_EXCEEDED') return 'unavailable';
  return kindOfHttpStatus(code) ?? 'bad-answer';
}

/** Seconds of a google.protobuf.Duration in its JSON form ('754s', '3.5s'); null for anything else. */
export function durationSeconds(value: unknown): number | null {
  const match = typeof value === 'string' ? /^(\d+(?:\.\d{1,9})?)s$/.exec(value) : null;
  return match ? Number(match[1]) : null;
}
