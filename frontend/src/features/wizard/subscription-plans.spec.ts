import { describe, expect, it } from 'vitest';
import { fixedPlanQuote, PLAN_OPTIONS } from '@/features/wizard/subscription-plans';

describe('subscription plans', () => {
  it.each([
    ['basic', 40000],
    ['premium', 72000],
    ['business', 102000],
  ] as const)('the %s plan has the fixed price %i cents at the nominal 15 miles', (planType, cents) => {
    expect(fixedPlanQuote(planType)).toMatchObject({ totalCents: cents, distanceMiles: 15, withinServiceArea: true });
  });

  it('labels the plans with their rides and discount', () => {
    expect(PLAN_OPTIONS.map((o) => o.label)).toEqual(['Basic: 4 rides, 5% off', 'Premium: 8 rides, 10% off', 'Business: 12 rides, 15% off']);
  });
});
