import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { MessageNotResendableError, OutboxMessageNotFoundError } from './message-errors.js';
import { failureAlertFor, type FailedMessage } from './message-failure-alerts.js';
import {
  MANAGE_LINK_PATTERN,
  MANAGE_LINK_REMOVED,
  ONE_TIME_LINK_KINDS,
  ONE_TIME_LINK_REMOVED,
  type MailCalendarEvent,
  type MailStatus,
  type MessageChannel,
} from './mail-outbox.entity.js';
import { MailOutboxService } from './mail-outbox.service.js';
import { afterFailure } from './mail-retry.js';
import { TEXT_SETTINGS, type TextSettings } from './text-settings.js';
import { TextOptOuts } from './text-opt-outs.service.js';
import { statusReportEffect, twilioErrorText, TWILIO_UNSUBSCRIBED } from './twilio-status.js';

/** Rows claimed per round trip. */
export const BATCH_SIZE = 10;
/**
 * How long a claimed row stays invisible to other senders. It must outlast sending a whole batch (each mail at most
 * ~50 s of SMTP timeouts, each text 10 s of Twilio's); a sender that dies mid-batch leaves its rows due again after it.
 */
const LEASE_MS = 10 * 60 * 1000;
const MAX_ERROR_LENGTH = 1000;
/**
 * SET clause for a row that will not be sent again (when $done): a one-time link's body goes ($kinds, $removed), and the
 * token of every booking manage link in the others is cut out ($pattern → $replacement).
 */
const forgetLinks = (done: string, kinds: string, removed: string, pattern: string, replacement: string) =>
  ['text_body', 'html_body']
    .map(
      (column) => `${column} = CASE WHEN ${done}::boolean AND kind = ANY(${kinds}::text[]) THEN ${removed}
         WHEN ${done}::boolean THEN regexp_replace(${column}, ${pattern}, ${replacement}, 'g') ELSE ${column} END`,
    )
    .join(',\n');
const LINK_PARAMETERS = [ONE_TIME_LINK_KINDS, ONE_TIME_LINK_REMOVED, MANAGE_LINK_PATTERN, MANAGE_LINK_REMOVED];

/** A row a sender holds for one attempt. */
export interface ClaimedMessage {
  id: string;
  channel: MessageChannel;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  calendar_event: MailCalendarEvent | null;
  /** This attempt's number; also the claim's token (see markSent). */
  attempts: number;
}

/** What the provider said when it took the message (Twilio: the SID and first status); nothing for SMTP. */
export interface Accepted {
  providerId?: string;
  providerStatus?: string;
}

/** How a failed attempt ends: tried again after the backoff, or (`final`) given up on now. */
export interface FailureOptions {
  /** No retry can change it (Twilio refused the number, the recipient replied STOP). */
  final?: boolean;
  /** Tell the owner by the other channel when the message is given up on (not for a STOP: that was the recipient's wish). */
  alert: boolean;
}

/** What a status report from Twilio did. */
export type StatusReportOutcome = 'unknown-message' | 'recorded' | 'ignored' | 'failed';

/**
 * Every change of an outgoing message after it was queued: claimed and leased by a sender, sent, failed (with the
 * owner's alert), reported on by Twilio, queued again by the owner. Rows change only under these guards: a row marked
 * sent is never claimed again, and only the holder of an attempt (its `attempts` number) may mark it.
 */
@Injectable()
export class OutboxStore {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    private readonly optOuts: TextOptOuts,
    @Inject(TEXT_SETTINGS) private readonly texts: TextSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Claims due rows of one channel in one short statement: rows another sender has locked are skipped, and the
   * claimed ones get a lease (next_attempt_at moved ahead) and their attempt counted before the lock is released.
   * Messages of the `held` kinds stay queued, untouched.
   */
  async claimDue(channel: MessageChannel, held: readonly string[] = []): Promise<ClaimedMessage[]> {
    const now = this.clock.now();
    const { records } = await this.run<ClaimedMessage>(
      `WITH due AS (
         SELECT id FROM mail_outbox
         WHERE status = 'queued' AND channel = $4 AND next_attempt_at <= $1 AND kind <> ALL($5::text[])
         ORDER BY next_attempt_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED
       )
       UPDATE mail_outbox m
       SET next_attempt_at = $3, attempts = m.attempts + 1
       FROM due
       WHERE m.id = due.id
       RETURNING m.id, m.channel, m.kind, m.to_address, m.subject, m.text_body, m.html_body, m.calendar_event, m.attempts`,
      [now, BATCH_SIZE, new Date(now.getTime() + LEASE_MS), channel, held],
    );
    return records;
  }

