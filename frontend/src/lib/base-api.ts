import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';

/**
 * The only createApi. Features add endpoints with baseApi.injectEndpoints.
 * Credentials always sent, no refetch on focus/reconnect/interval, no retries
 * (fetchBaseQuery never retries unless wrapped in `retry`), and cached data never goes stale.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: env.apiBaseUrl, credentials: 'include' }),
  tagTypes: ['Booking', 'User', 'Business'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  // Seconds an unused cache entry is kept; long so data "never goes stale" within a visit.
  keepUnusedDataFor: 60 * 60,
  endpoints: () => ({}),
});
