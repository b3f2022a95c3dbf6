import type { BusinessResponse } from '@contracts/business.contract.js';
import { VARYING_ADDRESS_PLAN_DISTANCE_MILES } from '@domain/pricing/pricing-table.js';
import { PLAN_TYPES } from '@domain/service-types.js';
import type { PlanType, Quote } from '@/features/wizard/wizard-types';
import { i18n } from '@/lib/i18n';

// Bulk ride plans as the customer sees them, with the server's price table (GET /api/business), so a changed
// PRICING_TABLE_JSON shows without a rebuild. The plan's name is the owner's (the server's `label`); the words around it
// are in the current language (i18n.t: the inquiry and details steps call these without a `t` of their own).

/** A plan's name before the server's table is known. */
const PLAN_NAME = { basic: 'wizard.planBasic', premium: 'wizard.planPremium', business: 'wizard.planBusiness' } as const satisfies Record<PlanType, string>;

/** The server's plans; undefined until GET /api/business has answered. */
export type PlanPrices = BusinessResponse['prices']['plans'] | undefined;

/** Placeholder for both addresses when a plan's addresses vary ride to ride. */
export const VARYING_ADDRESS_PLACEHOLDER = 'Addresses vary ride to ride';

export function planLabel(plans: PlanPrices, planType: PlanType): string {
  const plan = plans?.[planType];
  if (!plan) return i18n.t(PLAN_NAME[planType]);
  return i18n.t('wizard.planOption', { plan: plan.label, rides: plan.rides, discount: plan.discountPercent });
}

export function planOptions(plans: PlanPrices): { value: PlanType; label: string }[] {
  return plans ? PLAN_TYPES.map((value) => ({ value, label: planLabel(plans, value) })) : [];
}

/**
 * The server's fixed plan price, for when addresses vary and the quote call fails: the server's quote is
 * preferred (it is what the booking charges).
 */
export function fixedPlanQuote(plans: NonNullable<PlanPrices>, planType: PlanType): Quote {
  const plan = plans[planType];
  return {
    distanceMiles: VARYING_ADDRESS_PLAN_DISTANCE_MILES,
    withinServiceArea: true,
    serviceAreaMessage: null,
    totalCents: plan.fixedPriceCents,
    breakdown: [{ label: i18n.t('wizard.planLine', { plan: plan.label, rides: plan.rides }), amountCents: plan.fixedPriceCents }],
    cancellationTerms: null,
  };
}
