import { addMonths, applyCode, refusalOf, type ServiceCodeState } from './service-codes.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const base: ServiceCodeState = {
  discountType: 'percentage',
  discountValue: 10,
  usageLimit: 1,
  usageCount: 0,
  totalRides: null,
  ridesUsed: 0,
  isActive: true,
  expiresAt: null,
};

describe(refusalOf.name, () => {
  it.each([
    ['usable', {}, null],
    ['inactive', { isActive: false }, 'INACTIVE'],
    ['expired', { expiresAt: new Date('2026-06-01T11:59:59Z') }, 'EXPIRED'],
    ['expiring later', { expiresAt: new Date('2026-06-02T00:00:00Z') }, null],
    ['used up', { usageCount: 1 }, 'USED_UP'],
    ['unlimited', { usageLimit: null, usageCount: 500 }, null],
    ['subscription with rides left', { discountType: 'subscription', usageLimit: null, totalRides: 4, ridesUsed: 3 }, null],
    ['subscription without rides left', { discountType: 'subscription', usageLimit: null, totalRides: 4, ridesUsed: 4 }, 'NO_RIDES_LEFT'],
  ] as const)('%s', (_name, change, expected) => {
    expect(refusalOf({ ...base, ...(change as Partial<ServiceCodeState>) }, NOW)).toBe(expected);
  });
});

describe(applyCode.name, () => {
  it.each([
    [5000, { discountType: 'percentage', discountValue: 10 }, 500, 4500],
    [3333, { discountType: 'percentage', discountValue: 15 }, 500, 2833],
    [5000, { discountType: 'percentage', discountValue: 150 }, 5000, 0],
    [5000, { discountType: 'fixed', discountValue: 12.5 }, 1250, 3750],
    [2000, { discountType: 'fixed', discountValue: 50 }, 2000, 0],
    // A plan the owner gave covers any ride; one bought online covers a ride up to what it paid for one.
    [9540, { discountType: 'subscription', discountValue: 0 }, 9540, 0],
    [6260, { discountType: 'subscription', discountValue: 18 }, 1800, 4460],
    [1500, { discountType: 'subscription', discountValue: 18 }, 1500, 0],
    [1800, { discountType: 'subscription', discountValue: 18 }, 1800, 0],
  ] as const)('%i cents with %j → %i off, %i left', (price, code, off, total) => {
    const result = applyCode(price, code, 'SAVE10');
    expect(result.discountCents).toBe(off);
    expect(result.totalCents).toBe(total);
    expect(result.label).toContain('SAVE10');
  });
});

it('names the value a plan ride covered when a difference is left to pay', () => {
  expect(applyCode(6260, { discountType: 'subscription', discountValue: 18 }, 'PLAN-K7Q2').label).toBe('Plan ride (code PLAN-K7Q2): $18.00 covered');
  expect(applyCode(1500, { discountType: 'subscription', discountValue: 18 }, 'PLAN-K7Q2').label).toBe('Subscription code PLAN-K7Q2: ride included');
});

describe(addMonths.name, () => {
  it.each([
    ['2026-01-31T10:00:00Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2026-06-15T10:00:00Z', 12, '2027-06-15T10:00:00.000Z'],
    ['2026-11-30T10:00:00Z', 3, '2027-02-28T10:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(expected);
  });
});
