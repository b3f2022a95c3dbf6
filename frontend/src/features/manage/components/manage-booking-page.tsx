import { LoadingScreen } from '@/components/loading-screen';
import { useGetManagedBookingQuery } from '@/features/manage/api/manage-api';
import { InvalidLinkNotice } from '@/features/manage/components/invalid-link-notice';
import { LoadFailedNotice } from '@/features/manage/components/load-failed-notice';
import { ManagedBookingView } from '@/features/manage/components/managed-booking-view';
import { loadFailureText, loadProblem } from '@/features/manage/manage-errors';

/** The visitor's own IANA zone, to say the business's zone when it is not theirs. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /manage/{token}: the booking behind a private link from the customer's mails, or one notice for any link that opens none. */
export function ManageBookingPage({ token, visitorZone = browserZone() }: { token: string; visitorZone?: string }) {
  const { data: booking, error, isLoading, isFetching, refetch } = useGetManagedBookingQuery(token);

  if (isLoading) return <LoadingScreen label="Loading your booking..." />;
  // Checked before the booking: a link revoked while the page was open must stop showing it.
  if (error && loadProblem(error) === 'invalid-link') return <InvalidLinkNotice />;
  if (!booking) return <LoadFailedNotice message={loadFailureText(error)} onRetry={refetch} retrying={isFetching} />;
  return <ManagedBookingView booking={booking} token={token} refreshing={isFetching} visitorZone={visitorZone} />;
}
