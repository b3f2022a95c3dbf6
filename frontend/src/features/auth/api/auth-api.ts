import type {
  LoginRequest,
  PasswordChanged,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PasswordResetRequested,
  UserResponse,
} from '@contracts/auth.contract.js';
import type { Acknowledged } from '@contracts/wire.js';
import { baseApi } from '@/lib/base-api';

type SessionUser = UserResponse['user'];

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<SessionUser, void>({
      query: () => '/user',
      transformResponse: (response: UserResponse) => response.user,
      // Tagged even on 401 so that logging in invalidates the cached failure.
      providesTags: ['User'],
    }),
    login: build.mutation<SessionUser, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (response: UserResponse) => response.user,
      invalidatesTags: ['User', 'Booking'],
    }),
    // No tag invalidation: refetching the still-mounted session check would only earn a 401; RequireAdmin
    // re-asks the server on every mount anyway.
    logout: build.mutation<Acknowledged, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    /** 202 with the same message whatever the address, so it says nothing about who the owner is. */
    requestPasswordReset: build.mutation<PasswordResetRequested, PasswordResetRequest>({
      query: (body) => ({ url: '/password-reset', method: 'POST', body }),
    }),
    /** The token comes from the mailed link, /auth?reset={token}; password at least 12 characters. */
    confirmPasswordReset: build.mutation<PasswordChanged, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useGetUserQuery, useLoginMutation, useLogoutMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = authApi;