  /**
   * Withdraws the messages about `bookingId` of these kinds that are still waiting to go (a change made them wrong:
   * domain/notification-rules.ts WITHDRAWN_BY_CHANGE), in the caller's transaction, so they go or vanish with the
   * change. They stay listed for the owner, marked withdrawn with the reason, their private links cut out like a sent
   * message's. A message a sender is handing to its provider at this very moment still goes. Returns how many.
   */
  async withdraw(manager: EntityManager, bookingId: string, kinds: readonly string[], reason: string): Promise<number> {
    const rows: unknown[] = await manager.query(
      `UPDATE mail_outbox SET status = 'withdrawn', last_error = $3, ${forgetLinks('$4', '$5', '$6', '$7', '$8')}
        WHERE booking_id = $1 AND status = 'queued' AND kind = ANY($2::text[])
        RETURNING id`,
      [bookingId, kinds, reason, true, ...LINK_PARAMETERS],
    );
    return rows.length;
  }

  /** Only the holder of this attempt may mark the row; `attempts` identifies the claim. False: the lease had expired. */
  async markSent(message: ClaimedMessage, accepted: Accepted = {}): Promise<boolean> {
    const { affected } = await this.run(
      `UPDATE mail_outbox SET status = 'sent', sent_at = $2, last_error = NULL, provider_id = $4, provider_status = $5,
              ${forgetLinks('$6', '$7', '$8', '$9', '$10')}
       WHERE id = $1 AND status = 'queued' AND attempts = $3`,
      [message.id, this.clock.now(), message.attempts, accepted.providerId ?? null, accepted.providerStatus ?? null, true, ...LINK_PARAMETERS],
    );
    return affected === 1;
  }

  /**
   * Records a failed attempt: due again after the backoff, or given up on after the last retry (or at once when
   * `final`). A message given up on queues the owner's alert by the other channel in the same transaction.
   * Returns the row's new status, or null when this sender no longer held it.
   */
  async recordFailure(message: ClaimedMessage, reason: string, options: FailureOptions): Promise<MailStatus | null> {
    const now = this.clock.now();
    const next = options.final ? { status: 'failed' as const, nextAttemptAt: now } : afterFailure(message.attempts, now);
    const error = reason.slice(0, MAX_ERROR_LENGTH);
    return this.dataSource.transaction(async (manager) => {
      const { affected } = await this.run(
        `UPDATE mail_outbox SET status = $2, next_attempt_at = $3, last_error = $4, failed_at = CASE WHEN $6::boolean THEN $3::timestamptz END,
                ${forgetLinks('$6', '$7', '$8', '$9', '$10')}
         WHERE id = $1 AND status = 'queued' AND attempts = $5`,
        // A message given up on will not be sent again either; one to be retried keeps its links.
        [message.id, next.status, next.nextAttemptAt, error, message.attempts, next.status === 'failed', ...LINK_PARAMETERS],
        manager,
      );
      if (affected === 0) return null;
      if (next.status === 'failed' && options.alert) await this.alertOwner(manager, message.id, error);
      return next.status;
    });
  }

