import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { FailureLimiter, type FailureRule } from '../common/rate-limit.js';
import type { SessionRequest } from '../common/session-request.js';
import { AuthService, type SessionUser } from './auth.service.js';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password. Please try again.';

/** Five failed logins a minute per client; the sixth attempt is refused before the password is checked. */
export const LOGIN_FAILURES: FailureRule = {
  bucket: 'login-failures',
  limit: 5,
  windowSeconds: 60,
  message: 'Too many failed login attempts. Please wait a minute and try again.',
};

/**
 * Ten failed logins per account in five minutes, from however many clients: a guesser who spreads over many
 * addresses is slowed too. The window is fixed, so the owner is kept out for at most five minutes.
 */
export const ACCOUNT_LOGIN_FAILURES: FailureRule = {
  bucket: 'login-failures-account',
  limit: 10,
  windowSeconds: 5 * 60,
  message: 'Too many failed login attempts for this account. Please wait 5 minutes and try again.',
};

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    private readonly failures: FailureLimiter,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: SessionRequest, username: string, password: string): Promise<SessionUser> {
    const client = request.ip || 'unknown';
    // Any name is counted, known or not, so the answers say nothing about which accounts exist.
    const account = username.trim().toLowerCase();
    await this.failures.assertAllowed(LOGIN_FAILURES, client);
    await this.failures.assertAllowed(ACCOUNT_LOGIN_FAILURES, account);
    const user = await this.auth.verifyCredentials(username, password);
    if (!user) {
      await this.failures.countFailure(LOGIN_FAILURES, client);
      await this.failures.countFailure(ACCOUNT_LOGIN_FAILURES, account);
      throw new UnauthorizedException(INVALID_LOGIN_MESSAGE);
    }
    return user;
  }
}
