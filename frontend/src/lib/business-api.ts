import { baseApi } from '@/lib/base-api';

/** GET /api/business: the owner's public contact profile, shown in the footer and dialogs. */
export interface BusinessProfile {
  businessName: string;
  phone: string;
  email: string;
  companyWebsiteUrl: string;
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
