import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { aBooking, apiError, EMPTY_HISTORY, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';
import { displayReference } from '@domain/booking-reference.js';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The dashboard at `route`, its list holding one booking (figures and side lists refused). */
function renderDashboard(route: string) {
  stubApi((call) => {
    if (call.path === '/api/bookings') return jsonResponse({ bookings: [aBooking()] });
    if (call.path.endsWith('/history')) return jsonResponse(EMPTY_HISTORY);
    return apiError(503, 'Not in this test');
  });
  return renderWithProviders(
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
});
