import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Blackout, BookingInTimeOff } from '@contracts/blackout.contract.js';
import { apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { TimeOffTab } from '@/features/admin/components/time-off-tab';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const RIDE_INSIDE: BookingInTimeOff = {
  id: 'bk_1',
  reference: 'A1B2C3',
  serviceType: 'ride',
  serviceDate: '2026-06-03',
  serviceTime: '10:00',
  fullName: 'Jamie Rivera',
  phone: '(801) 555-0123',
};
const SAVED: Blackout = {
  id: '6f1c2a52-7d1e-4c57-9a55-1f7e0c1d2b3a',
  startsAt: '2026-06-03T06:00:00.000Z',
  endsAt: '2026-06-05T06:00:00.000Z',
  date: '2026-06-03',
  startTime: '00:00',
  endDate: '2026-06-05',
  endTime: '00:00',
  wholeDay: true,
  reason: '',
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe(TimeOffTab.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the bookings inside new time off and saves it only once the owner confirms', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET') return jsonResponse({ blackouts: [] });
      if ((call.body as { confirmOverBookings?: boolean }).confirmOverBookings)
        return jsonResponse(
          {
            success: true,
            message: 'Time off saved. 1 booking(s) inside it stay booked: cancel or move them.',
            blackout: SAVED,
            bookingsInside: [RIDE_INSIDE],
          },
          201,
        );
      return jsonResponse(
        { statusCode: 409, error: 'Conflict', code: 'TIME_OFF_OVER_BOOKINGS', message: '1 booking falls inside this time off.', bookings: [RIDE_INSIDE] },
        409,
      );
    });
    renderWithProviders(<TimeOffTab />);
    fill('Day', '2026-06-03');
    fill('Last day (optional)', '2026-06-04');
    fireEvent.click(screen.getByRole('button', { name: 'Add Time Off' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 booking falls inside this time off');
    expect(within(dialog).getByTestId('time-off-conflicts').textContent).toContain('Jamie Rivera');
    expect(within(dialog).getByRole('link', { name: '(801) 555-0123' }).getAttribute('href')).toBe('tel:8015550123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add time off anyway' }));

    expect(await screen.findByText('Time off saved. 1 booking(s) inside it stay booked: cancel or move them.')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { date: '2026-06-03', endDate: '2026-06-04' },
      { date: '2026-06-03', endDate: '2026-06-04', confirmOverBookings: true },
    ]);
  });

  it('saves nothing when the owner goes back', async () => {
    const calls = stubApi((call) =>
      call.method === 'GET'
        ? jsonResponse({ blackouts: [] })
        : jsonResponse(
            { statusCode: 409, error: 'Conflict', code: 'TIME_OFF_OVER_BOOKINGS', message: '1 booking falls inside this time off.', bookings: [RIDE_INSIDE] },
            409,
          ),
    );
    renderWithProviders(<TimeOffTab />);
    fill('Day', '2026-06-03');
    fireEvent.click(screen.getByRole('button', { name: 'Add Time Off' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("shows any other refusal in the server's words", async () => {
    stubApi((call) => (call.method === 'GET' ? jsonResponse({ blackouts: [] }) : apiError(400, 'The last day must not be before the first day')));
    renderWithProviders(<TimeOffTab />);
    fill('Day', '2026-06-03');
    fill('Last day (optional)', '2026-06-02');
    fireEvent.click(screen.getByRole('button', { name: 'Add Time Off' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The last day must not be before the first day');
  });
});
