import type { AvailabilitySettings } from '../domain/availability/availability-settings.js';
import type { Settings } from '../config/env.dto.js';
import type { BusinessResponse } from '../contracts/business.contract.js';
import type { ServiceAreaRules } from '../domain/owner-settings-rules.js';
import type { PricingTable } from '../domain/pricing/pricing-table.js';
import { startingPrices } from './starting-prices.js';

/** The rule settings in force (LiveSettings) that the public profile shows. */
interface LiveRules {
  schedule: AvailabilitySettings;
  prices: PricingTable;
  serviceArea: ServiceAreaRules;
}

export function toBusinessResponse(env: Settings, live: LiveRules, textReminders: BusinessResponse['textReminders']): BusinessResponse {
  const { schedule, prices, serviceArea } = live;
  return {
    businessName: env.BUSINESS_NAME,
    phone: env.OWNER_PHONE,
    email: env.OWNER_EMAIL,
    companyWebsiteUrl: env.COMPANY_WEBSITE_URL,
    timeZone: env.BUSINESS_TIME_ZONE,
    schedule: { ...schedule, deliveryWindows: [...schedule.deliveryWindows], weeklyHours: schedule.weeklyHours.map((hours) => hours && { ...hours }) },
    prices: {
      chauffeurCentsPerHour: prices.chauffeur.centsPerHour,
      chauffeurHours: { min: prices.chauffeur.minHours, max: prices.chauffeur.maxHours },
      startingAtCents: startingPrices(prices),
      plans: prices.subscription,
    },
    // The home base's label only: its coordinates are the server's to measure with.
    serviceArea: {
      serviceRadiusMiles: serviceArea.serviceRadiusMiles,
      chauffeurRadiusMiles: serviceArea.chauffeurRadiusMiles,
      homeBase: serviceArea.homeBase.label,
    },
    textReminders,
  };
}
