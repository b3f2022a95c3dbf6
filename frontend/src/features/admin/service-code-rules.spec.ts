import { describe, expect, it } from 'vitest';
import {
  customCodeRequest,
  describeDiscount,
  describeUsage,
  editCodeRequest,
  parseDiscountValue,
  parseEditedUsageLimit,
  parseUsageLimit,
  quickCodeFor,
  quickCodeRequest,
} from '@/features/admin/service-code-rules';

describe('quickCodeFor', () => {
  it.each([
    ['Rivera', new Date(2026, 2, 15), 'Rivera326'],
    ['Smith', new Date(2030, 11, 1), 'Smith1230'],
    ['', new Date(2026, 0, 31), 'Customer126'],
    [null, new Date(2009, 5, 1), 'Customer609'],
    ["O'Brien-Lee", new Date(2026, 9, 1), 'OBrien-Lee1026'],
    ['  ', new Date(2026, 9, 1), 'Customer1026'],
  ])('%s on %s → %s', (lastName, today, code) => {
    expect(quickCodeFor(lastName, today)).toBe(code);
  });

  it('builds the quick-code request: Quick Discount, 10 percent, limit 1, tied to the customer', () => {
    expect(quickCodeRequest({ lastName: 'Rivera', email: 'j@x.io', phone: '(801) 555-0123' }, new Date(2026, 2, 1))).toEqual({
      customerEmail: 'j@x.io',
      customerPhone: '(801) 555-0123',
      code: 'Rivera326',
      description: 'Quick Discount',
      discountType: 'percentage',
      discountValue: 10,
      usageLimit: 1,
    });
  });
});

describe('number fallbacks', () => {
  it.each([
    ['15', 15],
    ['12.5', 12.5],
    ['abc', 0],
    ['', 0],
    [undefined, 0],
    ['-3', 0],
    [7, 7],
  ])('discount value %s → %s', (input, value) => {
    expect(parseDiscountValue(input)).toBe(value);
  });

  it.each([
    ['3', 3],
    ['abc', 1],
    ['', 1],
    [undefined, 1],
    ['-1', 1],
    ['0', 0],
  ])('usage limit %s → %s', (input, value) => {
    expect(parseUsageLimit(input)).toBe(value);
  });

  it('treats an empty edited usage limit as unlimited', () => {
    expect(parseEditedUsageLimit('')).toBeNull();
    expect(parseEditedUsageLimit('  ')).toBeNull();
    expect(parseEditedUsageLimit(null)).toBeNull();
    expect(parseEditedUsageLimit('5')).toBe(5);
    expect(parseEditedUsageLimit('x')).toBe(1);
  });
});

describe('customCodeRequest', () => {
  it('fills the defaults: Custom Discount, percentage, 10, limit 1', () => {
    expect(customCodeRequest({ code: ' SAVE10 ' }, { phone: '8015550123' })).toEqual({
      customerPhone: '8015550123',
      code: 'SAVE10',
      description: 'Custom Discount',
      discountType: 'percentage',
      discountValue: 10,
      usageLimit: 1,
    });
  });

  it('turns typed non-numbers into 0 and 1', () => {
    const request = customCodeRequest({ code: 'X', description: 'Friends', discountType: 'fixed', discountValue: 'five', usageLimit: 'many' }, {});
    expect(request).toMatchObject({ description: 'Friends', discountType: 'fixed', discountValue: 0, usageLimit: 1 });
  });
});

describe('editCodeRequest', () => {
  it('sends null for no limit and no expiration', () => {
    expect(editCodeRequest({ description: 'A', discountType: 'percentage', discountValue: '20', usageLimit: '', expiresOn: '' })).toEqual({
      description: 'A',
      discountType: 'percentage',
      discountValue: 20,
      usageLimit: null,
      expiresAt: null,
    });
    expect(editCodeRequest({ description: 'A', discountValue: '5', usageLimit: '2', expiresOn: '2030-01-31' })).toMatchObject({
      usageLimit: 2,
      expiresAt: '2030-01-31',
    });
  });
});

describe('code descriptions', () => {
  it('describes discounts and usage', () => {
    expect(describeDiscount({ discountType: 'percentage', discountValue: 10, totalRides: null })).toBe('10% off');
    expect(describeDiscount({ discountType: 'fixed', discountValue: 5, totalRides: null })).toBe('$5.00 off');
    expect(describeDiscount({ discountType: 'subscription', discountValue: 0, totalRides: 10 })).toBe('10 rides');
    expect(describeUsage({ discountType: 'percentage', usageLimit: 1, usageCount: 0, totalRides: null, ridesUsed: 0 })).toBe('0 / 1 used');
    expect(describeUsage({ discountType: 'fixed', usageLimit: null, usageCount: 3, totalRides: null, ridesUsed: 0 })).toBe('3 used (unlimited)');
  });
});
