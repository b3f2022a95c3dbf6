import { Empty, Pagination, Spin } from 'antd';
import { BookingCard } from '@/features/admin/components/booking-card';
import type { BookingsPage } from '@/features/admin/use-bookings-page';
import '@/features/admin/components/booking-card-list.css';

interface BookingCardPagesProps {
  page: BookingsPage;
  /** business-local 'YYYY-MM-DD' */
  today: string;
  emptyText: string;
  onOpen: (bookingId: string) => void;
}

/** The bookings list on a phone: one server page of cards, and the pager under them (antd's compact one). */
export function BookingCardPages({ page, today, emptyText, onOpen }: BookingCardPagesProps) {
  const { view, setView, result, items } = page;
  if (result.isFetching && items.length === 0) return <Spin description="Loading bookings..." />;
  if (items.length === 0) return <Empty description={emptyText} />;
  return (
    <>
      <ul className="booking-card-list" data-testid="bookings-list">
        {items.map((booking) => (
          <BookingCard key={booking.id} booking={booking} today={today} onOpen={onOpen} />
        ))}
      </ul>
      <Pagination
        simple
        current={view.page}
        pageSize={view.pageSize}
        total={result.data?.total ?? items.length}
        onChange={(next) => setView((current) => ({ ...current, page: next }))}
        style={{ marginTop: 12 }}
      />
    </>
  );
}
