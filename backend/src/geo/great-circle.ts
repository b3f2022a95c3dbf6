/** Distance helpers shared by providers and the service-area rule. All distances in statute miles. */

/** Mean earth radius in statute miles (IUGG mean radius 6371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.8;

/** Metres in one statute mile, for providers that report metres (Google, OSRM). */
export const METERS_PER_MILE = 1609.344;

export interface LatLon {
  lat: number;
  lon: number;
}

/** Haversine great-circle distance in miles, unrounded. */
export function greatCircleMiles(a: LatLon, b: LatLon): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Bookings show and price distance with one decimal. */
export function roundToTenth(miles: number): number {
  return Math.round(miles * 10) / 10;
}

export function metersToMiles(meters: number): number {
  return roundToTenth(meters / METERS_PER_MILE);
}
