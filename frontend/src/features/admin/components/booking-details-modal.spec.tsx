import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking, EMPTY_HISTORY, stubApi, type ApiCall } from '@/features/admin/components/admin-test-fixtures';
import { BookingDetailsModal } from '@/features/admin/components/booking-details-modal';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';
import { displayReference } from '@domain/booking-reference.js';

const title = `Booking ${displayReference('ABCD2345')}`;

/** The dialog's reads: no history, nothing paid yet. */
const answerReads = (call: ApiCall) =>
  call.path.endsWith('/payments') ? jsonResponse({ payments: [], due: 20, payLinkUrl: null, textsEnabled: false }) : jsonResponse(EMPTY_HISTORY);

describe(BookingDetailsModal.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is closed without a booking', () => {
    renderWithProviders(<BookingDetailsModal booking={null} onClose={vi.fn()} onOpenCustomer={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the summary and the history, and swaps the summary for the edit form', async () => {
    stubApi(answerReads);
    renderWithProviders(<BookingDetailsModal booking={aBooking()} onClose={vi.fn()} onOpenCustomer={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    expect(dialog.getByTestId('booking-facts')).toBeTruthy();
    expect(await dialog.findByText('No changes recorded')).toBeTruthy();
    expect(await dialog.findByText('No payment received yet')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    expect(dialog.getByTestId('booking-edit-form')).toBeTruthy();
    expect(dialog.queryByTestId('booking-facts')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Discard' }));
    expect(dialog.getByTestId('booking-facts')).toBeTruthy();
  });

  it("turns the customer's links off once the owner confirms, with the server's words", async () => {
    const sent = 'Every earlier link to this booking has stopped working. A new one is on its way to j***@example.com.';
    const calls = stubApi((call) => (call.method === 'POST' && call.path.endsWith('/links/replace') ? jsonResponse({ message: sent }) : answerReads(call)));
    renderWithProviders(<BookingDetailsModal booking={aBooking()} onClose={vi.fn()} onOpenCustomer={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off links' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/admin/bookings/${aBooking().id}/links/replace`]);
  });

  it('closes out of the edit form, and opens on the summary next time', async () => {
    stubApi(answerReads);
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(<BookingDetailsModal booking={aBooking()} onClose={onClose} onOpenCustomer={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    fireEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<BookingDetailsModal booking={aBooking({ id: 'bk_2' })} onClose={onClose} onOpenCustomer={vi.fn()} />);
    expect(await screen.findByTestId('booking-facts')).toBeTruthy();
  });
});
