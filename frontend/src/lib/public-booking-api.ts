import type { PublicBooking } from '@contracts/public-booking.contract.js';
import { baseApi } from '@/lib/base-api';

/** GET /api/bookings/{id}: readable only with the booking's unguessable id. Shared by checkout and confirmation. */
export const publicBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicBooking: build.query<PublicBooking, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
  }),
});

export const { useGetPublicBookingQuery } = publicBookingApi;
