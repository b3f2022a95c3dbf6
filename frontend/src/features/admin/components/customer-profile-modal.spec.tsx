import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aServiceCode, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { CustomerProfileModal } from '@/features/admin/components/customer-profile-modal';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

describe(CustomerProfileModal.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is closed and asks nothing without a phone', () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<CustomerProfileModal phone={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('loads the customer and shows details, codes and the code forms; closes on request', async () => {
    const calls = stubApi(() => jsonResponse({ customer: aCustomer({ serviceCodes: [aServiceCode()] }) }));
    const onClose = vi.fn();
    renderWithProviders(<CustomerProfileModal phone="(801) 555-0188" onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Customer: Morgan Lee' }));
    expect(dialog.getByTestId('customer-facts')).toBeTruthy();
    expect(within(dialog.getByTestId('service-codes-table')).getByText('SAVE10')).toBeTruthy();
    expect(dialog.getByText('Create custom code')).toBeTruthy();
    expect(dialog.getByText('Create subscription code')).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: '/api/customers/phone/(801)%20555-0188', body: null }]);
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when the customer does not exist', async () => {
    stubApi(() => apiError(404, 'Customer not found'));
    renderWithProviders(<CustomerProfileModal phone="(801) 555-0100" onClose={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Customer Not Found');
    expect(screen.getByRole('dialog', { name: 'Customer profile' })).toBeTruthy();
  });

  it('says when the customer could not be loaded', async () => {
    stubApi(() => apiError(500, 'boom'));
    renderWithProviders(<CustomerProfileModal phone="(801) 555-0100" onClose={vi.fn()} />);
    expect(await screen.findByText('Failed to load customer data. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Failed to load customer data')).toBeTruthy();
  });
});
