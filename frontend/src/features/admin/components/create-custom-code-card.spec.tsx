import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aServiceCode, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { CreateCustomCodeCard } from '@/features/admin/components/create-custom-code-card';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const codeField = () => screen.getByLabelText('Code') as HTMLInputElement;
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Custom Code' }));

describe(CreateCustomCodeCard.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a code with the defaults (10 % off, used once) and empties the field', async () => {
    const calls = stubApi(() => jsonResponse({ serviceCode: aServiceCode({ code: 'THANKS' }) }, 201));
    renderWithProviders(<CreateCustomCodeCard customer={aCustomer()} />);
    expect((screen.getByLabelText('Description') as HTMLInputElement).value).toBe('Custom Discount');
    fireEvent.change(codeField(), { target: { value: 'THANKS' } });
    create();
    expect(await screen.findByText('Code THANKS created')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/service-codes/custom',
      body: {
        code: 'THANKS',
        description: 'Custom Discount',
        discountType: 'percentage',
        discountValue: 10,
        usageLimit: 1,
        customerEmail: 'morgan@example.com',
        customerPhone: '(801) 555-0188',
      },
    });
    await waitFor(() => expect(codeField().value).toBe(''));
  });

  it('needs a code', async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<CreateCustomCodeCard customer={aCustomer()} />);
    create();
    expect(await screen.findByText('Please enter a code')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the server refusal of a taken or invalid code', async () => {
    stubApi(() => apiError(400, 'discountValue must not exceed 100'));
    renderWithProviders(<CreateCustomCodeCard customer={aCustomer()} />);
    fireEvent.change(codeField(), { target: { value: 'BIG' } });
    create();
    expect(await screen.findByText('discountValue must not exceed 100')).toBeTruthy();
  });

  it('reports success when a failed answer came after the code was saved, and failure otherwise', async () => {
    let saved = true;
    stubApi((call) =>
      call.method === 'POST'
        ? apiError(504, 'Gateway Timeout')
        : jsonResponse({ customer: aCustomer({ serviceCodes: saved ? [aServiceCode({ code: 'LATE' })] : [] }) }),
    );
    renderWithProviders(<CreateCustomCodeCard customer={aCustomer()} />);
    fireEvent.change(codeField(), { target: { value: 'LATE' } });
    create();
    expect(await screen.findByText('Code LATE created')).toBeTruthy();
    saved = false;
    fireEvent.change(codeField(), { target: { value: 'LATE' } });
    create();
    expect(await screen.findByText('Failed to create custom code')).toBeTruthy();
  });
});
