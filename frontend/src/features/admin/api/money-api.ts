import { baseApi } from '@/lib/base-api';
import type {
  BookingPaymentsResponse,
  HandPaymentRecorded,
  HandPaymentRequest,
  OwnerRefundDone,
  OwnerRefundRequest,
  PayLinkRequest,
  PayLinkSent,
  PaymentsList,
  PaymentsListQuery,
} from '@contracts/money.contract.js';

// The owner's money (backend/src/payments/owner-money.controller.ts): a booking's payments and refunds, money received
// by hand, payment links, and the payments of a period. Dollars on the wire; days business-local 'YYYY-MM-DD'.

const moneyBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Payments', 'Stats', 'BookingHistory'] });

/** What a change to a booking's money makes stale: its payments, the lists and figures, its history. */
const moneyChanged = (bookingId: string) => [
  { type: 'Payments' as const, id: bookingId },
  { type: 'Payments' as const, id: 'LIST' },
  { type: 'Booking' as const, id: 'LIST' },
  { type: 'Booking' as const, id: bookingId },
  { type: 'BookingHistory' as const, id: bookingId },
  'Stats' as const,
];

const moneyApi = moneyBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getBookingPayments: build.query<BookingPaymentsResponse, string>({
      query: (bookingId) => `/admin/bookings/${encodeURIComponent(bookingId)}/payments`,
      providesTags: (_result, _error, bookingId) => [{ type: 'Payments' as const, id: bookingId }],
    }),
    refundPayment: build.mutation<OwnerRefundDone, { bookingId: string; refund: OwnerRefundRequest }>({
      query: ({ bookingId, refund }) => ({ url: `/admin/bookings/${encodeURIComponent(bookingId)}/refunds`, method: 'POST', body: refund }),
      invalidatesTags: (_result, _error, { bookingId }) => moneyChanged(bookingId),
    }),
    recordHandPayment: build.mutation<HandPaymentRecorded, { bookingId: string; payment: HandPaymentRequest }>({
      query: ({ bookingId, payment }) => ({ url: `/admin/bookings/${encodeURIComponent(bookingId)}/payments`, method: 'POST', body: payment }),
      invalidatesTags: (_result, _error, { bookingId }) => moneyChanged(bookingId),
    }),
    sendPayLink: build.mutation<PayLinkSent, { bookingId: string; request: PayLinkRequest }>({
      query: ({ bookingId, request }) => ({ url: `/admin/bookings/${encodeURIComponent(bookingId)}/pay-link`, method: 'POST', body: request }),
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'BookingHistory' as const, id: bookingId }],
    }),
    getPayments: build.query<PaymentsList, PaymentsListQuery>({
      query: (params) => ({ url: '/admin/payments', params }),
      providesTags: [{ type: 'Payments' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetBookingPaymentsQuery, useRefundPaymentMutation, useRecordHandPaymentMutation, useSendPayLinkMutation, useGetPaymentsQuery } = moneyApi;
