import { Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { BookingCard } from '@/features/admin/components/booking-card';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import '@/features/admin/components/booking-card-list.css';

interface BookingCardListProps {
  /** in the order they are shown */
  bookings: AdminBooking[];
  /** business-local 'YYYY-MM-DD' */
  today: string;
  loading: boolean;
  emptyText: string;
  /** cards shown at first and added by each 'Show more' */
  pageSize: number;
  onOpen: (bookingId: string) => void;
  'data-testid'?: string;
}

/** Bookings as a list of cards, the phone's answer to the bookings table; long lists grow on request. */
export function BookingCardList({ bookings, today, loading, emptyText, pageSize, onOpen, 'data-testid': testId }: BookingCardListProps) {
  const [pages, setPages] = useState(1);
  if (loading && bookings.length === 0) return <Spin description="Loading bookings..." />;
  if (bookings.length === 0) return <Empty description={emptyText} />;
  const shown = bookings.slice(0, pages * pageSize);
  const more = Math.min(pageSize, bookings.length - shown.length);
  return (
    <>
      <ul className="booking-card-list" data-testid={testId}>
        {shown.map((booking) => (
          <BookingCard key={booking.id} booking={booking} today={today} onOpen={onOpen} />
        ))}
      </ul>
      {more > 0 && <Button onClick={() => setPages((current) => current + 1)}>{`Show ${more} more`}</Button>}
    </>
  );
}
