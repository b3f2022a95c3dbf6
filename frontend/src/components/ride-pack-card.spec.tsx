import { screen } from '@testing-library/react';
import type { RidePack } from '@contracts/service-code.contract.js';
import { afterEach, describe, expect, it } from 'vitest';
import { RidePackCard } from '@/components/ride-pack-card';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

const PACK: RidePack = {
  id: 'rp_1',
  code: 'PACK-10',
  description: 'Premium plan',
  totalRides: 10,
  ridesUsed: 1,
  ridesLeft: 9,
  expiresAt: null,
  expired: false,
  entries: [
    { kind: 'bought', rides: 10, bookingReference: null, at: '2030-01-02T17:00:00.000Z' },
    { kind: 'used', rides: -1, bookingReference: 'ABCD2345', at: '2030-01-05T17:00:00.000Z' },
  ],
};

describe('RidePackCard', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it("shows the pack's balance, validity and ledger", () => {
    renderWithProviders(<RidePackCard pack={PACK} />);
    expect(screen.getByRole('heading', { name: 'Your ride pack: PACK-10' })).toBeTruthy();
    expect(screen.getByTestId('ride-pack-balance').textContent).toBe('9 of 10 rides left');
    expect(screen.getByTestId('ride-pack-validity').textContent).toBe('Never expires');
    expect(screen.getByText('Bought: 10 rides')).toBeTruthy();
    expect(screen.getByText(/^Ride used: booking /)).toBeTruthy();
  });

  it('shows the pack in Spanish', async () => {
    await showLanguage('es');
    renderWithProviders(<RidePackCard pack={PACK} />);
    expect(screen.getByRole('heading', { name: 'Su paquete de viajes: PACK-10' })).toBeTruthy();
    expect(screen.getByTestId('ride-pack-balance').textContent).toBe('Le quedan 9 de 10 viajes');
    expect(screen.getByTestId('ride-pack-validity').textContent).toBe('No vence');
    expect(screen.getByText('Historial')).toBeTruthy();
    expect(screen.getByText('Comprado: 10 viajes')).toBeTruthy();
    expect(screen.getByText(/^Viaje usado: reservación /)).toBeTruthy();
    expect(screen.queryByText('History')).toBeNull();
  });
});
