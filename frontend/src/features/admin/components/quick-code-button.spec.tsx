import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDirectoryEntry } from '@contracts/customer.contract.js';
import { aServiceCode, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { QuickCodeButton } from '@/features/admin/components/quick-code-button';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const CUSTOMER: CustomerDirectoryEntry = {
  id: '8015550188',
  name: 'Morgan Lee',
  fullName: 'Morgan Lee',
  firstName: 'Morgan',
  lastName: 'Lee',
  businessName: null,
  email: 'morgan@example.com',
  phone: '(801) 555-0188',
  bookingsCount: 3,
  totalSpent: 125.5,
  notes: '',
};

const press = () => fireEvent.click(screen.getByRole('button', { name: 'Quick code for Morgan Lee' }));

describe(QuickCodeButton.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("creates a one-time code for the customer's e-mail and phone, copies it and says so", async () => {
    const calls = stubApi(() => jsonResponse({ serviceCode: aServiceCode({ code: 'LEE1123' }) }, 201));
    const onCopy = vi.fn(async () => true);
    renderWithProviders(<QuickCodeButton customer={CUSTOMER} copiedKey={null} onCopy={onCopy} />);
    press();
    expect(await screen.findByText('Code LEE1123 created and copied')).toBeTruthy();
    expect(onCopy).toHaveBeenCalledWith('LEE1123', '8015550188');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/service-codes/custom',
        body: expect.objectContaining({ customerEmail: 'morgan@example.com', customerPhone: '(801) 555-0188', usageLimit: 1 }),
      }),
    ]);
  });

  it('says the code was created, not copied, when the browser refuses the clipboard', async () => {
    stubApi(() => jsonResponse({ serviceCode: aServiceCode({ code: 'LEE1123' }) }, 201));
    renderWithProviders(<QuickCodeButton customer={CUSTOMER} copiedKey={null} onCopy={async () => false} />);
    press();
    expect(await screen.findByText('Code LEE1123 created')).toBeTruthy();
  });

  it('sends the owner to the profile when the answer failed, as the code may have been saved', async () => {
    stubApi(() => apiError(504, 'Gateway Timeout'));
    renderWithProviders(<QuickCodeButton customer={CUSTOMER} copiedKey={null} onCopy={async () => true} />);
    press();
    expect(await screen.findByText('Service code may have been created. Check customer profile.')).toBeTruthy();
  });

  it("shows 'Copied!' while its code is the one just copied", () => {
    renderWithProviders(<QuickCodeButton customer={CUSTOMER} copiedKey="8015550188" onCopy={async () => true} />);
    expect(screen.getByRole('button', { name: 'Quick code for Morgan Lee' }).textContent).toBe('Copied!');
  });
});
