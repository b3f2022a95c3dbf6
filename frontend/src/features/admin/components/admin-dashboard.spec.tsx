import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { aBooking, apiError, EMPTY_HISTORY, stubApi, type ApiCall } from '@/features/admin/components/admin-test-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { displayReference } from '@domain/booking-reference.js';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** GET /api/admin/bookings's answer: one page holding `items`. */
const pageOf = (items: AdminBooking[]) => jsonResponse({ items, total: items.length, page: 1, pageSize: 20 });

/** Every page holding one booking (a page by id too), its history empty, figures and side lists refused. */
function oneBooking(call: ApiCall) {
  if (call.path === '/api/admin/bookings') return pageOf([aBooking()]);
  if (call.path.endsWith('/history')) return jsonResponse(EMPTY_HISTORY);
  return apiError(503, 'Not in this test');
}

/** The dashboard at `route`; jsdom matches no media query, so it is laid out for a phone. */
function renderDashboard(route: string, answer: (call: ApiCall) => Response | undefined = oneBooking) {
  const calls = stubApi(answer);
  const rendered = renderWithProviders(
    <Routes>
      <Route
        path="/admin/dashboard"
        element={
          <>
            <AdminDashboard />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { calls, ...rendered };
}

// The dashboard is a big antd page; jsdom is slow with it on a busy machine.
describe(AdminDashboard.name, { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the booking of a ?booking= link once the list is in, and drops the link', async () => {
    renderDashboard('/admin/dashboard?booking=bk_1');
    // Role queries over the whole dashboard are slow in jsdom: the dialog is found by its parts.
    expect(await screen.findByTestId('booking-facts', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(`Booking ${displayReference('ABCD2345')}`)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/dashboard'));
  });

  it('says when the linked booking is not in the list', async () => {
    renderDashboard('/admin/dashboard?booking=bk_gone');
    expect(await screen.findByText('Could not find booking with ID bk_gone', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/dashboard'));
    expect(screen.queryByTestId('booking-facts')).toBeNull();
  });

  it("opens on today's work on a phone, where Confirm confirms and the card follows the server", async () => {
    let status: 'pending' | 'confirmed' = 'pending';
    const { calls } = renderDashboard('/admin/dashboard', (call) => {
      if (call.path === '/api/update-booking-status') {
        status = 'confirmed';
        return jsonResponse({ success: true, message: 'Booking status updated to confirmed' });
      }
      if (call.path === '/api/admin/bookings') return pageOf([aBooking({ status, booking_date: '2099-05-14' })]);
      return oneBooking(call);
    });
    const today = within(await screen.findByTestId('today-and-next', {}, { timeout: 10_000 }));
    fireEvent.click(await today.findByRole('button', { name: /^Confirm booking/ }, { timeout: 10_000 }));
    await waitFor(() => expect(today.getByText('Confirmed')).toBeTruthy(), { timeout: 10_000 });
    expect(today.queryByRole('button', { name: /^Confirm booking/ })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/update-booking-status', body: { bookingId: 'bk_1', status: 'confirmed' } },
    ]);
  });
});
