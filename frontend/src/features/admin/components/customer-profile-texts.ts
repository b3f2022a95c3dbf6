import type { DiscountType } from '@domain/service-codes.js';

// Texts and choices that several parts of the customer profile dialog share.

export const UPDATE_CUSTOMER_FAILED = 'Failed to update customer information';
export const UPDATE_CODE_FAILED = 'Failed to update service code';

export const DISCOUNT_TYPE_OPTIONS: { value: DiscountType; label: string }[] = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount ($)' },
  { value: 'subscription', label: 'Subscription' },
];
