import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/features/admin/components/admin-test-fixtures';
import { MessagesButton } from '@/features/admin/components/messages-button';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const page = (failed: number) => ({ textsEnabled: false, page: 1, pageSize: 20, total: 0, counts: { queued: 0, sent: 0, failed }, messages: [] });

describe(MessagesButton.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows how many messages failed, and opens the outbox', async () => {
    const calls = stubApi(() => jsonResponse(page(2)));
    renderWithProviders(<MessagesButton />);
    const button = await screen.findByRole('button', { name: /^Messages\s*2 failed$/ });
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeTruthy();
    expect(await screen.findByText('Texts are off: only e-mails go out')).toBeTruthy();
    expect(calls.every((call) => call.path === '/api/admin/outbox')).toBe(true);
  });

  it('is a plain "Messages" while nothing failed', async () => {
    stubApi(() => jsonResponse(page(0)));
    renderWithProviders(<MessagesButton />);
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeTruthy();
  });
});
