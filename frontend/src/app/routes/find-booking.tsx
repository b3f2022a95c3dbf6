import { FindBookingPage } from '@/features/manage/components/find-booking-page';

export function FindBookingRoute() {
  return <FindBookingPage />;
}
