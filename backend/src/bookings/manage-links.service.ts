import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Booking } from './booking.entity.js';
import { newSecretToken, secretTokenHash } from '../common/secret-tokens.js';

/**
 * Who holds a link: the customer's mailbox ('mail': every customer mail about the booking carries one) or the browser
 * that booked ('page': the confirmation page's). Every mail's link keeps working until 30 days after the service, so a
 * customer may open any mail they were sent; only the customer or the owner turns them all off (revokeAll). A page's
 * new link replaces its older one: every read of the confirmation page issues one.
 */
export type ManageLinkChannel = 'mail' | 'page';

/** 24 random bytes: 192 bits, 32 base64url characters (the contract's ManagePath takes 22 to 64). */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
/** A link works until this long after the service ends (for a plan bought without a date: after it was issued). */
const VALID_AFTER_SERVICE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The customer's private links to their booking's page, '{PUBLIC_BASE_URL}/manage/{token}'. Only the SHA-256 of a
 * token is stored (a lookup by hash also compares in the database, not in JavaScript); the token itself exists only in
 * the mail or the answer that carries it. Every change runs in the caller's transaction, with the change it belongs to.
 */
@Injectable()
export class ManageLinks {
  /** Links issued in a transaction, so every mail of one change carries the same link (a second one would revoke it). */
  private readonly issuedIn = new WeakMap<EntityManager, Map<string, string>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A new link to the booking for `channel` (a page's replaces the page's older one; a mail's leaves the earlier mails'
   * working); the same one again within a transaction (pass the transaction's manager).
   */
  async issue(manager: EntityManager, booking: Pick<Booking, 'id' | 'endsAt'>, channel: ManageLinkChannel): Promise<string> {
    // Only a transaction's manager is one change's: the data source's own manager serves every request.
    const issued = manager.queryRunner ? (this.issuedIn.get(manager) ?? new Map<string, string>()) : null;
    if (issued) this.issuedIn.set(manager, issued);
    const key = `${booking.id}:${channel}`;
    const earlier = issued?.get(key);
    if (earlier) return earlier;
    const now = this.clock.now();
    const token = newSecretToken(TOKEN_BYTES);
    // The page's older links are deleted, not kept revoked: every read of the confirmation page issues one, and
    // a dead link answers the same either way.
    if (channel === 'page') await manager.query(`DELETE FROM manage_links WHERE booking_id = $1 AND channel = 'page'`, [booking.id]);
    await manager.query(`INSERT INTO manage_links (booking_id, token_hash, channel, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
      booking.id,
      secretTokenHash(token),
      channel,
      now,
      this.expiryOf(booking, now),
    ]);
    const url = this.urlOf(token);
    issued?.set(key, url);
    return url;
  }

  private urlOf(token: string): string {
    return `${this.config.env.PUBLIC_BASE_URL.replace(/\/$/, '')}/manage/${token}`;
  }

  /**
   * A change the customer makes through a mail's link: the change's mails carry that same link instead of one more, so
   * the mails of one booking do not multiply its live links. A page's link is not adopted (the page replaces it).
   */
  async adopt(manager: EntityManager, bookingId: string, token: string): Promise<void> {
    if (!manager.queryRunner || !TOKEN_PATTERN.test(token)) return;
    const [link]: { channel: ManageLinkChannel }[] = await manager.query(
      `SELECT channel FROM manage_links WHERE token_hash = $1 AND booking_id = $2 AND revoked_at IS NULL`,
      [secretTokenHash(token), bookingId],
    );
    if (link?.channel !== 'mail') return;
    const issued = this.issuedIn.get(manager) ?? new Map<string, string>();
    this.issuedIn.set(manager, issued);
    issued.set(`${bookingId}:mail`, this.urlOf(token));
  }

  /**
   * Every link of the booking stops working: the customer or the owner asked (a mail forwarded to the wrong person).
   * Links issued later in the transaction are new ones.
   */
  async revokeAll(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.query(`UPDATE manage_links SET revoked_at = $2 WHERE booking_id = $1 AND revoked_at IS NULL`, [bookingId, this.clock.now()]);
    const issued = this.issuedIn.get(manager);
    for (const channel of ['mail', 'page'] as const) issued?.delete(`${bookingId}:${channel}`);
  }

  /** The booking moved: its live links now last until 30 days after its new end. */
  async follow(manager: EntityManager, booking: Pick<Booking, 'id' | 'endsAt'>): Promise<void> {
    await manager.query(`UPDATE manage_links SET expires_at = $2 WHERE booking_id = $1 AND revoked_at IS NULL`, [
      booking.id,
      this.expiryOf(booking, this.clock.now()),
    ]);
  }

  /**
   * The booking a live token opens, or null. A wrong, malformed, expired or revoked token all take the same one query
   * and give the same null: nothing tells them apart.
   */
  async bookingOf(manager: EntityManager, token: string): Promise<string | null> {
    const hash = secretTokenHash(TOKEN_PATTERN.test(token) ? token : `malformed:${token}`);
    const [row]: { booking_id: string }[] = await manager.query(
      `SELECT booking_id FROM manage_links WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [hash, this.clock.now()],
    );
    return row?.booking_id ?? null;
  }

  private expiryOf(booking: Pick<Booking, 'endsAt'>, now: Date): Date {
    return new Date((booking.endsAt ?? now).getTime() + VALID_AFTER_SERVICE_MS);
  }
}
