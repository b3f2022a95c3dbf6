import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi, checkoutHoldKey } from '@/features/checkout/api/checkout-api';
import { useCheckoutHold } from '@/features/checkout/components/use-checkout-hold';
import { renderHookWithStore } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

/** Answers every call with `status` and `body`; returns the requests made. */
function answer(status: number, body: unknown): Request[] {
  const requests: Request[] = [];
  stubFetch((request) => {
    requests.push(request);
    return jsonResponse(body, status);
  });
  return requests;
}

const renderHold = (bookingId: string | null) => renderHookWithStore(() => useCheckoutHold(bookingId));

describe(useCheckoutHold.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the server the payment form is open, once, and gives back its hold', async () => {
    const requests = answer(200, { holdExpiresAt: '2030-01-01T17:30:00.000Z' });
    const { result } = renderHold('bk_abc');
    await waitFor(() => expect(result.current).toBe('2030-01-01T17:30:00.000Z'));
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([['POST', '/api/bookings/bk_abc/checkout']]);
  });

  it('reads the answer of a request already sent for the booking (the page prefetch) instead of asking again', async () => {
    const requests = answer(200, { holdExpiresAt: '2030-01-01T17:45:00.000Z' });
    const { result, store } = renderHookWithStore(() => useCheckoutHold('bk_early'));
    await waitFor(() => expect(result.current).toBe('2030-01-01T17:45:00.000Z'));
    void store.dispatch(checkoutApi.endpoints.openCheckout.initiate('bk_other', { fixedCacheKey: checkoutHoldKey('bk_other') }));
    const other = renderHookWithStore(() => useCheckoutHold('bk_other'), store);
    await waitFor(() => expect(other.result.current).toBe('2030-01-01T17:45:00.000Z'));
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/bookings/bk_early/checkout', '/api/bookings/bk_other/checkout']);
  });

  it('asks nothing when there is nothing to pay', async () => {
    const requests = answer(200, { holdExpiresAt: null });
    const { result } = renderHold(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows no hold when the server refuses', async () => {
    const requests = answer(404, { statusCode: 404, error: 'Not Found', message: 'Booking not found' });
    const { result } = renderHold('bk_gone');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(result.current).toBeNull();
  });
});
