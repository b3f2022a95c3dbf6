import type { ManagedBooking } from '@contracts/manage.contract.js';

export const TOKEN = 'Zq3vX9kLm2Np4Rt6Wy8Ab0';

/** GET /api/manage/{token} for a paid ride 3 hours ahead: $20 to cancel, the rest back to the card. */
export function managedRide(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    reference: 'K7Q2XMB',
    status: 'confirmed',
    serviceType: 'ride',
    serviceDate: '2030-06-03',
    serviceTime: '10:00',
    serviceTimeText: '10:00',
    timeZone: 'America/Denver',
    startsAt: '2030-06-03T16:00:00.000Z',
    pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
    destinationLocation: '3848 Harrison Blvd, Ogden, UT 84408, USA',
    totalPrice: 42.5,
    paymentStatus: 'paid',
    paid: 42.5,
    policy: 'Rides can be cancelled free of charge up to 6 hours before the scheduled time.',
    cancellation: {
      allowed: true,
      fee: 20,
      refund: 22.5,
      rule: 'late-flat',
      freeUntil: null,
      terms: [{ say: 'costsFee', fee: { amount: 20, percent: null }, windowMinutes: 360, windowBefore: 'start' }],
    },
    move: { allowed: false, until: null, terms: [{ say: 'movableOnlyBefore', windowMinutes: 360, windowBefore: 'start' }] },
    cancelled: null,
    trip: null,
    receipts: [
      {
        id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        amount: 42.5,
        method: 'Visa ending 1111',
        paidAt: '2030-06-01T14:00:00.000Z',
        reference: 'sq_pay_1',
        note: '',
        refunded: 0,
      },
    ],
    ...overrides,
  };
}
