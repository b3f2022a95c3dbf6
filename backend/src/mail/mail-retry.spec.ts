import { afterFailure, MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-retry.js';

describe(retryDelayMs.name, () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [9, 3_600_000],
    [50, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, expected) => {
    expect(retryDelayMs(attempts)).toBe(expected);
  });
});

describe(afterFailure.name, () => {
  const now = new Date('2026-06-01T14:00:00Z');

  it('keeps the mail queued and moves it past the backoff', () => {
    expect(afterFailure(1, now)).toEqual({ status: 'queued', nextAttemptAt: new Date('2026-06-01T14:00:30Z') });
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, () => {
    expect(afterFailure(MAX_MAIL_ATTEMPTS - 1, now).status).toBe('queued');
    expect(afterFailure(MAX_MAIL_ATTEMPTS, now).status).toBe('failed');
  });
});
