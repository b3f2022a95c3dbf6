import { describe, expect, it } from 'vitest';
import { errorStatus, toApiError } from '@/lib/api-error';

describe('toApiError', () => {
  it('shows the message of a JSON server error', () => {
    expect(toApiError({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'That time slot was just taken.' } })).toEqual({
      status: 409,
      message: 'That time slot was just taken.',
    });
  });

  it('joins validation message lists', () => {
    expect(toApiError({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: ['email must be an email', 'phone is required'] } }).message).toBe(
      'email must be an email. phone is required',
    );
  });

  it('falls back to "status: text" for non-JSON bodies', () => {
    expect(toApiError({ status: 500, data: 'Database exploded' })).toEqual({ status: 500, message: '500: Database exploded' });
  });

  it('uses the status text when the body is empty', () => {
    expect(toApiError({ status: 503, data: '' })).toEqual({ status: 503, message: '503: Service Unavailable' });
    expect(toApiError({ status: 502, data: undefined })).toEqual({ status: 502, message: '502: Bad Gateway' });
  });

  it('keeps the real status of unparsable error pages', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError' })).toEqual({
      status: 502,
      message: '502: <html>Bad gateway</html>',
    });
  });

  it('uses the fallback for network failures', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Offline')).toEqual({ status: null, message: 'Offline' });
  });

  it('reads serialized errors and unknown values', () => {
    expect(toApiError({ name: 'Error', message: 'boom' })).toEqual({ status: null, message: 'boom' });
    expect(toApiError(undefined, 'Nope')).toEqual({ status: null, message: 'Nope' });
  });

  it('exposes the status alone', () => {
    expect(errorStatus({ status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' } })).toBe(401);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
  });
});
