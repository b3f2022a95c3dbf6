import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { BookingCancelControl } from '@/features/admin/components/booking-cancel-control';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

describe(BookingCancelControl.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, with the focus on No, and backs out on No', () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<BookingCancelControl booking={aBooking()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(screen.getByRole('group', { name: 'Confirm cancellation' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('cancels on Yes and shows the server answer', async () => {
    const calls = stubApi(() => jsonResponse({ success: true, message: 'Booking cancelled. Fee: $0.00' }));
    renderWithProviders(<BookingCancelControl booking={aBooking()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect((await screen.findByRole('status')).textContent).toContain('Booking cancelled. Fee: $0.00');
    expect(calls).toEqual([{ method: 'POST', path: '/api/cancel-booking', body: { bookingId: 'bk_1' } }]);
    expect(screen.queryByRole('group', { name: 'Confirm cancellation' })).toBeNull();
  });

  it('tells the server refusal, or a generic failure', async () => {
    let answer = apiError(409, 'Booking is already completed');
    stubApi(() => answer);
    renderWithProviders(<BookingCancelControl booking={aBooking()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Booking is already completed')).toBeTruthy();
    answer = apiError(500, 'boom');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Failed to cancel the booking. Please try again.')).toBeTruthy();
  });

  it('is shut for a cancelled booking', () => {
    renderWithProviders(<BookingCancelControl booking={aBooking({ status: 'cancelled' })} />);
    expect((screen.getByRole('button', { name: 'Cancelled' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
