import { baseApi } from '@/lib/base-api';
import type { QuoteRequest, QuoteResponse } from '@contracts/quote.contract.js';
import type {
  AdminBookingSaved,
  AdminCreateBookingRequest,
  BookingCancelled,
  BookingHistory,
  BookingStatusUpdated,
  CancelBookingRequest,
  EditBookingRequest,
  UpdateBookingStatusRequest,
} from '@contracts/admin-booking.contract.js';
import type { BlackoutList, BlackoutRemoved, BlackoutSaved, CreateBlackoutRequest, Blackout } from '@contracts/blackout.contract.js';
import type { CalendarLink } from '@contracts/calendar.contract.js';
import type { LinkSentAnswer } from '@contracts/manage.contract.js';
import type { CustomerProfile, CustomerProfileResponse, UpdateCustomerRequest } from '@contracts/customer.contract.js';
import type { InquiryList, InquiryRecord, InquiryUpdated, UpdateInquiryRequest } from '@contracts/inquiry.contract.js';
import type { OwnerSettings, OwnerSettingsResponse } from '@contracts/settings.contract.js';
import type { CreateCustomCodeRequest, CreatePlanCodeRequest, ServiceCodeSaved, UpdateServiceCodeRequest } from '@contracts/service-code.contract.js';
import type { StatsResponse } from '@contracts/stats.contract.js';
import type { OperationsResponse } from '@contracts/health.contract.js';

// The owner's API (backend/src/bookings, customers, service-codes, stats, inquiries, blackouts, calendar, settings); its
// JSON is declared once in backend/src/contracts. Money is dollars on the wire (the settings' price table excepted:
// integer cents); days are 'YYYY-MM-DD' and times 'HH:MM' (24 h) in the business's zone.

// Tags the admin screens add to the shared API (lib/base-api keeps only the shared ones).
const adminBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Stats', 'BookingHistory', 'Customer', 'Inquiry', 'Blackout', 'Settings', 'Payments'] });

const bookingChanged = (id: string) => [
  { type: 'Booking' as const, id: 'LIST' },
  { type: 'Booking' as const, id },
  { type: 'BookingHistory' as const, id },
  // A changed price changes what is due or overpaid.
  { type: 'Payments' as const, id },
  'Stats' as const,
  'Customer' as const,
];

