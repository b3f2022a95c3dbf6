import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionRequestOf } from '../common/session-request.js';
import { createValidationPipe } from '../common/validation.js';
import { LoginDto } from './dto/login.dto.js';

const loginValidation = createValidationPipe();

/**
 * Checks the credentials, then starts a fresh session (passport regenerates the session id on login).
 * Guards run before pipes, so the body is validated here first: passport-local would otherwise hand
 * any truthy JSON value (a number, `true`, an object) to the password hasher.
 * Passport works on the Node request, where the session lives (common/session-request.ts).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = this.getRequest(context);
    await loginValidation.transform(request.body, { type: 'body', metatype: LoginDto });
    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(request as typeof request & { logIn: NonNullable<typeof request.logIn> });
    return ok;
  }

  /** Passport's request, given what passport-local and LocalStrategy read from Fastify's: the body and client IP. */
  override getRequest(context: ExecutionContext) {
    const request = sessionRequestOf(context);
    const fastifyRequest = context.switchToHttp().getRequest<FastifyRequest>();
    request.body = fastifyRequest.body;
    request.ip = fastifyRequest.ip;
    return request;
  }

  getResponse(context: ExecutionContext) {
    return context.switchToHttp().getResponse<FastifyReply>().raw;
  }
}
