import { FindBookingPage } from '@/features/manage/components/find-booking-page';
import { manage } from '@/locales/en/manage';
import { addEnglishSections } from '@/lib/i18n';

// This screen's English texts come with its code, not in the first download of '/'.
addEnglishSections({ manage });

export function FindBookingRoute() {
  return <FindBookingPage />;
}
