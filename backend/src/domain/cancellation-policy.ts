// Spec point 9, cancellation: what cancelling a booking costs, as a pure function of the service,
// its start and the clock. The fee is reported (and mailed); charging it is left to the owner.
//
// 'Dispatched' is not recorded anywhere, so it is derived from the clock: the driver counts as
// dispatched once the start is DISPATCH_LEAD_MINUTES away or already passed.
import { percentOfCents } from './money.js';

export const DISPATCH_LEAD_MINUTES = 30;
export const LATE_CANCELLATION_FEE_CENTS = 2000;

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
  const half = (): CancellationFee => ({ feeCents: percentOfCents(totalCents, 50), rule: serviceType === 'chauffeur' ? 'late-half' : 'dispatched-half' });
  // A fee never exceeds what the booking costs (a $0 booking paid with a code costs nothing to cancel).
  const flat = (): CancellationFee => ({ feeCents: Math.min(LATE_CANCELLATION_FEE_CENTS, Math.max(totalCents, 0)), rule: 'late-flat' });
  switch (serviceType) {
    case 'chauffeur':
      return minutesBefore >= 24 * 60 ? { feeCents: 0, rule: 'free' } : half();
    case 'subscription':
      // 'Free up to 1 hour before, $20 if dispatched': within the last hour the driver is on the way.
      return minutesBefore >= 60 ? { feeCents: 0, rule: 'free' } : flat();
    default:
      // delivery and ride
      if (dispatched) return half();
      return minutesBefore >= 6 * 60 ? { feeCents: 0, rule: 'free' } : flat();
  }
}
