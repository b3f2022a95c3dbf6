import type { BusinessResponse } from '@contracts/business.contract.js';
import { baseApi } from '@/lib/base-api';

// GET /api/business: the owner's public contact profile (footer, dialogs) and the schedule settings the time
// picker runs the domain rules with. Lives in lib/ rather than a feature: the layout, wizard and confirmation show it.
export const businessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBusiness: build.query<BusinessResponse, void>({
      query: () => '/business',
      providesTags: ['Business'],
    }),
  }),
});

export const { useGetBusinessQuery } = businessApi;
