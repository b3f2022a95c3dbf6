import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import argon2 from 'argon2';
import { Repository, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { AdminUser } from './admin-user.entity.js';

/** Every reset link of the account that still works stops working: a newer link or a new password replaces them. */
export async function revokeResetTokens(manager: EntityManager, userId: string, now: Date): Promise<void> {
  await manager.query('UPDATE password_reset_tokens SET revoked_at = $2 WHERE admin_user_id = $1 AND used_at IS NULL AND revoked_at IS NULL', [userId, now]);
}

export interface SessionUser {
  id: string;
  username: string;
}

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  /** Verified against when the username is unknown, so both failures take the same time. */
  private decoyHash?: Promise<string>;

  constructor(
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Creates the owner account, or sets its password from the settings when ADMIN_PASSWORD changed since it
   * was last applied. A password chosen through a reset link stays until the setting itself changes.
   */
  async ensureOwnerAccount(username: string, password: string): Promise<void> {
    const existing = await this.users.findOne({ where: { username } });
    if (existing?.settingsPasswordHash && (await argon2.verify(existing.settingsPasswordHash, password))) return;
    if (existing && !existing.settingsPasswordHash && (await argon2.verify(existing.passwordHash, password))) {
      await this.users.update({ id: existing.id }, { settingsPasswordHash: existing.passwordHash });
      return;
    }
    const passwordHash = await argon2.hash(password, HASH_OPTIONS);
    if (existing) {
      await this.users.update({ id: existing.id }, { passwordHash, settingsPasswordHash: passwordHash });
      await revokeResetTokens(this.users.manager, existing.id, this.clock.now());
      this.logger.log(`Owner account '${username}' password updated from settings`);
    } else {
      await this.users.insert({ username, passwordHash, settingsPasswordHash: passwordHash });
      this.logger.log(`Owner account '${username}' created`);
    }
  }

  /** Sets a new password (reset link), ends every session of the account and revokes its other reset and sign-in links. */
  async setPassword(userId: string, password: string): Promise<void> {
    const now = this.clock.now();
    const passwordHash = await argon2.hash(password, HASH_OPTIONS);
    await this.users.manager.transaction(async (manager) => {
      await manager.update(AdminUser, { id: userId }, { passwordHash });
      await manager.query(`DELETE FROM session WHERE sess -> 'passport' ->> 'user' = $1`, [userId]);
      await revokeResetTokens(manager, userId, now);
      await manager.query('DELETE FROM sign_in_links WHERE admin_user_id = $1 AND used_at IS NULL', [userId]);
    });
  }

  async findOwner(): Promise<AdminUser | null> {
    return this.users.findOne({ where: {}, order: { createdAt: 'ASC' } });
  }

  async verifyCredentials(username: string, password: string): Promise<SessionUser | null> {
    const user = await this.users.findOne({ where: { username } });
    if (!user) {
      this.decoyHash ??= argon2.hash('decoy-password-for-timing', HASH_OPTIONS);
      await argon2.verify(await this.decoyHash, password);
      return null;
    }
    return (await argon2.verify(user.passwordHash, password)) ? { id: user.id, username: user.username } : null;
  }

  async findSessionUser(id: string): Promise<SessionUser | null> {
    const user = await this.users.findOne({ where: { id } });
    return user ? { id: user.id, username: user.username } : null;
  }
}
