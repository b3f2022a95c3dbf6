import { useParams } from 'react-router-dom';
import { ManageBookingPage } from '@/features/manage/components/manage-booking-page';
import { details } from '@/locales/en/details';
import { manage } from '@/locales/en/manage';
import { policy } from '@/locales/en/policy';
import { addEnglishSections } from '@/lib/i18n';

// This screen's English texts come with its code, not in the first download of '/'.
addEnglishSections({ manage, details, policy });

export function ManageRoute() {
  const { token = '' } = useParams();
  // Keyed by the token: another link starts from its own loading state and focus.
  return <ManageBookingPage key={token} token={token} />;
}
