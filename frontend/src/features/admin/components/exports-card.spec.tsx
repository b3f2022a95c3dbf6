import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportsCard } from '@/features/admin/components/exports-card';
import { apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';

describe(ExportsCard.name, { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the three CSV files to the range picked, and offers none for a range back to front', () => {
    stubApi(() => apiError(503, 'Not in this test'));
    renderWithProviders(<ExportsCard />);
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-12-31' } });
    for (const [name, label] of [
      ['bookings', 'Bookings CSV'],
      ['payments', 'Payments CSV'],
      ['customers', 'Customers CSV'],
    ]) {
      const link = screen.getByRole('link', { name: label });
      expect(link.getAttribute('href')).toBe(`/api/admin/exports/${name}.csv?from=2026-01-01&to=2026-12-31`);
      expect(link.getAttribute('download')).toBe(`${name}-2026-01-01-to-2026-12-31.csv`);
    }

    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2025-12-31' } });
    expect(screen.getByRole('alert').textContent).toBe('The last day must not be before the first day.');
    expect(screen.queryByRole('link', { name: 'Bookings CSV' })).toBeNull();
  });
});
