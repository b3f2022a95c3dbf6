import { baseApi } from '@/lib/base-api';
import type { AdminBookingsPage, AdminBookingsQuery, AdminCustomersPage, AdminCustomersQuery, DaySheet } from '@contracts/admin-list.contract.js';
import type { ExportName, ExportQuery } from '@contracts/export.contract.js';
import { env } from '@/config/env';

// The owner's lists as pages the server sorts, filters and searches, the day sheet of one business day
// (backend/src/bookings/admin-bookings.controller.ts, backend/src/customers/customer-list.controller.ts) and the CSV
// downloads (backend/src/exports). Shapes in backend/src/contracts/admin-list.contract.ts and export.contract.ts.

const listsBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Customer'] });

/** Query strings without the parameters left unset, so one view is one cache entry. */
function paramsOf<T extends object>(query: T): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && value !== null));
}

export const listsApi = listsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of bookings; every booking change refreshes it (the admin mutations invalidate Booking LIST and the id). */
    getBookingsPage: build.query<AdminBookingsPage, AdminBookingsQuery>({
      query: (query) => ({ url: '/admin/bookings', params: paramsOf(query) }),
      providesTags: (result) => [{ type: 'Booking' as const, id: 'LIST' }, ...(result?.items ?? []).map((b) => ({ type: 'Booking' as const, id: b.id }))],
    }),
    getCustomersPage: build.query<AdminCustomersPage, AdminCustomersQuery>({
      query: (query) => ({ url: '/admin/customers', params: paramsOf(query) }),
      providesTags: ['Customer'],
    }),
    /** date: business-local 'YYYY-MM-DD' */
    getDaySheet: build.query<DaySheet, string>({
      query: (date) => ({ url: '/admin/day-sheet', params: { date } }),
      providesTags: [{ type: 'Booking' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetBookingsPageQuery, useGetCustomersPageQuery, useGetDaySheetQuery } = listsApi;

/** Where a CSV file downloads from: a plain link, so the browser streams it to disk with the session cookie. */
export function exportUrl(name: ExportName, { from, to }: ExportQuery): string {
  return `${env.apiBaseUrl}/admin/exports/${name}.csv?${new URLSearchParams({ from, to }).toString()}`;
}
