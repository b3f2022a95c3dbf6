import { baseApi } from '@/lib/base-api';
import type { OutboxMessageResent, OutboxPage, OutboxQuery } from '@contracts/outbox.contract.js';

// The outbox of every mail and text the site sends (backend/src/mail: GET /api/admin/outbox, POST …/{id}/resend).
// Instants are ISO 8601; a text's `to` is E.164.

const outboxBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Outbox'] });

const outboxApi = outboxBaseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, 20 to a page; unset filters are left out of the query. */
    getOutbox: build.query<OutboxPage, OutboxQuery>({
      query: (params) => ({ url: '/admin/outbox', params }),
      providesTags: ['Outbox'],
    }),
    /** A failed message back in the queue, due now. */
    resendMessage: build.mutation<OutboxMessageResent, string>({
      query: (id) => ({ url: `/admin/outbox/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useGetOutboxQuery, useResendMessageMutation } = outboxApi;
