import { describe, expect, it } from 'vitest';
import { DISTANCE_ERROR_TOAST, outOfArea, quoteActionLabel, quoteFailureToast } from '@/features/wizard/quote-outcome';

describe('quote outcome', () => {
  it('stops an out-of-area quote with the server message, else the default', () => {
    expect(outOfArea({ withinServiceArea: true, serviceAreaMessage: null })).toBeNull();
    expect(outOfArea({ withinServiceArea: false, serviceAreaMessage: 'Personal driver service is available within 35 miles of Ogden, UT.' })).toEqual({
      title: 'Location Out of Service Area',
      message: 'Personal driver service is available within 35 miles of Ogden, UT.',
    });
    expect(outOfArea({ withinServiceArea: false, serviceAreaMessage: null })?.message).toBe('We can only provide service within 45 miles of Ogden, UT.');
  });

  it.each([
    [{ status: 422, message: 'We could not find the pickup address "x".' }, DISTANCE_ERROR_TOAST],
    [{ status: null, message: 'offline' }, DISTANCE_ERROR_TOAST],
    [{ status: 503, message: 'busy' }, DISTANCE_ERROR_TOAST],
    [{ status: 400, message: 'Pickup location is required' }, 'Pickup location is required'],
  ])('toast for a failed quote %j', (info, expected) => {
    expect(quoteFailureToast(info)).toBe(expected);
  });

  it('labels the step-3 button per service', () => {
    expect(quoteActionLabel('ride', false)).toBe('Schedule Now');
    expect(quoteActionLabel('subscription', false)).toBe('Book This Plan');
    expect(quoteActionLabel('subscription', true)).toBe('Continue');
  });
});
