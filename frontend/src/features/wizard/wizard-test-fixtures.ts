import type { CompletedBooking } from '@/features/wizard/wizard-types';

// A booking as the wizard keeps it once made, for the wizard's tests; each test overrides what it checks.
export function aCompletedBooking(overrides: Partial<CompletedBooking> = {}): CompletedBooking {
  return {
    id: 'bk_1',
    reference: 'ABCD2345',
    status: 'pending',
    serviceType: 'ride',
    serviceDate: '2030-05-14',
    serviceTime: '09:15',
    pickupLocation: '1 Main St, Ogden, UT',
    destinationLocation: '2 State St, Salt Lake City, UT',
    distanceMiles: 12,
    totalCents: 4250,
    paymentRequired: true,
    codeApplied: false,
    subscriptionCode: null,
    fullName: 'Quinn Adams',
    email: 'quinn@example.com',
    phone: '(801) 555-0177',
    ...overrides,
  };
}
