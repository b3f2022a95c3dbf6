import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { ConfirmBookingButton } from '@/features/admin/components/confirm-booking-button';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';
import { displayReference } from '@domain/booking-reference.js';

const name = `Confirm booking ${displayReference('ABCD2345')} for Quinn Adams`;

describe(ConfirmBookingButton.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms the booking through the status API', async () => {
    const calls = stubApi(() => jsonResponse({ success: true, message: 'Booking status updated to confirmed' }));
    renderWithProviders(<ConfirmBookingButton booking={aBooking()} />);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(await screen.findByText('Booking confirmed')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/update-booking-status', body: { bookingId: 'bk_1', status: 'confirmed' } }]);
  });

  it("shows the server's refusal", async () => {
    stubApi(() => apiError(409, 'That time is no longer free.'));
    renderWithProviders(<ConfirmBookingButton booking={aBooking()} />);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(await screen.findByText('That time is no longer free.')).toBeTruthy();
  });
});
