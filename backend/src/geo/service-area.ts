/**
 * Service-area rule, pure: both ends must lie within a straight-line radius of the
 * home base. Road distance is deliberately not used: the area is a circle on the map, and it must not
 * move when a provider or the road factor changes.
 */
import type { GeoPoint, GeoSettings } from './geo-provider.js';
import { greatCircleMiles } from './great-circle.js';
import { SLC_AIRPORT } from './utah-landmarks.js';

export interface ServiceAreaInput {
  pickup: GeoPoint;
  destination: GeoPoint;
  /** Service id from the wizard: 'delivery' | 'ride' | 'chauffeur' | 'subscription' | 'longHaul' | 'handyman'. */
  serviceType: string;
}

export interface ServiceAreaResult {
  withinServiceArea: boolean;
  /** Customer-facing explanation when outside the area, null when inside. */
  serviceAreaMessage: string | null;
}

export type ServiceAreaSettings = Pick<GeoSettings, 'homeBase' | 'serviceRadiusMiles' | 'chauffeurRadiusMiles'>;

/** The airport grounds span about 2 mi; any point this close to the terminal counts as the airport. */
const AIRPORT_MATCH_RADIUS_MILES = 2;

/** Services that may always use SLC International: the airport is included for rides. */
const AIRPORT_ALWAYS_ALLOWED = new Set(['ride']);

/** Long haul is by definition beyond the area (over 100 mi) and quoted by inquiry. */
const NO_AREA_LIMIT = new Set(['longHaul']);

export function checkServiceArea(input: ServiceAreaInput, settings: ServiceAreaSettings): ServiceAreaResult {
  if (NO_AREA_LIMIT.has(input.serviceType)) return { withinServiceArea: true, serviceAreaMessage: null };

  const chauffeur = input.serviceType === 'chauffeur';
  const radius = chauffeur ? settings.chauffeurRadiusMiles : settings.serviceRadiusMiles;
  const inside = (point: GeoPoint) =>
    greatCircleMiles(settings.homeBase, point) <= radius ||
    (AIRPORT_ALWAYS_ALLOWED.has(input.serviceType) && greatCircleMiles(SLC_AIRPORT, point) <= AIRPORT_MATCH_RADIUS_MILES);

  if (inside(input.pickup) && inside(input.destination)) return { withinServiceArea: true, serviceAreaMessage: null };
  const where = settings.homeBase.label;
  return {
    withinServiceArea: false,
    serviceAreaMessage: chauffeur
      ? `Personal driver service is available within ${radius} miles of ${where}.`
      : `We can only provide service within ${radius} miles of ${where}.`,
  };
}
