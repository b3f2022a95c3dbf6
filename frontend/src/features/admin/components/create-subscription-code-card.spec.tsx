import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aServiceCode, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { CreateSubscriptionCodeCard } from '@/features/admin/components/create-subscription-code-card';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

async function choosePlan(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plan type' }));
  fireEvent.click(await screen.findByTitle(label));
}

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Subscription Code' }));

describe(CreateSubscriptionCodeCard.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a plan code for the customer and empties the form', async () => {
    const calls = stubApi(() => jsonResponse({ serviceCode: aServiceCode({ code: 'PLAN-7Q', discountType: 'subscription' }) }, 201));
    renderWithProviders(<CreateSubscriptionCodeCard customer={aCustomer()} />);
    await choosePlan('10 rides');
    fireEvent.change(screen.getByLabelText('Code (optional)'), { target: { value: ' ' } });
    create();
    expect(await screen.findByText('Subscription code PLAN-7Q created')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/service-codes', body: { customerEmail: 'morgan@example.com', customerPhone: '(801) 555-0188', type: '10rides' } },
    ]);
    await waitFor(() => expect(screen.queryByTitle('10 rides')).toBeNull());
  });

  it('needs a plan type', async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<CreateSubscriptionCodeCard customer={aCustomer()} />);
    create();
    expect(await screen.findByText('Please select a subscription plan type')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the server refusal of a taken code', async () => {
    stubApi(() => apiError(409, 'Code PLAN-7Q already exists'));
    renderWithProviders(<CreateSubscriptionCodeCard customer={aCustomer()} />);
    await choosePlan('Monthly');
    fireEvent.change(screen.getByLabelText('Code (optional)'), { target: { value: 'PLAN-7Q' } });
    create();
    expect(await screen.findByText('Code PLAN-7Q already exists')).toBeTruthy();
  });

  it('reports success when a failed answer came after the code was saved', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' ? apiError(502, 'Bad Gateway') : jsonResponse({ customer: aCustomer({ serviceCodes: [aServiceCode({ code: 'PLAN-7Q' })] }) }),
    );
    renderWithProviders(<CreateSubscriptionCodeCard customer={aCustomer()} />);
    await choosePlan('Yearly');
    fireEvent.change(screen.getByLabelText('Code (optional)'), { target: { value: 'PLAN-7Q' } });
    create();
    expect(await screen.findByText('Subscription code PLAN-7Q created')).toBeTruthy();
    expect(calls.map((call) => call.method)).toEqual(['POST', 'GET']);
  });

  it('reports a failure the re-read does not contradict', async () => {
    stubApi((call) => (call.method === 'POST' ? apiError(500, 'boom') : jsonResponse({ customer: aCustomer() })));
    renderWithProviders(<CreateSubscriptionCodeCard customer={aCustomer()} />);
    await choosePlan('Monthly');
    create();
    expect(await screen.findByText('Failed to create subscription code')).toBeTruthy();
  });
});
