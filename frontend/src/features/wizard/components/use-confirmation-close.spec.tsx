import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { confirmedBookingPath } from '@/config/paths';
import { CLOSE_REDIRECT_MS, useConfirmationClose } from '@/features/wizard/components/use-confirmation-close';
import { initialWizardState } from '@/features/wizard/wizard-slice';
import type { CompletedBooking } from '@/features/wizard/wizard-types';
import { aCompletedBooking } from '@/features/wizard/wizard-test-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';

const BOOKING = aCompletedBooking({ totalCents: 0, paymentRequired: false, codeApplied: true });

function Probe({ booking }: { booking: CompletedBooking | null }) {
  const { closing, close } = useConfirmationClose(booking);
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname + search}</p>
      <p data-testid="closing">{String(closing)}</p>
      <button onClick={close}>Close</button>
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;
const closing = () => screen.getByTestId('closing').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe(useConfirmationClose.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes the dialog, saves the booking, and opens the confirmation page after CLOSE_REDIRECT_MS', async () => {
    const { store } = renderWithProviders(<Probe booking={BOOKING} />, {
      preloadedState: { wizard: { ...initialWizardState, step: 'book', completedBooking: BOOKING } },
    });
    expect(closing()).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closing()).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('bookingDetails') ?? 'null')).toMatchObject({ bookingId: 'bk_1' });
    await advance(CLOSE_REDIRECT_MS - 1);
    expect(where()).toBe('/');
    await advance(1);
    expect(where()).toBe(confirmedBookingPath('bk_1'));
    expect(store.getState().wizard).toEqual(initialWizardState);
  });

  it('does nothing without a booking', async () => {
    renderWithProviders(<Probe booking={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closing()).toBe('false');
    await advance(CLOSE_REDIRECT_MS);
    expect(where()).toBe('/');
    expect(sessionStorage.getItem('bookingDetails')).toBeNull();
  });

  it('opens the dialog of a later booking again', () => {
    const { rerender } = renderWithProviders(<Probe booking={BOOKING} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closing()).toBe('true');
    rerender(<Probe booking={{ ...BOOKING, id: 'bk_2' }} />);
    expect(closing()).toBe('false');
  });

  it('drops the redirect when the wizard leaves', async () => {
    const { store, unmount } = renderWithProviders(<Probe booking={BOOKING} />, {
      preloadedState: { wizard: { ...initialWizardState, step: 'book', completedBooking: BOOKING } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    unmount();
    await advance(CLOSE_REDIRECT_MS * 2);
    expect(store.getState().wizard.completedBooking).toEqual(BOOKING);
  });
});
