import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SquareConfig } from '@contracts/payment.contract.js';
import { PAYMENT_MESSAGES } from '@/features/checkout/checkout-rules';
import { useSquareCard } from '@/features/checkout/components/use-square-card';
import type { SquareCard } from '@/features/checkout/square-sdk';
import { showLanguage } from '@/lib/i18n';

const SANDBOX: SquareConfig = { environment: 'sandbox', applicationId: 'sandbox-app', locationId: 'LOC', testMode: false };

/** The card form's languages asked of the fake SDK. */
const locales: string[] = [];

/** A Square SDK whose card attaches when `attached` resolves. */
function fakeSquare(attached: Promise<void> = Promise.resolve()) {
  const card: SquareCard = { attach: vi.fn(() => attached), destroy: vi.fn(async () => true), tokenize: vi.fn() };
  window.Square = { payments: () => ({ setLocale: (locale: string) => void locales.push(locale), card: async () => card }) };
  return card;
}

describe(useSquareCard.name, () => {
  afterEach(async () => {
    delete window.Square;
    locales.length = 0;
    await showLanguage('en');
  });

  it("sets the card form's language to the page's, not the browser's", async () => {
    await showLanguage('es');
    const card = fakeSquare();
    const { result, unmount } = renderHook(() => useSquareCard(SANDBOX, false));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', card }));
    expect(locales).toEqual(['es-US']);
    unmount();
  });

  it('loads and attaches the card form, and destroys it when the page leaves', async () => {
    const card = fakeSquare();
    const { result, unmount } = renderHook(() => useSquareCard(SANDBOX, false));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', card }));
    expect(card.attach).toHaveBeenCalledWith('#card-container');
    unmount();
    expect(card.destroy).toHaveBeenCalledTimes(1);
  });

  it('destroys a card that finishes attaching after the page left', async () => {
    let attach: () => void = () => undefined;
    const card = fakeSquare(new Promise<void>((resolve) => (attach = resolve)));
    const { unmount } = renderHook(() => useSquareCard(SANDBOX, false));
    await waitFor(() => expect(card.attach).toHaveBeenCalled());
    unmount();
    expect(card.destroy).not.toHaveBeenCalled();
    attach();
    await waitFor(() => expect(card.destroy).toHaveBeenCalledTimes(1));
  });

  it('loads nothing in test mode or before the config is in', () => {
    const card = fakeSquare();
    const { result, rerender } = renderHook(({ config }: { config: SquareConfig | undefined }) => useSquareCard(config, false), {
      initialProps: { config: undefined as SquareConfig | undefined },
    });
    expect(result.current.status).toBe('idle');
    rerender({ config: { ...SANDBOX, environment: 'test', testMode: true } });
    expect(result.current.status).toBe('idle');
    expect(card.attach).not.toHaveBeenCalled();
  });

  it('fails at once on a failed config call or missing credentials', () => {
    expect(renderHook(() => useSquareCard(undefined, true)).result.current).toEqual({ status: 'failed', message: PAYMENT_MESSAGES.configFetchFailed });
    expect(renderHook(() => useSquareCard({ ...SANDBOX, locationId: null }, false)).result.current).toEqual({
      status: 'failed',
      message: PAYMENT_MESSAGES.setupFailed,
    });
  });
});
