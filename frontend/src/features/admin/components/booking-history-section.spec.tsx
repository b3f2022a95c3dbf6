import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, EMPTY_HISTORY, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { BookingHistorySection } from '@/features/admin/components/booking-history-section';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

describe(BookingHistorySection.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the changes and the mails of the booking', async () => {
    const calls = stubApi(() =>
      jsonResponse({
        entries: [{ id: 'h1', at: '2030-05-01T16:00:00.000Z', actor: 'owner', action: 'edited', changes: { booking_time: { from: '09:15', to: '10:30' } } }],
        mails: [
          {
            kind: 'booking-cancelled',
            to: 'quinn@example.com',
            status: 'failed',
            attempts: 3,
            queuedAt: '2030-05-01T16:00:00.000Z',
            sentAt: null,
            lastError: 'SMTP down',
          },
        ],
      }),
    );
    renderWithProviders(<BookingHistorySection bookingId="bk_1" />);
    const history = within(await screen.findByTestId('booking-history'));
    expect(history.getByText('Time changed from 9:15 AM to 10:30 AM')).toBeTruthy();
    expect(history.queryByText(/booking_time/)).toBeNull();
    const mails = within(screen.getByTestId('booking-mails'));
    expect(mails.getByText('Failed')).toBeTruthy();
    expect(mails.getByText('Booking cancelled')).toBeTruthy();
    expect(mails.queryByText(/booking-cancelled/)).toBeNull();
    expect(mails.getByText(/to quinn@example\.com, queued .+, error: SMTP down/)).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: '/api/bookings/bk_1/history', body: null }]);
  });

  it('says when nothing is recorded', async () => {
    stubApi(() => jsonResponse(EMPTY_HISTORY));
    renderWithProviders(<BookingHistorySection bookingId="bk_1" />);
    expect(await screen.findByText('No changes recorded')).toBeTruthy();
    expect(screen.getByTestId('booking-mails').textContent).toBe('No emails about this booking');
    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Emails' })).toBeTruthy();
  });

  it('says why the history could not be loaded', async () => {
    stubApi(() => apiError(403, 'Admin access required'));
    renderWithProviders(<BookingHistorySection bookingId="bk_1" />);
    expect(await screen.findByText('Admin access required')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  });
});
