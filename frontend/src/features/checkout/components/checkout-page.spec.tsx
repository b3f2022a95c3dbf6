import type { PublicBooking } from '@contracts/public-booking.contract.js';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { showLanguage } from '@/lib/i18n';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const ID = 'bk_AAAAAAAAAAAAAAAAAAAAAAAA';

const unpaidRide: PublicBooking = {
  id: ID,
  reference: 'ABC2345',
  status: 'pending',
  serviceType: 'ride',
  distance: 3.2,
  bookingDate: '2030-11-24',
  bookingTime: '10:00',
  bookingTimeText: '10:00',
  pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
  destinationLocation: '3848 Harrison Blvd, Ogden, UT 84408, USA',
  totalPrice: 42.5,
  fullName: 'Jamie Rivera',
  email: 'jamie@example.com',
  phone: '8015550123',
  paymentStatus: 'unpaid',
  cardPayment: null,
  planName: null,
  hasCalendarEvent: true,
  manageUrl: null,
};

/** The API as the checkout reads it, in test mode; the payment answers with `payment`. */
function serve(payment: () => Response): void {
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/business') return jsonResponse(businessResponse());
    if (path === `/api/bookings/${ID}`) return jsonResponse(unpaidRide);
    if (path === `/api/bookings/${ID}/checkout`) return jsonResponse({ holdExpiresAt: '2030-11-24T16:45:00.000Z' });
    if (path === '/api/square/config') return jsonResponse({ environment: 'test', applicationId: null, locationId: null, testMode: true });
    if (path === '/api/process-square-payment') return payment();
    return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
}

const paid = () => jsonResponse({ success: true, subscriptionCode: null, payment: { id: 'p1', status: 'COMPLETED', method: 'test' } });

describe(CheckoutPage.name, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sums up the booking, says how long the slot is held, and thanks for the payment', async () => {
    serve(paid);
    renderWithProviders(<CheckoutPage bookingId={ID} />);
    const summary = await screen.findByTestId('checkout-summary');
    expect(within(summary).getByText('Ride Service')).toBeTruthy();
    expect(within(summary).getByText(/^Nov 24, 2030 at 10:00 AM/)).toBeTruthy();
    expect(within(summary).getByText('3 miles')).toBeTruthy();
    expect((await screen.findByTestId('checkout-hold')).textContent).toMatch(/^Your time slot is held until 9:45 AM.*Please complete payment before then\.$/);
    fireEvent.click(await screen.findByRole('button', { name: /Pay Now/ }));
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
  });

  it("shows the server's reason for a refused payment", async () => {
    serve(() => jsonResponse({ statusCode: 422, error: 'Unprocessable Entity', message: 'The amount does not match the booking.' }, 422));
    renderWithProviders(<CheckoutPage bookingId={ID} />);
    fireEvent.click(await screen.findByRole('button', { name: /Pay Now/ }));
    expect((await screen.findByTestId('payment-error')).textContent).toContain('The amount does not match the booking.');
  });

  it('says when there is no booking to pay', () => {
    serve(paid);
    renderWithProviders(<CheckoutPage bookingId={null} />);
    expect(screen.getByText('No booking found')).toBeTruthy();
    expect(screen.getByText('Returning to the homepage...')).toBeTruthy();
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it('words the summary, the hold, a failed payment and the thanks in Spanish', async () => {
      await showLanguage('es');
      let answer = () => jsonResponse('<html>Bad Gateway</html>', 502);
      serve(() => answer());
      renderWithProviders(<CheckoutPage bookingId={ID} />);
      const summary = await screen.findByTestId('checkout-summary');
      expect(screen.getByText('Resumen de la reservación')).toBeTruthy();
      expect(within(summary).getByText('Servicio de transporte')).toBeTruthy();
      expect(within(summary).getByText(/^24 de noviembre de 2030 a las 10:00 a\.m\./)).toBeTruthy();
      expect(within(summary).getByText('3 millas')).toBeTruthy();
      expect(within(summary).getByText('Referencia')).toBeTruthy();
      expect((await screen.findByTestId('checkout-hold')).textContent).toMatch(/^Le guardamos este horario hasta las 9:45 a\.m\./);
      fireEvent.click(await screen.findByRole('button', { name: /Pagar ahora/ }));
      expect((await screen.findByTestId('payment-error')).textContent).toContain('El pago no se realizó. Por favor intente de nuevo.');
      expect(screen.queryByText(/Booking summary|Ride Service|Short distance|miles|held until|Pay Now|Payment failed/)).toBeNull();

      answer = paid;
      fireEvent.click(screen.getByRole('button', { name: /Pagar ahora/ }));
      expect(await screen.findByText('¡Pago realizado!')).toBeTruthy();
      expect(screen.getByText('Gracias. Lo llevamos a su reservación...')).toBeTruthy();
    });

    it('says in Spanish when there is no booking to pay', async () => {
      await showLanguage('es');
      serve(paid);
      renderWithProviders(<CheckoutPage bookingId={null} />);
      expect(screen.getByText('No encontramos ninguna reservación')).toBeTruthy();
      expect(screen.getByText('Volviendo a la página de inicio...')).toBeTruthy();
    });
  });
});
