import type { PublicBooking } from '@contracts/public-booking.contract.js';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmationView } from '@/features/confirmation/components/confirmation-view';
import type { ConfirmationQuery } from '@/features/confirmation/confirmation-rules';
import { showLanguage } from '@/lib/i18n';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const ID = 'bk_AAAAAAAAAAAAAAAAAAAAAAAA';
const query: ConfirmationQuery = { code: null, type: null, status: 'confirmed', id: ID, name: null, email: null, phone: null };

const paidRide: PublicBooking = {
  id: ID,
  reference: 'ABC2345',
  status: 'pending',
  serviceType: 'ride',
  distance: 3.2,
  bookingDate: '2030-05-01',
  bookingTime: '10:00',
  bookingTimeText: '10:00',
  pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
  destinationLocation: '3848 Harrison Blvd, Ogden, UT 84408, USA',
  totalPrice: 42.5,
  fullName: 'Jamie Rivera',
  email: 'jamie@example.com',
  phone: '8015550123',
  paymentStatus: 'paid',
  cardPayment: { amount: 42.5, paidAt: '2030-04-28T16:00:00.000Z', receiptEmail: 'jamie@example.com' },
  planName: null,
  hasCalendarEvent: true,
  manageUrl: null,
};

/** The API as the page reads it: the business and this one booking. */
function serve(booking: PublicBooking): void {
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/business') return jsonResponse(businessResponse());
    if (path === `/api/bookings/${ID}`) return jsonResponse(booking);
    return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
}

