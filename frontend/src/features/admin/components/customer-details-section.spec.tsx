import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '@/features/admin/components/admin-test-fixtures';
import { CustomerDetailsSection } from '@/features/admin/components/customer-details-section';
import { renderWithProviders } from '@/testing/render-with-providers';

describe(CustomerDetailsSection.name, () => {
  it('shows who the customer is, with mail and phone links', () => {
    renderWithProviders(<CustomerDetailsSection customer={aCustomer({ businessName: null, totalSpent: 125.5, tripCount: 3 })} />);
    const facts = within(screen.getByTestId('customer-facts'));
    expect(facts.getByText('Morgan Lee')).toBeTruthy();
    expect(facts.getByText('—')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'morgan@example.com' }).getAttribute('href')).toBe('mailto:morgan@example.com');
    expect(facts.getByRole('link', { name: '(801) 555-0188' }).getAttribute('href')).toBe('tel:8015550188');
    expect(facts.getByText('3')).toBeTruthy();
    expect(facts.getByText('$125.50')).toBeTruthy();
    expect(screen.getByLabelText('Notes')).toBeTruthy();
  });

  it('swaps the facts for the edit form and back, keeping the notes', () => {
    renderWithProviders(<CustomerDetailsSection customer={aCustomer()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Customer' }));
    expect(screen.queryByTestId('customer-facts')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Customer' })).toBeTruthy();
    expect(screen.getByLabelText('Notes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByTestId('customer-facts')).toBeTruthy();
  });
});
