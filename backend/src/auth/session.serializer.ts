import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { AuthService, SessionUser } from './auth.service.js';

/** Only the account id is stored in the session; the user is re-read so a deleted account loses access. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly auth: AuthService) {
    super();
  }

  serializeUser(user: SessionUser, done: (err: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (err: Error | null, user?: SessionUser | false) => void): void {
    this.auth.findSessionUser(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
