import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { CLOCK, type Clock } from './clock.js';
import { sessionRequestOf } from './session-request.js';

/** A login lasts at most this long, however active the owner is (the cookie's idle timeout is shorter). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** Admin routes: a logged-in owner session, not older than the absolute timeout. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = sessionRequestOf(context);
    if (!request.isAuthenticated?.()) throw new UnauthorizedException('Please log in to continue.');
    const since = request.session?.authenticatedAt ?? 0;
    if (this.clock.now().getTime() - since > SESSION_ABSOLUTE_MS) {
      await request.session?.destroy().catch(() => undefined);
      throw new UnauthorizedException('Your session has expired. Please log in again.');
    }
    return true;
  }
}
