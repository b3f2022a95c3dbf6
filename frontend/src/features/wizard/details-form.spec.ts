import { describe, expect, it } from 'vitest';
import { defaultFormValues, toTripDetails } from '@/features/wizard/details-form';
import { dayjs } from '@/lib/dayjs';

const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';

describe('details form', () => {
  it('has the spec defaults per service', () => {
    expect(defaultFormValues('delivery', null)).toMatchObject({ perishable: 'no', needsCooler: 'no' });
    expect(defaultFormValues('ride', null)).toMatchObject({ needsRoofRack: 'no', bikeCount: '1' });
    // The owner's fewest hours, from the server; none until it has answered.
    expect(defaultFormValues('chauffeur', null, 3)).toMatchObject({ hours: 3, passengers: '1', termsAgreed: false });
    expect(defaultFormValues('chauffeur', null).hours).toBeUndefined();
    expect(defaultFormValues('subscription', 'premium')).toMatchObject({ planType: 'premium', frequency: 'monthly', addressesVary: false });
    expect(defaultFormValues('subscription', null).planType).toBe('basic');
  });

  it('keeps needsCooler only for perishable deliveries', () => {
    const base = {
      pickupLocation: OGDEN,
      destinationLocation: OGDEN,
      serviceDate: dayjs('2030-05-01'),
      serviceTime: 600,
      packageSize: 'small',
      packageWeight: 'light',
      needsCooler: 'yes',
    } as const;
    expect(toTripDetails('delivery', { ...base, perishable: 'no' }).serviceDetails).not.toHaveProperty('needsCooler');
    expect(toTripDetails('delivery', { ...base, perishable: 'yes' }).serviceDetails).toMatchObject({ needsCooler: 'yes' });
  });

  it('keeps bikeCount only with a bike rack, defaulting to 1', () => {
    const base = {
      pickupLocation: OGDEN,
      destinationLocation: OGDEN,
      serviceDate: dayjs('2030-05-01'),
      serviceTime: 600,
      passengers: '2',
      luggage: 'none',
    } as const;
    expect(toTripDetails('ride', { ...base, needsRoofRack: 'yes-ski', bikeCount: '2' }).serviceDetails).not.toHaveProperty('bikeCount');
    expect(toTripDetails('ride', { ...base, needsRoofRack: 'yes-bike', bikeCount: undefined }).serviceDetails).toMatchObject({ bikeCount: '1' });
    expect(toTripDetails('ride', { ...base, needsRoofRack: undefined }).serviceDetails).toMatchObject({ needsRoofRack: 'no' });
  });

  it('forces the personal driver destination to the pickup', () => {
    const trip = toTripDetails('chauffeur', {
      pickupLocation: ` ${OGDEN} `,
      destinationLocation: 'elsewhere',
      serviceDate: dayjs('2030-05-01'),
      serviceTime: 600,
      hours: 3,
      itinerary: 'Errands',
      termsAgreed: true,
    });
    expect(trip).toMatchObject({ pickupLocation: OGDEN, destinationLocation: OGDEN, serviceDate: '2030-05-01', serviceTimeMinutes: 600 });
  });

  it('gives subscriptions no date or time, and placeholder addresses when they vary', () => {
    const fixed = toTripDetails('subscription', {
      pickupLocation: OGDEN,
      destinationLocation: OGDEN,
      planType: 'basic',
      frequency: 'monthly',
      addressesVary: false,
    });
    expect(fixed).toMatchObject({ pickupLocation: OGDEN, serviceDate: null, serviceTimeMinutes: null });
    const varying = toTripDetails('subscription', { planType: 'business', frequency: 'monthly', addressesVary: true });
    expect(varying).toMatchObject({
      pickupLocation: 'Addresses vary ride to ride',
      destinationLocation: 'Addresses vary ride to ride',
      serviceDetails: { planType: 'business', addressesVary: true, isNonRefundable: true },
    });
  });
});
