import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { CustomerNotesField } from '@/features/admin/components/customer-notes-field';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const notes = () => screen.getByLabelText('Notes') as HTMLTextAreaElement;

describe(CustomerNotesField.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the notes when the field is left', async () => {
    const calls = stubApi((call) => (call.method === 'PATCH' ? jsonResponse({ customer: aCustomer({ notes: 'Back entrance' }) }) : undefined));
    renderWithProviders(<CustomerNotesField customer={aCustomer()} />);
    fireEvent.change(notes(), { target: { value: 'Back entrance' } });
    fireEvent.blur(notes());
    expect(await screen.findByText('Notes saved')).toBeTruthy();
    expect(calls[0]).toEqual({ method: 'PATCH', path: '/api/customers/phone/(801)%20555-0188', body: { notes: 'Back entrance' } });
  });

  it('sends nothing when the notes did not change', async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<CustomerNotesField customer={aCustomer({ notes: 'Same' })} />);
    fireEvent.blur(notes());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('reports a failed save and keeps the text', async () => {
    stubApi(() => apiError(500, 'boom'));
    renderWithProviders(<CustomerNotesField customer={aCustomer()} />);
    fireEvent.change(notes(), { target: { value: 'Ring twice' } });
    fireEvent.blur(notes());
    expect(await screen.findByText('Failed to update customer information')).toBeTruthy();
    expect(notes().value).toBe('Ring twice');
  });

  it('takes the server notes when they change', async () => {
    stubApi(() => undefined);
    const { rerender } = renderWithProviders(<CustomerNotesField customer={aCustomer({ notes: 'Old' })} />);
    fireEvent.change(notes(), { target: { value: 'Draft' } });
    rerender(<CustomerNotesField customer={aCustomer({ notes: 'Saved elsewhere' })} />);
    await waitFor(() => expect(notes().value).toBe('Saved elsewhere'));
  });
});
