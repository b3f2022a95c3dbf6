import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import type { PaymentFormInfo } from '@contracts/public-booking.contract.js';
import { checkoutPath, confirmedBookingPath } from '@/config/paths';
import { CHECKOUT_DELAY_MS, FALLBACK_REDIRECT_MS, POPUP_DELAY_MS, usePostBookingNavigation } from '@/features/wizard/components/use-post-booking-navigation';
import { initialWizardState, type WizardState } from '@/features/wizard/wizard-slice';
import { aCompletedBooking } from '@/features/wizard/wizard-test-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';

const BOOKING = aCompletedBooking();

const PAYMENT: PaymentFormInfo = {
  bookingId: 'bk_1',
  amount: 42.5,
  currency: 'USD',
  holdExpiresAt: null,
  environment: 'test',
  applicationId: null,
  locationId: null,
  testMode: true,
};

function Probe({ payment }: { payment: PaymentFormInfo | null }) {
  const { handedOff, handOff } = usePostBookingNavigation();
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname + search}</p>
      <p data-testid="handed-off">{String(handedOff)}</p>
      <button onClick={() => handOff(BOOKING, payment)}>Booked</button>
    </>
  );
}

function renderProbe(payment: PaymentFormInfo | null, wizard: Partial<WizardState> = {}) {
  const view = renderWithProviders(<Probe payment={payment} />, {
    preloadedState: { wizard: { ...initialWizardState, step: 'book', serviceType: 'ride', ...wizard } },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Booked' }));
  return view;
}

const where = () => screen.getByTestId('where').textContent;
const saved = () => JSON.parse(sessionStorage.getItem('bookingDetails') ?? 'null');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe(usePostBookingNavigation.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('with a card payment due: saves the booking for the checkout and opens it after CHECKOUT_DELAY_MS', async () => {
    const { store } = renderProbe(PAYMENT);
    expect(screen.getByTestId('handed-off').textContent).toBe('true');
    expect(saved()).toMatchObject({ bookingId: 'bk_1', squarePaymentInfo: PAYMENT });
    await advance(CHECKOUT_DELAY_MS - 1);
    expect(where()).toBe('/');
    await advance(1);
    expect(where()).toBe(checkoutPath('bk_1'));
    expect(store.getState().wizard).toEqual(initialWizardState);
  });

  it('with nothing to pay: opens the dialog after POPUP_DELAY_MS and stays', async () => {
    const { store } = renderProbe(null);
    await advance(POPUP_DELAY_MS - 1);
    expect(store.getState().wizard.completedBooking).toBeNull();
    await advance(1);
    expect(store.getState().wizard.completedBooking).toEqual(BOOKING);
    await advance(FALLBACK_REDIRECT_MS);
    expect(where()).toBe('/');
    expect(saved()).toBeNull();
  });

  it('opens the confirmation page after FALLBACK_REDIRECT_MS when the dialog never showed', async () => {
    // Off the booking step the wizard ignores bookingCompleted, so the dialog cannot show.
    const { store } = renderProbe(null, { step: 'quote' });
    await advance(FALLBACK_REDIRECT_MS - 1);
    expect(where()).toBe('/');
    await advance(1);
    expect(where()).toBe(confirmedBookingPath('bk_1'));
    expect(saved()).toMatchObject({ bookingId: 'bk_1', squarePaymentInfo: null });
    expect(store.getState().wizard).toEqual(initialWizardState);
  });

  it('drops pending navigations when the component leaves', async () => {
    const { store, unmount } = renderProbe(null, { step: 'quote' });
    unmount();
    await advance(FALLBACK_REDIRECT_MS * 2);
    expect(saved()).toBeNull();
    expect(store.getState().wizard.step).toBe('quote');
  });
});
