import { baseApi } from '@/lib/base-api';
import type { ServiceType } from '@domain/service-types.js';
import type { ServiceDetails } from '@/features/wizard/wizard-types';

// Wire types (dollars, 'YYYY-MM-DD', 'HH:MM'); the slice stores cents and minutes.

export interface QuoteRequest {
  serviceType: ServiceType;
  pickupLocation: string;
  destinationLocation: string;
  /** 'YYYY-MM-DD' or 'N/A' */
  serviceDate: string;
  /** 'HH:MM' or 'N/A' */
  serviceTime: string;
  serviceDetails: ServiceDetails;
}

export interface QuoteResponse {
  /** miles */
  distance: number;
  withinServiceArea: boolean;
  serviceAreaMessage: string | null;
  /** dollars */
  totalPrice: number;
  breakdown: { label: string; amount: number }[];
}

export interface AvailabilityRequest {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  startTime: string;
  /** 'HH:MM'; chauffeur start + hours, delivery start + 2 h, otherwise the start */
  endTime: string;
  serviceType: ServiceType;
  pickupLocation: string;
  destinationLocation: string;
  findAlternative: boolean;
}

export interface AvailabilityResponse {
  available: boolean;
  /** stable code such as 'TIME_TOO_SOON', or null */
  error: string | null;
  message: string;
  nextAvailable: { date: string; time: string } | null;
}

export interface CreateBookingRequest extends QuoteRequest {
  /** miles */
  distance: number;
  /** dollars */
  totalPrice: number;
  fullName: string;
  email: string;
  phone: string;
  subscriptionCode: string | null;
  serviceCode: string | null;
  paymentRequired: boolean;
  legalAgreement: boolean;
}

export interface BookingResource {
  id: string;
  reference: string;
  serviceType: ServiceType;
  serviceDate: string;
  serviceTime: string;
  pickupLocation: string;
  destinationLocation: string;
  distance: number;
  totalPrice: number;
  status: string;
  fullName: string;
  email: string;
  phone: string;
}

export interface CreateBookingResponse {
  booking: BookingResource;
  paymentRequired: boolean;
  squarePaymentInfo: Record<string, unknown> | null;
  codeApplied: boolean;
  subscriptionCode: string | null;
}

/** POST /api/validate-service-code answer. */
export interface ServiceCodeCheck {
  valid: boolean;
  message: string;
  /** true when the code covers the whole price (no card payment) */
  waivesPayment: boolean;
}

export interface PlaceBookingArgs {
  body: CreateBookingRequest;
  /** one per submit attempt; a retry of the same form reuses it, so the server books at most once */
  idempotencyKey: string;
}

export const wizardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    suggestAddresses: build.query<string[], string>({
      query: (text) => ({ url: '/suggest-addresses', params: { query: text } }),
      // A response without a valid suggestions array clears the list.
      transformResponse: (response: { suggestions?: unknown }) =>
        Array.isArray(response?.suggestions) ? response.suggestions.filter((s): s is string => typeof s === 'string') : [],
    }),
    requestQuote: build.mutation<QuoteResponse, QuoteRequest>({
      query: (body) => ({ url: '/quotes', method: 'POST', body }),
    }),
    checkAvailability: build.mutation<AvailabilityResponse, AvailabilityRequest>({
      query: (body) => ({ url: '/check-availability', method: 'POST', body }),
    }),
    validateServiceCode: build.mutation<ServiceCodeCheck, string>({
      query: (code) => ({ url: '/validate-service-code', method: 'POST', body: { code } }),
    }),
    placeBooking: build.mutation<CreateBookingResponse, PlaceBookingArgs>({
      query: ({ body, idempotencyKey }) => ({ url: '/create-booking', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const { useLazySuggestAddressesQuery, useRequestQuoteMutation, useCheckAvailabilityMutation, useValidateServiceCodeMutation, usePlaceBookingMutation } =
  wizardApi;
