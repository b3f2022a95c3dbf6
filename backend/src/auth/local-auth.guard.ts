import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../common/validation.js';
import { LoginDto } from './dto/login.dto.js';

const loginValidation = createValidationPipe();

/**
 * Checks the credentials, then starts a fresh session (passport regenerates the session id on login).
 * Guards run before pipes, so the body is validated here first: passport-local would otherwise hand
 * any truthy JSON value (a number, `true`, an object) to the password hasher.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    await loginValidation.transform(request.body, { type: 'body', metatype: LoginDto });
    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    return ok;
  }
}
