import { baseApi } from '@/lib/base-api';

/**
 * GET /api/bookings/{id}: a booking as its customer may see it,
 * readable only with its unguessable id. Shared by checkout and confirmation. Money in dollars.
 */
export interface PublicBooking {
  id: string;
  reference: string;
  serviceType: string;
  /** 'YYYY-MM-DD' or 'N/A' */
  bookingDate: string;
  /** 'HH:MM' or 'N/A' */
  bookingTime: string;
  pickupLocation: string;
  destinationLocation: string;
  /** miles */
  distance: number;
  /** dollars */
  totalPrice: number;
  email: string;
  phone: string;
  fullName: string;
  /** 'unpaid' | 'paid' | 'not-required' */
  paymentStatus?: string;
}

export const publicBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicBooking: build.query<PublicBooking, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
  }),
});

export const { useGetPublicBookingQuery } = publicBookingApi;
