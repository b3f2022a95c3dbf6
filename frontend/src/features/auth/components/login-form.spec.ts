import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, loginErrorMessage } from '@/features/auth/components/login-form';

describe('loginErrorMessage', () => {
  it('maps the answers of POST /api/login to the spec texts', () => {
    expect(loginErrorMessage({ status: 401, data: { statusCode: 401, message: 'Unauthorized' } })).toBe(LOGIN_MESSAGES.invalid);
    expect(loginErrorMessage({ status: 429, data: { statusCode: 429, message: 'Too many failed login attempts. Please wait a minute and try again.' } })).toBe(
      'Too many failed login attempts. Please wait a minute and try again.',
    );
    expect(loginErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(LOGIN_MESSAGES.failed);
    expect(loginErrorMessage({ status: 500, data: { statusCode: 500, message: 'boom' } })).toBe(LOGIN_MESSAGES.failed);
  });
});
