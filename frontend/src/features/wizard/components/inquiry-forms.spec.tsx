import { INQUIRY_MESSAGES } from '@domain/inquiry-rules.js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { StepInquiry } from '@/features/wizard/components/step-inquiry';
import { initialWizardState, LONG_HAUL_QUOTE, type WizardState } from '@/features/wizard/wizard-slice';
import type { LongHaulLead } from '@/features/wizard/wizard-types';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import { showLanguage } from '@/lib/i18n';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const BUSINESS = businessResponse();

/** Answers /api/business, and each inquiry POST with `status` and `body`; returns the POSTed bodies. */
function answerInquiries(status: number, body: unknown): unknown[] {
  const posted: unknown[] = [];
  stubFetch(async (request) => {
    if (request.url.endsWith('/api/business')) return jsonResponse(BUSINESS);
    posted.push(await request.json());
    return jsonResponse(body, status);
  });
  return posted;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderStep(wizard: Partial<WizardState>) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<StepInquiry />} />
      <Route path="/confirmation" element={<Where />} />
    </Routes>,
    { preloadedState: { wizard: { ...initialWizardState, step: 'inquiry', ...wizard } } },
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillContact() {
  type('Name', 'Ann Lee');
  type('Email', 'ann@example.com');
  type('Phone', '801 555 0101');
}

/** The lazy form has arrived. */
const formLoaded = () => screen.findByRole('button', { name: 'Send Inquiry' }, { timeout: 10_000 });

/** The dialog's footer button (its X icon button is also named 'Close'). */
const closeButton = () => screen.getAllByRole('button', { name: 'Close' }).at(-1)!;

