import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StepService } from '@/features/wizard/components/step-service';
import { initialWizardState } from '@/features/wizard/wizard-slice';
import { showLanguage } from '@/lib/i18n';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

describe('StepService', () => {
  // The plan panel is its own chunk; import it up front so a cold transform does not eat the test's time.
  beforeAll(async () => {
    await import('@/features/wizard/components/bulk-options-panel');
  }, 60_000);
  // jsdom does not lay out, so it has no scrollIntoView; the panel calls it to come into view.
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    vi.unstubAllGlobals();
  });

  it('renders the six service cards', () => {
    renderWithProviders(<StepService />);
    expect(screen.getByRole('heading', { name: 'Rides and Deliveries' })).toBeTruthy();
    for (const id of ['delivery', 'ride', 'chauffeur', 'subscription', 'longHaul', 'handyman']) {
      expect(screen.getByTestId(`service-card-${id}`)).toBeTruthy();
    }
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(6);
  });

  it("shows the server's starting prices, and no price of its own before they arrive", async () => {
    // The owner's table, not the build's: a raised minimum fare and hourly price.
    const business = businessResponse();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(async () => {
      await answered;
      return jsonResponse({ ...business, prices: { ...business.prices, startingAtCents: { delivery: 2450, ride: 2500, chauffeur: 13000 } } });
    });
    renderWithProviders(<StepService />);
    const price = (id: string) => screen.getByTestId(`service-price-${id}`).textContent;
    // A blank line holds the price's place (as in the page prerendered at build time): no figure to go stale.
    expect(price('ride')).toBe('\u00a0');
    expect(screen.getByTestId('service-price-ride').getAttribute('aria-hidden')).toBe('true');
    expect(price('handyman')).toBe('Custom quote');

    answer();
    await waitFor(() => expect(price('ride')).toBe('Starting at $25'));
    expect(price('delivery')).toBe('Starting at $24.50');
    expect(price('chauffeur')).toBe('Starting at $130');
    expect(price('subscription')).toBe('Custom quote');
    expect(screen.getByTestId('service-price-ride').getAttribute('aria-hidden')).toBeNull();
  });

  it('choosing a ride advances the wizard to details', () => {
    const { store } = renderWithProviders(<StepService />);
    fireEvent.click(screen.getByTestId('service-card-ride'));
    expect(store.getState().wizard).toMatchObject({ step: 'details', serviceType: 'ride' });
  });

  it('subscription opens the bulk panel (loaded on demand) and the button label follows the checkbox', async () => {
    const { store } = renderWithProviders(<StepService />);
    expect(screen.queryByRole('button', { name: 'Select Addresses' })).toBeNull();

    fireEvent.click(screen.getByTestId('service-card-subscription'));
    expect(store.getState().wizard.step).toBe('service');
    expect(await screen.findByRole('button', { name: 'Select Addresses' })).toBeTruthy();
    expect(screen.getByText('Select plan type')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Destinations and origins will vary ride to ride' }));
    expect(screen.getByRole('button', { name: 'Proceed to Inquiry Form' })).toBeTruthy();
    expect(store.getState().wizard.bulk.addressesVary).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Destinations and origins will vary ride to ride' }));
    expect(screen.getByRole('button', { name: 'Select Addresses' })).toBeTruthy();
  });

  it('opens the bulk panel right under its card, before the inquiry-only cards, and brings it into view', async () => {
    renderWithProviders(<StepService />);
    fireEvent.click(screen.getByTestId('service-card-subscription'));
    const panel = await screen.findByTestId('bulk-options-panel');
    const card = screen.getByTestId('service-card-subscription');
    const next = screen.getByTestId('service-card-longHaul');
    expect(card.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
  });

  it('does not scroll to a panel that was already open when the customer came back to step 1', async () => {
    renderWithProviders(<StepService />, {
      preloadedState: { wizard: { ...initialWizardState, serviceType: 'subscription', bulkPanelOpen: true } },
    });
    await screen.findByTestId('bulk-options-panel');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('cards respond to the keyboard', () => {
    const { store } = renderWithProviders(<StepService />);
    fireEvent.keyDown(screen.getByTestId('service-card-delivery'), { key: 'Enter' });
    expect(store.getState().wizard).toMatchObject({ step: 'details', serviceType: 'delivery' });
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it('shows the cards, prices and plan panel in Spanish', async () => {
      await showLanguage('es');
      stubFetch(() => jsonResponse(businessResponse()));
      renderWithProviders(<StepService />);
      expect(screen.getByRole('heading', { name: 'Viajes y entregas' })).toBeTruthy();
      expect(screen.getByText('Entrega de paquetes')).toBeTruthy();
      expect(screen.getByText('Chofer personal')).toBeTruthy();
      expect(screen.getByTestId('service-price-handyman').textContent).toBe('Cotización personalizada');
      await waitFor(() => expect(screen.getByTestId('service-price-ride').textContent).toMatch(/^Desde \$/));

      fireEvent.click(screen.getByTestId('service-card-subscription'));
      const panel = await screen.findByTestId('bulk-options-panel');
      expect(panel.textContent).toContain('Opciones de paquetes de viajes');
      expect(panel.textContent).toContain('Los destinos y orígenes cambiarán de un viaje a otro');
      expect(screen.getByRole('button', { name: 'Elegir direcciones' })).toBeTruthy();
      for (const english of ['Rides and Deliveries', 'Package Delivery', 'Custom quote', 'Bulk ride options', 'Select Addresses']) {
        expect(screen.queryByText(english)).toBeNull();
      }
    });
  });
});
