import { baseApi } from '@/lib/base-api';

export interface SessionUser {
  username: string;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<SessionUser, void>({
      query: () => '/user',
      transformResponse: (response: { user: SessionUser }) => response.user,
      // Tagged even on 401 so that logging in invalidates the cached failure.
      providesTags: ['User'],
    }),
    login: build.mutation<SessionUser, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (response: { user: SessionUser }) => response.user,
      invalidatesTags: ['User', 'Booking'],
    }),
    // No tag invalidation: refetching the still-mounted session check would only earn a 401; RequireAdmin
    // re-asks the server on every mount anyway.
    logout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    /** 202 with the same message whatever the address, so it says nothing about who the owner is. */
    requestPasswordReset: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/password-reset', method: 'POST', body }),
    }),
    /** The token comes from the mailed link, /auth?reset={token}; password at least 12 characters. */
    confirmPasswordReset: build.mutation<{ success: boolean; message: string }, { token: string; password: string }>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useGetUserQuery, useLoginMutation, useLogoutMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = authApi;
