import type {
  LoginRequest,
  PasswordChanged,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PasswordResetRequested,
  SignInLinkLogin,
  SignInLinkRequest,
  SignInLinkRequested,
  UserResponse,
} from '@contracts/auth.contract.js';
import { baseApi } from '@/lib/base-api';

// The session check and logout live in lib/session-api.ts: the site header reads the session too.

type SessionUser = UserResponse['user'];

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionUser, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (response: UserResponse) => response.user,
      invalidatesTags: ['User', 'Booking'],
    }),
    /** 202 with the same message whatever the address, so it says nothing about who the owner is. */
    requestPasswordReset: build.mutation<PasswordResetRequested, PasswordResetRequest>({
      query: (body) => ({ url: '/password-reset', method: 'POST', body }),
    }),
    /** The token comes from the mailed link, /auth?reset={token}; password at least 12 characters. */
    confirmPasswordReset: build.mutation<PasswordChanged, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
    }),
    /** 202 with the same message whatever the name, and whether or not a mail went: a link only ever goes to the owner. */
    requestSignInLink: build.mutation<SignInLinkRequested, SignInLinkRequest>({
      query: (body) => ({ url: '/sign-in-link', method: 'POST', body }),
    }),
    /** The token comes from the mailed link, /auth?link={token}; it signs in once, like a login. */
    loginWithLink: build.mutation<SessionUser, SignInLinkLogin>({
      query: (body) => ({ url: '/login/link', method: 'POST', body }),
      transformResponse: (response: UserResponse) => response.user,
      invalidatesTags: ['User', 'Booking'],
    }),
  }),
});

export const { useLoginMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation, useRequestSignInLinkMutation, useLoginWithLinkMutation } =
  authApi;
