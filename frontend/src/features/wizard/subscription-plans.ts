import { DEFAULT_PRICING_TABLE, VARYING_ADDRESS_PLAN_DISTANCE_MILES } from '@domain/pricing/pricing-table.js';
import type { PlanType, Quote } from '@/features/wizard/wizard-types';

// Bulk ride plans as the customer sees them, read from the shared pricing table.

/** Placeholder for both addresses when a plan's addresses vary ride to ride. */
export const VARYING_ADDRESS_PLACEHOLDER = 'Addresses vary ride to ride';

export const PLAN_TYPES: readonly PlanType[] = ['basic', 'premium', 'business'];

export function planLabel(planType: PlanType): string {
  const plan = DEFAULT_PRICING_TABLE.subscription[planType];
  return `${plan.label}: ${plan.rides} rides, ${plan.discountPercent}% off`;
}

export const PLAN_OPTIONS: { value: PlanType; label: string }[] = PLAN_TYPES.map((value) => ({ value, label: planLabel(value) }));

/**
 * The fixed plan price used when addresses vary. The server's quote is preferred (its table can be
 * overridden by settings); this is the fallback when that call fails.
 */
export function fixedPlanQuote(planType: PlanType): Quote {
  const plan = DEFAULT_PRICING_TABLE.subscription[planType];
  return {
    distanceMiles: VARYING_ADDRESS_PLAN_DISTANCE_MILES,
    withinServiceArea: true,
    serviceAreaMessage: null,
    totalCents: plan.fixedPriceCents,
    breakdown: [{ label: `${plan.label} plan (${plan.rides} rides)`, amountCents: plan.fixedPriceCents }],
  };
}
