// When a failed mail is tried again. Pure, so the schedule is tested as a table (mail-retry.spec.ts).

/** After this many failed attempts a mail is marked 'failed' and left for a person to look at. */
export const MAX_MAIL_ATTEMPTS = 10;

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/**
 * Wait before the next attempt, given how many attempts have failed so far (1 or more):
 * 30 s, 1 min, 2 min, 4 min, … doubling, capped at 1 h.
 */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2^8 × 30 s already passes the cap; stopping there keeps the arithmetic exact for any count.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(exponent, 8), MAX_RETRY_MS);
}

/** What to do with a mail whose attempt number `attempts` just failed. */
export function afterFailure(attempts: number, now: Date): { status: 'queued' | 'failed'; nextAttemptAt: Date } {
  if (attempts >= MAX_MAIL_ATTEMPTS) return { status: 'failed', nextAttemptAt: now };
  return { status: 'queued', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}
