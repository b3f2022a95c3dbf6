import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { BookingPaymentsSection } from '@/features/admin/components/booking-payments-section';
import type { BookingPaymentsResponse, LedgerPayment } from '@contracts/money.contract.js';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const CARD: LedgerPayment = {
  id: '0b8f6a4e-3c1d-4e55-9a1b-2f6d7c8e9a01',
  bookingId: 'bk_1',
  purpose: 'booking',
  method: 'card',
  methodLabel: 'Visa ending 1111',
  amount: 80,
  receivedAt: '2026-06-01T14:00:00.000Z',
  reference: 'sq_pay_1',
  receiptUrl: 'https://squareup.com/receipt/preview/sq_pay_1',
  note: '',
  refunds: [],
  refunded: 0,
  refundable: 80,
};
const paid = (payment: LedgerPayment = CARD): BookingPaymentsResponse => ({
  payments: [payment],
  due: 0,
  dueFor: null,
  payLinkUrl: null,
  textsEnabled: false,
  overpaid: 0,
});
const unpaid: BookingPaymentsResponse = {
  payments: [],
  due: 45.5,
  dueFor: 'booking',
  payLinkUrl: 'https://rides.example/checkout?bookingId=bk_1',
  textsEnabled: true,
  overpaid: 0,
};
/** A cash booking cancelled late: its $20 fee is owed, nothing was received. */
const feeOwed: BookingPaymentsResponse = { ...unpaid, due: 20, dueFor: 'cancellation-fee', textsEnabled: false };

