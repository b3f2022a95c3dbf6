import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type {} from 'passport';

/**
 * Fastify's request as @fastify/session and passport leave it: every request has a session (stored only once it
 * holds a login); passport's user and helpers are there only when the session holds a login, or on a login.
 */
export type SessionRequest = FastifyRequest & Partial<Pick<Express.Request, 'user' | 'isAuthenticated' | 'logIn'>>;

export function sessionRequestOf(context: ExecutionContext): SessionRequest {
  return context.switchToHttp().getRequest<SessionRequest>();
}

/** `@SessionRequestParam()`: the handler's session request, for logging in and out. */
export const SessionRequestParam = createParamDecorator((_data: unknown, context: ExecutionContext) => sessionRequestOf(context));
