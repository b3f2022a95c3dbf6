import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage, OutboxPage } from '@contracts/outbox.contract.js';
import { stubApi } from '@/features/admin/components/admin-test-fixtures';
import { MessagesPanel } from '@/features/admin/components/messages-panel';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const FAILED: OutboxMessage = {
  id: '6f1c2a52-7d1e-4c57-9a55-1f7e0c1d2b3a',
  channel: 'text',
  kind: 'reminder-text',
  to: '+18015550123',
  summary: 'Reminder: your ride tomorrow at 10:00 AM',
  status: 'failed',
  providerStatus: 'undelivered',
  attempts: 1,
  lastError: 'Twilio error 30003: the phone is switched off or out of reach',
  queuedAt: '2030-05-01T15:00:00.000Z',
  sentAt: '2030-05-01T15:00:05.000Z',
  failedAt: '2030-05-01T15:01:00.000Z',
  nextAttemptAt: null,
  resentAt: null,
  bookingId: 'bk_1',
  bookingReference: '254-K7Q2XM',
  canResend: true,
};
const SENT: OutboxMessage = {
  ...FAILED,
  id: '6f1c2a52-7d1e-4c57-9a55-1f7e0c1d2b3b',
  channel: 'mail',
  kind: 'booking-received',
  to: 'dana@example.com',
  summary: 'Booking 254-K7Q2XM received',
  status: 'sent',
  providerStatus: null,
  lastError: null,
  failedAt: null,
  canResend: false,
};
const page = (messages: OutboxMessage[], overrides: Partial<OutboxPage> = {}): OutboxPage => ({
  textsEnabled: true,
  page: 1,
  pageSize: 20,
  total: messages.length,
  counts: { queued: 0, sent: 1, failed: 1, withdrawn: 0 },
  messages,
  ...overrides,
});

describe(MessagesPanel.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a failed message with its error and sends it again', async () => {
    let resent = false;
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        resent = true;
        return jsonResponse({ success: true, message: { ...FAILED, status: 'queued', attempts: 0, canResend: false } });
      }
      return jsonResponse(
        page(resent ? [{ ...FAILED, status: 'queued', attempts: 0, canResend: false, resentAt: '2030-05-01T16:00:00.000Z' }, SENT] : [FAILED, SENT]),
      );
    });
    renderWithProviders(<MessagesPanel />);

    const card = await screen.findByTestId(`message-${FAILED.id}`);
    expect(within(card).getByText('Failed')).toBeTruthy();
    expect(card.textContent).toContain('Reminder: your ride tomorrow at 10:00 AM');
    expect(card.textContent).toContain('To +18015550123');
    expect(card.textContent).toContain('Booking 254-K7Q2XM');
    expect(within(card).getByText('Twilio error 30003: the phone is switched off or out of reach')).toBeTruthy();
    expect(within(screen.getByTestId(`message-${SENT.id}`)).queryByRole('button', { name: /Send again/ })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Send again: Reminder: your ride tomorrow at 10:00 AM to +18015550123' }));
    expect(await screen.findByText('Queued to be sent again')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId(`message-${FAILED.id}`)).getByText('Queued')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/admin/outbox/${FAILED.id}/resend`]);
  });

  it('says when texts are off', async () => {
    stubApi(() => jsonResponse(page([SENT], { textsEnabled: false })));
    renderWithProviders(<MessagesPanel />);
    expect(await screen.findByText('Texts are off: only e-mails go out')).toBeTruthy();
  });

  it('shows the server’s refusal of "send again"', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? jsonResponse({ statusCode: 409, error: 'Conflict', code: 'MESSAGE_NOT_RESENDABLE', message: 'This message was already sent.' }, 409)
        : jsonResponse(page([FAILED])),
    );
    renderWithProviders(<MessagesPanel />);
    const card = await screen.findByTestId(`message-${FAILED.id}`);
    fireEvent.click(within(card).getByRole('button', { name: /Send again/ }));
    expect(await screen.findByText('This message was already sent.')).toBeTruthy();
  });

  it('pages through a long outbox, newer to older', async () => {
    stubApi(() => jsonResponse(page([SENT], { total: 45 })));
    renderWithProviders(<MessagesPanel />);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });
});
