import { baseApi } from '@/lib/base-api';

/** GET /api/square/config. 'test' (testMode true) means no Square credentials: simulated cards only. */
export interface SquareConfig {
  environment: 'sandbox' | 'production' | 'test';
  applicationId: string | null;
  locationId: string | null;
  testMode: boolean;
}

/** POST /api/process-square-payment body. */
export interface PaymentRequest {
  /** card nonce from Square, or 'test-card-ok' / 'test-card-declined' in test mode */
  sourceId: string;
  /** dollars; must equal the booking total */
  amount: number;
  bookingId: string;
  customerEmail: string | null;
}

export interface PaymentResponse {
  success: true;
  /** set when the booking bought a plan */
  subscriptionCode: string | null;
  payment: { id: string; status: string; method: string; receiptUrl?: string };
}

/** POST /api/bookings/{id}/checkout answer: until when the slot is held (ISO instant), null when it is not. */
export interface CheckoutHold {
  holdExpiresAt: string | null;
}

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
