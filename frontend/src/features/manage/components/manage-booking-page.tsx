import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { useGetManagedBookingQuery } from '@/features/manage/api/manage-api';
import { InvalidLinkNotice } from '@/features/manage/components/invalid-link-notice';
import { LoadFailedNotice } from '@/features/manage/components/load-failed-notice';
import { ManagedBookingView } from '@/features/manage/components/managed-booking-view';
import { loadFailureText, loadProblem } from '@/features/manage/manage-errors';
import { tripIsLive } from '@/features/manage/manage-format';
import type { ManagedBooking } from '@contracts/manage.contract.js';

/** The visitor's own IANA zone, to say the business's zone when it is not theirs. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /manage/{token}: the booking behind a private link from the customer's mails, or one notice for any link that opens none. */
export function ManageBookingPage({ token, visitorZone = browserZone() }: { token: string; visitorZone?: string }) {
  const { t } = useTranslation();
  const { data: booking, error, isLoading, isFetching, refetch } = useGetManagedBookingQuery(token);
  // The booking's first view is the biggest render of a customer's visit. The store hands its answer over
  // synchronously; deferred, React draws the view in short slices between the phone's other work instead of one long
  // task that held the page still (Lighthouse's total blocking time on the mobile preset, issue 29). Only the first:
  // a later answer (after a move or a cancel) shows at once, with the section that caused it.
  const arrived = useDeferredValue(booking !== undefined);

  if (isLoading || (booking && !arrived)) return <LoadingScreen label={t('manage.loading')} />;
  // Checked before the booking: a link revoked while the page was open must stop showing it.
  if (error && loadProblem(error) === 'invalid-link') return <InvalidLinkNotice />;
  if (!booking) return <LoadFailedNotice message={loadFailureText(error, t)} onRetry={refetch} retrying={isFetching} />;
  return (
    <>
      <TripPoll token={token} booking={booking} />
      <ManagedBookingView booking={booking} token={token} refreshing={isFetching} visitorZone={visitorZone} />
    </>
  );
}

/** How often the page asks again while the driver is coming. */
const TRIP_POLL_MS = 20_000;

/** A second subscription to the booking that polls while its trip is live (manage-format's tripIsLive), so the driver's steps show without a reload. */
function TripPoll({ token, booking }: { token: string; booking: ManagedBooking }) {
  const now = useMinuteClock();
  useGetManagedBookingQuery(token, { pollingInterval: TRIP_POLL_MS, skip: !tripIsLive(booking, now), skipPollingIfUnfocused: true });
  return null;
}

/** The time, again each minute: a page left open before the job starts begins to poll when it is near. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
