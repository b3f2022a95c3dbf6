import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/features/admin/components/admin-test-fixtures';
import { BookingActionsSection } from '@/features/admin/components/booking-actions-section';
import { renderWithProviders } from '@/testing/render-with-providers';

describe(BookingActionsSection.name, () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers edit, cancel, mail, print and the profile', () => {
    const onEdit = vi.fn();
    const onOpenCustomer = vi.fn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<BookingActionsSection booking={aBooking()} editing={false} onEdit={onEdit} onOpenCustomer={onOpenCustomer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email Customer' }).getAttribute('href')).toMatch(/^mailto:quinn@example\.com\?subject=/);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Customer Profile' }));
    expect(onOpenCustomer).toHaveBeenCalledWith('(801) 555-0177');
  });

  it('offers a one-tap Confirm for a pending booking only', () => {
    const { unmount } = renderWithProviders(<BookingActionsSection booking={aBooking()} editing={false} onEdit={vi.fn()} onOpenCustomer={vi.fn()} />);
    expect(screen.getByRole('button', { name: /^Confirm booking/ })).toBeTruthy();
    unmount();
    renderWithProviders(<BookingActionsSection booking={aBooking({ status: 'confirmed' })} editing={false} onEdit={vi.fn()} onOpenCustomer={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Confirm booking/ })).toBeNull();
  });

  it('hides Edit while editing, and what the booking cannot do', () => {
    renderWithProviders(<BookingActionsSection booking={aBooking({ email: '', phone: '' })} editing onEdit={vi.fn()} onOpenCustomer={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Confirm booking/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Email Customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Customer Profile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
