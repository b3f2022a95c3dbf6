import type { BusinessResponse, SitePagesResponse } from '@contracts/business.contract.js';
import { baseApi } from '@/lib/base-api';

// GET /api/business: the owner's public contact profile (footer, dialogs) and the schedule settings the time
// picker runs the domain rules with. Lives in lib/ rather than a feature: the layout, wizard and confirmation show it.
export const businessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBusiness: build.query<BusinessResponse, void>({
      query: () => '/business',
      providesTags: ['Business'],
    }),
    /** GET /api/business/pages: the words of the About, Privacy and Terms pages, and the cancellation policy. */
    getSitePages: build.query<SitePagesResponse, void>({
      query: () => '/business/pages',
      providesTags: ['Business'],
    }),
  }),
});

export const { useGetBusinessQuery, useGetSitePagesQuery } = businessApi;
