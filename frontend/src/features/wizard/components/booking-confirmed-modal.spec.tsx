import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingConfirmedModal } from '@/features/wizard/components/booking-confirmed-modal';
import { aCompletedBooking } from '@/features/wizard/wizard-test-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';

const show = (status: 'pending' | 'confirmed') =>
  renderWithProviders(
    <BookingConfirmedModal
      booking={aCompletedBooking({ status, paymentRequired: false, codeApplied: true })}
      open
      ownerPhone="(801) 555-0100"
      ownerEmail="owner@example.com"
      businessZone="America/Denver"
      onClose={vi.fn()}
      onBookAnother={vi.fn()}
    />,
  );

describe(BookingConfirmedModal.name, () => {
  it('says a booking the server confirmed is confirmed', async () => {
    show('confirmed');
    expect(await screen.findByRole('dialog', { name: 'Booking Confirmed!' })).toBeTruthy();
    expect(screen.getByText('Thank you! Your booking is confirmed.')).toBeTruthy();
    expect(screen.queryByText(/within the hour/)).toBeNull();
  });

  it('says a booking waiting for the owner is a request the owner confirms within the hour', async () => {
    show('pending');
    expect(await screen.findByRole('dialog', { name: 'Booking Request Received' })).toBeTruthy();
    expect(screen.getByText('Thank you! We received your request and will reach out within the hour to confirm.')).toBeTruthy();
  });
});
