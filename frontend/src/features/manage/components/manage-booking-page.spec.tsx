import { cancellationPolicyText } from '@domain/cancellation-policy.js';
import type { ManagedBooking } from '@contracts/manage.contract.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManageBookingPage } from '@/features/manage/components/manage-booking-page';
import { managedRide, TOKEN } from '@/features/manage/manage-test-fixtures';
import { showLanguage } from '@/lib/i18n';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const INVALID = { statusCode: 404, error: 'Not Found', code: 'MANAGE_LINK_INVALID', message: 'This link is not valid.' };

const SENT = 'If the reference and the e-mail or phone number match a booking, a link to it is on its way there now. It can take a few minutes to arrive.';
const REPLACED = 'Every earlier link to this booking has stopped working. A new one is on its way to j***@example.com.';

interface FakeServer {
  /** what GET /api/manage/{token} answers, in turn (the last one repeats) */
  reads: Array<() => Response>;
  /** what POST /api/manage/{token}/cancel answers */
  cancel?: (body: unknown) => Response;
  cancelBodies: unknown[];
  readCount: number;
  /** bodies POSTed to /api/manage/find, and how often the links were turned off */
  findBodies: unknown[];
  replaced: number;
}

function serve(server: Omit<FakeServer, 'cancelBodies' | 'readCount' | 'findBodies' | 'replaced'>): FakeServer {
  const fake: FakeServer = { ...server, cancelBodies: [], readCount: 0, findBodies: [], replaced: 0 };
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/business') return jsonResponse(businessResponse());
    if (path === `/api/manage/${TOKEN}` && request.method === 'GET') {
      const answer = fake.reads[Math.min(fake.readCount, fake.reads.length - 1)]!;
      fake.readCount += 1;
      return answer();
    }
    if (path === `/api/manage/${TOKEN}/cancel` && request.method === 'POST' && fake.cancel) {
      const body: unknown = await request.json();
      fake.cancelBodies.push(body);
      return fake.cancel(body);
    }
    if (path === '/api/manage/find' && request.method === 'POST') {
      fake.findBodies.push(await request.json());
      return jsonResponse({ message: SENT, sentTo: null }, 202);
    }
    if (path === `/api/manage/${TOKEN}/links/replace` && request.method === 'POST') {
      fake.replaced += 1;
      return jsonResponse({ message: REPLACED, sentTo: 'j***@example.com' });
    }
    return jsonResponse(INVALID, 404);
  });
  return fake;
}

const answer = (booking: ManagedBooking) => () => jsonResponse(booking);

function renderPage() {
  return renderWithProviders(<ManageBookingPage token={TOKEN} visitorZone="America/Denver" />);
}

async function openCancelDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  return screen.findByRole('dialog', { name: 'Cancel this booking?' });
}

