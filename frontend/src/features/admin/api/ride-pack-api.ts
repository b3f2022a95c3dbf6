import { baseApi } from '@/lib/base-api';
import type { RidePack } from '@contracts/service-code.contract.js';

// A ride pack's balance and ledger for the owner (backend/src/service-codes: GET /api/service-codes/{id}/ride-pack).
// Tagged 'Customer' like the profile it is shown in: editing a code or a booking refreshes both.

const ridePackBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Customer'] });

const ridePackApi = ridePackBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getRidePack: build.query<RidePack, string>({
      query: (id) => `/service-codes/${encodeURIComponent(id)}/ride-pack`,
      providesTags: ['Customer'],
    }),
  }),
});

export const { useGetRidePackQuery } = ridePackApi;
