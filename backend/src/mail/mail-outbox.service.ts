import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import type { MailCalendarEvent, MailKind, TextKind } from './mail-outbox.entity.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import type { MailContact, RenderedMail } from './mail-templates.js';
import { mailHtml } from './mail-html.js';
import { toE164 } from './phone-e164.js';
import { TEXT_SETTINGS, type TextSettings } from './text-settings.js';

/** One mail to queue: a written template (its HTML part rendered here, from MJML) plus where it goes. */
export interface OutboxMail extends RenderedMail {
  kind: MailKind;
  to: string;
  /** The booking the mail is about, if any. */
  bookingId?: string | null;
  /** Names the logical mail, e.g. `booking-received:${bookingId}`; a second mail with the same key is not queued. */
  dedupeKey?: string | null;
  /** A calendar file sent with the mail, if any. */
  calendarEvent?: MailCalendarEvent | null;
}

/** One text message to queue. */
export interface OutboxText {
  kind: TextKind;
  /** A phone number as people write it ('(801) 555-0123'); stored in E.164 ('+18015550123'). */
  to: string;
  /** The words; more than MAX_TEXT_LENGTH characters are cut (Twilio refuses longer bodies). */
  body: string;
  /** The booking the text is about, if any. */
  bookingId?: string | null;
  /** Names the logical text, e.g. `reminder-text:${bookingId}`; a second text with the same key is not queued. */
  dedupeKey: string;
  /** Not sent before this instant (quiet hours); unset or past: as soon as possible. */
  notBefore?: Date;
}

/** Twilio's limit for one message body (it splits it into up to 10 segments). */
export const MAX_TEXT_LENGTH = 1600;
/** last_error of a text whose number no text can reach: stored as failed at once, so the owner sees it. */
export const NOT_A_TEXT_NUMBER = 'Not a phone number a text can reach';

/**
 * Queues messages in the caller's transaction: the change a message reports and the message itself commit together
 * or not at all, and the senders (MailSenderService, TextSenderService) deliver committed ones later, retrying while
 * the server or Twilio is down.
 */
@Injectable()
export class MailOutboxService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(TEXT_SETTINGS) private readonly texts: TextSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Business name and owner contact details, for the templates. */
  get contact(): MailContact {
    return this.settings.contact;
  }

  /** Whether texts go out at all: the three Twilio settings are set. Without them enqueueText stores nothing. */
  get textsEnabled(): boolean {
    return this.texts.twilio !== null;
  }

  /**
   * Writes the mail with `manager` (pass the transaction's EntityManager). Returns the new row's id, or
   * null when a mail with the same dedupeKey already exists or there is no address to send it to. A duplicate never raises, so it cannot abort
   * the caller's transaction.
   */
  async enqueue(manager: EntityManager, mail: OutboxMail): Promise<string | null> {
    // A customer the owner booked by phone without an e-mail has no address: there is no mail to send (texts still go).
    if (mail.to.trim() === '') return null;
    const now = this.clock.now();
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO mail_outbox (channel, kind, to_address, subject, text_body, html_body, booking_id, dedupe_key, status, attempts, next_attempt_at, created_at, calendar_event)
       VALUES ('mail', $1, $2, $3, $4, $5, $6, $7, 'queued', 0, $8, $8, $9)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        mail.kind,
        mail.to,
        mail.subject,
        mail.text,
        await mailHtml(mail.mjml),
        mail.bookingId ?? null,
        mail.dedupeKey ?? null,
        now,
        mail.calendarEvent ? JSON.stringify(mail.calendarEvent) : null,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Writes the text with `manager`, like `enqueue` (a duplicate dedupeKey is ignored without raising). Texts off:
   * nothing is stored. A number no text can reach is stored as failed at once (visible in the admin's outbox) rather
   * than refused: the caller's transaction goes on.
   */
  async enqueueText(manager: EntityManager, text: OutboxText): Promise<void> {
    if (!this.textsEnabled) return;
    const now = this.clock.now();
    const to = toE164(text.to);
    const notBefore = text.notBefore && text.notBefore > now ? text.notBefore : null;
    const body = text.body.length > MAX_TEXT_LENGTH ? `${text.body.slice(0, MAX_TEXT_LENGTH - 1)}…` : text.body;
    await manager.query(
      `INSERT INTO mail_outbox (channel, kind, to_address, subject, text_body, html_body, booking_id, dedupe_key, status, attempts,
                                next_attempt_at, not_before, created_at, last_error, failed_at)
       VALUES ('text', $1, $2, '', $3, '', $4, $5, $6, 0, $7, $8, $9, $10, $11)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        text.kind,
        to ?? text.to,
        body,
        text.bookingId ?? null,
        text.dedupeKey,
        to ? 'queued' : 'failed',
        notBefore ?? now,
        notBefore,
        now,
        to ? null : NOT_A_TEXT_NUMBER,
        to ? null : now,
      ],
    );
  }

  /**
   * Seconds the longest-waiting unsent (queued) message, mail or text, has been waiting, by the injected clock; null
   * when none waits. A message waits from the latest of when it was queued, its notBefore and the owner's "send again".
   */
  async oldestUnsentAgeSeconds(): Promise<number | null> {
    const now = this.clock.now();
    const [row] = (await this.dataSource.query(
      `SELECT min(GREATEST(created_at, not_before, resent_at)) AS since FROM mail_outbox
       WHERE status = 'queued' AND GREATEST(created_at, not_before, resent_at) <= $1`,
      [now],
    )) as [{ since: Date | null }];
    return row.since ? Math.max(0, Math.floor((now.getTime() - new Date(row.since).getTime()) / 1000)) : null;
  }
}
