import type { CancelBookingRequest, ManagedBooking } from '@contracts/manage.contract.js';
import { baseApi } from '@/lib/base-api';
import { errorStatus } from '@/lib/api-error';

/** The cache entry of one manage link: the token is the only key the page has. */
const managedBookingTag = (token: string) => ({ type: 'Booking' as const, id: `manage:${token}` });

// GET /api/manage/{token} and POST /api/manage/{token}/cancel: the customer's own page, the token from the mails
// as the credential.
export const manageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getManagedBooking: build.query<ManagedBooking, string>({
      query: (token) => `/manage/${encodeURIComponent(token)}`,
      providesTags: (_result, _error, token) => [managedBookingTag(token)],
    }),
    cancelManagedBooking: build.mutation<ManagedBooking, { token: string } & CancelBookingRequest>({
      query: ({ token, expectedFee }) => ({ url: `/manage/${encodeURIComponent(token)}/cancel`, method: 'POST', body: { expectedFee } }),
      // A cancel revokes the link, so the page keeps the answer instead of reading the booking again (that read
      // would be refused). A moved fee (409) or a link gone meanwhile (404) is read again: the page then shows the
      // new fee, or the invalid-link notice.
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(manageApi.util.upsertQueryData('getManagedBooking', token, data));
        } catch {
          // the component shows the refusal; tags below decide whether the booking is read again
        }
      },
      invalidatesTags: (_result, error, { token }) => {
        const status = error ? errorStatus(error) : null;
        return status === 404 || status === 409 ? [managedBookingTag(token)] : [];
      },
    }),
  }),
});

export const { useGetManagedBookingQuery, useCancelManagedBookingMutation } = manageApi;
