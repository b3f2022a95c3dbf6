import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InquiryRecord } from '@contracts/inquiry.contract.js';
import { stubApi } from '@/features/admin/components/admin-test-fixtures';
import { InquiriesTab } from '@/features/admin/components/inquiries-tab';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const INQUIRY: InquiryRecord = {
  id: 'inq_1',
  inquiryType: 'bulk-rides',
  name: 'Jamie Rivera',
  email: 'jamie@example.com',
  phone: '(801) 555-0123',
  details: { details: 'Twelve rides to the airport' },
  summary: 'Twelve rides to the airport',
  status: 'answered',
  notes: 'Called back',
  language: 'es',
  createdAt: '2026-03-04T16:00:00.000Z',
};

// jsdom matches no media query, so the tab is laid out for a phone.
describe(InquiriesTab.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each inquiry as a card on a phone, with its status and notes to edit', async () => {
    stubApi((call) => (call.path === '/api/inquiries' ? jsonResponse({ inquiries: [INQUIRY] }) : undefined));
    renderWithProviders(<InquiriesTab />);
    const card = within((await screen.findByTestId('inquiries-list')).querySelector('li')!);
    expect(screen.queryByTestId('inquiries-table')).toBeNull();
    expect(card.getByText('Bulk rides')).toBeTruthy();
    expect(card.getByText('Jamie Rivera')).toBeTruthy();
    expect(card.getByTestId('inquiry-language').textContent).toBe('Spanish');
    expect(card.getByRole('link', { name: 'jamie@example.com' })).toBeTruthy();
    expect(card.getByText('Twelve rides to the airport')).toBeTruthy();
    expect(card.getByRole('combobox', { name: 'Status of the inquiry from Jamie Rivera' })).toBeTruthy();
    expect(card.getByText('Answered')).toBeTruthy();
    expect((card.getByRole('textbox', { name: 'Notes on the inquiry from Jamie Rivera' }) as HTMLTextAreaElement).value).toBe('Called back');
  });
});
