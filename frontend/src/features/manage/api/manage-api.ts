import type { FreeTimesResponse } from '@contracts/availability.contract.js';
import type { CancelBookingRequest, FindBookingRequest, LinkSentAnswer, ManagedBooking, MoveBookingRequest } from '@contracts/manage.contract.js';
import { baseApi } from '@/lib/base-api';
import { errorStatus } from '@/lib/api-error';

/** The cache entry of one manage link: the token is the only key the page has. */
const managedBookingTag = (token: string) => ({ type: 'Booking' as const, id: `manage:${token}` });

/** The free times of one day for one link: read again after a move was refused (someone took the time meanwhile). */
const moveTimesTag = (token: string) => ({ type: 'Booking' as const, id: `manage-times:${token}` });

// GET /api/manage/{token}, its free times and its cancel and move: the customer's own page, the token from the mails as
// the credential.
export const manageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getManagedBooking: build.query<ManagedBooking, string>({
      query: (token) => `/manage/${encodeURIComponent(token)}`,
      providesTags: (_result, _error, token) => [managedBookingTag(token)],
    }),
    cancelManagedBooking: build.mutation<ManagedBooking, { token: string } & CancelBookingRequest>({
      query: ({ token, expectedFee }) => ({ url: `/manage/${encodeURIComponent(token)}/cancel`, method: 'POST', body: { expectedFee } }),
      // The answer is the cancelled booking, kept as the page's. A moved fee (409) or a link turned off meanwhile (404)
      // is read again: the page then shows the new fee, or the invalid-link notice.
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
    getMoveTimes: build.query<FreeTimesResponse, { token: string; date: string }>({
      query: ({ token, date }) => ({ url: `/manage/${encodeURIComponent(token)}/free-times`, params: { date } }),
      providesTags: (_result, _error, { token }) => [moveTimesTag(token)],
      // A day's free times change as others book: never kept long.
      keepUnusedDataFor: 30,
    }),
    moveManagedBooking: build.mutation<ManagedBooking, { token: string } & MoveBookingRequest>({
      query: ({ token, date, time }) => ({ url: `/manage/${encodeURIComponent(token)}/move`, method: 'POST', body: { date, time } }),
      // The answer is the moved booking; a refused move reads the day's free times again (the time was taken) and, for a
      // dead link or a cut-off that passed, the booking too.
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(manageApi.util.upsertQueryData('getManagedBooking', token, data));
        } catch {
          // the component shows the refusal
        }
      },
      invalidatesTags: (_result, error, { token }) => {
        if (!error) return [moveTimesTag(token)];
        const status = errorStatus(error);
        return status === 404 || status === 409 ? [moveTimesTag(token), managedBookingTag(token)] : [];
      },
    }),
    // Find my booking: the server's one answer, whatever matched.
    findBooking: build.mutation<LinkSentAnswer, FindBookingRequest>({
      query: (body) => ({ url: '/manage/find', method: 'POST', body }),
    }),
    // Every link to the booking stops working, this page's too: nothing is read again (it would be refused).
    replaceManageLinks: build.mutation<LinkSentAnswer, string>({
      query: (token) => ({ url: `/manage/${encodeURIComponent(token)}/links/replace`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetManagedBookingQuery,
  useCancelManagedBookingMutation,
  useGetMoveTimesQuery,
  useMoveManagedBookingMutation,
  useFindBookingMutation,
  useReplaceManageLinksMutation,
} = manageApi;
