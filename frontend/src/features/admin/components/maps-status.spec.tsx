import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapsStatus } from '@contracts/maps-status.contract.js';
import { apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { lastErrorText, MapsStatusPanel, mapsStatusLine, paidCallsUsedUp } from '@/features/admin/components/maps-status';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

/** The maps route answered with `status` (null: refused), the business profile in Denver. */
function serve(status: MapsStatus | null) {
  return stubApi((call) => {
    if (call.path === '/api/business') return jsonResponse(businessResponse({ timeZone: 'America/Denver' }));
    if (call.path === '/api/admin/maps') return status ? jsonResponse(status) : apiError(503, 'The service is temporarily unavailable.');
    return undefined;
  });
}

const WORKING: MapsStatus = {
  provider: 'osm',
  setupNeeded: false,
  state: 'working',
  failingSince: null,
  recoveredAt: null,
  lastError: null,
  estimatedQuotesToday: 0,
  paidCallsToday: 0,
  paidCallsPerDay: null,
  businessDay: '2026-05-20',
};
const HTTP_500 = { at: '2026-05-20T16:00:00.000Z', kind: 'unavailable', operation: 'locate', message: 'osm: /api request returned HTTP 500' } as const;

describe(MapsStatusPanel.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the provider at work in one line, with no alert', async () => {
    serve(WORKING);
    renderWithProviders(<MapsStatusPanel />);
    expect(await screen.findByText('Maps: OpenStreetMap, working. Quotes on an estimate today: 0.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('alerts while the provider fails, with its last error and the estimated quotes of the day', async () => {
    serve({ ...WORKING, state: 'failing', failingSince: HTTP_500.at, lastError: HTTP_500, estimatedQuotesToday: 8 });
    renderWithProviders(<MapsStatusPanel />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Maps are not answering: prices are estimatesOpenStreetMap has failed since May 20, 2026, 10:00 AM. Quotes and bookings go on with straight-line estimates; bookings made meanwhile are marked "Distance estimated".',
    );
    expect(screen.getByTestId('maps-status').textContent).toContain(
      'Maps: OpenStreetMap, not answering. Quotes on an estimate today: 8. Last error: May 20, 2026, 10:00 AM, not reachable, or failing (osm: /api request returned HTTP 500).',
    );
  });

  it('shows the set-up banner when production runs without maps', async () => {
    serve({ ...WORKING, provider: 'offline', state: 'offline', setupNeeded: true });
    renderWithProviders(<MapsStatusPanel />);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Prices use straight-line estimates: set up maps.*can connect Google Maps or OpenStreetMap \(the deploy guide, “Maps”\)\.$/,
    );
    expect(screen.getByText('Maps: offline (straight-line estimates, by configuration).')).toBeTruthy();
  });

  it("warns once the day's paid Google calls reach the owner's cap, with the count in the line", async () => {
    serve({ ...WORKING, provider: 'google', paidCallsToday: 2003, paidCallsPerDay: 2000, estimatedQuotesToday: 4 });
    renderWithProviders(<MapsStatusPanel />);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Today's paid map calls are used up: prices are estimatesThe site made the 2,000 paid Google Maps calls your settings allow a day\./,
    );
    expect(screen.getByTestId('maps-status').textContent).toContain(
      'Maps: Google Maps, working. Quotes on an estimate today: 4. Paid calls today: 2,003 of 2,000.',
    );
  });

  it('shows nothing for the offline default outside production', async () => {
    const calls = serve({ ...WORKING, provider: 'offline', state: 'offline' });
    const { container, store } = renderWithProviders(<MapsStatusPanel />);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/admin/maps'));
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"status":"fulfilled"'));
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing when the route cannot answer', async () => {
    const calls = serve(null);
    const { container, store } = renderWithProviders(<MapsStatusPanel />);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/admin/maps'));
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"status":"rejected"'));
    expect(container.innerHTML).toBe('');
  });
});

describe('mapsStatusLine and lastErrorText', () => {
  it('words a recovered provider with its last error, in the business zone', () => {
    expect(mapsStatusLine({ ...WORKING, provider: 'google', estimatedQuotesToday: 2 })).toBe('Maps: Google Maps, working. Quotes on an estimate today: 2.');
    expect(lastErrorText({ ...HTTP_500, kind: 'quota', message: 'google: HTTP 429' }, 'America/Denver')).toBe(
      'Last error: May 20, 2026, 10:00 AM, over its quota (google: HTTP 429).',
    );
    expect(lastErrorText(null)).toBeNull();
  });

  it("counts Google's paid calls against the cap, and no cap as nothing used up", () => {
    const google: MapsStatus = { ...WORKING, provider: 'google', paidCallsToday: 1204, paidCallsPerDay: 2000 };
    expect(mapsStatusLine(google)).toBe('Maps: Google Maps, working. Quotes on an estimate today: 0. Paid calls today: 1,204 of 2,000.');
    expect(paidCallsUsedUp(google)).toBe(false);
    expect(paidCallsUsedUp({ ...google, paidCallsToday: 2000 })).toBe(true);
    expect(paidCallsUsedUp({ ...google, paidCallsToday: 0, paidCallsPerDay: 0 })).toBe(false);
    expect(paidCallsUsedUp(WORKING)).toBe(false);
  });
});
