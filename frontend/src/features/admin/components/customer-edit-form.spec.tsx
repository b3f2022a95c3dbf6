import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { CustomerEditForm } from '@/features/admin/components/customer-edit-form';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe(CustomerEditForm.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the customer and saves the trimmed values; an empty business is none', async () => {
    const calls = stubApi(() => jsonResponse({ customer: aCustomer() }));
    const onDone = vi.fn();
    renderWithProviders(<CustomerEditForm customer={aCustomer({ businessName: 'Lee Bakery' })} onDone={onDone} />);
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Morgan Lee');
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Lee Bakery');
    type('Full name', '  Morgan Lee-Park ');
    type('Email', ' mlp@example.com ');
    type('Business name', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    expect(await screen.findByText('Customer updated')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/api/customers/phone/(801)%20555-0188',
      body: { fullName: 'Morgan Lee-Park', email: 'mlp@example.com', businessName: null },
    });
  });

  it('shows why the server refused, and stays open', async () => {
    stubApi(() => apiError(400, 'email must be an email'));
    const onDone = vi.fn();
    renderWithProviders(<CustomerEditForm customer={aCustomer()} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    expect(await screen.findByText('Failed to update customer information: email must be an email')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('needs a name and a valid email before it sends anything', async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<CustomerEditForm customer={aCustomer()} onDone={vi.fn()} />);
    type('Full name', ' ');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Save Customer' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('discards without saving', async () => {
    const calls = stubApi(() => undefined);
    const onDone = vi.fn();
    renderWithProviders(<CustomerEditForm customer={aCustomer()} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([]);
  });
});
