import type { AvailabilitySettings } from '../domain/availability/availability-settings.js';
import type { Settings } from '../config/env.dto.js';
import type { BusinessResponse } from '../contracts/business.contract.js';
import type { PricingTable } from '../domain/pricing/pricing-table.js';

export function toBusinessResponse(
  env: Settings,
  schedule: AvailabilitySettings,
  prices: PricingTable,
  textReminders: BusinessResponse['textReminders'],
): BusinessResponse {
  return {
    businessName: env.BUSINESS_NAME,
    phone: env.OWNER_PHONE,
    email: env.OWNER_EMAIL,
    companyWebsiteUrl: env.COMPANY_WEBSITE_URL,
    timeZone: env.BUSINESS_TIME_ZONE,
    schedule: { ...schedule, deliveryWindows: [...schedule.deliveryWindows], weeklyHours: schedule.weeklyHours.map((hours) => hours && { ...hours }) },
    prices: { chauffeurCentsPerHour: prices.chauffeur.centsPerHour, plans: prices.subscription },
    textReminders,
  };
}