export const adminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getBookingHistory: build.query<BookingHistory, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}/history`,
      providesTags: (_result, _error, id) => [{ type: 'BookingHistory' as const, id }],
    }),
    editBooking: build.mutation<AdminBookingSaved, { id: string; changes: EditBookingRequest }>({
      query: ({ id, changes }) => ({ url: `/bookings/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => bookingChanged(id),
    }),
    updateBookingStatus: build.mutation<BookingStatusUpdated, UpdateBookingStatusRequest>({
      query: (body) => ({ url: '/update-booking-status', method: 'POST', body }),
      invalidatesTags: (_result, _error, { bookingId }) => bookingChanged(bookingId),
    }),
    cancelBooking: build.mutation<BookingCancelled, CancelBookingRequest>({
      query: (body) => ({ url: '/cancel-booking', method: 'POST', body }),
      invalidatesTags: (_result, _error, { bookingId }) => bookingChanged(bookingId),
    }),
    // The customer's links to the booking stop working; a new one goes to its e-mail.
    replaceCustomerLinks: build.mutation<LinkSentAnswer, string>({
      query: (id) => ({ url: `/admin/bookings/${encodeURIComponent(id)}/links/replace`, method: 'POST' }),
    }),
    // The server's price of a trip the owner is booking by phone, the one the booking will be created with.
    quotePhoneBooking: build.mutation<QuoteResponse, QuoteRequest>({
      query: (body) => ({ url: '/quotes', method: 'POST', body }),
    }),
    createPhoneBooking: build.mutation<AdminBookingSaved, AdminCreateBookingRequest>({
      query: (body) => ({ url: '/admin/bookings', method: 'POST', body }),
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }, 'Stats', 'Customer'],
    }),
    getStats: build.query<StatsResponse, void>({
      query: () => '/stats',
      providesTags: ['Stats'],
    }),
    getCustomer: build.query<CustomerProfile, string>({
      query: (phone) => `/customers/phone/${encodeURIComponent(phone)}`,
      transformResponse: (response: CustomerProfileResponse) => response.customer,
      providesTags: ['Customer'],
    }),
    updateCustomer: build.mutation<CustomerProfile, { phone: string; changes: UpdateCustomerRequest }>({
      query: ({ phone, changes }) => ({ url: `/customers/phone/${encodeURIComponent(phone)}`, method: 'PATCH', body: changes }),
      transformResponse: (response: CustomerProfileResponse) => response.customer,
      invalidatesTags: ['Customer'],
    }),
    createPlanCode: build.mutation<ServiceCodeSaved, CreatePlanCodeRequest>({
      query: (body) => ({ url: '/service-codes', method: 'POST', body }),
      invalidatesTags: ['Customer'],
    }),
    createCustomCode: build.mutation<ServiceCodeSaved, CreateCustomCodeRequest>({
      query: (body) => ({ url: '/service-codes/custom', method: 'POST', body }),
      invalidatesTags: ['Customer'],
    }),
    updateServiceCode: build.mutation<ServiceCodeSaved, { id: string; changes: UpdateServiceCodeRequest }>({
      query: ({ id, changes }) => ({ url: `/service-codes/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Customer'],
    }),
    toggleServiceCode: build.mutation<ServiceCodeSaved, string>({
      query: (id) => ({ url: `/service-codes/${encodeURIComponent(id)}/toggle`, method: 'PATCH' }),
      invalidatesTags: ['Customer'],
    }),
    getInquiries: build.query<InquiryRecord[], void>({
      query: () => '/inquiries',
      transformResponse: (response: InquiryList) => response.inquiries,
      providesTags: ['Inquiry'],
    }),
    updateInquiry: build.mutation<InquiryUpdated, { id: string; changes: UpdateInquiryRequest }>({
      query: ({ id, changes }) => ({ url: `/inquiries/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Inquiry'],
    }),
    getBlackouts: build.query<Blackout[], void>({
      query: () => '/blackouts',
      transformResponse: (response: BlackoutList) => response.blackouts,
      providesTags: ['Blackout'],
    }),
    createBlackout: build.mutation<BlackoutSaved, CreateBlackoutRequest>({
      query: (body) => ({ url: '/blackouts', method: 'POST', body }),
      invalidatesTags: ['Blackout'],
    }),
    deleteBlackout: build.mutation<BlackoutRemoved, string>({
      query: (id) => ({ url: `/blackouts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Blackout'],
    }),
    rotateCalendarToken: build.mutation<CalendarLink, void>({
      query: () => ({ url: '/calendar/token', method: 'POST' }),
    }),
    /** The business settings in force (prices in cents) and their latest recorded changes, newest first. */
    getSettings: build.query<OwnerSettingsResponse, void>({
      query: () => '/admin/settings',
      providesTags: ['Settings'],
    }),
    /** Replaces the whole set. Refreshes 'Business' too: the public profile the booking form reads carries these prices and rules. */
    saveSettings: build.mutation<OwnerSettingsResponse, OwnerSettings>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      invalidatesTags: ['Settings', 'Business'],
    }),
    /** The health check's warnings and the last backup (backend/src/health). */
    getOperations: build.query<OperationsResponse, void>({
      query: () => '/admin/operations',
    }),
  }),
});

export const {
  useGetBookingHistoryQuery,
  useEditBookingMutation,
  useUpdateBookingStatusMutation,
  useCancelBookingMutation,
  useCreatePhoneBookingMutation,
  useQuotePhoneBookingMutation,
  useReplaceCustomerLinksMutation,
  useGetStatsQuery,
  useGetCustomerQuery,
  useLazyGetCustomerQuery,
  useUpdateCustomerMutation,
  useCreatePlanCodeMutation,
  useCreateCustomCodeMutation,
  useUpdateServiceCodeMutation,
  useToggleServiceCodeMutation,
  useGetInquiriesQuery,
  useUpdateInquiryMutation,
  useGetBlackoutsQuery,
  useCreateBlackoutMutation,
  useDeleteBlackoutMutation,
  useRotateCalendarTokenMutation,
  useGetSettingsQuery,
  useSaveSettingsMutation,
  useGetOperationsQuery,
} = adminApi;
