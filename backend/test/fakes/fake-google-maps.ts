/**
 * Fake Google Maps Platform on one port, speaking the REST protocols the app uses: Places API (New) autocomplete and
 * place details (places.googleapis.com), the Geocoding API (maps.googleapis.com) and the Routes API's route matrix
 * (routes.googleapis.com). Like Google, it refuses a request without a valid key (`X-Goog-Api-Key`, or `key` for
 * geocoding), a place details or route matrix request without `X-Goog-FieldMask`, and a bias circle over 50 km;
 * it answers only the fields the mask names, and its errors have Google's shapes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startFakeHttpServer, straightLineMeters, type FakeHttpServer } from './fake-http-server.js';

/**
 * Applied to every API while set (or to `failingApi` only). 'key-blocked': the key may not call the API (403
 * PERMISSION_DENIED; geocoding REQUEST_DENIED); 'quota': 429 RESOURCE_EXHAUSTED (geocoding OVER_QUERY_LIMIT);
 * 'http-500': 500 INTERNAL; 'not-json': an HTML page; 'malformed': JSON of the wrong shape; 'hang': no answer.
 */
export type FakeGoogleFailure = 'key-blocked' | 'quota' | 'http-500' | 'not-json' | 'malformed' | 'hang';
export type FakeGoogleApi = 'places' | 'geocoding' | 'routes';

