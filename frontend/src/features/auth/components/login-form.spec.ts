import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, loginErrorMessage } from '@/features/auth/components/login-form';

describe('loginErrorMessage', () => {
  it('maps the answers of POST /api/login to the spec texts', () => {
    expect(loginErrorMessage({ status: 401, data: { statusCode: 401, message: 'Unauthorized' } })).toBe(LOGIN_MESSAGES.invalid);
    expect(
      loginErrorMessage({
        status: 429,
        data: {
          statusCode: 429,
          message: 'Too many failed sign-in attempts from your network. Please try again in 14 minutes, or use "Email me a sign-in link".',
        },
      }),
    ).toBe('Too many failed sign-in attempts from your network. Please try again in 14 minutes, or use "Email me a sign-in link".');
    expect(loginErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(LOGIN_MESSAGES.failed);
    expect(loginErrorMessage({ status: 500, data: { statusCode: 500, message: 'boom' } })).toBe(LOGIN_MESSAGES.failed);
  });
});