describe(ManageBookingPage.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the booking, its payment, the policy and the fee that applies now, with focus on the heading', async () => {
    serve({ reads: [answer(managedRide())] });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your booking' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const details = screen.getByTestId('manage-details');
    expect(within(details).getByText('254-K7Q2XMB')).toBeTruthy();
    expect(within(details).getByText('Ride Service')).toBeTruthy();
    expect(within(details).getByText('Jun 3, 2030 at 10:00 AM')).toBeTruthy();
    expect(within(details).getByText('2350 Wall Ave, Ogden, UT 84401, USA')).toBeTruthy();
    expect(within(details).getByText('$42.50')).toBeTruthy();
    expect(screen.getByTestId('manage-status').textContent).toBe('Confirmed');
    expect(screen.getByTestId('manage-payment').textContent).toBe('Paid $42.50 by card');
    // The policy in the words of the domain's text (the mails'), from the service type.
    expect(screen.getByTestId('manage-policy').textContent).toBe(cancellationPolicyText('ride'));
    expect(screen.getByTestId('cancel-explanation').textContent).toBe('Cancelling now costs a $20.00 fee: it is less than 6 hours before the start.');
    const quote = screen.getByTestId('cancel-quote');
    expect(within(quote).getByText('$20.00')).toBeTruthy();
    expect(within(quote).getByText('$22.50')).toBeTruthy();
  });

  it('offers no cancel for a plan purchase, and says why', async () => {
    const plan = managedRide({
      serviceType: 'subscription',
      cancellation: {
        ...managedRide().cancellation,
        allowed: false,
        fee: 0,
        refund: 0,
        rule: 'not-applicable',
        terms: [{ say: 'planPurchaseNotCancellable' }],
      },
    });
    serve({ reads: [answer(plan)] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cancelling' })).toBeTruthy();
    expect(screen.getByTestId('cancel-explanation').textContent).toBe(
      'Plans are paid upfront and non-refundable, so a plan purchase cannot be cancelled online.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cancel this booking' })).toBeNull();
  });

  it('opens the receipt of every payment again, with its method, reference and refunds, in business time', async () => {
    const cash = { id: 'a1', amount: 10, method: 'Cash', paidAt: '2030-06-02T18:00:00.000Z', reference: 'a1', note: 'Tip included', refunded: 0 };
    const card = { ...managedRide().receipts[0]!, refunded: 22.5 };
    serve({ reads: [answer(managedRide({ receipts: [card, cash] }))] });
    renderWithProviders(<ManageBookingPage token={TOKEN} visitorZone="America/New_York" />);
    await screen.findByRole('heading', { level: 2, name: 'Receipts' });
    const receipts = screen.getAllByTestId('manage-receipt');
    expect(receipts.map((receipt) => receipt.querySelector('summary')?.textContent)).toEqual([
      '$42.50 paid Jun 1, 2030, 8:00 AM Mountain Time',
      '$10.00 paid Jun 2, 2030, 12:00 PM Mountain Time',
    ]);
    for (const words of ['Visa ending 1111', 'sq_pay_1', 'Refunded', '$22.50']) expect(receipts[0]!.textContent).toContain(words);
    for (const words of ['Cash', 'Tip included']) expect(receipts[1]!.textContent).toContain(words);
    expect(receipts[1]!.textContent).not.toContain('Refunded');
  });

  it('shows no receipts section before anything was paid', async () => {
    serve({ reads: [answer(managedRide({ receipts: [], paymentStatus: 'unpaid', paid: 0 }))] });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Your booking' });
    expect(screen.queryByRole('heading', { name: 'Receipts' })).toBeNull();
  });

  it("asks to confirm with the server's fee and refund, sends that fee, and shows the refund", async () => {
    const cancelled = managedRide({
      status: 'cancelled',
      cancellation: { ...managedRide().cancellation, allowed: false, terms: [{ say: 'bookingCancelled' }] },
      cancelled: {
        at: '2030-06-03T13:05:00.000Z',
        by: 'customer',
        fee: 20,
        refund: { amount: 22.5, status: 'simulated', requestedAt: '2030-06-03T13:05:00.000Z' },
      },
    });
    const server = serve({ reads: [answer(managedRide())], cancel: () => jsonResponse(cancelled) });
    renderPage();
    const dialog = await openCancelDialog();
    expect(within(dialog).getByTestId('cancel-summary').textContent).toBe('Cancel booking — fee $20.00, $22.50 back to your card');
    // The safe choice has focus, so Enter does not cancel.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep booking' })));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const result = await screen.findByRole('heading', { name: 'Booking cancelled' });
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(server.cancelBodies).toEqual([{ expectedFee: 20 }]);
    // The answer of the cancel is shown as it is: the link is revoked, so the booking is not read again.
    expect(server.readCount).toBe(1);
    expect(screen.getByTestId('manage-status').textContent).toBe('Cancelled');
    const refund = screen.getByTestId('manage-refund');
    expect(within(refund).getByText('Test mode')).toBeTruthy();
    expect(refund.textContent).toContain('Simulated refund of $22.50');
    expect(refund.textContent).toContain('Test mode: no card was charged, so nothing goes back to a card.');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('reads the booking again when the fee moved (409) and shows the new fee before confirming again', async () => {
    const later = managedRide({
      cancellation: {
        ...managedRide().cancellation,
        fee: 21.25,
        refund: 21.25,
        rule: 'dispatched-half',
        terms: [{ say: 'driverOnTheWay', fee: { amount: 21.25, percent: 50 } }],
      },
    });
    const server = serve({
      reads: [answer(managedRide()), answer(later)],
      cancel: () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'CANCELLATION_FEE_CHANGED',
            message: 'The cancellation fee has changed: it is now $21.25. Please review it and confirm again.',
          },
          409,
        ),
    });
    renderPage();
    const dialog = await openCancelDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(within(dialog).getByTestId('cancel-summary').textContent).toBe('Cancel booking — fee $21.25, $21.25 back to your card'));
    expect(within(dialog).getByRole('alert').textContent).toContain('The cancellation fee has changed: it is now $21.25. Please review it and confirm again.');
    expect(within(dialog).getByText('The driver is on the way: cancelling now costs 50% of the price, $21.25.')).toBeTruthy();
    expect(server.readCount).toBe(2);

    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(server.cancelBodies).toEqual([{ expectedFee: 20 }, { expectedFee: 21.25 }]));
  });

  it('shows the ride pack a plan ride used, with what is left and its history', async () => {
    serve({
      reads: [
        answer(
          managedRide({
            totalPrice: 0,
            paid: 0,
            paymentStatus: 'not-required',
            ridePack: {
              id: 'c0de0000-0000-4000-8000-000000000001',
              code: 'PLAN-7KQ2M9XA',
              description: 'Premium plan: 4 rides',
              totalRides: 4,
              ridesUsed: 0,
              ridesLeft: 4,
              expiresAt: '2027-11-24T16:00:00.000Z',
              expired: false,
              entries: [
                { kind: 'bought', rides: 4, bookingReference: null, at: '2026-11-24T16:00:00.000Z' },
                { kind: 'used', rides: -1, bookingReference: 'K7Q2XMB', at: '2026-11-25T16:00:00.000Z' },
                { kind: 'returned', rides: 1, bookingReference: 'K7Q2XMB', at: '2026-11-26T16:00:00.000Z' },
              ],
            },
          }),
        ),
      ],
    });
    renderPage();
    const pack = await screen.findByRole('region', { name: /Your ride pack/ });
    expect(within(pack).getByTestId('ride-pack-balance').textContent).toBe('4 of 4 rides left');
    expect(within(pack).getByTestId('ride-pack-validity').textContent).toBe('Valid until Nov 24, 2027');
    expect(
      within(pack)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Bought: 4 rides', 'Ride used: booking 254-K7Q2XMB', 'Ride returned (cancelled in time): booking 254-K7Q2XMB']);
  });

  it('gives one notice for a link that opens nothing, with the contact details and no booking data', async () => {
    serve({ reads: [() => jsonResponse(INVALID, 404)] });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'This link is not valid anymore' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/^Links stop working 30 days after the service, or when they were turned off\./)).toBeTruthy();
    const contact = await screen.findByTestId('manage-contact');
    expect(within(contact).getByRole('link', { name: '(801) 555-0100' }).getAttribute('href')).toBe('tel:8015550100');
    expect(within(contact).getByRole('link', { name: 'owner@example.com' }).getAttribute('href')).toBe('mailto:owner@example.com');
    expect(screen.queryByTestId('manage-details')).toBeNull();
    expect(screen.queryByText(/This link is not valid\./)).toBeNull();
  });

  it('offers Find my booking on the notice: the reference and the e-mail go to the server, its one answer is shown', async () => {
    const fake = serve({ reads: [() => jsonResponse(INVALID, 404)] });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'This link is not valid anymore' });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter the booking reference')).toBeTruthy();
    expect(fake.findBodies).toEqual([]);
    fireEvent.change(screen.getByLabelText('Booking reference'), { target: { value: '254-K7Q2XMB' } });
    fireEvent.change(screen.getByLabelText('E-mail or phone you booked with'), { target: { value: 'jamie@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByTestId('find-booking-sent')).textContent).toBe(SENT);
    expect(fake.findBodies).toEqual([{ reference: '254-K7Q2XMB', contact: 'jamie@example.com' }]);
  });

  it('turns off every link to the booking once the customer confirms, and says where the new one went', async () => {
    const fake = serve({ reads: [answer(managedRide())] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off all links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off all links to this booking?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off links' }));
    expect((await screen.findByTestId('links-replaced')).textContent).toBe(REPLACED);
    expect(fake.replaced).toBe(1);
  });

  it('shows a cancelled or completed booking without the cancel button', async () => {
    serve({
      reads: [
        answer(
          managedRide({
            status: 'completed',
            cancellation: { ...managedRide().cancellation, allowed: false, fee: 0, refund: 0, rule: 'free', terms: [{ say: 'bookingCompleted' }] },
          }),
        ),
      ],
    });
    renderPage();
    expect((await screen.findByTestId('manage-status')).textContent).toBe('Completed');
    expect(screen.getByText('This booking is completed, so there is nothing to cancel.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('offers to try again when the server limits the requests', async () => {
    const limited = { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests for booking pages. Please wait a few minutes and try again.' };
    const server = serve({ reads: [() => jsonResponse(limited, 429), answer(managedRide())] });
    renderPage();
    expect(await screen.findByText(limited.message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('manage-status')).textContent).toBe('Confirmed');
    expect(server.readCount).toBe(2);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it("shows the booking, its receipt and what cancelling costs in Spanish, the fee now worded from the server's terms", async () => {
      await showLanguage('es');
      serve({ reads: [answer(managedRide())] });
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Su reservación' });
      const details = screen.getByTestId('manage-details');
      for (const label of ['Número de reservación', 'Estado', 'Servicio', 'Fecha y hora', 'Desde', 'Hasta', 'Precio', 'Pago']) {
        expect(within(details).getByText(label)).toBeTruthy();
      }
      expect(within(details).getByText('Servicio de transporte')).toBeTruthy();
      expect(within(details).getByText('3 de junio de 2030 a las 10:00 a.m.')).toBeTruthy();
      expect(screen.getByTestId('manage-status').textContent).toBe('Confirmada');
      expect(screen.getByTestId('manage-payment').textContent).toBe('Pagado con tarjeta: $42.50');
      expect(screen.getByTestId('manage-receipt').querySelector('summary')?.textContent).toBe('$42.50 pagados el 1 de junio de 2030 a las 8:00 a.m.');
      for (const heading of [
        'Detalles de la reservación',
        'Recibos',
        'Cambiar a otro horario',
        'Política de cancelación',
        'Cancelar esta reservación',
        'Enlaces a esta reservación',
      ]) {
        expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
      }
      const quote = screen.getByTestId('cancel-quote');
      expect(within(quote).getByText('Cargo si cancela ahora')).toBeTruthy();
      expect(within(quote).getByText('Reembolso a su tarjeta')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Contáctenos' }).textContent).toContain('¿Preguntas sobre su reservación? Contáctenos:');
      expect(screen.getByRole('button', { name: 'Desactivar todos los enlaces' })).toBeTruthy();
      // The policy and the fee now are worded here, in Spanish, from the server's terms.
      expect(screen.getByTestId('cancel-explanation').textContent).toBe('Cancelar ahora cuesta un cargo de $20.00: faltan menos de 6 horas para el inicio.');
      expect(screen.getByTestId('manage-policy').textContent).toBe(
        'Los viajes se pueden cancelar sin costo hasta 6 horas antes de la hora programada. Dentro de esas 6 horas se cobra un cargo de $20, y el 50% del precio una vez que el conductor ya salió.',
      );
      for (const english of ['Your booking', 'Booking details', 'Receipts', 'Fee if you cancel now', 'Cancel booking', 'Turn off all links', 'Confirmed']) {
        expect(screen.queryByText(english)).toBeNull();
      }

      fireEvent.click(screen.getByRole('button', { name: 'Cancelar reservación' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta reservación?' });
      expect(within(dialog).getByTestId('cancel-summary').textContent).toBe('Cancelar reservación: cargo de $20.00, se reembolsan $22.50 a su tarjeta');
      expect(within(dialog).getByRole('button', { name: 'Mantener reservación' })).toBeTruthy();
    });

    it('moves the booking in Spanish: the day in Spanish words, the free times, the confirmation and the result', async () => {
      await showLanguage('es');
      const movable = managedRide({
        move: { allowed: true, until: '2030-06-03T10:00:00.000Z', terms: [{ say: 'movableUntil', until: '2030-06-03T10:00:00.000Z' }] },
      });
      const moveBodies: unknown[] = [];
      stubFetch(async (request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/business') return jsonResponse(businessResponse());
        if (url.pathname === `/api/manage/${TOKEN}/free-times`) {
          return jsonResponse({ date: url.searchParams.get('date'), times: [{ time: '14:00', available: true, reason: null, message: null }] });
        }
        if (url.pathname === `/api/manage/${TOKEN}/move`) {
          const body = (await request.json()) as { date: string; time: string };
          moveBodies.push(body);
          return jsonResponse({ ...movable, serviceDate: body.date, serviceTime: body.time, serviceTimeText: body.time });
        }
        return jsonResponse(movable);
      });
      renderPage();
      const day = await screen.findByLabelText('Nueva fecha');
      expect(day.getAttribute('placeholder')).toBe('Elija un día');
      // Down opens the calendar on the first day that can be chosen (today, business time); Enter picks it.
      fireEvent.keyDown(day, { key: 'ArrowDown' });
      fireEvent.keyDown(day, { key: 'Enter' });
      expect((day as HTMLInputElement).value).toMatch(/^\d+ de \S+ de \d{4}$/);
      const times = await screen.findByRole('radiogroup', { name: /^Horarios disponibles el \S+, \d+ de \S+ de \d{4}$/ });
      fireEvent.click(within(times).getByRole('radio', { name: '2:00 p.m.' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar reservación' }));

      const dialog = await screen.findByRole('dialog', { name: '¿Cambiar esta reservación?' });
      expect(within(dialog).getByTestId('move-summary').textContent).toMatch(/^Cambiar al \S+, \d+ de \S+ de \d{4} a las 2:00 p\.m\.$/);
      expect(within(dialog).getByRole('button', { name: 'Mantener el horario actual' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar reservación' }));

      expect(await screen.findByRole('heading', { level: 2, name: 'Reservación cambiada' })).toBeTruthy();
      expect(screen.getByTestId('manage-moved').textContent).toMatch(/^Su reservación ahora es el \d+ de \S+ de \d{4} a las 2:00 p\.m\./);
      expect(screen.getByTestId('manage-moved').textContent).toContain('Le enviamos los nuevos detalles por correo electrónico.');
      expect(moveBodies).toEqual([{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), time: '14:00' }]);
    });

    it('turns off every link in Spanish and says in Spanish where the new one went', async () => {
      await showLanguage('es');
      serve({ reads: [answer(managedRide())] });
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Desactivar todos los enlaces' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Desactivar todos los enlaces a esta reservación?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar los enlaces' }));
      expect((await screen.findByTestId('links-replaced')).textContent).toBe(
        'Todos los enlaces anteriores a esta reservación dejaron de funcionar. Le enviamos uno nuevo a j***@example.com.',
      );
    });

    it('says in Spanish that the link is not valid, and asks for the reference in Spanish', async () => {
      await showLanguage('es');
      serve({ reads: [() => jsonResponse(INVALID, 404)] });
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no es válido' });
      expect(screen.getByText(/^Los enlaces dejan de funcionar 30 días después del servicio/)).toBeTruthy();
      expect(screen.getByText('O contáctenos:')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace' }));
      expect(await screen.findByText('Por favor, escriba el número de reservación')).toBeTruthy();
      expect(screen.getByLabelText('Número de reservación')).toBeTruthy();
      expect(screen.getByLabelText('Correo electrónico o teléfono con el que reservó')).toBeTruthy();
      expect(screen.queryByText(/This link is not valid|Send me a link|Booking reference/)).toBeNull();
      // The server's one answer, in Spanish.
      fireEvent.change(screen.getByLabelText('Número de reservación'), { target: { value: '254-K7Q2XMB' } });
      fireEvent.change(screen.getByLabelText('Correo electrónico o teléfono con el que reservó'), { target: { value: 'jamie@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace' }));
      expect((await screen.findByTestId('find-booking-sent')).textContent).toMatch(/^Si la referencia y el correo electrónico o el teléfono coinciden/);
    });

    it('shows a cancelled booking, its fee and its refund in Spanish', async () => {
      await showLanguage('es');
      const cancelled = managedRide({
        status: 'cancelled',
        cancelled: {
          at: '2030-06-03T13:05:00.000Z',
          by: 'owner',
          fee: 20,
          refund: { amount: 22.5, status: 'pending', requestedAt: '2030-06-03T13:05:00.000Z' },
        },
      });
      serve({ reads: [answer(cancelled)] });
      renderPage();
      expect(await screen.findByRole('heading', { level: 2, name: 'Reservación cancelada' })).toBeTruthy();
      expect(screen.getByText('Nosotros la cancelamos el 3 de junio de 2030 a las 7:05 a.m. Se aplica un cargo por cancelación de $20.00.')).toBeTruthy();
      expect(screen.getByTestId('manage-refund').textContent).toContain('Reembolso de $22.50 en camino');
      expect(screen.getByTestId('manage-status').textContent).toBe('Cancelada');
    });
  });
});
