import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aServiceCode, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { EditCodeModal } from '@/features/admin/components/edit-code-modal';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe(EditCodeModal.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is closed without a code', () => {
    renderWithProviders(<EditCodeModal code={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts from the code and saves the changes', async () => {
    const calls = stubApi(() => jsonResponse({ serviceCode: aServiceCode() }));
    const onClose = vi.fn();
    renderWithProviders(<EditCodeModal code={aServiceCode({ usageLimit: null, expiresAt: '2030-06-30T23:59:59.000Z' })} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Edit code SAVE10' })).toBeTruthy();
    expect(field('Discount value').value).toBe('10');
    expect(field('Usage limit').value).toBe('');
    expect(field('Expiration date').value).toBe('2030-06-30');
    fireEvent.change(field('Usage limit'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Code' }));
    expect(await screen.findByText('Service code updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/api/service-codes/sc_1', body: { usageLimit: 5, discountValue: 10, expiresAt: '2030-06-30' } });
  });

  it('stays open when the save fails', async () => {
    stubApi(() => apiError(500, 'boom'));
    const onClose = vi.fn();
    renderWithProviders(<EditCodeModal code={aServiceCode()} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save Code' }));
    expect(await screen.findByText('Failed to update service code')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
