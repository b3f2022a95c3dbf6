import type { AvailabilitySettings } from '../domain/availability/availability-settings.js';
import type { Settings } from '../config/env.dto.js';

/**
 * GET /api/business: who the customer deals with, and the schedule rules the server judges bookings by.
 * The browser runs the same domain rules with `schedule`, so a changed setting reaches it without a rebuild.
 */
export interface BusinessResponse {
  businessName: string;
  phone: string;
  email: string;
  companyWebsiteUrl: string;
  /** IANA zone of every business-local date and time, e.g. 'America/Denver'. */
  timeZone: string;
  schedule: AvailabilitySettings;
}

export function toBusinessResponse(env: Settings, schedule: AvailabilitySettings): BusinessResponse {
  return {
    businessName: env.BUSINESS_NAME,
    phone: env.OWNER_PHONE,
    email: env.OWNER_EMAIL,
    companyWebsiteUrl: env.COMPANY_WEBSITE_URL,
    timeZone: env.BUSINESS_TIME_ZONE,
    schedule,
  };
}
