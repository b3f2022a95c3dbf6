import { cancellationFee, cancellationPolicyText, type CancellationRule } from './cancellation-policy.js';

const NOW = new Date('2026-06-01T14:00:00Z');
const before = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('cancellationFee', () => {
  it.each<[string, string, number | null, number, number, CancellationRule]>([
    // delivery and ride: free ≥ 6 h, $20 within 6 h, 50 % once dispatched (≤ 30 min or started)
    ['ride 2 days ahead', 'ride', 48 * 60, 4000, 0, 'free'],
    ['ride exactly 6 h ahead', 'ride', 360, 4000, 0, 'free'],
    ['ride 5 h 59 min ahead', 'ride', 359, 4000, 2000, 'late-flat'],
    ['ride 31 min ahead', 'ride', 31, 4000, 2000, 'late-flat'],
    ['ride 30 min ahead: dispatched', 'ride', 30, 4000, 2000, 'dispatched-half'],
    ['ride already started', 'ride', -15, 4550, 2275, 'dispatched-half'],
    ['ride 50 % rounds half up', 'ride', 10, 2001, 1001, 'dispatched-half'],
    ['delivery 7 h ahead', 'delivery', 420, 2500, 0, 'free'],
    ['delivery 2 h ahead', 'delivery', 120, 2500, 2000, 'late-flat'],
    ['delivery dispatched', 'delivery', 0, 2500, 1250, 'dispatched-half'],
    ['flat fee capped at the price', 'ride', 120, 1500, 1500, 'late-flat'],
    ['free booking costs nothing to cancel late', 'ride', 120, 0, 0, 'late-flat'],
    // chauffeur: free ≥ 24 h, then 50 %
    ['chauffeur 25 h ahead', 'chauffeur', 25 * 60, 20000, 0, 'free'],
    ['chauffeur exactly 24 h ahead', 'chauffeur', 24 * 60, 20000, 0, 'free'],
    ['chauffeur 23 h ahead', 'chauffeur', 23 * 60, 20000, 10000, 'late-half'],
    ['chauffeur dispatched', 'chauffeur', 5, 15000, 7500, 'late-half'],
    // subscription: free up to 1 h before, $20 after
    ['subscription 2 h ahead', 'subscription', 120, 40000, 0, 'free'],
    ['subscription exactly 1 h ahead', 'subscription', 60, 40000, 0, 'free'],
    ['subscription 59 min ahead', 'subscription', 59, 40000, 2000, 'late-flat'],
    ['subscription plan purchase without a date', 'subscription', null, 40000, 0, 'free'],
    // long haul and handyman: not applicable
    ['long haul', 'longHaul', 10, 90000, 0, 'not-applicable'],
    ['handyman', 'handyman', 10, 90000, 0, 'not-applicable'],
  ])('%s', (_name, serviceType, minutesBefore, totalCents, feeCents, rule) => {
    expect(cancellationFee({ serviceType, startsAt: minutesBefore === null ? null : before(minutesBefore), totalCents, now: NOW })).toEqual({ feeCents, rule });
  });
});

describe('cancellationPolicyText', () => {
  it.each([
    [
      'delivery',
      'Deliveries can be cancelled free of charge up to 6 hours before the scheduled time. Within 6 hours a $20 fee applies, and 50% of the price once the driver has been dispatched.',
    ],
    [
      'ride',
      'Rides can be cancelled free of charge up to 6 hours before the scheduled time. Within 6 hours a $20 fee applies, and 50% of the price once the driver has been dispatched.',
    ],
    ['chauffeur', 'Personal driver bookings can be cancelled free of charge up to 24 hours before the start; after that 50% of the price applies.'],
    [
      'subscription',
      'Subscription rides can be cancelled free of charge up to 1 hour before the ride; a $20 fee applies once the driver has been dispatched. Plans are paid upfront and non-refundable.',
    ],
    ['longHaul', 'Cancellation fees vary; the owner will explain them with your quote.'],
    ['handyman', 'Cancellation fees vary; the owner will explain them with your quote.'],
  ])('%s', (serviceType, text) => {
    expect(cancellationPolicyText(serviceType)).toBe(text);
  });

  it('gives every policy for a value that is no service type', () => {
    expect(cancellationPolicyText('unknown')).toBe(
      [cancellationPolicyText('delivery'), cancellationPolicyText('chauffeur'), cancellationPolicyText('subscription')].join(' '),
    );
  });
});
