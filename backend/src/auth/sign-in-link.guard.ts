import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { sessionRequestOf } from '../common/session-request.js';
import { createValidationPipe } from '../common/validation.js';
import { SignInLinkDto } from './dto/sign-in-link.dto.js';
import { canStartSession } from './session-actions.js';

const linkValidation = createValidationPipe();

/** Uses a mailed sign-in link's token, then starts a fresh session, as LocalAuthGuard does for a password. */
@Injectable()
export class SignInLinkGuard extends AuthGuard('sign-in-link') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = sessionRequestOf(context);
    await linkValidation.transform(request.body, { type: 'body', metatype: SignInLinkDto });
    const ok = (await super.canActivate(context)) as boolean;
    if (canStartSession(request)) await super.logIn(request as typeof request & { logIn: NonNullable<typeof request.logIn> });
    return ok;
  }
}
