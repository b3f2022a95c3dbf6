import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { countHit } from '../common/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../domain/errors.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { AuthService, type SessionUser } from './auth.service.js';
import { accountKey } from './login-throttle-rules.js';
import { signInLinkMail } from './sign-in-mails.js';
import { newSecretToken, secretTokenHash } from '../common/secret-tokens.js';

export const SIGN_IN_LINK_TTL_MINUTES = 15;

/**
 * Link mails to the owner in a fixed 15-minute window, whoever asks: a flood of requests cannot flood the inbox. Nor
 * can it keep the owner out: links are not revoked by newer ones, and each lives as long as the window, so while the
 * quota is used up the links it bought still work.
 */
export const SIGN_IN_LINK_MAILS = { bucket: 'sign-in-link-mails', limit: 3, windowSeconds: SIGN_IN_LINK_TTL_MINUTES * 60 } as const;

export const SIGN_IN_LINK_REQUESTED = `If that is the owner's account, a sign-in link is on its way to the owner's email. It works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`;

/** A wrong, used or expired link: one answer for all three, which says nothing about which it was. */
export class InvalidSignInLinkError extends DomainError {
  readonly code = 'INVALID_SIGN_IN_LINK';
  readonly kind = 'invalid';

  constructor() {
    super('This sign-in link does not work: it may have been used or have expired. Please ask for a new one.');
  }
}

/**
 * The owner's way in that no password guesser can block: a link mailed to OWNER_EMAIL that signs in once (32 random
 * bytes, stored only as a hash, 15 minutes; the sent mail keeps no copy of it). The request always answers the same
 * way at once, whatever the name; the work runs after the answer, so its timing says nothing either.
 */
@Injectable()
export class SignInLinksService {
  private readonly logger = new Logger('SignInLinks');

  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly outbox: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  request(username: string | undefined): { message: string } {
    setImmediate(() => {
      this.issueIfOwner(username).catch((error: unknown) =>
        this.logger.error({ msg: 'sign-in link failed', reason: error instanceof Error ? error.message : String(error) }),
      );
    });
    return { message: SIGN_IN_LINK_REQUESTED };
  }

  /** Mails a link when the name is the owner's (any casing or padding) or none was given. Exposed for tests. */
  async issueIfOwner(username: string | undefined): Promise<boolean> {
    const owner = await this.auth.findOwner();
    if (!owner) return false;
    if (username?.trim() && accountKey(username) !== accountKey(owner.username)) return false;
    const now = this.clock.now();
    if ((await countHit(this.dataSource, SIGN_IN_LINK_MAILS, 'owner', now)) > SIGN_IN_LINK_MAILS.limit) {
      this.logger.warn({ msg: 'sign-in link not mailed: the owner got enough links for now' });
      return false;
    }
    const token = newSecretToken();
    await this.dataSource.transaction(async (manager) => {
      // Links that ended a day ago are of no use to anyone.
      await manager.query('DELETE FROM sign_in_links WHERE expires_at < $1', [new Date(now.getTime() - 24 * 60 * 60_000)]);
      await manager.query('INSERT INTO sign_in_links (token_hash, admin_user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
        secretTokenHash(token),
        owner.id,
        new Date(now.getTime() + SIGN_IN_LINK_TTL_MINUTES * 60_000),
        now,
      ]);
      const signInUrl = `${this.config.env.PUBLIC_BASE_URL.replace(/\/$/, '')}/auth?link=${token}`;
      await this.outbox.enqueue(manager, {
        kind: 'sign-in-link',
        to: this.config.env.OWNER_EMAIL,
        ...signInLinkMail({ signInUrl, expiresInMinutes: SIGN_IN_LINK_TTL_MINUTES }, this.outbox.contact),
      });
    });
    return true;
  }

  /** Uses the link's token once: the account it signs in to, or the one refusal for every link that does not work. */
  async signIn(token: string): Promise<SessionUser> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
    const [rows]: [{ admin_user_id: string }[], number] = await this.dataSource.query(
      `UPDATE sign_in_links SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING admin_user_id`,
      [secretTokenHash(token), this.clock.now()],
    );
    const user = rows.length > 0 ? await this.auth.findSessionUser(rows[0].admin_user_id) : null;
    if (!user) throw new InvalidSignInLinkError();
    return user;
  }
}
