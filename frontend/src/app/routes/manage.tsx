import { useParams } from 'react-router-dom';
import { ManageBookingPage } from '@/features/manage/components/manage-booking-page';

export function ManageRoute() {
  const { token = '' } = useParams();
  // Keyed by the token: another link starts from its own loading state and focus.
  return <ManageBookingPage key={token} token={token} />;
}
