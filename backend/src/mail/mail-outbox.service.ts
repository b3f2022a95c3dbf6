import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import type { MailKind } from './mail-outbox.entity.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import type { MailContact, RenderedMail } from './mail-templates.js';

/** One mail to queue: a rendered template plus where it goes. */
export interface OutboxMail extends RenderedMail {
  kind: MailKind;
  to: string;
  /** The booking the mail is about, if any. */
  bookingId?: string | null;
  /** Names the logical mail, e.g. `booking-received:${bookingId}`; a second mail with the same key is not queued. */
  dedupeKey?: string | null;
}

/**
 * Queues mails in the caller's transaction: the change a mail reports and the mail itself commit together
 * or not at all, and MailSenderService delivers committed mails later, retrying while the server is down.
 */
@Injectable()
export class MailOutboxService {
  constructor(
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Business name and owner contact details, for the templates. */
  get contact(): MailContact {
    return this.settings.contact;
  }

  /**
   * Writes the mail with `manager` (pass the transaction's EntityManager). Returns the new row's id, or
   * null when a mail with the same dedupeKey already exists. A duplicate never raises, so it cannot abort
   * the caller's transaction.
   */
  async enqueue(manager: EntityManager, mail: OutboxMail): Promise<string | null> {
    const now = this.clock.now();
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, booking_id, dedupe_key, status, attempts, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', 0, $8, $8)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.bookingId ?? null, mail.dedupeKey ?? null, now],
    );
    return rows[0]?.id ?? null;
  }
}
