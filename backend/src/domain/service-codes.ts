// Discount and subscription codes as pure rules: whether a code can be used now, and what it takes off a price.
// Codes are compared exactly (case-sensitive), as customers are told.
import { applyPercentDiscount, formatUsd } from './money.js';

export const DISCOUNT_TYPES = ['percentage', 'fixed', 'subscription'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

// Plans the owner can issue a subscription code for, with what each one grants.
export const SUBSCRIPTION_PLAN_TYPES = ['monthly', '3months', '6months', 'yearly', '10rides', '20rides'] as const;
export type SubscriptionPlanType = (typeof SUBSCRIPTION_PLAN_TYPES)[number];

export interface SubscriptionPlanGrant {
  // Rides the code covers; null = unlimited within its validity.
  totalRides: number | null;
  // Months the code stays valid; null = no expiry.
  validMonths: number | null;
  description: string;
}

export const SUBSCRIPTION_PLAN_GRANTS: Record<SubscriptionPlanType, SubscriptionPlanGrant> = {
  monthly: { totalRides: null, validMonths: 1, description: 'Monthly subscription' },
  '3months': { totalRides: null, validMonths: 3, description: '3-month subscription' },
  '6months': { totalRides: null, validMonths: 6, description: '6-month subscription' },
  yearly: { totalRides: null, validMonths: 12, description: 'Yearly subscription' },
  '10rides': { totalRides: 10, validMonths: null, description: '10-ride pass' },
  '20rides': { totalRides: 20, validMonths: null, description: '20-ride pass' },
};

export interface ServiceCodeState {
  discountType: DiscountType;
  // percentage: percent off (10 = 10 %); fixed: dollars off; subscription: unused.
  discountValue: number;
  usageLimit: number | null; // null = unlimited
  usageCount: number;
  totalRides: number | null; // subscription codes: rides covered; null = unlimited
  ridesUsed: number;
  isActive: boolean;
  expiresAt: Date | null;
}

export type CodeRefusal = 'INACTIVE' | 'EXPIRED' | 'USED_UP' | 'NO_RIDES_LEFT';

/** Why a code check says no: nothing typed, no such code, or a code's refusal. */
export const CODE_CHECK_REASONS = ['empty', 'notValid', 'INACTIVE', 'EXPIRED', 'USED_UP', 'NO_RIDES_LEFT'] as const satisfies readonly (
  CodeRefusal | 'empty' | 'notValid'
)[];

export const CODE_MESSAGES = {
  applied: 'Service code applied',
  notValid: 'The service code is not valid',
  empty: 'No service code entered',
  INACTIVE: 'This service code is no longer active',
  EXPIRED: 'This service code has expired',
  USED_UP: 'This service code has already been used',
  NO_RIDES_LEFT: 'This subscription code has no rides left',
} as const;

/** What the check of a plan code bought online says: it covers a ride up to `rideValue` dollars. */
export function planRideCoverMessage(rideValue: number): string {
  return `Each ride is covered up to ${formatUsd(Math.round(rideValue * 100))}; a dearer ride asks for the difference by card.`;
}

// Why a code cannot be used at `now`, or null when it can.
export function refusalOf(code: ServiceCodeState, now: Date): CodeRefusal | null {
  if (!code.isActive) return 'INACTIVE';
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (code.usageLimit !== null && code.usageCount >= code.usageLimit) return 'USED_UP';
  if (code.discountType === 'subscription' && code.totalRides !== null && code.ridesUsed >= code.totalRides) return 'NO_RIDES_LEFT';
  return null;
}

export interface CodeDiscount {
  discountCents: number;
  totalCents: number;
  label: string;
}

// What the code takes off `priceCents`. A subscription code covers the whole ride; discounts never go below 0.
export function applyCode(priceCents: number, code: Pick<ServiceCodeState, 'discountType' | 'discountValue'>, codeText: string): CodeDiscount {
  let totalCents: number;
  let label: string;
  switch (code.discountType) {
    case 'percentage': {
      const percent = Math.min(Math.max(code.discountValue, 0), 100);
      totalCents = applyPercentDiscount(priceCents, percent);
      label = `Code ${codeText}: ${percent}% off`;
      break;
    }
    case 'fixed': {
      const offCents = Math.round(Math.max(code.discountValue, 0) * 100);
      totalCents = Math.max(priceCents - offCents, 0);
      label = `Code ${codeText}: $${(offCents / 100).toFixed(2)} off`;
      break;
    }
    case 'subscription': {
      // A plan bought online covers a ride up to the value it paid for one (its discountValue, in dollars); a dearer
      // ride leaves the difference to pay. 0: a plan the owner gave covers any ride in full.
      const coverCents = code.discountValue > 0 ? Math.round(code.discountValue * 100) : priceCents;
      totalCents = Math.max(priceCents - coverCents, 0);
      label = totalCents > 0 ? `Plan ride (code ${codeText}): ${formatUsd(coverCents)} covered` : `Subscription code ${codeText}: ride included`;
      break;
    }
  }
  return { discountCents: priceCents - totalCents, totalCents, label };
}

// The end of a plan's validity: `months` calendar months after `from` (clamped to the month's last day).
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
