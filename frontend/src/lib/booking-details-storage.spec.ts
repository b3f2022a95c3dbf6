import { describe, expect, it } from 'vitest';
import { mergeBookingDetails, readBookingDetails, saveBookingDetails, updateBookingDetails, type StoredBookingDetails } from '@/lib/booking-details-storage';

const details: StoredBookingDetails = {
  bookingId: 'bk_1',
  reference: 'ABC2345',
  serviceType: 'subscription',
  serviceDate: 'N/A',
  serviceTime: 'N/A',
  pickupLocation: 'A',
  destinationLocation: 'B',
  distance: 4,
  totalPrice: 720,
  paymentRequired: true,
  subscriptionCode: null,
  squarePaymentInfo: null,
  fullName: 'Jamie',
  email: 'j@x.io',
  phone: '8015550123',
};

describe('booking details storage', () => {
  it('round-trips through session storage under bookingDetails', () => {
    saveBookingDetails(details);
    expect(JSON.parse(sessionStorage.getItem('bookingDetails')!)).toEqual(details);
    expect(readBookingDetails()).toEqual(details);
  });

  it('reads nothing from missing or malformed entries', () => {
    expect(readBookingDetails()).toBeNull();
    sessionStorage.setItem('bookingDetails', '{oops');
    expect(readBookingDetails()).toBeNull();
    sessionStorage.setItem('bookingDetails', '[1]');
    expect(readBookingDetails()).toBeNull();
  });

  it('adds the subscription code to the saved summary of the same booking', () => {
    saveBookingDetails(details);
    updateBookingDetails({ bookingId: 'bk_1', subscriptionCode: 'PLAN-1' });
    expect(readBookingDetails()).toEqual({ ...details, subscriptionCode: 'PLAN-1' });
  });

  it('drops a summary of another booking instead of mixing the two', () => {
    expect(mergeBookingDetails(details, { bookingId: 'bk_2', totalPrice: 10 })).toEqual({ bookingId: 'bk_2', totalPrice: 10 });
  });

  it('never erases a saved value with undefined', () => {
    expect(mergeBookingDetails(details, { bookingId: 'bk_1', reference: undefined, subscriptionCode: null })).toEqual({ ...details, subscriptionCode: null });
  });
});