describe(BookingPaymentsSection.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a card payment and refunds half of it, for a reason, with one request key', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET') return jsonResponse(paid());
      const refund = { id: 'rf1', purpose: 'owner', amount: 40, status: 'pending', reason: 'Late pickup', requestedAt: '2026-06-01T15:00:00.000Z' };
      return jsonResponse({ refund, payments: [{ ...CARD, refunds: [refund], refunded: 40, refundable: 40 }] }, 201);
    });
    renderWithProviders(<BookingPaymentsSection bookingId="bk_1" />);
    const list = await screen.findByTestId('booking-payments');
    expect(list.textContent).toContain('$80.00');
    expect(list.textContent).toContain('Visa ending 1111');
    fireEvent.click(within(list).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    const amount = within(dialog).getByLabelText('Amount to refund ($)') as HTMLInputElement;
    expect(amount.value).toBe('80.00');
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.change(within(dialog).getByLabelText('Reason (the customer sees it)'), { target: { value: 'Late pickup' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const [post] = calls.filter((call) => call.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/api/admin/bookings/bk_1/refunds',
      body: { paymentId: CARD.id, amount: 40, reason: 'Late pickup', requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
  });

  it('offers to refund what was paid above a lowered price, with a reason the customer reads', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET') return jsonResponse({ ...paid(), overpaid: 22.6 });
      const refund = { id: 'rf1', purpose: 'owner', amount: 22.6, status: 'pending', reason: 'x', requestedAt: '2026-06-01T15:00:00.000Z' };
      return jsonResponse({ refund, payments: [CARD] }, 201);
    });
    renderWithProviders(<BookingPaymentsSection bookingId="bk_1" />);
    const notice = await screen.findByTestId('overpaid');
    expect(notice.textContent).toContain('The customer paid $22.60 more than the price.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Refund $22.60' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect((within(dialog).getByLabelText('Amount to refund ($)') as HTMLInputElement).value).toBe('22.60');
    expect((within(dialog).getByLabelText('Reason (the customer sees it)') as HTMLTextAreaElement).value).toBe('The price of your booking was lowered.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      paymentId: CARD.id,
      amount: 22.6,
      reason: 'The price of your booking was lowered.',
    });
  });

  it('says money paid by hand above a lowered price goes back by hand', async () => {
    const cash = { ...CARD, method: 'cash', methodLabel: 'Cash', refundable: 0, receiptUrl: null } as const;
    stubApi(() => jsonResponse({ ...paid(cash), overpaid: 10 }));
    renderWithProviders(<BookingPaymentsSection bookingId="bk_1" />);
    const notice = await screen.findByTestId('overpaid');
    expect(notice.textContent).toContain('It was not paid by card: give it back by hand.');
    expect(within(notice).queryByRole('button')).toBeNull();
  });

  it('shows the server refusal inside the dialog and keeps it open', async () => {
    stubApi((call) => (call.method === 'GET' ? jsonResponse(paid()) : apiError(409, 'At most $10.00 of this payment is left to refund.')));
    renderWithProviders(<BookingPaymentsSection bookingId="bk_1" />);
    fireEvent.click(within(await screen.findByTestId('booking-payments')).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    fireEvent.change(within(dialog).getByLabelText('Reason (the customer sees it)'), { target: { value: 'Broken seat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('At most $10.00 of this payment is left to refund.');
  });

  it('offers no refund on money received by hand, nor once a payment is refunded in full', async () => {
    // Money received by hand is referenced by its ledger id, a UUID: the owner reads its receipt number.
    const cash = { ...CARD, method: 'cash', methodLabel: 'Cash', reference: CARD.id, refundable: 0, receiptUrl: null, note: 'Paid at pickup' } as const;
    stubApi(() => jsonResponse({ ...paid(cash) }));
    renderWithProviders(<BookingPaymentsSection bookingId="bk_1" />);
    const list = await screen.findByTestId('booking-payments');
    expect(list.textContent).toContain('Paid at pickup');
    expect(within(list).getByText('Receipt 7C8E9A01')).toBeTruthy();
    expect(list.textContent).not.toContain(CARD.id);
    expect(within(list).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('marks an unpaid booking paid by check with a note', async () => {
    const calls = stubApi((call) => (call.method === 'GET' ? jsonResponse(unpaid) : jsonResponse({ payment: { ...CARD, method: 'check' } }, 201)));
    renderWithProviders(<BookingPaymentsSection bookingId="bk_1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect((within(dialog).getByLabelText('Amount received ($)') as HTMLInputElement).value).toBe('45.50');
    fireEvent.click(within(dialog).getByText('Check'));
    fireEvent.change(within(dialog).getByLabelText('Note (optional, e.g. a check number)'), { target: { value: 'Check #1042' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/bookings/bk_1/payments',
      body: { method: 'check', amount: 45.5, receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), note: 'Check #1042' },
    });
  });

  it('sends a payment link by mail and text when texts are on', async () => {
    const calls = stubApi((call) =>
      call.method === 'GET' ? jsonResponse(unpaid) : jsonResponse({ payUrl: unpaid.payLinkUrl, sentTo: ['jamie@example.com', '(801) 555-0123'] }),
    );
    renderWithProviders(<BookingPaymentsSection bookingId="bk_1" />);
    expect(((await screen.findByRole('checkbox', { name: 'Also by text' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send payment link' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/api/admin/bookings/bk_1/pay-link', body: { byText: true } }),
    );
  });

  it("shows a cancelled booking's fee as owed, not received, and sends the link to pay it in one tap", async () => {
    const calls = stubApi((call) =>
      call.method === 'GET' ? jsonResponse(feeOwed) : jsonResponse({ payUrl: feeOwed.payLinkUrl, sentTo: ['jamie@example.com'] }),
    );
    renderWithProviders(<BookingPaymentsSection bookingId="bk_1" />);
    const due = await screen.findByTestId('amount-due');
    expect(due.textContent).toContain('Cancellation fee owed: $20.00');
    expect(due.textContent).toContain('not received yet');
    expect(screen.getByText('No payment received yet')).toBeTruthy();
    fireEvent.click(within(due).getByRole('button', { name: 'Send link to pay the fee' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/api/admin/bookings/bk_1/pay-link', body: { byText: false } }),
    );
    expect(await screen.findByText('Payment link sent to jamie@example.com')).toBeTruthy();
  });

  it('marks the fee paid once its payment came in, as a cancellation fee', async () => {
    const fee: LedgerPayment = { ...CARD, purpose: 'cancellation-fee', amount: 20, note: 'Cancellation fee', refundable: 20 };
    stubApi(() => jsonResponse(paid(fee)));
    renderWithProviders(<BookingPaymentsSection bookingId="bk_1" />);
    const list = await screen.findByTestId('booking-payments');
    expect(within(list).getByText('cancellation fee')).toBeTruthy();
    expect(screen.queryByTestId('amount-due')).toBeNull();
  });
});