describe(ConfirmationView.name, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('says what the card paid, where the receipt went, and offers the calendar file', async () => {
    // The saved summary is from before the payment; what was paid comes from the server.
    sessionStorage.setItem('bookingDetails', JSON.stringify({ bookingId: ID, serviceType: 'ride', totalPrice: 42.5, paymentRequired: true }));
    serve(paidRide);
    renderWithProviders(<ConfirmationView query={query} />);
    expect(await screen.findByText('Paid $42.50')).toBeTruthy();
    expect(screen.getByText('A receipt was e-mailed to jamie@example.com.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking Request Received');
    const link = screen.getByRole('link', { name: /Add to calendar/ });
    expect(link.getAttribute('href')).toBe(`/api/bookings/${ID}/calendar.ics`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it("links the customer's manage page when the server gives its link, and keeps the e-mail way", async () => {
    const manageUrl = 'http://localhost/manage/abcdefghijklmnopqrstuv';
    serve({ ...paidRide, manageUrl });
    renderWithProviders(<ConfirmationView query={query} />);
    const link = await screen.findByRole('link', { name: 'View or cancel your booking' });
    expect(link.getAttribute('href')).toBe(manageUrl);
    expect((await screen.findByTestId('cancel-by-email')).textContent).toBe('E-mail us to cancel your booking');
  });

  it('offers no manage link without one from the server', async () => {
    serve(paidRide);
    renderWithProviders(<ConfirmationView query={query} />);
    expect(await screen.findByText('Paid $42.50')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View or cancel your booking' })).toBeNull();
  });

  it('keeps the request wording, without a paid line, for a booking not paid by card', async () => {
    serve({ ...paidRide, paymentStatus: 'unpaid', cardPayment: null });
    renderWithProviders(<ConfirmationView query={query} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Booking Request Received');
    expect(await screen.findByTestId('confirmation-reference')).toBeTruthy();
    expect(screen.queryByText(/^Paid /)).toBeNull();
    expect(screen.queryByText(/receipt/)).toBeNull();
  });

  it('reads a paid plan as a purchase, with no calendar file when it has no date', async () => {
    serve({
      ...paidRide,
      serviceType: 'subscription',
      bookingDate: 'N/A',
      bookingTime: 'N/A',
      bookingTimeText: 'N/A',
      totalPrice: 420,
      planName: 'Premium',
      hasCalendarEvent: false,
      cardPayment: { amount: 420, paidAt: '2030-04-28T16:00:00.000Z', receiptEmail: 'jamie@example.com' },
    });
    renderWithProviders(<ConfirmationView query={query} />);
    expect(await screen.findByText('Plan Purchased')).toBeTruthy();
    expect(screen.getByText('Your Premium plan is active.')).toBeTruthy();
    expect(screen.getByText('Paid $420.00')).toBeTruthy();
    expect(screen.queryByText(/booking request/i)).toBeNull();
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).toBeNull();
  });

  it("shows the ride pack a plan ride used: what is left, until when, and the pack's history", async () => {
    serve({
      ...paidRide,
      totalPrice: 0,
      paymentStatus: 'not-required',
      cardPayment: null,
      ridePack: {
        id: 'c0de0000-0000-4000-8000-000000000001',
        code: 'PLAN-7KQ2M9XA',
        description: 'Premium plan: 4 rides',
        totalRides: 4,
        ridesUsed: 2,
        ridesLeft: 2,
        expiresAt: '2027-11-24T16:00:00.000Z',
        expired: false,
        entries: [
          { kind: 'bought', rides: 4, bookingReference: null, at: '2026-11-24T16:00:00.000Z' },
          { kind: 'used', rides: -1, bookingReference: 'K7Q2XM', at: '2026-11-25T16:00:00.000Z' },
          { kind: 'used', rides: -1, bookingReference: 'ABC2345', at: '2026-11-26T16:00:00.000Z' },
        ],
      },
    });
    renderWithProviders(<ConfirmationView query={query} />);
    const pack = await screen.findByRole('region', { name: /Your ride pack/ });
    expect(within(pack).getByTestId('ride-pack-balance').textContent).toBe('2 of 4 rides left');
    expect(within(pack).getByTestId('ride-pack-validity').textContent).toBe('Valid until Nov 24, 2027');
    expect(within(pack).getByText('Ride used: booking 254-ABC2345')).toBeTruthy();
  });

  it('shows no ride pack for a booking that used none', async () => {
    serve(paidRide);
    renderWithProviders(<ConfirmationView query={query} />);
    expect(await screen.findByText('Paid $42.50')).toBeTruthy();
    expect(screen.queryByTestId('ride-pack')).toBeNull();
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it('words the paid booking, its facts and its links in Spanish', async () => {
      await showLanguage('es');
      serve({ ...paidRide, manageUrl: 'http://localhost/manage/abcdefghijklmnopqrstuv' });
      renderWithProviders(<ConfirmationView query={query} />);
      expect(await screen.findByText('Pagado: $42.50')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recibimos su solicitud de reservación');
      expect(screen.getByText('Le enviamos el recibo a jamie@example.com.')).toBeTruthy();
      const facts = screen.getByTestId('confirmation-details');
      expect(within(facts).getByText('Servicio de transporte')).toBeTruthy();
      expect(within(facts).getByText('1 de mayo de 2030')).toBeTruthy();
      expect(screen.getByRole('link', { name: /Agregar al calendario/ })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ver o cancelar su reservación' })).toBeTruthy();
      expect((await screen.findByTestId('cancel-by-email')).textContent).toBe('Escríbanos para cancelar su reservación');
      expect(screen.getByRole('button', { name: 'Reservar otro servicio' })).toBeTruthy();
      expect(await screen.findByText(/¿Preguntas\? Comuníquese con/)).toBeTruthy();
      expect(screen.queryByText(/Booking Request|Paid \$|receipt|Add to calendar|View or cancel|Book Another|Visit Main|Questions\?/)).toBeNull();
    });

    it('thanks for an inquiry in Spanish', async () => {
      await showLanguage('es');
      serve(paidRide);
      renderWithProviders(<ConfirmationView query={{ ...query, id: null, type: 'handyman', name: 'Jamie Rivera' }} />);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Gracias por su consulta');
      expect(screen.getByText('Le responderemos en un día hábil con una cotización a su medida.')).toBeTruthy();
      expect(screen.getByText('Nos comunicaremos con usted a')).toBeTruthy();
      expect(screen.getByText('Nombre')).toBeTruthy();
      expect(screen.queryByText(/Thank You|We will/)).toBeNull();
    });
  });
});
