import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import type { SessionUser } from './auth.service.js';
import type { SignInLinkDto } from './dto/sign-in-link.dto.js';
import { SignInLinksService } from './sign-in-links.service.js';

type Verify = (body: unknown, done: (error: unknown, user?: SessionUser | false) => void) => void;

/** passport's bare strategy around one check of the request's body; Nest's mixin below makes `verify` from `validate`. */
class RequestBodyStrategy extends passport.Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(request: Parameters<passport.Strategy['authenticate']>[0]): void {
    this.verify(request.body, (error, user) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail();
    });
  }
}

/** Signs in with the token of a mailed sign-in link (the body was validated by SignInLinkGuard). */
@Injectable()
export class SignInLinkStrategy extends PassportStrategy(RequestBodyStrategy, 'sign-in-link') {
  constructor(private readonly links: SignInLinksService) {
    super();
  }

  validate(body: SignInLinkDto): Promise<SessionUser> {
    return this.links.signIn(body.token);
  }
}
