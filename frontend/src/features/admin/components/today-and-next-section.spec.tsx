import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/features/admin/components/admin-test-fixtures';
import { TodayAndNextSection } from '@/features/admin/components/today-and-next-section';
import { renderWithProviders } from '@/testing/render-with-providers';

const TODAY = '2030-05-14';

/** Confirmed bookings of Dana Day1 … DanaN on consecutive days from today, at 10:00. */
function days(count: number) {
  return Array.from({ length: count }, (_, i) =>
    aBooking({
      id: `bk_d${i + 1}`,
      status: 'confirmed',
      fullName: `Dana Day${i + 1}`,
      booking_date: `2030-05-${String(14 + i).padStart(2, '0')}`,
      booking_time: '10:00',
    }),
  );
}

describe(TodayAndNextSection.name, () => {
  it("lists the live bookings from today on as cards, earliest first, under the section's heading", () => {
    const bookings = [
      aBooking({ id: 'later', fullName: 'Lee Later', booking_date: '2030-05-15', booking_time: '08:00' }),
      aBooking({ id: 'past', fullName: 'Pat Past', booking_date: '2030-05-13' }),
      aBooking({ id: 'gone', fullName: 'Cam Cancelled', status: 'cancelled' }),
      aBooking({ id: 'first', fullName: 'Fay First', booking_time: '07:45' }),
    ];
    renderWithProviders(<TodayAndNextSection bookings={bookings} loading={false} error={null} today={TODAY} onOpen={vi.fn()} />);
    const section = within(screen.getByRole('region', { name: 'Today and next' }));
    const cards = section.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('button', { name: /^Details/ }).textContent)).toEqual(['Fay First', 'Lee Later']);
    expect(within(cards[0]!).getByText('Today · 7:45 AM')).toBeTruthy();
    expect(within(cards[1]!).getByText('Tomorrow · 8:00 AM')).toBeTruthy();
  });

  it('shows five cards and the rest on request', () => {
    renderWithProviders(<TodayAndNextSection bookings={days(7)} loading={false} error={null} today={TODAY} onOpen={vi.fn()} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('says when nothing is ahead, and why the list could not be loaded', () => {
    const { unmount } = renderWithProviders(
      <TodayAndNextSection bookings={[aBooking({ booking_date: '2030-05-01' })]} loading={false} error={null} today={TODAY} onOpen={vi.fn()} />,
    );
    expect(screen.getByText('Nothing booked from today on')).toBeTruthy();
    unmount();
    renderWithProviders(
      <TodayAndNextSection
        bookings={[]}
        loading={false}
        error={{ status: 403, data: { statusCode: 403, message: 'Admin access required' } }}
        today={TODAY}
        onOpen={vi.fn()}
      />,
    );
    expect(screen.getByText('Admin access required')).toBeTruthy();
  });
});
