import { baseApi } from '@/lib/base-api';
import type { MapsStatus } from '@contracts/maps-status.contract.js';

// The maps in force and how they do (backend/src/geo: GET /api/admin/maps). Instants are ISO 8601; the business day
// is 'YYYY-MM-DD' in the business's zone.

const mapsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMapsStatus: build.query<MapsStatus, void>({
      query: () => '/admin/maps',
    }),
  }),
});

export const { useGetMapsStatusQuery } = mapsApi;
