import type { GeoProviderKind } from './geo-provider.js';

/** The start's log line and the admin's banner, when production runs without maps. */
export const MAPS_SETUP_LINE =
  'GEO_PROVIDER=offline in production: prices use straight-line estimates (a street address counts as its ZIP centre). Set up maps (GEO_PROVIDER=google or osm): see docs/deploy.md';

/**
 * Production with no real provider: every quote is a straight-line estimate by configuration. Said once at start and
 * in the admin; development and tests keep the offline default quietly.
 */
export function mapsSetupNeeded(nodeEnv: string, provider: GeoProviderKind): boolean {
  return nodeEnv === 'production' && provider === 'offline';
}
