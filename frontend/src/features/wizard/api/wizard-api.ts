import type { AvailabilityRequest, AvailabilityResponse, FreeTimesRequest, FreeTimesResponse } from '@contracts/availability.contract.js';
import type { AddressSuggestions, AddressSuggestionsQuery } from '@contracts/geo.contract.js';
import type { CreateBookingRequest, CreateBookingResponse } from '@contracts/public-booking.contract.js';
import type { QuoteRequest, QuoteResponse } from '@contracts/quote.contract.js';
import type { ServiceCodeCheck, ServiceCodeCheckRequest } from '@contracts/service-code.contract.js';
import { baseApi } from '@/lib/base-api';

// The wire is in dollars, 'YYYY-MM-DD' and 'HH:MM' (the contracts'); the slice stores cents and minutes.

interface PlaceBookingArgs {
  body: CreateBookingRequest;
  /** one per submit attempt; a retry of the same form reuses it, so the server books at most once */
  idempotencyKey: string;
}

interface SuggestAddressesArgs {
  text: string;
  /** one per address entry, new after a suggestion is picked: the server's maps provider bills the entry as one session */
  sessionToken: string;
}

export const wizardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    suggestAddresses: build.query<string[], SuggestAddressesArgs>({
      query: ({ text, sessionToken }) => ({ url: '/suggest-addresses', params: { query: text, sessionToken } satisfies AddressSuggestionsQuery }),
      transformResponse: (response: AddressSuggestions) => response.suggestions,
    }),
    requestQuote: build.mutation<QuoteResponse, QuoteRequest>({
      query: (body) => ({ url: '/quotes', method: 'POST', body }),
    }),
    checkAvailability: build.mutation<AvailabilityResponse, AvailabilityRequest>({
      query: (body) => ({ url: '/check-availability', method: 'POST', body }),
    }),
    // A query although it is a POST: the answer depends only on its arguments (and the schedule), so the
    // picker reuses it for a date it has shown; a booking elsewhere is caught by the slot check.
    getFreeTimes: build.query<FreeTimesResponse, FreeTimesRequest>({
      query: (body) => ({ url: '/free-times', method: 'POST', body }),
      keepUnusedDataFor: 30,
    }),
    validateServiceCode: build.mutation<ServiceCodeCheck, string>({
      query: (code) => ({ url: '/validate-service-code', method: 'POST', body: { code } satisfies ServiceCodeCheckRequest }),
    }),
    placeBooking: build.mutation<CreateBookingResponse, PlaceBookingArgs>({
      query: ({ body, idempotencyKey }) => ({ url: '/create-booking', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const {
  useLazySuggestAddressesQuery,
  useRequestQuoteMutation,
  useCheckAvailabilityMutation,
  useGetFreeTimesQuery,
  useValidateServiceCodeMutation,
  usePlaceBookingMutation,
} = wizardApi;
