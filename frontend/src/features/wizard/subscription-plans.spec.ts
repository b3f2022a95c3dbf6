import { afterEach, describe, expect, it } from 'vitest';
import { fixedPlanQuote, planLabel, planOptions, type PlanPrices } from '@/features/wizard/subscription-plans';
import { showLanguage } from '@/lib/i18n';

// Not the defaults: the labels and prices must be the server's, whatever they are.
const PLANS: NonNullable<PlanPrices> = {
  basic: { label: 'Starter', rides: 3, discountPercent: 4, fixedPriceCents: 30000 },
  premium: { label: 'Gold', rides: 10, discountPercent: 12, fixedPriceCents: 90000 },
  business: { label: 'Fleet', rides: 20, discountPercent: 20, fixedPriceCents: 150000 },
};

describe('subscription plans', () => {
  it.each([
    ['basic', 30000],
    ['premium', 90000],
    ['business', 150000],
  ] as const)("the %s plan has the server's fixed price %i cents at the nominal 15 miles", (planType, cents) => {
    expect(fixedPlanQuote(PLANS, planType)).toMatchObject({ totalCents: cents, distanceMiles: 15, withinServiceArea: true });
  });

  it("labels the plans with the server's rides and discount", () => {
    expect(planOptions(PLANS).map((o) => o.label)).toEqual(['Starter: 3 rides, 4% off', 'Gold: 10 rides, 12% off', 'Fleet: 20 rides, 20% off']);
  });

  it('offers no plan before the server has answered, and names a plan by its type meanwhile', () => {
    expect(planOptions(undefined)).toEqual([]);
    expect(planLabel(undefined, 'premium')).toBe('Premium');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it("keeps the owner's plan names and words the rest in Spanish", async () => {
      await showLanguage('es');
      expect(planLabel(PLANS, 'premium')).toBe('Gold: 10 viajes, 12% de descuento');
      expect(planLabel(undefined, 'basic')).toBe('Básico');
      expect(fixedPlanQuote(PLANS, 'basic').breakdown[0].label).toBe('Plan Starter (3 viajes)');
    });
  });
});
