import { describe, expect, it } from 'vitest';
import { phoneNumberRule } from '@/lib/phone-rule';

const check = (value: unknown) => {
  const rule = phoneNumberRule('Phone number is required') as { validator: (rule: unknown, value: unknown) => Promise<void> };
  return rule.validator({}, value).then(
    () => 'accepted',
    (error: Error) => error.message,
  );
};

describe('phoneNumberRule', () => {
  it.each([
    ['(801) 555-0123', 'accepted'],
    ['801.555.0123', 'accepted'],
    ['+1 801 555 0123', 'accepted'],
    // Ten characters, but eight digits: the server refuses it.
    ['(801) 555-12', 'Phone number is required'],
    ['801-555-01', 'Phone number is required'],
    ['', 'Phone number is required'],
    [undefined, 'Phone number is required'],
  ])('%s → %s', async (value, expected) => {
    expect(await check(value)).toBe(expected);
  });
});
