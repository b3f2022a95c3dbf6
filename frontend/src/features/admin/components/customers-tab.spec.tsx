import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomerRow } from '@contracts/admin-list.contract.js';
import { CustomersTab } from '@/features/admin/components/customers-tab';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const CUSTOMER: AdminCustomerRow = {
  id: '8015550123',
  name: 'Jamie Rivera',
  fullName: 'Jamie Rivera',
  firstName: 'Jamie',
  lastName: 'Rivera',
  businessName: 'Rivera Bakery',
  email: 'jamie.rivera.with.a.long.address@example.com',
  phone: '(801) 555-0123',
  bookingsCount: 3,
  totalSpent: 120,
  notes: '',
  lastBookedAt: '2026-03-04T16:00:00.000Z',
};

/** Answers GET /api/admin/customers with one customer and records each request's query. */
function serve(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  stubFetch((request) => {
    const url = new URL(request.url);
    queries.push(url.searchParams);
    return jsonResponse({ items: [CUSTOMER], total: 1, page: 1, pageSize: 20 });
  });
  return queries;
}

// jsdom matches no media query, so the tab is laid out for a phone.
describe(CustomersTab.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each customer as a card on a phone, not a table wider than the screen', async () => {
    serve();
    const onOpenCustomer = vi.fn();
    renderWithProviders(<CustomersTab onOpenCustomer={onOpenCustomer} />);
    const card = within((await screen.findByTestId('customers-list')).querySelector('li')!);
    expect(screen.queryByTestId('customers-table')).toBeNull();
    expect(card.getByText('Rivera Bakery')).toBeTruthy();
    expect(card.getByRole('link', { name: CUSTOMER.email }).getAttribute('href')).toBe(`mailto:${CUSTOMER.email}`);
    expect(card.getByRole('link', { name: '(801) 555-0123' }).getAttribute('href')).toBe('tel:8015550123');
    expect(card.getByText('3 bookings')).toBeTruthy();
    expect(card.getByText('$120.00 spent')).toBeTruthy();
    expect(card.getByText('Last booked Mar 4, 2026')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Profile of Jamie Rivera' }));
    expect(onOpenCustomer).toHaveBeenCalledWith('(801) 555-0123');
  });

  it('asks the server for another order when the owner picks one', async () => {
    const queries = serve();
    renderWithProviders(<CustomersTab onOpenCustomer={() => undefined} />);
    await screen.findByTestId('customers-list');
    expect(queries.at(-1)?.get('sort')).toBe('lastBooked');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort customers' }));
    fireEvent.click(await screen.findByText('Most spent first'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('spent'));
    expect(queries.at(-1)?.get('order')).toBe('desc');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });
});
