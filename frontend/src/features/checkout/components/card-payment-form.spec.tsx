import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardPaymentForm } from '@/features/checkout/components/card-payment-form';
import type { SquareCard, SquareGlobal } from '@/features/checkout/square-sdk';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

function answerConfig(status: number, body: unknown) {
  stubFetch(() => jsonResponse(body, status));
}

function fakeSquare(card: Partial<SquareCard>, failCard = false): SquareGlobal {
  return {
    payments: () => ({
      setLocale: () => undefined,
      card: async () => {
        if (failCard) throw new Error('bad application id');
        return { attach: async () => undefined, destroy: async () => true, tokenize: async () => ({ status: 'OK', token: 'cnon:1' }), ...card };
      },
    }),
  };
}

const DECLINED = 'Card was declined. Please use another card.';
const SETUP_FAILED = 'Unable to set up payment form. Please try again later.';

const SANDBOX = { environment: 'sandbox', applicationId: 'sandbox-app', locationId: 'LOC', testMode: false };

describe(CardPaymentForm.name, () => {
  beforeEach(() => {
    delete window.Square;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.Square;
  });

  it('tokenizes the Square card and pays with the nonce', async () => {
    answerConfig(200, SANDBOX);
    window.Square = fakeSquare({});
    const onPay = vi.fn(async () => ({ ok: true as const }));
    renderWithProviders(<CardPaymentForm amountDue={42.5} onPay={onPay} />);
    const button = await screen.findByRole('button', { name: /Pay Now/ });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(onPay).toHaveBeenCalledWith('cnon:1'));
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });

  it('explains a PAN_FAILURE and lets the customer try again', async () => {
    answerConfig(200, SANDBOX);
    window.Square = fakeSquare({ tokenize: async () => ({ status: 'Invalid', errors: [{ type: 'PAN_FAILURE', message: 'x' }] }) });
    const onPay = vi.fn(async () => ({ ok: true as const }));
    renderWithProviders(<CardPaymentForm amountDue={10} onPay={onPay} />);
    const button = await screen.findByRole('button', { name: /Pay Now/ });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText(DECLINED)).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: /Pay Now/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reports a card form that cannot be set up', async () => {
    answerConfig(200, SANDBOX);
    window.Square = fakeSquare({}, true);
    renderWithProviders(<CardPaymentForm amountDue={10} onPay={vi.fn()} />);
    expect(await screen.findByText(SETUP_FAILED)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Pay Now/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports missing credentials and an unknown environment', async () => {
    answerConfig(200, { ...SANDBOX, applicationId: null });
    const first = renderWithProviders(<CardPaymentForm amountDue={10} onPay={vi.fn()} />);
    expect(await screen.findByText(SETUP_FAILED)).toBeTruthy();
    first.unmount();
    answerConfig(200, { ...SANDBOX, environment: 'staging' });
    renderWithProviders(<CardPaymentForm amountDue={10} onPay={vi.fn()} />);
    expect(await screen.findByText('Payment system configuration error. Please try again.')).toBeTruthy();
  });

  it('reports a config call that fails', async () => {
    answerConfig(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' });
    renderWithProviders(<CardPaymentForm amountDue={10} onPay={vi.fn()} />);
    expect(await screen.findByText('Failed to initialize payment system. Please try again.')).toBeTruthy();
  });

  it('offers simulated cards in test mode and sends the chosen one', async () => {
    answerConfig(200, { environment: 'test', applicationId: null, locationId: null, testMode: true });
    const onPay = vi.fn(async () => ({ ok: false as const, message: DECLINED }));
    renderWithProviders(<CardPaymentForm amountDue={10} onPay={onPay} />);
    expect(await screen.findByText('Test mode — no real card is charged')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Declined card/));
    fireEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
    await waitFor(() => expect(onPay).toHaveBeenCalledWith('test-card-declined'));
    expect(await screen.findByText(DECLINED)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Pay Now/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it('words the test-mode form, the amount and a declined card in Spanish', async () => {
      await showLanguage('es');
      answerConfig(200, { environment: 'test', applicationId: null, locationId: null, testMode: true });
      const onPay = vi.fn(async () => ({ ok: false as const, message: 'La tarjeta fue rechazada. Por favor use otra tarjeta.' }));
      renderWithProviders(<CardPaymentForm amountDue={42.5} onPay={onPay} />);
      expect(await screen.findByText('Modo de prueba: no se cobra a ninguna tarjeta real')).toBeTruthy();
      expect(screen.getByText('Pago con tarjeta')).toBeTruthy();
      expect(screen.getByText('Se le cobrarán $42.50. Square procesa los pagos de forma segura.')).toBeTruthy();
      fireEvent.click(screen.getByLabelText(/Tarjeta rechazada/));
      fireEvent.click(screen.getByRole('button', { name: /Pagar ahora/ }));
      await waitFor(() => expect(onPay).toHaveBeenCalledWith('test-card-declined'));
      expect(await screen.findByText('La tarjeta fue rechazada. Por favor use otra tarjeta.')).toBeTruthy();
      expect(screen.queryByText(/Pay Now|Card payment|Test mode|You will be charged/)).toBeNull();
    });

    it('words a card form that cannot be set up in Spanish', async () => {
      await showLanguage('es');
      answerConfig(200, { ...SANDBOX, applicationId: null });
      renderWithProviders(<CardPaymentForm amountDue={10} onPay={vi.fn()} />);
      expect(await screen.findByText('No se pudo preparar el formulario de pago. Por favor intente más tarde.')).toBeTruthy();
    });
  });
});
