import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NextTrip, TripState } from '@contracts/trip.contract.js';
import { apiError, stubApi, type ApiCall } from '@/features/admin/components/admin-test-fixtures';
import { TripNextCard } from '@/features/admin/components/trip-next-card';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const JOB: NonNullable<NextTrip['job']> = {
  id: 'bk_1',
  reference: 'ABCD2345',
  serviceType: 'ride',
  timeText: '10:00',
  customerName: 'Quinn Adams',
  phone: '(801) 555-0123',
  pickup: '2350 Wall Ave, Ogden, UT 84401, USA',
  destination: '3848 Harrison Blvd, Ogden, UT 84408, USA',
};

const soon = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function trip(overrides: Partial<TripState> = {}): TripState {
  return {
    bookingId: 'bk_1',
    bookingStatus: 'confirmed',
    stage: null,
    stageAt: null,
    arrivedAt: null,
    etaAt: null,
    failureReason: null,
    nextStages: ['on-the-way'],
    noShowFrom: null,
    undoUntil: null,
    ...overrides,
  };
}

/** The server's answers: the next trip as `states` stand in turn (each tap moves to the next), and each tap's answer. */
function serve(states: TripState[], job = JOB): ApiCall[] {
  let current = 0;
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/trip/next') return jsonResponse({ job, trip: states[current] });
    if (call.method === 'POST' && call.path.startsWith('/api/admin/bookings/bk_1/trip')) {
      current = Math.min(current + 1, states.length - 1);
      return jsonResponse(states[current]);
    }
    return undefined;
  });
}

describe(TripNextCard.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the next job's step as one large button, records the tap, then offers the next step and undo", async () => {
    const calls = serve([trip(), trip({ stage: 'on-the-way', stageAt: soon(0), etaAt: soon(600), nextStages: ['arrived'], undoUntil: soon(60) })]);
    renderWithProviders(<TripNextCard />);
    expect(await screen.findByText('Next: Ride Service 254-ABCD2345')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Not started');
    fireEvent.click(screen.getByRole('button', { name: 'On my way' }));
    expect(await screen.findByRole('button', { name: 'Arrived' })).toBeTruthy();
    expect(screen.getByText('Now: Ride Service 254-ABCD2345')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^On the way since \d{1,2}:\d\d [AP]M, arriving about \d{1,2}:\d\d [AP]M$/);
    expect(screen.getByRole('button', { name: 'Undo On the way' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/api/admin/bookings/bk_1/trip', body: { to: 'on-the-way' } }]);
    expect(screen.getByRole('link', { name: 'Call Quinn Adams' }).getAttribute('href')).toBe('tel:(801) 555-0123');
  });

  it('takes a tap back', async () => {
    const calls = serve([trip({ stage: 'on-the-way', stageAt: soon(0), nextStages: ['arrived'], undoUntil: soon(60) }), trip()]);
    renderWithProviders(<TripNextCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo On the way' }));
    expect(await screen.findByRole('button', { name: 'On my way' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/api/admin/bookings/bk_1/trip/undo', body: {} }]);
  });

  it('holds the no-show until the wait after arriving is over', async () => {
    serve([trip({ stage: 'arrived', stageAt: soon(-60), arrivedAt: soon(-60), nextStages: ['picked-up', 'no-show'], noShowFrom: soon(540) })]);
    renderWithProviders(<TripNextCard />);
    const noShow = await screen.findByRole('button', { name: /^No-show from \d{1,2}:\d\d [AP]M$/ });
    expect(noShow.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Picked up' })).toBeTruthy();
  });

  it("asks a failed delivery's reason with the tap", async () => {
    const calls = serve(
      [trip({ stage: 'picked-up', stageAt: soon(-600), nextStages: ['completed', 'failed-delivery'] }), trip({ stage: 'failed-delivery', nextStages: [] })],
      { ...JOB, serviceType: 'delivery' },
    );
    renderWithProviders(<TripNextCard />);
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delivery failed: Wrong address' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/admin/bookings/bk_1/trip', body: { to: 'failed-delivery', failureReason: 'address-wrong' } },
      ]),
    );
  });

  it("says the server's refusal", async () => {
    stubApi((call) => (call.method === 'GET' ? jsonResponse({ job: JOB, trip: trip() }) : apiError(409, 'Only a confirmed booking can be driven.')));
    renderWithProviders(<TripNextCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'On my way' }));
    expect(await screen.findByText('Only a confirmed booking can be driven.')).toBeTruthy();
  });

  it('shows nothing when the day is driven', async () => {
    const calls = stubApi((call) => (call.path === '/api/admin/trip/next' ? jsonResponse({ job: null, trip: null }) : undefined));
    const { container } = renderWithProviders(<TripNextCard />);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/admin/trip/next'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="trip-next"]')).toBeNull();
  });
});
