import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { countHit, peekHits, RateLimitedError, secondsLeftInWindow, uncountHit } from '../common/rate-limit.js';
import { LoginAttackAlerts } from './login-attack-alerts.js';
import { ACCOUNT_FAILURES, accountDelayMs, CLIENT_FAILURES, HOURLY_FAILURES, tooManyFailuresMessage } from './login-throttle-rules.js';

/** A client refused for its failed sign-ins: the answer says when it may try again (also as Retry-After). */
export class SignInThrottledError extends RateLimitedError {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyFailuresMessage(retryAfterSeconds));
  }
}

/** An attempt let through: where its reserved failure was counted, to give back if the password is right. */
export interface AdmittedAttempt {
  client: string;
  at: Date;
}

/**
 * Failed sign-ins, counted in PostgreSQL so every app instance shares them (login-throttle-rules.ts has the numbers).
 * A client address is refused once it used up its failures in the window; an account is never refused, only slowed
 * (a short wait before its password is checked, after many failures from anywhere). The right password from an
 * address without failures therefore always gets in, and the owner can always ask for a mailed sign-in link.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly alerts: LoginAttackAlerts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Counts the attempt as a failure of `client` before its password is checked, so parallel attempts cannot slip past
   * the limit between a check and a count; a right password gives it back (`succeeded`).
   */
  async admit(client: string): Promise<AdmittedAttempt> {
    const at = this.clock.now();
    const failures = await countHit(this.dataSource, CLIENT_FAILURES, client, at);
    if (failures > CLIENT_FAILURES.limit) throw new SignInThrottledError(secondsLeftInWindow(CLIENT_FAILURES, at));
    return { client, at };
  }

  /** Waits as long as the account's recent failures say (at most ACCOUNT_DELAY.maxMs), whoever signs in. */
  async slowDown(account: string): Promise<void> {
    const delay = accountDelayMs(await peekHits(this.dataSource, ACCOUNT_FAILURES, account, this.clock.now()));
    if (delay > 0) await sleep(delay);
  }

  async succeeded(attempt: AdmittedAttempt): Promise<void> {
    await uncountHit(this.dataSource, CLIENT_FAILURES, attempt.client, attempt.at);
  }

  /** The password was wrong: the client's failure stays counted; the account's and the hour's are counted now. */
  async failed(account: string): Promise<void> {
    const now = this.clock.now();
    await countHit(this.dataSource, ACCOUNT_FAILURES, account, now);
    await this.alerts.failureCounted(await countHit(this.dataSource, HOURLY_FAILURES, 'all', now));
  }
}
