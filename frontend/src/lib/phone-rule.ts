import { MIN_PHONE_DIGITS, phoneDigits } from '@domain/booking-rules.js';
import type { FormRule } from 'antd';

/**
 * The booking forms' phone field rule: the domain's, at least MIN_PHONE_DIGITS digits however they are spaced (the
 * server counts digits too, so '(801) 555-12' is refused here as it would be there). `message` says so in the form's
 * language: the customer's, or the owner's English (VALIDATION_MESSAGES.phoneRequired).
 */
export function phoneNumberRule(message: string): FormRule {
  return {
    required: true,
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && phoneDigits(value).length >= MIN_PHONE_DIGITS ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
