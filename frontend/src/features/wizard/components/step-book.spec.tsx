import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateBookingRequest, CreateBookingResponse } from '@contracts/public-booking.contract.js';
import { cancellationPolicyText } from '@domain/cancellation-policy.js';
import { SERVICE_TYPES } from '@domain/service-types.js';
import { StepBook } from '@/features/wizard/components/step-book';
import { StepBookPolicy } from '@/features/wizard/components/step-book-policy';
import { initialWizardState, type WizardState } from '@/features/wizard/wizard-slice';
import type { Quote, TripDetails } from '@/features/wizard/wizard-types';
import { showLanguage } from '@/lib/i18n';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const RIDE: TripDetails = {
  pickupLocation: '1 Main St, Ogden, UT',
  destinationLocation: '2 State St, Salt Lake City, UT',
  serviceDate: '2030-05-14',
  serviceTimeMinutes: 9 * 60 + 15,
  serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'no', instructions: '' },
};
const QUOTE: Quote = {
  distanceMiles: 12,
  withinServiceArea: true,
  serviceAreaMessage: null,
  totalCents: 4250,
  breakdown: [],
  cancellationTerms: [{ say: 'ifBookedFreeAfterBooking', minutes: 10, fee: { amount: 20, percent: null }, windowMinutes: 360, windowBefore: 'start' }],
};

const CREATED: CreateBookingResponse = {
  booking: {
    id: 'bk_1',
    reference: 'ABCD2345',
    serviceType: 'ride',
    pickupLocation: RIDE.pickupLocation,
    destinationLocation: RIDE.destinationLocation,
    distance: 12,
    totalPrice: 42.5,
    fullName: 'Quinn Adams',
    email: 'quinn@example.com',
    phone: '(801) 555-0177',
    paymentStatus: 'unpaid',
    status: 'pending',
    serviceDate: '2030-05-14',
    serviceTime: '09:15',
    serviceTimeText: '09:15',
    priceBreakdown: [],
  },
  paymentRequired: false,
  squarePaymentInfo: null,
  codeApplied: false,
  subscriptionCode: null,
};

/** Answers the booking step's calls; returns the bodies create-booking was sent. */
function serve(business = businessResponse(), refusals: Response[] = []): CreateBookingRequest[] {
  const bookings: CreateBookingRequest[] = [];
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/business') return jsonResponse(business);
    if (path === '/api/create-booking') {
      bookings.push((await request.json()) as CreateBookingRequest);
      return refusals.shift() ?? jsonResponse(CREATED, 201);
    }
    // The slot recheck: still free.
    return jsonResponse({ available: true, error: null, message: null, nextAvailable: null });
  });
  return bookings;
}

