import { describe, expect, it } from 'vitest';
import { phoneBookingRequest } from '@/features/admin/components/phone-booking-modal';

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
