import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DaySheetPage } from '@/features/admin/components/day-sheet-page';
import { apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import type { DaySheet, DaySheetJob } from '@contracts/admin-list.contract.js';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

function aJob(overrides: Partial<DaySheetJob>): DaySheetJob {
  return {
    id: 'bk_1',
    reference: 'ABCD2345',
    status: 'confirmed',
    serviceType: 'ride',
    serviceDetails: { passengers: 2, luggage: 'none' },
    time: '09:30',
    timeText: '09:30',
    startsAt: '2030-01-01T16:30:00.000Z',
    endsAt: '2030-01-01T17:00:00.000Z',
    customerName: 'José Ñúñez',
    phone: '(801) 555-0123',
    pickup: '2350 Wall Ave, Ogden, UT',
    destination: '3848 Harrison Blvd, Ogden, UT',
    notes: '',
    price: 42.5,
    paymentStatus: 'paid',
    paymentMethod: 'card',
    ridePack: null,
    ...overrides,
  };
}

describe(DaySheetPage.name, { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's jobs of the day: time, who to call, where, the price, paid or not and a ride pack's rides left", async () => {
    const sheet: DaySheet = {
      date: '2030-01-01',
      jobs: [
        aJob({}),
        aJob({
          id: 'bk_2',
          time: '14:00',
          timeText: '14:00',
          customerName: 'Pat Morgan',
          paymentStatus: 'not-required',
          paymentMethod: null,
          price: 0,
          ridePack: { code: 'PACK-10', ridesLeft: 7, totalRides: 10, expiresAt: '2030-06-30T06:00:00.000Z' },
        }),
        aJob({ id: 'bk_3', serviceType: 'delivery', time: '16:00', timeText: '16:00-18:00' }),
      ],
    };
    const calls = stubApi((call) => (call.path === '/api/admin/day-sheet' ? jsonResponse(sheet) : apiError(503, 'Not in this test')));
    renderWithProviders(<DaySheetPage day="2030-01-01" />, { route: '/admin/dashboard?day=2030-01-01' });

    const first = await screen.findByTestId('day-sheet-job-bk_1', {}, { timeout: 10_000 });
    expect(within(first).getByText('9:30 AM · Ride Service')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Call José Ñúñez at (801) 555-0123' }).getAttribute('href')).toBe('tel:8015550123');
    expect(within(first).getByText('$42.50')).toBeTruthy();
    expect(within(first).getByText('Paid')).toBeTruthy();
    const second = screen.getByTestId('day-sheet-job-bk_2');
    expect(within(second).getByTestId('day-sheet-ride-pack').textContent).toBe('Ride pack PACK-10: 7 of 10 rides left, expires Jun 30, 2030');
    expect(within(second).getByText('Ride pack')).toBeTruthy();
    // A delivery reads as its window.
    expect(within(screen.getByTestId('day-sheet-job-bk_3')).getByText(/^4:00 PM - 6:00 PM · /)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jobs on Jan 1, 2030');
    expect(calls.filter((call) => call.path === '/api/admin/day-sheet')).toHaveLength(1);
  });

  it('says when the day has no jobs, and refuses a day that is not one without asking the server', async () => {
    const calls = stubApi(() => jsonResponse({ date: '2030-01-02', jobs: [] }));
    const { unmount } = renderWithProviders(<DaySheetPage day="2030-01-02" />);
    expect(await screen.findByText('No jobs on this day', {}, { timeout: 10_000 })).toBeTruthy();
    unmount();
    renderWithProviders(<DaySheetPage day="2030-02-30" />);
    expect(await screen.findByText('Please pick a day (YYYY-MM-DD).')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});