function renderStep(wizard: Partial<WizardState> = {}) {
  return renderWithProviders(<StepBook />, {
    preloadedState: { wizard: { ...initialWizardState, step: 'book', serviceType: 'ride', details: RIDE, quote: QUOTE, ...wizard } },
  });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function book(options: { textMe: boolean }) {
  fill('Full name', 'Quinn Adams');
  fill('Email', 'quinn@example.com');
  fill('Phone', '(801) 555-0177');
  if (options.textMe) fireEvent.click(screen.getByLabelText('Text me reminders'));
  fireEvent.click(screen.getByTestId('legal-agreement'));
  // Once the slot recheck has answered ('Checking Availability...' until then).
  const purchase = (await screen.findByText('Purchase Now')).closest('button')!;
  await waitFor(() => expect(purchase.disabled).toBe(false));
  fireEvent.click(purchase);
}

describe(StepBook.name, { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("states the server's terms for cancelling right after booking above the policy, before the customer pays", async () => {
    serve();
    renderStep();
    const policy = await screen.findByRole('region', { name: 'Cancellation policy' });
    expect(
      await within(policy).findByText(
        'If you book now, cancelling is free for 10 minutes after booking. After that it costs a $20.00 fee: it is less than 6 hours before the start.',
      ),
    ).toBeTruthy();
  });

  it('shows what was typed before going back or reloading, and keeps each new keystroke in the wizard', async () => {
    serve();
    const { store } = renderStep({ contact: { fullName: 'Quinn Adams', phone: '(801) 555-0177' } });
    expect((await screen.findByLabelText<HTMLInputElement>('Full name')).value).toBe('Quinn Adams');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('(801) 555-0177');
    fill('Email', 'quinn@example.com');
    expect(store.getState().wizard.contact).toEqual({ fullName: 'Quinn Adams', phone: '(801) 555-0177', email: 'quinn@example.com' });
  });

  it('answers a time taken at purchase on the form: the next free time taken there, then booked', async () => {
    const taken = jsonResponse(
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'This time slot is already booked. Please select another time.',
        code: 'SLOT_UNAVAILABLE',
        reason: 'SLOT_TAKEN',
        nextAvailable: { date: '2030-05-14', time: '11:30' },
      },
      409,
    );
    const bookings = serve(businessResponse(), [taken]);
    const { store } = renderStep();
    await screen.findByLabelText('Text me reminders');
    await book({ textMe: false });
    const alert = await screen.findByTestId('taken-at-purchase');
    expect(alert.textContent).toContain('This time slot is already booked. Please select another time.');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Take Tue, May 14 at 11:30 AM instead' }));
    expect(store.getState().wizard.details).toMatchObject({ serviceDate: '2030-05-14', serviceTimeMinutes: 11 * 60 + 30 });
    expect(store.getState().wizard.step).toBe('book');
    // The new time is checked again before it can be bought.
    await waitFor(() => expect(screen.getByText('Purchase Now').closest('button')!.disabled).toBe(false));
    fireEvent.click(screen.getByText('Purchase Now').closest('button')!);
    await waitFor(() => expect(bookings).toHaveLength(2));
    expect(bookings[1]).toMatchObject({ serviceDate: '2030-05-14', serviceTime: '11:30', fullName: 'Quinn Adams' });
  });

  it('takes the customer to the first field to fix when the form is sent incomplete', async () => {
    const bookings = serve();
    renderStep();
    await screen.findByLabelText('Text me reminders');
    fill('Phone', '(801) 555-0177');
    fireEvent.click(screen.getByTestId('legal-agreement'));
    const purchase = (await screen.findByText('Purchase Now')).closest('button')!;
    await waitFor(() => expect(purchase.disabled).toBe(false));
    fireEvent.click(purchase);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    expect(bookings).toEqual([]);
  });

  it('offers "Text me reminders" beside the phone, off until ticked, and says how to stop them', async () => {
    serve();
    renderStep();
    const box = await screen.findByLabelText<HTMLInputElement>('Text me reminders');
    expect(box.checked).toBe(false);
    expect(screen.getByText('A text to this number 2 hours before your booking; reply STOP to end them.')).toBeTruthy();
  });

  it('does not offer reminder texts when the business sends none', async () => {
    serve(businessResponse({ textReminders: { offered: false, hoursBefore: 2 } }));
    const { store } = renderStep();
    // Judged once the business's answer is in the store (the form has rendered with it).
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"textReminders":{"offered":false'));
    await screen.findByLabelText('Full name');
    expect(screen.queryByLabelText('Text me reminders')).toBeNull();
  });

  it("names the owner's lead time for the reminder text", async () => {
    serve(businessResponse({ textReminders: { offered: true, hoursBefore: 1 } }));
    renderStep();
    expect(await screen.findByText('A text to this number 1 hour before your booking; reply STOP to end them.')).toBeTruthy();
  });

  it('sends textReminders false when the box is left alone', async () => {
    const bookings = serve();
    renderStep();
    await screen.findByLabelText('Text me reminders');
    await book({ textMe: false });
    await waitFor(() => expect(bookings).toHaveLength(1));
    expect(bookings[0]).toMatchObject({ phone: '(801) 555-0177', textReminders: false });
  });

  it('sends textReminders true when the customer ticks it', async () => {
    const bookings = serve();
    renderStep();
    await screen.findByLabelText('Text me reminders');
    await book({ textMe: true });
    await waitFor(() => expect(bookings).toHaveLength(1));
    expect(bookings[0]).toMatchObject({ textReminders: true });
  });

  it('does not offer reminders for a plan bought without a date', async () => {
    serve();
    renderStep({
      serviceType: 'subscription',
      details: {
        ...RIDE,
        serviceDate: null,
        serviceTimeMinutes: null,
        serviceDetails: { planType: 'basic', frequency: 'monthly', addressesVary: true, details: '', isNonRefundable: true },
      },
    });
    await screen.findByLabelText('Phone');
    expect(screen.queryByLabelText('Text me reminders')).toBeNull();
  });
});

describe(StepBookPolicy.name, () => {
  it.each(SERVICE_TYPES)('words the %s policy as the mails do (cancellationPolicyText)', (serviceType) => {
    renderWithProviders(<StepBookPolicy serviceType={serviceType} termsNow={null} id="policy" />);
    expect(screen.getByText(cancellationPolicyText(serviceType))).toBeTruthy();
  });
});

describe('StepBook in Spanish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await showLanguage('en');
  });

  it('shows the booking form, the payment and the policy in Spanish', async () => {
    await showLanguage('es');
    serve();
    renderStep();
    expect(await screen.findByRole('heading', { name: 'Reserve su viaje' })).toBeTruthy();
    expect(screen.getByLabelText('Nombre completo')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
    expect(await screen.findByLabelText('Envíenme recordatorios por mensaje de texto')).toBeTruthy();
    expect(screen.getByText(/irá a nuestra página de pago segura para pagar \$42\.50 con tarjeta/)).toBeTruthy();
    const policy = screen.getByRole('region', { name: 'Política de cancelación' });
    expect(within(policy).getByText(/Los viajes se pueden cancelar sin costo hasta 6 horas antes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'términos del servicio (se abre en una pestaña nueva)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Comprar ahora')).toBeTruthy());
    for (const english of ['Full name', 'Purchase Now', 'Summary', 'Cancellation policy', 'Payment']) expect(screen.queryByText(english)).toBeNull();
  });

  it('answers a time taken at purchase in Spanish, with the next free day in Spanish', async () => {
    await showLanguage('es');
    const taken = jsonResponse(
      { statusCode: 409, error: 'Conflict', message: 'Slot taken.', code: 'SLOT_UNAVAILABLE', nextAvailable: { date: '2030-05-14', time: '11:30' } },
      409,
    );
    serve(businessResponse(), [taken]);
    renderStep();
    await screen.findByLabelText('Envíenme recordatorios por mensaje de texto');
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Quinn Adams' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'quinn@example.com' } });
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '(801) 555-0177' } });
    fireEvent.click(screen.getByTestId('legal-agreement'));
    const purchase = (await screen.findByText('Comprar ahora')).closest('button')!;
    await waitFor(() => expect(purchase.disabled).toBe(false));
    fireEvent.click(purchase);
    const alert = await screen.findByTestId('taken-at-purchase');
    expect(within(alert).getByText('Alguien acaba de reservar este horario')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Tomar el martes 14 de mayo a las 11:30 a.m.' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Elegir otro horario' })).toBeTruthy();
  });
});