  /**
   * Twilio's status callback for the text it knows as `sid`: the provider status is recorded (never moving back), and
   * a text Twilio could not deliver becomes failed, with the owner's alert, or (error 21610) its number opted out.
   */
  async applyStatusReport(sid: string, reported: string, errorCode: number | null): Promise<StatusReportOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string; status: MailStatus; provider_status: string | null; to_address: string }[] = await manager.query(
        `SELECT id, status, provider_status, to_address FROM mail_outbox WHERE provider_id = $1 AND channel = 'text' FOR UPDATE`,
        [sid],
      );
      const row = rows[0];
      if (!row) return 'unknown-message';
      const effect = statusReportEffect(row.provider_status, reported);
      if (!effect) return 'ignored';
      const fails = effect.failed && row.status === 'sent';
      const error = twilioErrorText(errorCode, `Twilio reported the text ${reported}`);
      await this.run(
        `UPDATE mail_outbox SET provider_status = $2,
                status = CASE WHEN $3::boolean THEN 'failed' ELSE status END,
                last_error = CASE WHEN $3::boolean THEN $4 ELSE last_error END,
                failed_at = CASE WHEN $3::boolean THEN $5 ELSE failed_at END
         WHERE id = $1`,
        [row.id, effect.providerStatus, fails, error, this.clock.now()],
        manager,
      );
      if (!fails) return 'recorded';
      if (errorCode === TWILIO_UNSUBSCRIBED) await this.optOuts.optOut(row.to_address, manager);
      else await this.alertOwner(manager, row.id, error);
      this.logger.warn({ msg: 'text not delivered', id: row.id, status: reported, errorCode });
      return 'failed';
    });
  }

  /**
   * The owner's "send again": a failed message is queued again, due now, with a full set of retries. A sent or waiting
   * one is refused, as is a mail whose one-time link was removed and a text while texts are off.
   */
  async resend(id: string): Promise<void> {
    const now = this.clock.now();
    const rows: { status: MailStatus; channel: MessageChannel; kind: string }[] = await this.dataSource.query(
      'SELECT status, channel, kind FROM mail_outbox WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw new OutboxMessageNotFoundError();
    if (row.status === 'sent') throw new MessageNotResendableError('This message was already sent.');
    if (row.status === 'queued') throw new MessageNotResendableError('This message is already waiting to be sent.');
    if ((ONE_TIME_LINK_KINDS as readonly string[]).includes(row.kind)) {
      throw new MessageNotResendableError('This mail carried a one-time link, which was removed. Ask for a new one instead.');
    }
    if (row.channel === 'text' && !this.texts.twilio)
      throw new MessageNotResendableError('Texts are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
    const { affected } = await this.run(
      `UPDATE mail_outbox SET status = 'queued', attempts = 0, next_attempt_at = $2, resent_at = $2, failed_at = NULL,
              provider_id = NULL, provider_status = NULL
       WHERE id = $1 AND status = 'failed'`,
      [id, now],
    );
    if (affected === 0) throw new MessageNotResendableError('This message changed meanwhile. Reload the list.');
    this.logger.log({ msg: 'message queued again by the owner', id, channel: row.channel, kind: row.kind });
  }

  /** Queues the owner's alert about the failed message `id` (once: its dedupe key names the message). */
  private async alertOwner(manager: EntityManager, id: string, error: string): Promise<void> {
    const [row]: { channel: MessageChannel; kind: string; to_address: string; subject: string; booking_id: string | null; reference: string | null }[] =
      await manager.query(
        `SELECT m.channel, m.kind, m.to_address, m.subject, m.booking_id, b.reference
         FROM mail_outbox m LEFT JOIN bookings b ON b.id = m.booking_id WHERE m.id = $1`,
        [id],
      );
    const failed: FailedMessage = {
      id,
      channel: row.channel,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      error,
      bookingId: row.booking_id,
      bookingReference: row.reference,
    };
    const alert = failureAlertFor(failed, { contact: this.outbox.contact, textTo: this.texts.twilio ? this.texts.ownerPhone : null });
    if (alert?.channel === 'mail') await this.outbox.enqueue(manager, alert.mail);
    else if (alert?.channel === 'text') await this.outbox.enqueueText(manager, alert.text);
  }

  /** A statement with its rows and affected count (TypeORM's plain query() shapes UPDATE results differently). */
  private async run<T = unknown>(sql: string, parameters: unknown[], manager?: EntityManager): Promise<{ records: T[]; affected: number }> {
    const runner = manager?.queryRunner ?? this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, parameters, true);
      return { records: result.records as T[], affected: result.affected ?? 0 };
    } finally {
      if (!manager) await runner.release();
    }
  }
}
