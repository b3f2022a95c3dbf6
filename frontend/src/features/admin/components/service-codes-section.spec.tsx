import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aServiceCode, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { ServiceCodesSection } from '@/features/admin/components/service-codes-section';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

describe(ServiceCodesSection.name, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says when there are no codes', () => {
    renderWithProviders(<ServiceCodesSection codes={[]} />);
    expect(screen.getByRole('heading', { name: 'Service codes' })).toBeTruthy();
    expect(screen.getByText('No service codes yet')).toBeTruthy();
  });

  it('lists each code with its discount, usage, expiry and status', () => {
    renderWithProviders(
      <ServiceCodesSection
        codes={[aServiceCode(), aServiceCode({ id: 'sc_2', code: 'RIDES', discountType: 'subscription', totalRides: 10, ridesUsed: 2, isActive: false })]}
      />,
    );
    const table = within(screen.getByTestId('service-codes-table'));
    const first = within(table.getByText('SAVE10').closest('tr')!);
    expect(first.getByText('10% off')).toBeTruthy();
    expect(first.getByText('0 / 1 used')).toBeTruthy();
    expect(first.getByText('Never')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    const second = within(table.getByText('RIDES').closest('tr')!);
    expect(second.getByText('2 / 10 rides used')).toBeTruthy();
    expect(second.getByText('Inactive')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Activate code RIDES' })).toBeTruthy();
  });

  it('deactivates a code and says so; reports a failed toggle', async () => {
    let fail = false;
    const calls = stubApi(() => (fail ? apiError(500, 'boom') : jsonResponse({ serviceCode: aServiceCode({ isActive: false }) })));
    renderWithProviders(<ServiceCodesSection codes={[aServiceCode()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate code SAVE10' }));
    expect(await screen.findByText('Code SAVE10 deactivated')).toBeTruthy();
    expect(calls[0]).toEqual({ method: 'PATCH', path: '/api/service-codes/sc_1/toggle', body: null });
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate code SAVE10' }));
    expect(await screen.findByText('Failed to update service code')).toBeTruthy();
  });

  it('copies a code, or says how to copy it when the browser refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<ServiceCodesSection codes={[aServiceCode()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code SAVE10' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy code SAVE10' }).textContent).toBe('Copied!'));
    expect(writeText).toHaveBeenCalledWith('SAVE10');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code SAVE10' }));
    expect(await screen.findByText('Could not copy the code. Select it and copy it by hand.')).toBeTruthy();
  });

  it('opens the edit dialog of a code', async () => {
    renderWithProviders(<ServiceCodesSection codes={[aServiceCode()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit code SAVE10' }));
    expect(await screen.findByRole('dialog', { name: 'Edit code SAVE10' })).toBeTruthy();
  });
});
