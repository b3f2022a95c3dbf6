/**
 * Fake self-hosted OSM stack on one port: Photon (/api), Nominatim (/search) and OSRM
 * (/route/v1/driving/…), answering in each project's documented JSON shapes.
 */
import { sendJson, startFakeHttpServer, straightLineMeters, type FakeHttpServer } from './fake-http-server.js';

/** Applied while set. 'NoRoute' only affects OSRM (HTTP 400 + code, as osrm-routed answers). */
export type FakeOsmFailure = 'http-500' | 'hang' | 'NoRoute';

export interface FakeOsm extends FakeHttpServer {
  failure: FakeOsmFailure | null;
  /** Fixed route distance in metres; null = straight line × 1.25. */
  routeMeters: number | null;
  reset(): void;
}

interface FakeOsmPlace {
  name?: string;
  housenumber?: string;
  street?: string;
  city?: string;
  state?: string;
  postcode?: string;
  countrycode: string;
  /** Photon `type`: 'house', 'street', 'city', … */
  type: string;
  lat: number;
  lon: number;
}

export const FAKE_OSM_PLACES: readonly FakeOsmPlace[] = [
  {
    name: 'Weber State University',
    housenumber: '3848',
    street: 'Harrison Boulevard',
    city: 'Ogden',
    state: 'Utah',
    postcode: '84408',
    countrycode: 'US',
    type: 'house',
    lat: 41.1926,
    lon: -111.9446,
  },
  {
    name: 'Ogden Intermodal Transit Center',
    housenumber: '2350',
    street: 'Wall Avenue',
    city: 'Ogden',
    state: 'Utah',
    postcode: '84401',
    countrycode: 'US',
    type: 'house',
    lat: 41.2237,
    lon: -111.9781,
  },
  { name: 'Ogden', state: 'Utah', countrycode: 'US', type: 'city', lat: 41.223, lon: -111.9738 },
  // Same name in Canada: must be filtered out of US suggestions.
  { name: 'Ogden', city: 'Sherbrooke', state: 'Quebec', countrycode: 'CA', type: 'city', lat: 45.02, lon: -72.07 },
  // No state: cannot form a complete address line.
  { name: 'Ogden Trailhead', countrycode: 'US', type: 'other', lat: 41.25, lon: -111.9 },
];

const STATE_ISO: Record<string, string> = { Utah: 'US-UT' };

export async function startFakeOsm(): Promise<FakeOsm> {
  const state: Pick<FakeOsm, 'failure' | 'routeMeters'> = { failure: null, routeMeters: null };

  const server = await startFakeHttpServer((url, response) => {
    const isRoute = url.pathname.startsWith('/route/v1/driving/');
    if (url.pathname !== '/api' && url.pathname !== '/search' && !isRoute) return sendJson(response, 404, { message: 'not found' });
    if (state.failure === 'hang') return;
    if (state.failure === 'http-500') return sendJson(response, 500, { message: 'internal error' });
    if (isRoute) return route(url, response, state);

    const query = (url.searchParams.get('q') ?? '').trim().toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const onlyUs = url.searchParams.get('countrycodes') === 'us';
    const hits = FAKE_OSM_PLACES.filter((place) => {
      const text = [place.name, place.housenumber, place.street, place.city, place.state].filter(Boolean).join(' ').toLowerCase();
      return query !== '' && query.split(/\s+/).every((word) => text.includes(word)) && (!onlyUs || place.countrycode === 'US');
    }).slice(0, limit);

    if (url.pathname === '/api') return sendJson(response, 200, { type: 'FeatureCollection', features: hits.map(toPhotonFeature) });
    if (url.searchParams.get('format') !== 'jsonv2') return sendJson(response, 400, { error: { code: 400, message: 'format required' } });
    return sendJson(response, 200, hits.map(toNominatimPlace));
  });

  return Object.assign(state, server, {
    reset() {
      Object.assign(state, { failure: null, routeMeters: null });
    },
  });
}

function toPhotonFeature(place: FakeOsmPlace, index: number) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
    properties: {
      osm_id: 1000 + index,
      osm_type: 'N',
      osm_key: place.type === 'city' ? 'place' : 'amenity',
      osm_value: place.type,
      type: place.type,
      name: place.name,
      housenumber: place.housenumber,
      street: place.street,
      city: place.city,
      state: place.state,
      postcode: place.postcode,
      country: place.countrycode === 'US' ? 'United States' : 'Canada',
      countrycode: place.countrycode,
    },
  };
}

function toNominatimPlace(place: FakeOsmPlace, index: number) {
  const city = place.city ?? (place.type === 'city' ? place.name : undefined);
  return {
    place_id: 2000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
    osm_type: 'node',
    osm_id: 1000 + index,
    // Nominatim sends coordinates as strings.
    lat: String(place.lat),
    lon: String(place.lon),
    category: place.type === 'city' ? 'place' : 'amenity',
    type: place.type,
    place_rank: 30,
    importance: 0.5,
    addresstype: place.type,
    name: place.name ?? '',
    display_name: [place.name, place.housenumber, place.street, city, place.state, place.postcode, 'United States'].filter(Boolean).join(', '),
    address: {
      house_number: place.housenumber,
      road: place.street,
      city,
      state: place.state,
      'ISO3166-2-lvl4': place.state ? STATE_ISO[place.state] : undefined,
      postcode: place.postcode,
      country: 'United States',
      country_code: place.countrycode.toLowerCase(),
    },
    boundingbox: [String(place.lat - 0.001), String(place.lat + 0.001), String(place.lon - 0.001), String(place.lon + 0.001)],
  };
}

function route(url: URL, response: Parameters<typeof sendJson>[0], state: Pick<FakeOsm, 'failure' | 'routeMeters'>) {
  const coordinates = url.pathname
    .slice('/route/v1/driving/'.length)
    .split(';')
    .map((pair) => pair.split(',').map(Number));
  if (coordinates.length !== 2 || coordinates.some((pair) => pair.length !== 2 || pair.some((n) => !Number.isFinite(n)))) {
    return sendJson(response, 400, { code: 'InvalidQuery', message: 'Query string malformed close to position 0' });
  }
  if (state.failure === 'NoRoute') return sendJson(response, 400, { code: 'NoRoute', message: 'Impossible route between points' });
  const [[fromLon, fromLat], [toLon, toLat]] = coordinates;
  const meters = state.routeMeters ?? Math.round(straightLineMeters({ lat: fromLat, lon: fromLon }, { lat: toLat, lon: toLon }) * 1.25);
  return sendJson(response, 200, {
    code: 'Ok',
    routes: [
      {
        distance: meters,
        duration: meters / 25,
        weight: meters / 25,
        weight_name: 'routability',
        legs: [{ distance: meters, duration: meters / 25, steps: [], summary: '' }],
      },
    ],
    waypoints: [
      { hint: 'fake', distance: 1.2, name: '', location: [fromLon, fromLat] },
      { hint: 'fake', distance: 0.8, name: '', location: [toLon, toLat] },
    ],
  });
}
