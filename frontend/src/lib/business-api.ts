import type { AvailabilitySettings } from '@domain/availability/availability-settings.js';
import { baseApi } from '@/lib/base-api';

/**
 * GET /api/business: the owner's public contact profile, shown in the footer and dialogs, and the schedule
 * settings the server judges bookings by; the time picker runs the domain rules with them.
 */
export interface BusinessProfile {
  businessName: string;
  phone: string;
  email: string;
  companyWebsiteUrl: string;
  /** IANA zone of every business-local date and time */
  timeZone: string;
  schedule: AvailabilitySettings;
}

// Lives in lib/ rather than a feature because the layout, wizard and confirmation all show it.
export const businessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBusiness: build.query<BusinessProfile, void>({
      query: () => '/business',
      providesTags: ['Business'],
    }),
  }),
});

export const { useGetBusinessQuery } = businessApi;
