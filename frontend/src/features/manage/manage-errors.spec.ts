import { describe, expect, it } from 'vitest';
import { isFeeChanged, loadFailureText, loadProblem, moveFailureText } from '@/features/manage/manage-errors';
import { i18n } from '@/lib/i18n';

const t = i18n.t;

const refusal = (status: number, code?: string) => ({ status, data: { statusCode: status, error: 'x', code, message: `refused ${status}` } });

describe('loadProblem', () => {
  it('answers every refused link alike, whatever the reason', () => {
    expect(loadProblem(refusal(404, 'MANAGE_LINK_INVALID'))).toBe('invalid-link');
    expect(loadProblem(refusal(404))).toBe('invalid-link');
    expect(loadProblem(refusal(400))).toBe('invalid-link');
  });

  it('tells a rate limit and an outage apart from a bad link', () => {
    expect(loadProblem(refusal(429))).toBe('rate-limited');
    expect(loadProblem(refusal(500))).toBe('unavailable');
    expect(loadProblem({ status: 'FETCH_ERROR', error: 'offline' })).toBe('unavailable');
  });
});

describe('loadFailureText', () => {
  it("gives the server's words for its limit, and a plain retry hint otherwise", () => {
    expect(loadFailureText(refusal(429), t)).toBe('refused 429');
    expect(loadFailureText({ status: 429, data: '' }, t)).toBe('429: Too Many Requests');
    expect(loadFailureText(refusal(502), t)).toBe('We could not load your booking just now. Please try again in a moment.');
  });
});

describe('isFeeChanged', () => {
  it('knows the moved fee by its code', () => {
    expect(isFeeChanged(refusal(409, 'CANCELLATION_FEE_CHANGED'))).toBe(true);
    expect(isFeeChanged(refusal(409, 'CANCELLATION_NOT_ALLOWED'))).toBe(false);
  });
});

describe('moveFailureText', () => {
  it('says plainly that a time was taken meanwhile, and gives the other refusals in the server words', () => {
    const taken = { status: 409, data: { statusCode: 409, error: 'Conflict', code: 'SLOT_UNAVAILABLE', reason: 'SLOT_TAKEN', message: 'Check below.' } };
    expect(moveFailureText(taken, t)).toBe('That time is no longer free. Please choose another time.');
    const travel = { status: 409, data: { ...taken.data, reason: 'TRAVEL_TIME', message: 'The driver starts the day in Ogden at 7:30 AM.' } };
    expect(moveFailureText(travel, t)).toBe('The driver starts the day in Ogden at 7:30 AM.');
    expect(moveFailureText(refusal(409, 'MOVE_NOT_ALLOWED'), t)).toBe('refused 409');
    expect(moveFailureText({ status: 'FETCH_ERROR', error: 'offline' }, t)).toBe('The booking could not be moved. Please try again.');
  });
});
