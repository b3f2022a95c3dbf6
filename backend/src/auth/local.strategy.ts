import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { countHit, peekHits, RateLimitedError } from '../common/rate-limit.js';
import type { SessionRequest } from '../common/session-request.js';
import { AuthService, type SessionUser } from './auth.service.js';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password. Please try again.';

/** Five failed logins a minute per client; the sixth attempt is refused before the password is checked. */
export const LOGIN_FAILURES = { bucket: 'login-failures', limit: 5, windowSeconds: 60 };

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: SessionRequest, username: string, password: string): Promise<SessionUser> {
    const client = request.ip || 'unknown';
    const now = this.clock.now();
    if ((await peekHits(this.dataSource, LOGIN_FAILURES, client, now)) >= LOGIN_FAILURES.limit) {
      throw new RateLimitedError('Too many failed login attempts. Please wait a minute and try again.');
    }
    const user = await this.auth.verifyCredentials(username, password);
    if (!user) {
      await countHit(this.dataSource, LOGIN_FAILURES, client, now);
      throw new UnauthorizedException(INVALID_LOGIN_MESSAGE);
    }
    return user;
  }
}
