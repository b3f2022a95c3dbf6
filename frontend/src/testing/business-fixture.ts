import type { BusinessResponse } from '@contracts/business.contract.js';
import { DEFAULT_AVAILABILITY_SETTINGS } from '@domain/availability/availability-settings.js';
import { DEFAULT_PRICING_TABLE } from '@domain/pricing/pricing-table.js';

/** GET /api/business as a test's fake server answers it: the contract's whole shape, with the domain's defaults. */
export function businessResponse(overrides: Partial<BusinessResponse> = {}): BusinessResponse {
  return {
    businessName: 'Test Rides',
    phone: '(801) 555-0100',
    email: 'owner@example.com',
    companyWebsiteUrl: '#',
    timeZone: DEFAULT_AVAILABILITY_SETTINGS.zone,
    schedule: {
      ...DEFAULT_AVAILABILITY_SETTINGS,
      deliveryWindows: [...DEFAULT_AVAILABILITY_SETTINGS.deliveryWindows],
      weeklyHours: DEFAULT_AVAILABILITY_SETTINGS.weeklyHours.map((hours) => hours && { ...hours }),
    },
    prices: {
      chauffeurCentsPerHour: DEFAULT_PRICING_TABLE.chauffeur.centsPerHour,
      chauffeurHours: { min: DEFAULT_PRICING_TABLE.chauffeur.minHours, max: DEFAULT_PRICING_TABLE.chauffeur.maxHours },
      // What the server's starting prices are for the default table (backend/src/business/starting-prices.ts).
      startingAtCents: { delivery: 2000, ride: 2000, chauffeur: 10000 },
      plans: DEFAULT_PRICING_TABLE.subscription,
    },
    serviceArea: { serviceRadiusMiles: 45, chauffeurRadiusMiles: 35, homeBase: 'Ogden, UT' },
    textReminders: { offered: true, hoursBefore: 2 },
    ...overrides,
  };
}
