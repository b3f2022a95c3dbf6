import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../domain/errors.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { passwordResetMail } from '../mail/mail-templates.js';
import { AuthService, revokeResetTokens } from './auth.service.js';
import { newSecretToken, secretTokenHash } from '../common/secret-tokens.js';

const TOKEN_TTL_MINUTES = 30;

class InvalidResetLinkError extends DomainError {
  readonly code = 'INVALID_RESET_LINK';
  readonly kind = 'invalid';

  constructor() {
    super('This reset link is invalid or has expired. Please request a new one.');
  }
}

/**
 * Password reset for the one owner account. The request always answers the same way, at once, whatever the
 * address; only the configured owner address gets a link (32 random bytes, stored as a hash, single use,
 * 30 minutes, revoked by a newer link or a password change; the sent mail keeps no copy of it). The work runs
 * after the answer, so timing says nothing about the address either.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly outbox: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  request(email: string): { message: string } {
    setImmediate(() => {
      this.issueIfOwner(email).catch((error: unknown) =>
        this.logger.error({ msg: 'password reset failed', reason: error instanceof Error ? error.message : String(error) }),
      );
    });
    return { message: 'If that address belongs to the owner, a reset link is on its way.' };
  }

  /** Exposed for tests, which await what request() starts in the background. */
  async issueIfOwner(email: string): Promise<boolean> {
    if (email.trim().toLowerCase() !== this.config.env.OWNER_EMAIL.toLowerCase()) return false;
    const owner = await this.auth.findOwner();
    if (!owner) return false;
    const token = newSecretToken();
    const expiresAt = new Date(this.clock.now().getTime() + TOKEN_TTL_MINUTES * 60_000);
    await this.dataSource.transaction(async (manager) => {
      await revokeResetTokens(manager, owner.id, this.clock.now());
      await manager.query('INSERT INTO password_reset_tokens (token_hash, admin_user_id, expires_at) VALUES ($1, $2, $3)', [
        secretTokenHash(token),
        owner.id,
        expiresAt,
      ]);
      const resetUrl = `${this.config.env.PUBLIC_BASE_URL.replace(/\/$/, '')}/auth?reset=${token}`;
      await this.outbox.enqueue(manager, {
        kind: 'password-reset',
        to: this.config.env.OWNER_EMAIL,
        ...passwordResetMail({ resetUrl, expiresInMinutes: TOKEN_TTL_MINUTES }, this.outbox.contact),
      });
    });
    return true;
  }

  /** Uses the token once, sets the password and ends every session of the account. */
  async confirm(token: string, password: string): Promise<{ success: true; message: string }> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
    const [rows]: [{ admin_user_id: string }[], number] = await this.dataSource.query(
      `UPDATE password_reset_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
        RETURNING admin_user_id`,
      [secretTokenHash(token), this.clock.now()],
    );
    if (rows.length === 0) throw new InvalidResetLinkError();
    await this.auth.setPassword(rows[0].admin_user_id, password);
    return { success: true, message: 'Your password was changed. Please log in with the new password.' };
  }
}
