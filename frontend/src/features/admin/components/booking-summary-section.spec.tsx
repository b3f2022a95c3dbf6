import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking } from '@/features/admin/components/admin-test-fixtures';
import { BookingSummarySection } from '@/features/admin/components/booking-summary-section';
import { renderWithProviders } from '@/testing/render-with-providers';
import { displayReference } from '@domain/booking-reference.js';

describe(BookingSummarySection.name, () => {
  it('shows the booking as the owner reads it', () => {
    renderWithProviders(<BookingSummarySection booking={aBooking({ status: 'confirmed', businessName: 'Adams Co', notes: 'Gate code 12', language: 'es' })} />);
    const facts = within(screen.getByTestId('booking-facts'));
    expect(facts.getByText('Confirmed')).toBeTruthy();
    expect(facts.getByTestId('booking-language').textContent).toBe('Spanish');
    expect(facts.getByText(displayReference('ABCD2345'))).toBeTruthy();
    expect(facts.getByText('Ride Service')).toBeTruthy();
    expect(facts.getByText('Adams Co')).toBeTruthy();
    expect(facts.getByRole('link', { name: '(801) 555-0177' }).getAttribute('href')).toBe('tel:8015550177');
    expect(facts.getByTestId('booking-time').textContent).toBe('9:15 AM');
    expect(facts.getByText('$42.50')).toBeTruthy();
    expect(facts.getByText('Gate code 12')).toBeTruthy();
    expect(facts.getByText('method —, status unpaid')).toBeTruthy();
    expect(facts.queryByTestId('cancellation-fee')).toBeNull();
  });

  it('adds the service details, the payment with its receipt, and the cancellation fee', () => {
    renderWithProviders(
      <BookingSummarySection
        booking={aBooking({
          status: 'cancelled',
          rideDetails: { passengers: 2, luggage: 'small', specialRequests: 'Child seat' },
          paymentInfo: { ...aBooking().paymentInfo, method: 'card', status: 'paid', receiptUrl: 'https://squareup.com/receipt/1' },
          cancellation: { at: '2030-05-10T16:00:00.000Z', by: 'owner', reason: null, fee: 10, feeOwed: 0 },
        })}
      />,
    );
    const facts = within(screen.getByTestId('booking-facts'));
    expect(facts.getByText('2 passenger(s), luggage small. Requests: Child seat')).toBeTruthy();
    expect(facts.getByText(/method card, status paid/)).toBeTruthy();
    expect(facts.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe('https://squareup.com/receipt/1');
    expect(facts.getByTestId('cancellation-fee').textContent).toMatch(/^Cancelled .+ by owner; fee \$10\.00$/);
  });

  it('says what of the fee is owed, not received yet', () => {
    renderWithProviders(
      <BookingSummarySection
        booking={aBooking({ status: 'cancelled', cancellation: { at: '2030-05-10T16:00:00.000Z', by: 'owner', reason: null, fee: 20, feeOwed: 20 } })}
      />,
    );
    expect(screen.getByTestId('cancellation-fee').textContent).toMatch(/; fee \$20\.00, \$20\.00 owed \(not received yet\)$/);
  });

  it('marks a distance the maps provider could not measure, and only that one', () => {
    const { unmount } = renderWithProviders(<BookingSummarySection booking={aBooking({ distanceEstimated: true })} />);
    expect(within(screen.getByTestId('booking-facts')).getByText('Distance estimated (maps unavailable)')).toBeTruthy();
    unmount();
    renderWithProviders(<BookingSummarySection booking={aBooking()} />);
    expect(within(screen.getByTestId('booking-facts')).queryByText('Distance estimated (maps unavailable)')).toBeNull();
  });
});