/** One request as received: the headers' names in lower case, the body parsed. */
export interface FakeGoogleCall {
  api: FakeGoogleApi;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface FakeGoogleMaps extends FakeHttpServer {
  /** The only key the fake accepts. */
  readonly apiKey: string;
  /** Every request to one of the three APIs, oldest first. */
  readonly calls: FakeGoogleCall[];
  failure: FakeGoogleFailure | null;
  /** The API `failure` applies to; null = all three. */
  failingApi: FakeGoogleApi | null;
  /** Fixed driving distance in metres; null = straight line × 1.25. */
  routeMeters: number | null;
  /** The route matrix element's condition ('ROUTE_NOT_FOUND': no road between the points). */
  routeCondition: 'ROUTE_EXISTS' | 'ROUTE_NOT_FOUND';
  /** Place IDs Google no longer knows: place details answers 404 NOT_FOUND (autocomplete still suggests them). */
  retiredPlaceIds: string[];
  /** Restores the defaults above and empties `calls`. */
  reset(): void;
  /** The calls to one API. */
  callsTo(api: FakeGoogleApi): FakeGoogleCall[];
}

interface FakePlace {
  /** The suggestion line (placePrediction.text.text). */
  text: string;
  formattedAddress: string;
  placeId: string;
  regionCode: string;
  lat: number;
  lng: number;
}

export const FAKE_GOOGLE_PLACES: readonly FakePlace[] = [
  {
    text: 'Weber State University, Harrison Boulevard, Ogden, UT, USA',
    formattedAddress: '3848 Harrison Blvd, Ogden, UT 84408, USA',
    placeId: 'ChIJfake-weber',
    regionCode: 'us',
    lat: 41.1926,
    lng: -111.9446,
  },
  {
    text: 'Salt Lake City International Airport (SLC), West Terminal Drive, Salt Lake City, UT, USA',
    formattedAddress: 'W Terminal Dr, Salt Lake City, UT 84122, USA',
    placeId: 'ChIJfake-slc',
    regionCode: 'us',
    lat: 40.7884,
    lng: -111.9778,
  },
  {
    text: '2350 Wall Avenue, Ogden, UT, USA',
    formattedAddress: '2350 Wall Ave, Ogden, UT 84401, USA',
    placeId: 'ChIJfake-wall',
    regionCode: 'us',
    lat: 41.2237,
    lng: -111.9781,
  },
  {
    text: 'Ogden, UT, USA',
    formattedAddress: 'Ogden, UT, USA',
    placeId: 'ChIJfake-ogden',
    regionCode: 'us',
    lat: 41.223,
    lng: -111.9738,
  },
  // Same name in Canada: left out when the request asks for US places only.
  {
    text: 'Ogden, QC, Canada',
    formattedAddress: 'Ogden, QC J0B 3E3, Canada',
    placeId: 'ChIJfake-ogden-qc',
    regionCode: 'ca',
    lat: 45.0215,
    lng: -72.0787,
  },
  {
    text: 'Provo, UT, USA',
    formattedAddress: 'Provo, UT, USA',
    placeId: 'ChIJfake-provo',
    regionCode: 'us',
    lat: 40.2338,
    lng: -111.6585,
  },
];

const DEFAULT_KEY = 'test-google-key';
const MAX_BIAS_RADIUS_METERS = 50_000;
/** Google: a session token is a URL- and filename-safe string of at most 36 characters. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{1,36}$/;

export async function startFakeGoogleMaps(apiKey: string = DEFAULT_KEY): Promise<FakeGoogleMaps> {
  const calls: FakeGoogleCall[] = [];
  const defaults = (): Pick<FakeGoogleMaps, 'failure' | 'failingApi' | 'routeMeters' | 'routeCondition' | 'retiredPlaceIds'> => ({
    failure: null,
    failingApi: null,
    routeMeters: null,
    routeCondition: 'ROUTE_EXISTS',
    retiredPlaceIds: [],
  });
  const state = defaults();

  const server = await startFakeHttpServer((url, response, request) => {
    const api = apiOf(request.method ?? 'GET', url.pathname);
    if (!api) return sendJson(response, 404, googleError(404, 'NOT_FOUND', `Method not found: ${url.pathname}`));
    readJsonBody(request, (body) => {
      calls.push({ api, method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: request.headers, body });
      const failure = state.failingApi === null || state.failingApi === api ? state.failure : null;
      if (failure) return fail(response, api, failure);
      if (api === 'geocoding') return geocode(response, url.searchParams, apiKey);
      const refusal = refuseCredentials(request, apiKey, api, url.pathname);
      if (refusal) return sendJson(response, refusal.status, refusal.body);
      const fieldMask = String(request.headers['x-goog-fieldmask'] ?? '*');
      if (api === 'routes') return routeMatrix(response, body, fieldMask, state);
      if (request.method === 'POST') return autocomplete(response, body, fieldMask);
      const placeId = decodeURIComponent(url.pathname.slice('/v1/places/'.length));
      if (state.retiredPlaceIds.includes(placeId)) return sendJson(response, 404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'));
      return placeDetails(response, placeId, url.searchParams, fieldMask);
    });
  });

  return Object.assign(state, server, {
    apiKey,
    calls,
    reset() {
      Object.assign(state, defaults());
      calls.length = 0;
      server.requests.length = 0;
    },
    callsTo: (api: FakeGoogleApi) => calls.filter((call) => call.api === api),
  });
}

function apiOf(method: string, path: string): FakeGoogleApi | null {
  if (method === 'POST' && path === '/v1/places:autocomplete') return 'places';
  if (method === 'GET' && /^\/v1\/places\/[^/:]+$/.test(path)) return 'places';
  if (method === 'GET' && path === '/maps/api/geocode/json') return 'geocoding';
  if (method === 'POST' && path === '/distanceMatrix/v2:computeRouteMatrix') return 'routes';
  return null;
}

function readJsonBody(request: IncomingMessage, then: (body: unknown) => void): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = text;
    }
    then(body);
  });
}

function googleError(code: number, status: string, message: string, reason?: string, service?: string) {
  const details = reason ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com', metadata: { service } }] : undefined;
  return { error: { code, message, status, details } };
}

const HOSTS: Record<FakeGoogleApi, string> = {
  places: 'places.googleapis.com',
  geocoding: 'geocoding-backend.googleapis.com',
  routes: 'routes.googleapis.com',
};

/** Places and Routes: a missing key is 403, a wrong one 400 API_KEY_INVALID; place details and routes need a field mask. */
function refuseCredentials(request: IncomingMessage, apiKey: string, api: FakeGoogleApi, path: string): { status: number; body: unknown } | null {
  const key = request.headers['x-goog-api-key'];
  if (key === undefined) {
    const message =
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.";
    return { status: 403, body: googleError(403, 'PERMISSION_DENIED', message) };
  }
  if (key !== apiKey) {
    return { status: 400, body: googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', 'API_KEY_INVALID', HOSTS[api]) };
  }
  // Autocomplete alone has a default field mask.
  if (request.headers['x-goog-fieldmask'] === undefined && path !== '/v1/places:autocomplete') {
    const message =
      "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to 'displayName' to ask for the display name.";
    return { status: 400, body: googleError(400, 'INVALID_ARGUMENT', message) };
  }
  return null;
}

function fail(response: ServerResponse, api: FakeGoogleApi, failure: FakeGoogleFailure): void {
  if (failure === 'hang') return;
  if (failure === 'not-json') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html><body>maintenance</body></html>');
    return;
  }
  if (api === 'geocoding') {
    const bodies: Record<Exclude<FakeGoogleFailure, 'hang' | 'not-json'>, [number, unknown]> = {
      'key-blocked': [200, { error_message: 'This API key is not authorized to use this service or API.', results: [], status: 'REQUEST_DENIED' }],
      quota: [200, { error_message: 'You have exceeded your rate-limit for this API.', results: [], status: 'OVER_QUERY_LIMIT' }],
      'http-500': [500, { error_message: 'Internal error', results: [], status: 'UNKNOWN_ERROR' }],
      malformed: [200, { results: [{ formatted_address: 'Ogden, UT, USA' }], status: 'OK' }],
    };
    const [status, body] = bodies[failure];
    return sendJson(response, status, body);
  }
  switch (failure) {
    case 'key-blocked':
      return sendJson(
        response,
        403,
        googleError(403, 'PERMISSION_DENIED', `Requests to this API ${HOSTS[api]} are blocked.`, 'API_KEY_SERVICE_BLOCKED', HOSTS[api]),
      );
    case 'quota': {
      const message = `Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service '${HOSTS[api]}' for consumer 'project_number:123456'.`;
      return sendJson(response, 429, googleError(429, 'RESOURCE_EXHAUSTED', message, 'RATE_LIMIT_EXCEEDED', HOSTS[api]));
    }
    case 'http-500':
      return sendJson(response, 500, googleError(500, 'INTERNAL', 'Internal error encountered.'));
    case 'malformed':
      return sendJson(response, 200, api === 'routes' ? { distanceMeters: 'far' } : { suggestions: { placePrediction: 'none' }, location: 'here' });
  }
}

function matches(place: FakePlace, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle !== '' && (place.text.toLowerCase().includes(needle) || place.formattedAddress.toLowerCase().includes(needle));
}

interface AutocompleteRequest {
  input?: unknown;
  includedRegionCodes?: unknown;
  sessionToken?: unknown;
  locationBias?: { circle?: { center?: { latitude?: unknown; longitude?: unknown }; radius?: unknown } };
}

function autocomplete(response: ServerResponse, body: unknown, fieldMask: string): void {
  const request = (body ?? {}) as AutocompleteRequest;
  if (typeof request.input !== 'string') return sendJson(response, 400, googleError(400, 'INVALID_ARGUMENT', 'input is required.'));
  const circle = request.locationBias?.circle;
  if (circle && (typeof circle.radius !== 'number' || circle.radius < 0 || circle.radius > MAX_BIAS_RADIUS_METERS)) {
    return sendJson(response, 400, googleError(400, 'INVALID_ARGUMENT', 'locationBias.circle.radius must be between 0.0 and 50000.0, inclusive.'));
  }
  if (request.sessionToken !== undefined && (typeof request.sessionToken !== 'string' || !SESSION_TOKEN.test(request.sessionToken))) {
    return sendJson(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid session token.'));
  }
  const regions = Array.isArray(request.includedRegionCodes) ? (request.includedRegionCodes as string[]).map((code) => code.toLowerCase()) : [];
  const hits = FAKE_GOOGLE_PLACES.filter((place) => matches(place, request.input as string) && (regions.length === 0 || regions.includes(place.regionCode)));
  // No match is `{}`: proto3 JSON leaves an empty list out.
  if (hits.length === 0) return sendJson(response, 200, {});
  const suggestions = hits.slice(0, 5).map((place) => ({
    placePrediction: {
      place: `places/${place.placeId}`,
      placeId: place.placeId,
      text: { text: place.text, matches: [{ endOffset: (request.input as string).length }] },
      structuredFormat: {
        mainText: { text: place.text.split(',')[0] },
        secondaryText: { text: place.text.split(',').slice(1).join(',').trim() },
      },
      types: ['geocode'],
    },
  }));
  return sendJson(response, 200, applyFieldMask({ suggestions }, fieldMask));
}

function placeDetails(response: ServerResponse, placeId: string, query: URLSearchParams, fieldMask: string): void {
  const token = query.get('sessionToken');
  if (token !== null && !SESSION_TOKEN.test(token)) return sendJson(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid session token.'));
  const place = FAKE_GOOGLE_PLACES.find((candidate) => candidate.placeId === placeId);
  if (!place) return sendJson(response, 404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'));
  const full = {
    name: `places/${place.placeId}`,
    id: place.placeId,
    formattedAddress: place.formattedAddress,
    location: { latitude: place.lat, longitude: place.lng },
    displayName: { text: place.text.split(',')[0], languageCode: 'en' },
  };
  return sendJson(response, 200, applyFieldMask(full, fieldMask));
}

/** Like Google: the key as `key`, errors as a `status` in an HTTP 200 body, ZERO_RESULTS when nothing matches. */
function geocode(response: ServerResponse, query: URLSearchParams, apiKey: string): void {
  const key = query.get('key');
  if (key === null) {
    const error_message = 'You must use an API key to authenticate each request to Google Maps Platform APIs.';
    return sendJson(response, 200, { error_message, results: [], status: 'REQUEST_DENIED' });
  }
  if (key !== apiKey) return sendJson(response, 200, { error_message: 'The provided API key is invalid. ', results: [], status: 'REQUEST_DENIED' });
  const address = query.get('address');
  if (!address) return sendJson(response, 200, { error_message: "Invalid request. Missing the 'address' parameter.", results: [], status: 'INVALID_REQUEST' });
  const onlyUs = query.get('components')?.toLowerCase() === 'country:us';
  const place = FAKE_GOOGLE_PLACES.find((candidate) => matches(candidate, address) && (!onlyUs || candidate.regionCode === 'us'));
  if (!place) return sendJson(response, 200, { results: [], status: 'ZERO_RESULTS' });
  return sendJson(response, 200, {
    results: [
      {
        address_components: [],
        formatted_address: place.formattedAddress,
        geometry: { location: { lat: place.lat, lng: place.lng }, location_type: 'ROOFTOP' },
        place_id: place.placeId,
        types: ['street_address'],
      },
    ],
    status: 'OK',
  });
}

interface Waypoint {
  waypoint?: { location?: { latLng?: { latitude?: unknown; longitude?: unknown } } };
}

function routeMatrix(response: ServerResponse, body: unknown, fieldMask: string, state: Pick<FakeGoogleMaps, 'routeMeters' | 'routeCondition'>): void {
  const request = (body ?? {}) as { origins?: Waypoint[]; destinations?: Waypoint[]; travelMode?: unknown };
  const point = (entry: Waypoint) => {
    const latLng = entry?.waypoint?.location?.latLng;
    return typeof latLng?.latitude === 'number' && typeof latLng.longitude === 'number' ? { lat: latLng.latitude, lon: latLng.longitude } : null;
  };
  const origins = Array.isArray(request.origins) ? request.origins.map(point) : [];
  const destinations = Array.isArray(request.destinations) ? request.destinations.map(point) : [];
  if (origins.length === 0 || destinations.length === 0 || [...origins, ...destinations].includes(null)) {
    return sendJson(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid waypoints: origins and destinations need location.latLng.'));
  }
  if (request.travelMode !== undefined && request.travelMode !== 'DRIVE') {
    return sendJson(response, 400, googleError(400, 'INVALID_ARGUMENT', 'This fake knows only travelMode DRIVE.'));
  }
  const elements = origins.flatMap((from, originIndex) =>
    destinations.map((to, destinationIndex) => {
      if (state.routeCondition === 'ROUTE_NOT_FOUND') return { originIndex, destinationIndex, status: {}, condition: 'ROUTE_NOT_FOUND' };
      const meters = state.routeMeters ?? Math.round(straightLineMeters(from!, to!) * 1.25);
      return { originIndex, destinationIndex, status: {}, distanceMeters: meters, duration: `${Math.round(meters / 25)}s`, condition: 'ROUTE_EXISTS' };
    }),
  );
  return sendJson(response, 200, applyFieldMask(elements, fieldMask));
}

/** Keeps only the fields the mask names (`a.b,c`; `*` = all), element by element in lists, as Google does. */
function applyFieldMask(value: unknown, fieldMask: string): unknown {
  const paths = fieldMask
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (paths.includes('*')) return value;
  return pick(
    value,
    paths.map((path) => path.split('.')),
  );
}

function pick(value: unknown, paths: string[][]): unknown {
  if (Array.isArray(value)) return value.map((element) => pick(element, paths));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const below = paths.filter((path) => path[0] === key);
    if (below.length === 0) continue;
    out[key] = below.some((path) => path.length === 1)
      ? child
      : pick(
          child,
          below.map((path) => path.slice(1)),
        );
  }
  return out;
}
