import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneBookingButton, phoneBookingRequest } from '@/features/admin/components/phone-booking-modal';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const RIDE = {
  serviceType: 'ride' as const,
  pickupLocation: ' 2350 Wall Ave, Ogden, UT 84401, USA ',
  destinationLocation: '3848 Harrison Blvd, Ogden, UT 84408, USA',
  serviceDate: '2026-06-03',
  serviceTime: '10:00:00',
  passengers: '2',
  luggage: 'none',
  fullName: ' Jamie Rivera ',
  email: 'jamie@example.com',
  phone: '(801) 555-0123',
  agreed: true,
};

describe(phoneBookingRequest.name, () => {
  it.each([
    ['cash', 'cash'],
    ['invoice', 'invoice'],
    ['unpaid', 'unpaid'],
    // A payment link is sent once the booking exists: to the server it is an unpaid booking.
    ['pay-link', 'unpaid'],
  ] as const)('sends the payment choice %s as %s', (choice, sent) => {
    expect(phoneBookingRequest({ ...RIDE, paymentMethod: choice }).paymentMethod).toBe(sent);
  });

  it('trims the contact and the addresses and cuts the time to HH:MM', () => {
    expect(phoneBookingRequest({ ...RIDE, paymentMethod: 'cash' })).toMatchObject({
      pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
      fullName: 'Jamie Rivera',
      serviceTime: '10:00',
      legalAgreement: true,
    });
  });
});

// antd forms in jsdom are slow, more so on a busy machine.
describe(PhoneBookingButton.name, { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The owner's settings offer a personal driver for 3 to 5 hours; every booking call is recorded. */
  function renderWithOwnerHours() {
    const bookings: unknown[] = [];
    const business = businessResponse();
    stubFetch(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/business') return jsonResponse({ ...business, prices: { ...business.prices, chauffeurHours: { min: 3, max: 5 } } });
      bookings.push(await request.json());
      return jsonResponse({ message: 'not here' }, 500);
    });
    renderWithProviders(<PhoneBookingButton />);
    return bookings;
  }

  async function choose(label: string, option: string) {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByTitle(option));
  }

  it("offers the personal-driver hours of the owner's settings, from the fewest", async () => {
    renderWithOwnerHours();
    fireEvent.click(screen.getByRole('button', { name: 'New phone booking' }));
    await choose('Service', 'Personal driver');
    const hours = await screen.findByRole('combobox', { name: 'Hours' });
    // The fewest is chosen to start with.
    await waitFor(() => expect(hours.closest('.ant-select')?.textContent).toBe('3'));
    fireEvent.mouseDown(hours);
    const offered = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    await waitFor(() => expect(offered()).toContain('5'));
    expect(offered().filter((title) => /^\d$/.test(title ?? ''))).toEqual(['3', '4', '5']);
  });

  it('counts the digits of the phone, as the server does, not its characters', async () => {
    const bookings = renderWithOwnerHours();
    fireEvent.click(screen.getByRole('button', { name: 'New phone booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New phone booking' });
    // Twelve characters, eight digits.
    fireEvent.change(within(dialog).getByLabelText('Customer phone'), { target: { value: '(801) 555-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Booking' }));
    await waitFor(() => expect(within(dialog).getAllByText('Phone number is required').length).toBeGreaterThan(0));
    fireEvent.change(within(dialog).getByLabelText('Customer phone'), { target: { value: '(801) 555-1234' } });
    await waitFor(() => expect(within(dialog).queryByText('Phone number is required')).toBeNull());
    expect(bookings).toEqual([]);
  });
});
