import type { UserResponse } from '@contracts/auth.contract.js';
import type { Acknowledged } from '@contracts/wire.js';
import { baseApi } from '@/lib/base-api';

// Who is signed in (GET /api/user) and signing out (POST /api/logout). Lives in lib/ rather than the auth feature:
// the auth feature's guard asks the server, and the site header shows the owner's links from the same answer.

type SessionUser = UserResponse['user'];

const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<SessionUser, void>({
      query: () => '/user',
      transformResponse: (response: UserResponse) => response.user,
      // Tagged even on 401 so that logging in invalidates the cached failure.
      providesTags: ['User'],
    }),
    /**
     * Invalidating 'User' drops the cached answer once nothing asks for it any more (the header only reads it), and
     * refetches it where a session check is still mounted: callers leave the admin area before they log out.
     */
    logout: build.mutation<Acknowledged, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetUserQuery, useLogoutMutation } = sessionApi;

/**
 * The owner's name while this visit knows them to be signed in, else null. Reads the session check's cached answer
 * and asks the server nothing: GET /api/user answers every visitor 401, which the browser reports as an error.
 */
export function useSignedInOwner(): string | null {
  const { data, isSuccess } = sessionApi.endpoints.getUser.useQueryState();
  return isSuccess && data ? data.username : null;
}
