import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { BookingEditForm } from '@/features/admin/components/booking-edit-form';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe(BookingEditForm.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends only what changed', async () => {
    const calls = stubApi(() => jsonResponse({ success: true, booking: aBooking() }));
    const onDone = vi.fn();
    renderWithProviders(<BookingEditForm booking={aBooking()} onDone={onDone} />);
    expect(field('Time').value).toBe('09:15');
    expect(field('Price ($)').value).toBe('42.5');
    fireEvent.change(field('Time'), { target: { value: '10:30' } });
    save();
    expect(await screen.findByText('Booking updated')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/bookings/bk_1', body: { booking_time: '10:30' } }]);
  });

  it('closes without a call when nothing changed', async () => {
    const calls = stubApi(() => undefined);
    const onDone = vi.fn();
    renderWithProviders(<BookingEditForm booking={aBooking()} onDone={onDone} />);
    save();
    expect(await screen.findByText('Nothing changed')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('shows the server refusal in the form and stays open', async () => {
    stubApi(() => apiError(409, 'That time is already booked'));
    const onDone = vi.fn();
    renderWithProviders(<BookingEditForm booking={aBooking()} onDone={onDone} />);
    fireEvent.change(field('Pickup'), { target: { value: '3 Elm St, Ogden, UT' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('That time is already booked');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps date and time shut for a plan purchase, and needs a route', async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<BookingEditForm booking={aBooking({ booking_date: 'N/A', booking_time: 'N/A' })} onDone={vi.fn()} />);
    expect(field('Date').disabled).toBe(true);
    expect(field('Time').disabled).toBe(true);
    fireEvent.change(field('Destination'), { target: { value: ' ' } });
    save();
    expect(await screen.findByText('Destination location is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
