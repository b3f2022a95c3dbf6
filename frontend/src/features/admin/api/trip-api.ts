import { baseApi } from '@/lib/base-api';
import type { NextTrip, TripMoveRequest, TripState } from '@contracts/trip.contract.js';

// The owner's taps on the day's trip (backend/src/bookings/trip.controller.ts): which job the big button is for, and
// each step of its trip. The server decides every step that may follow; the screen only offers what it answers.

const tripBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Trip', 'BookingHistory', 'Stats'] });

/** What a tap makes stale: the next trip, the lists (a completed booking), its history. */
const tripChanged = (bookingId: string) => [
  'Trip' as const,
  { type: 'Booking' as const, id: 'LIST' },
  { type: 'Booking' as const, id: bookingId },
  { type: 'BookingHistory' as const, id: bookingId },
  'Stats' as const,
];

const tripApi = tripBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getNextTrip: build.query<NextTrip, void>({
      query: () => '/admin/trip/next',
      providesTags: ['Trip'],
    }),
    moveTrip: build.mutation<TripState, { bookingId: string; move: TripMoveRequest }>({
      query: ({ bookingId, move }) => ({ url: `/admin/bookings/${encodeURIComponent(bookingId)}/trip`, method: 'POST', body: move }),
      invalidatesTags: (_result, _error, { bookingId }) => tripChanged(bookingId),
    }),
    undoTrip: build.mutation<TripState, string>({
      query: (bookingId) => ({ url: `/admin/bookings/${encodeURIComponent(bookingId)}/trip/undo`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, bookingId) => tripChanged(bookingId),
    }),
  }),
});

export const { useGetNextTripQuery, useMoveTripMutation, useUndoTripMutation } = tripApi;
