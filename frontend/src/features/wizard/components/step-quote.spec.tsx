import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepQuote } from '@/features/wizard/components/step-quote';
import { initialWizardState } from '@/features/wizard/wizard-slice';
import type { Quote, TripDetails } from '@/features/wizard/wizard-types';
import { showLanguage } from '@/lib/i18n';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const RIDE: TripDetails = {
  pickupLocation: '1 Main St, Ogden, UT',
  destinationLocation: '2 State St, Salt Lake City, UT',
  serviceDate: '2030-05-14',
  serviceTimeMinutes: 555,
  serviceDetails: { passengers: '2', luggage: 'none', needsRoofRack: 'no', instructions: '' },
};
const QUOTE: Quote = {
  distanceMiles: 12,
  withinServiceArea: true,
  serviceAreaMessage: null,
  totalCents: 4250,
  breakdown: [{ label: 'Base fare', amountCents: 4250 }],
  cancellationTerms: null,
};

function renderQuote() {
  // Any schedule will do: these tests read the quote's words, not the time's availability.
  stubFetch(() => jsonResponse(businessResponse()));
  return renderWithProviders(<StepQuote />, {
    preloadedState: { wizard: { ...initialWizardState, step: 'quote', serviceType: 'ride', details: RIDE, quote: QUOTE } },
  });
}

describe('StepQuote', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('shows the trip, the breakdown and the way on', () => {
    renderQuote();
    expect(screen.getByTestId('quote-heading').textContent).toBe('Your quote');
    expect(screen.getByText('Ride Service')).toBeTruthy();
    expect(screen.getByText('May 14, 2030')).toBeTruthy();
    expect(screen.getByText('12.0 miles')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Price breakdown' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule Now' })).toBeTruthy();
  });

  it('shows the quote in Spanish', async () => {
    await showLanguage('es');
    renderQuote();
    expect(screen.getByTestId('quote-heading').textContent).toBe('Su cotización');
    expect(screen.getByText('Servicio de transporte')).toBeTruthy();
    expect(screen.getByText('Fecha')).toBeTruthy();
    expect(screen.getByText(/^14 de may/)).toBeTruthy();
    expect(screen.getByText('12.0 millas')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Desglose del precio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Programar ahora' })).toBeTruthy();
    for (const english of ['Your quote', 'Ride Service', 'Date', 'Distance', 'Price breakdown', 'Back', 'Schedule Now']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
