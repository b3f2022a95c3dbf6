import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RidePack } from '@contracts/service-code.contract.js';
import { aServiceCode, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { RidePacksSection } from '@/features/admin/components/ride-packs-section';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const PACK_ID = 'c0de0000-0000-4000-8000-000000000001';
const expiredPack: RidePack = {
  id: PACK_ID,
  code: 'PLAN-7KQ2M9XA',
  description: 'Premium plan: 4 rides',
  totalRides: 4,
  ridesUsed: 1,
  ridesLeft: 0,
  expiresAt: '2030-01-02T17:00:00.000Z',
  expired: true,
  entries: [
    { kind: 'bought', rides: 4, bookingReference: null, at: '2029-01-02T17:00:00.000Z' },
    { kind: 'used', rides: -1, bookingReference: 'K7Q2XMB', at: '2029-03-02T17:00:00.000Z' },
    { kind: 'adjusted', rides: 2, bookingReference: null, at: '2029-04-02T17:00:00.000Z' },
    { kind: 'adjusted', rides: -2, bookingReference: null, at: '2029-04-03T17:00:00.000Z' },
    { kind: 'expired', rides: -3, bookingReference: null, at: '2030-01-02T17:00:00.000Z' },
  ],
};
const pack = aServiceCode({ id: PACK_ID, code: 'PLAN-7KQ2M9XA', discountType: 'subscription', discountValue: 0, usageLimit: null, totalRides: 4 });

describe(RidePacksSection.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads each pack's ledger and shows its balance, validity and history", async () => {
    const calls = stubApi(({ path }) => (path === `/api/service-codes/${PACK_ID}/ride-pack` ? jsonResponse(expiredPack) : undefined));
    renderWithProviders(<RidePacksSection codes={[aServiceCode(), pack]} />);
    const card = await screen.findByRole('region', { name: 'Ride pack: PLAN-7KQ2M9XA' });
    expect(within(card).getByTestId('ride-pack-balance').textContent).toBe('0 of 4 rides left');
    expect(within(card).getByTestId('ride-pack-validity').textContent).toBe('Expired on Jan 2, 2030');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'Bought: 4 rides',
      'Ride used: booking 254-K7Q2XMB',
      'Changed by the owner: +2 rides',
      'Changed by the owner: −2 rides',
      'Expired: 3 rides unused',
    ]);
    // Only the pack is read: the discount code has no ledger.
    expect(calls.filter((call) => call.path.includes('/service-codes/')).map((call) => call.path)).toEqual([`/api/service-codes/${PACK_ID}/ride-pack`]);
  });

  it('shows nothing, and asks nothing, for a customer without packs', () => {
    const calls = stubApi(() => undefined);
    const { container } = renderWithProviders(
      <RidePacksSection codes={[aServiceCode(), aServiceCode({ id: 'sc_2', discountType: 'subscription', totalRides: null })]} />,
    );
    expect(container.textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it('says when a pack could not be read', async () => {
    stubApi(() => apiError(500, 'boom'));
    renderWithProviders(<RidePacksSection codes={[pack]} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load ride pack PLAN-7KQ2M9XA.');
  });
});
