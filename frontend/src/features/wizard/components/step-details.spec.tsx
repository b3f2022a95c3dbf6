import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StepDetails } from '@/features/wizard/components/step-details';
import { LONG_HAUL_QUOTE, initialWizardState } from '@/features/wizard/wizard-slice';
import type { TripDetails } from '@/features/wizard/wizard-types';
import { businessApi } from '@/lib/business-api';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import { showLanguage } from '@/lib/i18n';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const MESSAGE = 'We can only provide service within 45 miles of Ogden, UT.';
const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
const PROVO = '100 N University Ave, Provo, UT 84601, USA';

// A trip the step's form already holds (as after Back), so the test needs no date picking.
const far = (serviceDetails: TripDetails['serviceDetails']): TripDetails => ({
  pickupLocation: OGDEN,
  destinationLocation: PROVO,
  serviceDate: dayjs().add(10, 'day').format(DAY_FORMAT),
  serviceTimeMinutes: 12 * 60,
  serviceDetails,
});
const RIDE = far({ passengers: '2', luggage: 'small', needsRoofRack: 'no', instructions: '' });
const CHAUFFEUR = far({ passengers: '2', hours: 2, needsRoofRack: 'no', itinerary: 'Errands', termsAgreed: true });

/** The quote answers 'outside the area, 78.4 road miles' (or refuses, for a booking-time check). */
function answerOutOfArea(refuse = false) {
  stubFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/business') return jsonResponse(businessResponse());
    if (pathname === '/api/free-times') return jsonResponse({ date: RIDE.serviceDate, times: [] });
    if (pathname === '/api/check-availability') return jsonResponse({ available: true, error: null, message: '', nextAvailable: null });
    if (pathname === '/api/quotes' && refuse) return jsonResponse({ statusCode: 422, code: 'OUTSIDE_SERVICE_AREA', message: MESSAGE }, 422);
    if (pathname === '/api/quotes')
      return jsonResponse({ distance: 78.4, withinServiceArea: false, serviceAreaMessage: MESSAGE, totalPrice: 160, breakdown: [] });
    return jsonResponse({ message: 'not found' }, 404);
  });
}

function renderDetails(serviceType: 'ride' | 'chauffeur', details: TripDetails) {
  return renderWithProviders(<StepDetails />, { preloadedState: { wizard: { ...initialWizardState, step: 'details', serviceType, details } } });
}

async function quoteFarTrip() {
  fireEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
  return screen.findByRole('dialog', { name: 'Location Out of Service Area' }, { timeout: 10_000 });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// antd forms in jsdom are slow, more so on a busy machine.
describe('StepDetails: a trip beyond the service radius', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('@/features/wizard/components/out-of-area-dialog');
  }, 60_000);

  it("'Request a long-haul quote' hands the trip and the server's miles to the long-haul inquiry", async () => {
    answerOutOfArea();
    const { store } = renderDetails('ride', RIDE);
    const dialog = await quoteFarTrip();
    expect(within(dialog).getByText(MESSAGE)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request a long-haul quote' }));
    await waitFor(() => expect(store.getState().wizard.step).toBe('inquiry'));
    expect(store.getState().wizard).toMatchObject({
      serviceType: 'longHaul',
      quote: LONG_HAUL_QUOTE,
      longHaulLead: { fromService: 'ride', trip: RIDE, distanceMiles: 78.4 },
    });
  });

  it("'Change addresses' stays on the step with the pickup field focused", async () => {
    answerOutOfArea();
    const { store } = renderDetails('ride', RIDE);
    const dialog = await quoteFarTrip();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change addresses' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Pickup location')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().wizard).toMatchObject({ step: 'details', serviceType: 'ride', longHaulLead: null });
  });

  it('a refusal (no quote) offers the inquiry too, without miles', async () => {
    answerOutOfArea(true);
    const { store } = renderDetails('ride', RIDE);
    const dialog = await quoteFarTrip();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request a long-haul quote' }));
    await waitFor(() => expect(store.getState().wizard.longHaulLead).toMatchObject({ fromService: 'ride', distanceMiles: null }));
  });

  it('the personal driver gets the contacts and Close only', async () => {
    answerOutOfArea();
    const { store } = renderDetails('chauffeur', CHAUFFEUR);
    const dialog = await quoteFarTrip();
    expect(within(dialog).queryByRole('button', { name: 'Request a long-haul quote' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().wizard).toMatchObject({ step: 'details', serviceType: 'chauffeur', longHaulLead: null });
  });
});

describe("StepDetails: the owner's settings, from the server", { timeout: 30_000 }, () => {
  const business = businessResponse();
  /** The owner offers a driver for 3 to 5 hours and serves 60 miles around Logan; a quote answers 'outside' without words. */
  function answerWithOwnerSettings() {
    stubFetch(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/business')
        return jsonResponse({
          ...business,
          prices: { ...business.prices, chauffeurHours: { min: 3, max: 5 } },
          serviceArea: { serviceRadiusMiles: 60, chauffeurRadiusMiles: 25, homeBase: 'Logan, UT' },
        });
      if (pathname === '/api/free-times') return jsonResponse({ date: RIDE.serviceDate, times: [] });
      if (pathname === '/api/check-availability') return jsonResponse({ available: true, error: null, message: '', nextAvailable: null });
      if (pathname === '/api/quotes')
        return jsonResponse({ distance: 78.4, withinServiceArea: false, serviceAreaMessage: null, totalPrice: 160, breakdown: [] });
      return jsonResponse({ message: 'not found' }, 404);
    });
  }

  it("offers the personal driver from the owner's fewest hours", async () => {
    answerWithOwnerSettings();
    renderWithProviders(<StepDetails />, { preloadedState: { wizard: { ...initialWizardState, step: 'details', serviceType: 'chauffeur' } } });
    expect(await screen.findByText('$50 per hour, 3-hour minimum. Please book 24 hours ahead.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Hours' }).closest('.ant-select')?.textContent).toBe('3 hours ($150)'));
  });

  it("words the owner's area when the server's answer has no words of its own", async () => {
    answerWithOwnerSettings();
    const { store } = renderDetails('ride', RIDE);
    await waitFor(() => expect(businessApi.endpoints.getBusiness.select()(store.getState()).data).toBeTruthy());
    const dialog = await quoteFarTrip();
    expect(within(dialog).getByText('We can only provide service within 60 miles of Logan, UT.')).toBeTruthy();
  });
});

describe('StepDetails in Spanish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('words the route, the schedule and the actions in Spanish', async () => {
    await showLanguage('es');
    answerOutOfArea();
    renderDetails('ride', RIDE);
    expect(screen.getByRole('heading', { name: 'Detalles del viaje' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ruta' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fecha y hora' })).toBeTruthy();
    expect(screen.getByLabelText('Lugar de recogida')).toBeTruthy();
    expect(screen.getByLabelText('Destino')).toBeTruthy();
    expect(screen.getByLabelText('Fecha')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
    expect((await screen.findByTestId('date-limits')).textContent).toBe('Se puede reservar con un máximo de 60 días de anticipación.');
    for (const english of ['Ride details', 'Route', 'Pickup location', 'Schedule', 'Get Quote', 'Bookings can be made']) {
      expect(screen.queryByText(english, { exact: false })).toBeNull();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Ver cotización' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubicación fuera del área de servicio' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('button', { name: 'Cambiar direcciones' })).toBeTruthy();
  });
});
