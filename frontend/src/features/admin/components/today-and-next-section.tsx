import { Alert, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { todayAndNext } from '@/features/admin/admin-bookings';
import { BookingCardList } from '@/features/admin/components/booking-card-list';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { toApiError } from '@/lib/api-error';

interface TodayAndNextSectionProps {
  /** GET /api/bookings (upcoming and the last 30 days) */
  bookings: AdminBooking[];
  loading: boolean;
  error: unknown;
  /** business-local 'YYYY-MM-DD' */
  today: string;
  onOpen: (bookingId: string) => void;
  /** Above the list: the owner's big button for the trip under way (TripNextCard). */
  lead?: ReactNode;
}

/** The first screen of the owner's day on a phone: the live bookings from today on, in time order. */
export function TodayAndNextSection({ bookings, loading, error, today, onOpen, lead }: TodayAndNextSectionProps) {
  const ahead = useMemo(() => todayAndNext(bookings, today), [bookings, today]);
  return (
    <section aria-labelledby="today-and-next-title" data-testid="today-and-next" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="today-and-next-title" style={{ fontSize: 20 }}>
        Today and next
      </Typography.Title>
      {lead}
      {error ? (
        <Alert type="error" showIcon title={toApiError(error, 'Could not load bookings.').message} />
      ) : (
        <BookingCardList bookings={ahead} today={today} loading={loading} emptyText="Nothing booked from today on" pageSize={5} onOpen={onOpen} />
      )}
    </section>
  );
}