const storedInquiry = () => JSON.parse(sessionStorage.getItem('inquiryDetails') ?? 'null');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// antd forms in jsdom are slow, more so on a busy machine; the forms also load lazily.
describe('inquiry forms', { timeout: 30_000 }, () => {
  it('long haul: an empty send shows the shared messages and calls nothing', async () => {
    const posted = answerInquiries(201, {});
    renderStep({ serviceType: 'longHaul' });
    fireEvent.click(await formLoaded());
    for (const text of [
      INQUIRY_MESSAGES.name,
      INQUIRY_MESSAGES.email,
      INQUIRY_MESSAGES.phone,
      INQUIRY_MESSAGES.pickupLocation,
      INQUIRY_MESSAGES.deliveryLocation,
      INQUIRY_MESSAGES.itemDescription,
    ]) {
      expect(await screen.findByText(text, {}, { timeout: 5_000 })).toBeTruthy();
    }
    expect(posted).toEqual([]);
  });

  it('long haul: a refused send shows the server message and keeps the form', async () => {
    const limit = 'You have sent several inquiries already. Please call us or try again later.';
    const posted = answerInquiries(429, { statusCode: 429, error: 'Too Many Requests', message: limit });
    renderStep({ serviceType: 'longHaul' });
    await formLoaded();
    fillContact();
    type('Pickup location', 'Ogden, UT');
    type('Delivery location', 'Boise, ID');
    type('What needs to be carried', 'A piano');
    fireEvent.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    const alert = await screen.findByTestId('inquiry-send-error', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain(limit);
    expect(posted).toEqual([
      {
        name: 'Ann Lee',
        email: 'ann@example.com',
        phone: '801 555 0101',
        pickupLocation: 'Ogden, UT',
        deliveryLocation: 'Boise, ID',
        itemDescription: 'A piano',
      },
    ]);
    expect((screen.getByLabelText('Pickup location') as HTMLInputElement).value).toBe('Ogden, UT');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedInquiry()).toBeNull();
  });

  describe('long haul from an out-of-area trip', () => {
    const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
    const PROVO = '100 N University Ave, Provo, UT 84601, USA';
    const day = dayjs().add(10, 'day').format(DAY_FORMAT);
    const lead: LongHaulLead = {
      fromService: 'ride',
      trip: {
        pickupLocation: OGDEN,
        destinationLocation: PROVO,
        serviceDate: day,
        serviceTimeMinutes: 600,
        serviceDetails: { passengers: '3', luggage: 'large', needsRoofRack: 'no', instructions: '' },
      },
      distanceMiles: 78.4,
    };
    const renderLead = () => renderStep({ serviceType: 'longHaul', quote: LONG_HAUL_QUOTE, longHaulLead: lead });
    const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

    it('starts from the trip: both addresses, the load, the day and the measured miles, all sent', async () => {
      const posted = answerInquiries(201, { success: true, id: 'x', message: 'Thank you' });
      renderLead();
      await formLoaded();
      expect(screen.getByText(/Your ride goes beyond our service area/)).toBeTruthy();
      expect([value('Pickup location'), value('Delivery location'), value('What needs to be carried')]).toEqual([
        OGDEN,
        PROVO,
        'Ride for 3 passengers, 3 or more suitcases.',
      ]);
      expect(screen.getByTestId('long-haul-distance').textContent).toBe(
        'Road distance: about 78.4 miles, as we measured it for your ride. It is sent with your inquiry.',
      );
      // What the trip did not say stays for the customer: contact, weight, size, how firm the date is.
      expect([value('Name'), value(/^Approximate weight/), value(/^Approximate size/)]).toEqual(['', '', '']);

      fillContact();
      fireEvent.click(screen.getByRole('button', { name: 'Send Inquiry' }));
      expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeTruthy();
      expect(posted).toEqual([
        {
          name: 'Ann Lee',
          email: 'ann@example.com',
          phone: '801 555 0101',
          pickupLocation: OGDEN,
          deliveryLocation: PROVO,
          itemDescription: `Ride for 3 passengers, 3 or more suitcases.\n\nSent from a ride quote outside the service area: about 78.4 road miles from ${OGDEN} to ${PROVO}.`,
          preferredDate: day,
        },
      ]);
    });

    it('drops the miles once an address is changed: they measured the other route', async () => {
      const posted = answerInquiries(201, { success: true, id: 'x', message: 'Thank you' });
      renderLead();
      await formLoaded();
      fillContact();
      type('Delivery location', '1 Capitol Ave, Boise, ID, USA');
      await waitFor(() =>
        expect(screen.getByTestId('long-haul-distance').textContent).toBe('We will measure the road distance between these addresses ourselves.'),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Send Inquiry' }));
      expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeTruthy();
      expect(posted[0]).toMatchObject({
        deliveryLocation: '1 Capitol Ave, Boise, ID, USA',
        itemDescription: 'Ride for 3 passengers, 3 or more suitcases.\n\nSent from a ride quote outside the service area.',
      });
    });

    it('Back returns to the ride details to change the trip', async () => {
      answerInquiries(201, {});
      const { store } = renderLead();
      await formLoaded();
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(store.getState().wizard).toMatchObject({ step: 'details', serviceType: 'ride', details: lead.trip, longHaulLead: null });
    });
  });

  it('bulk rides: the thank-you dialog follows even a failed send, which is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const posted = answerInquiries(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' });
    const { store } = renderStep({ serviceType: 'subscription', bulkPanelOpen: true, bulk: { addressesVary: true, planType: 'premium' } });
    await formLoaded();
    // recipientEmail comes from the owner's profile; let it arrive first.
    await waitFor(() => expect(store.getState().api.queries['getBusiness(undefined)']?.status).toBe('fulfilled'), { timeout: 5_000 });
    fillContact();
    type('Details', 'Weekly clinic visits');
    fireEvent.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('boom'));
    expect(posted[0]).toMatchObject({
      inquiryType: 'bulk-rides',
      recipientEmail: 'owner@example.com',
      details: expect.stringContaining('Premium: 8 rides, 10% off'),
    });
    expect(storedInquiry()).toEqual({ type: 'bulk-rides', name: 'Ann Lee', email: 'ann@example.com', phone: '801 555 0101' });

    fireEvent.click(closeButton());
    expect((await screen.findByTestId('where')).textContent).toBe('/confirmation?type=bulk-rides');
    expect(store.getState().wizard.step).toBe('service');
  });

  it('handyman: a sent inquiry shows the dialog; closing it opens the confirmation', async () => {
    const posted = answerInquiries(201, { success: true, id: 'x', message: 'Thank you' });
    renderStep({ serviceType: 'handyman' });
    await formLoaded();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    fillContact();
    type('Job address', '1 Main St, Ogden, UT');
    type('What needs doing', 'Mount a TV');
    fireEvent.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeTruthy();
    expect(posted).toEqual([
      { name: 'Ann Lee', email: 'ann@example.com', phone: '801 555 0101', jobAddress: '1 Main St, Ogden, UT', jobDescription: 'Mount a TV' },
    ]);
    expect(storedInquiry()).toMatchObject({ type: 'handyman' });
    fireEvent.click(closeButton());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/confirmation?type=handyman'), { timeout: 5_000 });
  });
});

