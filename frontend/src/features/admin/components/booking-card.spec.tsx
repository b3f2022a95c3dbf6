import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/features/admin/components/admin-test-fixtures';
import { BookingCard } from '@/features/admin/components/booking-card';
import { renderWithProviders } from '@/testing/render-with-providers';
import { displayReference } from '@domain/booking-reference.js';

const reference = displayReference('ABCD2345');

function renderCard(booking = aBooking(), onOpen = vi.fn()) {
  const { container } = renderWithProviders(
    <ul>
      <BookingCard booking={booking} today="2030-05-13" onOpen={onOpen} />
    </ul>,
  );
  return within(within(container).getByRole('listitem'));
}

describe(BookingCard.name, () => {
  it('says when, who, what, where and how much, and whether it is paid', () => {
    const card = renderCard();
    expect(card.getByText('Tomorrow · 9:15 AM')).toBeTruthy();
    expect(card.getByText('Pending Confirmation')).toBeTruthy();
    expect(card.getByText('Ride Service')).toBeTruthy();
    expect(card.getByText('$42.50')).toBeTruthy();
    expect(card.getByText('Unpaid')).toBeTruthy();
  });

  it('links the pickup to the map and the phone to a call, and opens the details from the name', () => {
    const onOpen = vi.fn();
    const card = renderCard(aBooking(), onOpen);
    const map = card.getByRole('link', { name: '1 Main St, Ogden, UT (map, opens in a new tab)' });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Ogden%2C%20UT');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(card.getByRole('link', { name: 'Call Quinn Adams at (801) 555-0177' }).getAttribute('href')).toBe('tel:8015550177');
    fireEvent.click(card.getByRole('button', { name: `Details of booking ${reference} for Quinn Adams` }));
    expect(onOpen).toHaveBeenCalledWith('bk_1');
  });

  it('offers Confirm for a pending booking only, and no call without a phone', () => {
    expect(renderCard().getByRole('button', { name: `Confirm booking ${reference} for Quinn Adams` })).toBeTruthy();
    const confirmed = renderCard(aBooking({ id: 'bk_2', status: 'confirmed', phone: '', paymentInfo: { ...aBooking().paymentInfo, status: 'paid' } }));
    expect(confirmed.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(confirmed.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(confirmed.getByText('Paid')).toBeTruthy();
  });
});
