import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { sessionRequestOf } from '../common/session-request.js';
import { createValidationPipe } from '../common/validation.js';
import { LoginDto } from './dto/login.dto.js';
import { canStartSession } from './session-actions.js';

const loginValidation = createValidationPipe();

/**
 * Checks the credentials, then starts a fresh session (passport regenerates the session id on login).
 * Guards run before pipes, so the body is validated here first: passport-local would otherwise hand
 * any truthy JSON value (a number, `true`, an object) to the password hasher.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = sessionRequestOf(context);
    await loginValidation.transform(request.body, { type: 'body', metatype: LoginDto });
    const ok = (await super.canActivate(context)) as boolean;
    if (canStartSession(request)) await super.logIn(request as typeof request & { logIn: NonNullable<typeof request.logIn> });
    return ok;
  }
}
