import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type {} from 'express-session';
import type {} from 'passport';

/**
 * The Node request beneath Fastify's, where express-session and passport keep the owner's session and user
 * (app-setup.ts runs them on it). Every part is optional: requests without our cookie skip them entirely.
 */
export type SessionRequest = IncomingMessage & Partial<Express.Request> & { body?: unknown; ip?: string };

export function sessionRequestOf(context: ExecutionContext): SessionRequest {
  return context.switchToHttp().getRequest<FastifyRequest>().raw as SessionRequest;
}

/** `@SessionRequestParam()`: the handler's session request, for logging in and out. */
export const SessionRequestParam = createParamDecorator((_data: unknown, context: ExecutionContext) => sessionRequestOf(context));
