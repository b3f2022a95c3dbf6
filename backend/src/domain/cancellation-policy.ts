// What cancelling a booking costs, as a pure function of the service,
// its start and the clock. The fee is reported (and mailed); charging it is left to the owner.
//
// 'Dispatched' is not recorded anywhere, so it is derived from the clock: the driver counts as
// dispatched once the start is DISPATCH_LEAD_MINUTES away or already passed.
// The customer-facing wording is built from the same numbers, so the text cannot promise other terms.
import { formatUsd, percentOfCents } from './money.js';

export const DISPATCH_LEAD_MINUTES = 30;
export const LATE_CANCELLATION_FEE_CENTS = 2000;
// Percent of the price charged once dispatched (delivery, ride) or late (personal driver).
const HALF_FEE_PERCENT = 50;
// Cancelling at least this long before the start is free.
const FREE_UNTIL_MINUTES = { deliveryOrRide: 6 * 60, chauffeur: 24 * 60, subscription: 60 };

const MINUTE_MS = 60_000;

export type CancellationRule =
  | 'free' // early enough: no fee
  | 'late-flat' // within the free window: flat $20
  | 'dispatched-half' // driver dispatched (delivery, ride): 50 %
  | 'late-half' // personal driver within 24 h: 50 %
  | 'not-applicable'; // long haul and handyman: fees vary, agreed with the owner

export interface CancellationInput {
  serviceType: string;
  // Service start; null for plan purchases without a date (nothing scheduled yet).
  startsAt: Date | null;
  // What the booking costs, in cents (after discounts).
  totalCents: number;
  now: Date;
}

export interface CancellationFee {
  feeCents: number;
  rule: CancellationRule;
}

// Per service: free until `freeMinutesBefore` before the start; after that `lateFee`; once the
// driver is dispatched `dispatchedFee` (when it differs).
export function cancellationFee({ serviceType, startsAt, totalCents, now }: CancellationInput): CancellationFee {
  if (serviceType === 'longHaul' || serviceType === 'handyman') return { feeCents: 0, rule: 'not-applicable' };
  if (!startsAt) return { feeCents: 0, rule: 'free' };
  const minutesBefore = (startsAt.getTime() - now.getTime()) / MINUTE_MS;
  const dispatched = minutesBefore <= DISPATCH_LEAD_MINUTES;
  const half = (): CancellationFee => ({
    feeCents: percentOfCents(totalCents, HALF_FEE_PERCENT),
    rule: serviceType === 'chauffeur' ? 'late-half' : 'dispatched-half',
  });
  // A fee never exceeds what the booking costs (a $0 booking paid with a code costs nothing to cancel).
  const flat = (): CancellationFee => ({ feeCents: Math.min(LATE_CANCELLATION_FEE_CENTS, Math.max(totalCents, 0)), rule: 'late-flat' });
  switch (serviceType) {
    case 'chauffeur':
      return minutesBefore >= FREE_UNTIL_MINUTES.chauffeur ? { feeCents: 0, rule: 'free' } : half();
    case 'subscription':
      // 'Free up to 1 hour before, $20 if dispatched': within the last hour the driver is on the way.
      return minutesBefore >= FREE_UNTIL_MINUTES.subscription ? { feeCents: 0, rule: 'free' } : flat();
    default:
      // delivery and ride
      if (dispatched) return half();
      return minutesBefore >= FREE_UNTIL_MINUTES.deliveryOrRide ? { feeCents: 0, rule: 'free' } : flat();
  }
}

// The policy as customers read it on the booking form and in mails. A value that is no service type
// gets every policy, so the reader is never told less than applies.
export function cancellationPolicyText(serviceType: string): string {
  const fee = formatUsd(LATE_CANCELLATION_FEE_CENTS, { dropZeroCents: true });
  const half = `${HALF_FEE_PERCENT}% of the price`;
  const deliveryOrRide = (what: string) => {
    const free = hoursText(FREE_UNTIL_MINUTES.deliveryOrRide);
    return `${what} can be cancelled free of charge up to ${free} before the scheduled time. Within ${free} a ${fee} fee applies, and ${half} once the driver has been dispatched.`;
  };
  const chauffeur = `Personal driver bookings can be cancelled free of charge up to ${hoursText(FREE_UNTIL_MINUTES.chauffeur)} before the start; after that ${half} applies.`;
  const subscription = `Subscription rides can be cancelled free of charge up to ${hoursText(FREE_UNTIL_MINUTES.subscription)} before the ride; a ${fee} fee applies once the driver has been dispatched. Plans are paid upfront and non-refundable.`;
  switch (serviceType) {
    case 'delivery':
      return deliveryOrRide('Deliveries');
    case 'ride':
      return deliveryOrRide('Rides');
    case 'chauffeur':
      return chauffeur;
    case 'subscription':
      return subscription;
    case 'longHaul':
    case 'handyman':
      return 'Cancellation fees vary; the owner will explain them with your quote.';
    default:
      return [deliveryOrRide('Deliveries'), chauffeur, subscription].join(' ');
  }
}

// Whole hours: 60 → '1 hour', 360 → '6 hours'.
function hoursText(minutes: number): string {
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
