import type { CreateCustomCodeRequest, ServiceCode, UpdateServiceCodeRequest } from '@contracts/service-code.contract.js';
import type { DiscountType } from '@domain/service-codes.js';

// Pure rules of the owner's code forms: quick codes, defaults and number fallbacks.

export const QUICK_CODE_DEFAULTS = { description: 'Quick Discount', discountType: 'percentage', discountValue: 10, usageLimit: 1 } as const;
export const CUSTOM_CODE_DEFAULTS = { description: 'Custom Discount', discountType: 'percentage' as DiscountType, discountValue: 10, usageLimit: 1 };

/** Codes may use only letters, digits, - and _ (the server's rule), at most 64 characters. */
function codeSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * The quick-code button's code: the last name (or 'Customer') plus the month number and the two-digit
 * year of `today`, e.g. Rivera + March 2026 → 'Rivera326'. Characters a code cannot hold are dropped.
 */
export function quickCodeFor(lastName: string | null | undefined, today: Date): string {
  const name = codeSafe((lastName ?? '').trim()) || 'Customer';
  const month = today.getMonth() + 1;
  const year = String(today.getFullYear() % 100).padStart(2, '0');
  return `${name}${month}${year}`.slice(0, 64);
}

export function quickCodeRequest(customer: { lastName?: string | null; email?: string | null; phone?: string | null }, today: Date): CreateCustomCodeRequest {
  return {
    ...(customer.email ? { customerEmail: customer.email } : {}),
    ...(customer.phone ? { customerPhone: customer.phone } : {}),
    code: quickCodeFor(customer.lastName, today),
    ...QUICK_CODE_DEFAULTS,
  };
}

/** A non-numeric discount value falls back to 0. */
export function parseDiscountValue(input: unknown): number {
  const value = typeof input === 'number' ? input : Number.parseFloat(String(input ?? '').trim());
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/** A non-numeric usage limit falls back to 1 (creation). */
export function parseUsageLimit(input: unknown): number {
  const value = typeof input === 'number' ? input : Number.parseInt(String(input ?? '').trim(), 10);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : 1;
}

/** Editing: an empty usage limit means unlimited (null); anything else follows the creation fallback. */
export function parseEditedUsageLimit(input: unknown): number | null {
  if (input === null || input === undefined || String(input).trim() === '') return null;
  return parseUsageLimit(input);
}

export interface CustomCodeFormValues {
  code?: string;
  description?: string;
  discountType?: DiscountType;
  discountValue?: string | number;
  usageLimit?: string | number;
}

export function customCodeRequest(values: CustomCodeFormValues, customer: { email?: string | null; phone?: string | null }): CreateCustomCodeRequest {
  return {
    ...(customer.email ? { customerEmail: customer.email } : {}),
    ...(customer.phone ? { customerPhone: customer.phone } : {}),
    code: (values.code ?? '').trim(),
    description: values.description?.trim() || CUSTOM_CODE_DEFAULTS.description,
    discountType: values.discountType ?? CUSTOM_CODE_DEFAULTS.discountType,
    discountValue:
      values.discountValue === undefined || values.discountValue === '' ? CUSTOM_CODE_DEFAULTS.discountValue : parseDiscountValue(values.discountValue),
    usageLimit: values.usageLimit === undefined || values.usageLimit === '' ? CUSTOM_CODE_DEFAULTS.usageLimit : parseUsageLimit(values.usageLimit),
  };
}

export interface EditCodeFormValues {
  description?: string;
  discountType?: DiscountType;
  discountValue?: string | number;
  usageLimit?: string | number | null;
  /** 'YYYY-MM-DD' or empty for no expiration */
  expiresOn?: string | null;
}

export function editCodeRequest(values: EditCodeFormValues): UpdateServiceCodeRequest {
  return {
    description: values.description?.trim() ?? '',
    discountType: values.discountType,
    discountValue: parseDiscountValue(values.discountValue),
    usageLimit: parseEditedUsageLimit(values.usageLimit),
    expiresAt: values.expiresOn ? values.expiresOn : null,
  };
}

/** "10% off", "$5.00 off", "10 rides", "Unlimited rides". */
export function describeDiscount(code: Pick<ServiceCode, 'discountType' | 'discountValue' | 'totalRides'>): string {
  if (code.discountType === 'percentage') return `${code.discountValue}% off`;
  if (code.discountType === 'fixed') return `$${Number(code.discountValue).toFixed(2)} off`;
  return code.totalRides === null ? 'Unlimited rides' : `${code.totalRides} rides`;
}

/** "0 / 1 used", "3 used (unlimited)"; subscription codes count rides. */
export function describeUsage(code: Pick<ServiceCode, 'discountType' | 'usageLimit' | 'usageCount' | 'totalRides' | 'ridesUsed'>): string {
  if (code.discountType === 'subscription')
    return code.totalRides === null ? `${code.ridesUsed} rides used` : `${code.ridesUsed} / ${code.totalRides} rides used`;
  return code.usageLimit === null ? `${code.usageCount} used (unlimited)` : `${code.usageCount} / ${code.usageLimit} used`;
}
