import type { PaymentRequest, PaymentResponse, SquareConfig } from '@contracts/payment.contract.js';
import type { CheckoutHold } from '@contracts/public-booking.contract.js';
import { baseApi } from '@/lib/base-api';

/**
 * The key that makes the payment form's opening one request per booking: a checkout opened directly sends it while its
 * code is still downloading (app/page-prefetch.ts), and useCheckoutHold reads that answer instead of asking again.
 */
export const checkoutHoldKey = (bookingId: string) => `checkout-hold:${bookingId}`;

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Tells the server the payment form is open: the short first hold becomes the full payment time, once. */
    openCheckout: build.mutation<CheckoutHold, string>({
      query: (bookingId) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/checkout`, method: 'POST' }),
    }),
    getSquareConfig: build.query<SquareConfig, void>({
      query: () => '/square/config',
    }),
    processSquarePayment: build.mutation<PaymentResponse, PaymentRequest>({
      query: (body) => ({ url: '/process-square-payment', method: 'POST', body }),
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'Booking', id: bookingId }],
    }),
  }),
});

export const { useGetSquareConfigQuery, useOpenCheckoutMutation, useProcessSquarePaymentMutation } = checkoutApi;
