import { DEFAULT_AVAILABILITY_SETTINGS, sameHoursEveryDay, widestHours, type AvailabilitySettings } from '../domain/availability/availability-settings.js';
import { DEFAULT_PRICING_TABLE, type PricingTable } from '../domain/pricing/pricing-table.js';
import { DEFAULT_GEO_SETTINGS, type GeoSettings } from '../geo/geo-provider.js';
import type { EnvDto } from './env.dto.js';

/** The schedule rules with the business's own time zone and limits from settings. */
export function availabilitySettingsFrom(env: EnvDto): AvailabilitySettings {
  return {
    ...DEFAULT_AVAILABILITY_SETTINGS,
    zone: env.BUSINESS_TIME_ZONE,
    minLeadMinutes: env.MIN_LEAD_MINUTES,
    maxDaysAhead: env.MAX_DAYS_AHEAD,
    chauffeurNoticeHours: env.CHAUFFEUR_NOTICE_HOURS,
    // Every day the same hours until the owner sets the week in the admin.
    weeklyHours: sameHoursEveryDay({ start: widestHours(DEFAULT_AVAILABILITY_SETTINGS)!.start, end: env.DAY_END }),
    deliveryWindowCapacity: env.DELIVERY_WINDOW_CAPACITY,
  };
}

/** The price table; PRICING_TABLE_JSON may override any of its entries (cents). */
export function pricingTableFrom(env: EnvDto): PricingTable {
  return env.PRICING_TABLE_JSON ? { ...DEFAULT_PRICING_TABLE, ...(JSON.parse(env.PRICING_TABLE_JSON) as Partial<PricingTable>) } : DEFAULT_PRICING_TABLE;
}

export function geoSettingsFrom(env: EnvDto): GeoSettings {
  return {
    ...DEFAULT_GEO_SETTINGS,
    provider: env.GEO_PROVIDER,
    googleApiKey: env.GOOGLE_MAPS_API_KEY,
    googleBaseUrl: env.GOOGLE_MAPS_BASE_URL ?? DEFAULT_GEO_SETTINGS.googleBaseUrl,
    nominatimUrl: env.NOMINATIM_URL,
    photonUrl: env.PHOTON_URL,
    osrmUrl: env.OSRM_URL,
    roadFactor: env.ROAD_FACTOR,
  };
}