describe('inquiry forms in Spanish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  const sendButton = () => screen.findByRole('button', { name: 'Enviar consulta' }, { timeout: 10_000 });

  it('handyman: the form, its messages and the thank-you dialog speak Spanish', async () => {
    await showLanguage('es');
    answerInquiries(201, { success: true, id: 'x', message: 'Thank you' });
    renderStep({ serviceType: 'handyman' });
    fireEvent.click(await sendButton());
    expect(screen.getByRole('heading', { name: 'Consulta de servicios de reparaciones' })).toBeTruthy();
    for (const text of [
      'El nombre debe tener al menos 2 caracteres',
      'Escriba un correo electrónico válido',
      'Escriba un número de teléfono válido (al menos 10 dígitos)',
      'La dirección del trabajo es obligatoria',
      'Describa qué hay que hacer',
    ]) {
      expect(await screen.findByText(text, {}, { timeout: 5_000 })).toBeTruthy();
    }
    expect(screen.getByText('Sus datos de contacto')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
    for (const english of ['Name', 'Job address', 'What needs doing', 'Preferred date', INQUIRY_MESSAGES.name]) expect(screen.queryByText(english)).toBeNull();

    type('Nombre', 'Ann Lee');
    type('Correo electrónico', 'ann@example.com');
    type('Teléfono', '801 555 0101');
    type('Dirección del trabajo', '1 Main St, Ogden, UT');
    type('Qué hay que hacer', 'Colgar un televisor');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(await screen.findByRole('dialog', { name: '¡Gracias!' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(/Gracias por su consulta/)).toBeTruthy();
  });

  it('long haul from an out-of-area delivery: the intro and the measured miles in Spanish', async () => {
    await showLanguage('es');
    answerInquiries(201, {});
    const lead: LongHaulLead = {
      fromService: 'delivery',
      trip: {
        pickupLocation: 'Ogden, UT',
        destinationLocation: 'Provo, UT',
        serviceDate: null,
        serviceTimeMinutes: null,
        serviceDetails: { packageSize: 'small', packageWeight: 'light', perishable: 'no', instructions: '' },
      },
      distanceMiles: 78.4,
    };
    renderStep({ serviceType: 'longHaul', quote: LONG_HAUL_QUOTE, longHaulLead: lead });
    await sendButton();
    expect(screen.getByText(/^Su entrega va más allá de nuestra zona de servicio/)).toBeTruthy();
    expect(screen.getByTestId('long-haul-distance').textContent).toMatch(/^Distancia por carretera: unas 78\.4 millas, según la medimos para su entrega/);
    expect(screen.getByLabelText('Lugar de recogida')).toBeTruthy();
    expect(screen.getByLabelText('Qué hay que llevar')).toBeTruthy();
  });

  it('long haul: a send that never reached the server says so in Spanish and keeps the form', async () => {
    await showLanguage('es');
    stubFetch(async (request) => {
      if (request.url.endsWith('/api/business')) return jsonResponse(BUSINESS);
      throw new TypeError('Failed to fetch');
    });
    renderStep({ serviceType: 'longHaul' });
    await sendButton();
    type('Nombre', 'Ann Lee');
    type('Correo electrónico', 'ann@example.com');
    type('Teléfono', '801 555 0101');
    type('Lugar de recogida', 'Ogden, UT');
    type('Lugar de entrega', 'Boise, ID');
    type('Qué hay que llevar', 'Un piano');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    const alert = await screen.findByTestId('inquiry-send-error', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('Su consulta no se envió');
    expect(alert.textContent).toContain('No pudimos comunicarnos con nuestro servidor.');
    expect(alert.textContent).toContain('También puede llamarnos al');
    expect((screen.getByLabelText('Lugar de recogida') as HTMLInputElement).value).toBe('Ogden, UT');
  });
});
