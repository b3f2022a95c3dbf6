import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { SessionRequest } from '../common/session-request.js';
import { AuthService, type SessionUser } from './auth.service.js';
import { clientKey } from '../domain/client-limits.js';
import { accountKey } from './login-throttle-rules.js';
import { LoginThrottle } from './login-throttle.service.js';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password. Please try again.';

/**
 * The password login. Failures throttle the client address that makes them, and only slow the account: an attacker
 * elsewhere cannot keep the owner out (see LoginThrottle).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottle,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: SessionRequest, username: string, password: string): Promise<SessionUser> {
    const attempt = await this.throttle.admit(clientKey(request.ip));
    // Any name is counted, known or not, so the waits say nothing about which accounts exist.
    const account = accountKey(username);
    await this.throttle.slowDown(account);
    const user = await this.auth.verifyCredentials(username, password);
    if (!user) {
      await this.throttle.failed(account);
      throw new UnauthorizedException(INVALID_LOGIN_MESSAGE);
    }
    await this.throttle.succeeded(attempt);
    return user;
  }
}
