import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useGetUserQuery } from '@/lib/session-api';

/** Session check on GET /api/user: anything but OK (or a failed call) goes to /auth. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  // Re-ask the server each time the admin area mounts; the session may have expired.
  const { data: user, isError, isFetching, isUninitialized } = useGetUserQuery(undefined, { refetchOnMountOrArgChange: true });

  // While (re)checking, show the spinner even if an older answer is cached.
  if (isUninitialized || isFetching) return <LoadingScreen label="Checking your session..." />;
  if (isError || !user) return <Navigate to={paths.auth} replace />;
  return <>{children}</>;
}
