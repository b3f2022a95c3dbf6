/**
 * Fake Google Maps Platform web services (legacy Places Autocomplete, Geocoding, Distance Matrix)
 * answering in Google's documented JSON shapes, including its error statuses, for provider specs.
 */
import { sendJson, startFakeHttpServer, straightLineMeters, type FakeHttpServer } from './fake-http-server.js';

/** Applied to every endpoint while set. Status names are Google's; the rest are transport failures. */
export type FakeGoogleFailure = 'ZERO_RESULTS' | 'REQUEST_DENIED' | 'OVER_QUERY_LIMIT' | 'INVALID_REQUEST' | 'UNKNOWN_ERROR' | 'http-500' | 'not-json' | 'hang';

export interface FakeGoogleMaps extends FakeHttpServer {
  /** The only key the fake accepts; any other gets REQUEST_DENIED like Google does. */
  readonly apiKey: string;
  failure: FakeGoogleFailure | null;
  /** Status of the single Distance Matrix element ('NOT_FOUND', 'ZERO_RESULTS' = no route). */
  elementStatus: 'OK' | 'NOT_FOUND' | 'ZERO_RESULTS';
  /** Fixed driving distance in metres; null = straight line × 1.25. */
  routeMeters: number | null;
  /** Restores the defaults above. */
  reset(): void;
}

interface FakePlace {
  description: string;
  formattedAddress: string;
  placeId: string;
  lat: number;
  lng: number;
}

export const FAKE_GOOGLE_PLACES: readonly FakePlace[] = [
  {
    description: 'Weber State University, Harrison Boulevard, Ogden, UT, USA',
    formattedAddress: '3848 Harrison Blvd, Ogden, UT 84408, USA',
    placeId: 'ChIJfake-weber',
    lat: 41.1926,
    lng: -111.9446,
  },
  {
    description: 'Salt Lake City International Airport (SLC), West Terminal Drive, Salt Lake City, UT, USA',
    formattedAddress: 'W Terminal Dr, Salt Lake City, UT 84122, USA',
    placeId: 'ChIJfake-slc',
    lat: 40.7884,
    lng: -111.9778,
  },
  {
    description: '2350 Wall Avenue, Ogden, UT, USA',
    formattedAddress: '2350 Wall Ave, Ogden, UT 84401, USA',
    placeId: 'ChIJfake-wall',
    lat: 41.2237,
    lng: -111.9781,
  },
  {
    description: 'Ogden, UT, USA',
    formattedAddress: 'Ogden, UT, USA',
    placeId: 'ChIJfake-ogden',
    lat: 41.223,
    lng: -111.9738,
  },
  {
    description: 'Provo, UT, USA',
    formattedAddress: 'Provo, UT, USA',
    placeId: 'ChIJfake-provo',
    lat: 40.2338,
    lng: -111.6585,
  },
];

const DEFAULT_KEY = 'test-google-key';

export async function startFakeGoogleMaps(apiKey: string = DEFAULT_KEY): Promise<FakeGoogleMaps> {
  const state: Pick<FakeGoogleMaps, 'failure' | 'elementStatus' | 'routeMeters'> = {
    failure: null,
    elementStatus: 'OK',
    routeMeters: null,
  };

  const server = await startFakeHttpServer((url, response) => {
    const emptyBody = emptyBodyFor(url.pathname);
    if (!emptyBody) return sendJson(response, 404, { error: 'not found' });
    if (state.failure === 'hang') return;
    if (state.failure === 'http-500') return sendJson(response, 500, { error: 'internal' });
    if (state.failure === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (url.searchParams.get('key') !== apiKey) {
      return sendJson(response, 200, { ...emptyBody, error_message: 'The provided API key is invalid. ', status: 'REQUEST_DENIED' });
    }
    if (state.failure) {
      const error_message = state.failure === 'ZERO_RESULTS' ? undefined : `Fake failure ${state.failure}`;
      return sendJson(response, 200, { ...emptyBody, error_message, status: state.failure });
    }
    switch (url.pathname) {
      case '/maps/api/place/autocomplete/json':
        return sendJson(response, 200, autocomplete(url.searchParams.get('input') ?? ''));
      case '/maps/api/geocode/json':
        return sendJson(response, 200, geocode(url.searchParams.get('address') ?? ''));
      default:
        return sendJson(response, 200, distanceMatrix(url.searchParams, state));
    }
  });

  // `state` becomes the returned fake, so tests flip failures on the same object the handler reads.
  return Object.assign(state, server, {
    apiKey,
    reset() {
      Object.assign(state, { failure: null, elementStatus: 'OK', routeMeters: null });
    },
  });
}

/** The body Google sends with an error status, per endpoint. */
function emptyBodyFor(path: string): Record<string, unknown> | null {
  if (path === '/maps/api/place/autocomplete/json') return { predictions: [] };
  if (path === '/maps/api/geocode/json') return { results: [] };
  if (path === '/maps/api/distancematrix/json') return { destination_addresses: [], origin_addresses: [], rows: [] };
  return null;
}

function matches(place: FakePlace, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle !== '' && (place.description.toLowerCase().includes(needle) || place.formattedAddress.toLowerCase().includes(needle));
}

function autocomplete(input: string) {
  const hits = FAKE_GOOGLE_PLACES.filter((place) => matches(place, input));
  if (hits.length === 0) return { predictions: [], status: 'ZERO_RESULTS' };
  return {
    predictions: hits.map((place) => ({
      description: place.description,
      matched_substrings: [{ length: input.length, offset: 0 }],
      place_id: place.placeId,
      reference: place.placeId,
      structured_formatting: {
        main_text: place.description.split(',')[0],
        secondary_text: place.description.split(',').slice(1).join(',').trim(),
      },
      terms: place.description.split(',').map((value, offset) => ({ offset, value: value.trim() })),
      types: ['geocode'],
    })),
    status: 'OK',
  };
}

function geocode(address: string) {
  const place = FAKE_GOOGLE_PLACES.find((candidate) => matches(candidate, address));
  if (!place) return { results: [], status: 'ZERO_RESULTS' };
  return {
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
  };
}

function distanceMatrix(params: URLSearchParams, state: { elementStatus: string; routeMeters: number | null }) {
  const parse = (value: string | null) => {
    const [lat, lon] = (value ?? '').split(',').map(Number);
    return Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
  };
  const origin = parse(params.get('origins'));
  const destination = parse(params.get('destinations'));
  if (!origin || !destination) {
    return { destination_addresses: [], origin_addresses: [], rows: [], status: 'INVALID_REQUEST' };
  }
  const meters = state.routeMeters ?? Math.round(straightLineMeters(origin, destination) * 1.25);
  const element =
    state.elementStatus === 'OK'
      ? {
          distance: { text: `${(meters / 1609.344).toFixed(1)} mi`, value: meters },
          duration: { text: `${Math.round(meters / 1000)} mins`, value: Math.round(meters / 25) },
          status: 'OK',
        }
      : { status: state.elementStatus };
  return {
    destination_addresses: [params.get('destinations')],
    origin_addresses: [params.get('origins')],
    rows: [{ elements: [element] }],
    status: 'OK',
  };
}
