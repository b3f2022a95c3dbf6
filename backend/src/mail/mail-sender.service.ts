import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { MANAGE_LINK_PATTERN, MANAGE_LINK_REMOVED, ONE_TIME_LINK_KINDS, ONE_TIME_LINK_REMOVED, type MailKind } from './mail-outbox.entity.js';
import { afterFailure } from './mail-retry.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';

const INTERVAL_NAME = 'mail-sender';
/** Rows claimed per round trip. */
const BATCH_SIZE = 10;
/** Bounds one run, so a large backlog is worked off over several ticks instead of one endless run. */
const MAX_BATCHES_PER_RUN = 10;
/**
 * How long a claimed row stays invisible to other senders. It must outlast sending a whole batch (each
 * mail at most ~50 s of SMTP timeouts); a sender that dies mid-batch leaves its rows due again after it.
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

interface ClaimedMail {
  id: string;
  kind: MailKind;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** This attempt's number; also the claim's token (see markSent). */
  attempts: number;
}

/**
 * Delivers queued mails. Safe with several app instances: a row is claimed with FOR UPDATE SKIP LOCKED and
 * leased by moving next_attempt_at ahead, so no two senders hold it at once, and a row marked sent is never
 * claimed again. Delivery is at-least-once only in one case: a sender that dies (or outlives its lease)
 * between the SMTP server's acceptance and marking the row sent.
 */
@Injectable()
export class MailSenderService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailSenderService.name);
  private running: Promise<number> | null = null;
  private readonly messageIdDomain: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly scheduler: SchedulerRegistry,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.messageIdDomain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost';
  }

  onApplicationBootstrap(): void {
    const seconds = this.settings.intervalSeconds;
    if (seconds <= 0) return;
    this.scheduler.addInterval(
      INTERVAL_NAME,
      setInterval(() => this.tick(), seconds * 1000),
    );
    this.logger.log(`Sending queued mail every ${seconds} s via ${this.transport.description}`);
  }

  /** Stops the timer and lets a run in progress finish before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  /** Sends every mail that is due now (by the injected clock). Returns how many were delivered. */
  async sendDue(): Promise<number> {
    let delivered = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const claimed = await this.claimDue();
      for (const mail of claimed) if (await this.deliver(mail)) delivered += 1;
      if (claimed.length < BATCH_SIZE) break;
    }
    return delivered;
  }

  /** One timer tick; skipped while the previous run in this process is still going. */
  private tick(): void {
    if (this.running) return;
    this.running = this.sendDue()
      .catch((error: unknown) => {
        this.logger.error(`Mail sender run failed: ${messageOf(error)}`);
        return 0;
      })
      .finally(() => (this.running = null));
  }

  /**
   * Claims due rows in one short statement: rows another sender has locked are skipped, and the claimed
   * ones get a lease (next_attempt_at moved ahead) and their attempt counted before the lock is released.
   */
  private async claimDue(): Promise<ClaimedMail[]> {
    const now = this.clock.now();
    const { records } = await this.run<ClaimedMail>(
      `WITH due AS (
         SELECT id FROM mail_outbox
         WHERE status = 'queued' AND next_attempt_at <= $1
         ORDER BY next_attempt_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED
       )
       UPDATE mail_outbox m
       SET next_attempt_at = $3, attempts = m.attempts + 1
       FROM due
       WHERE m.id = due.id
       RETURNING m.id, m.kind, m.to_address, m.subject, m.text_body, m.html_body, m.attempts`,
      [now, BATCH_SIZE, new Date(now.getTime() + LEASE_MS)],
    );
    return records;
  }

  private async deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await this.transport.deliver(
        {
          id: mail.id,
          from: this.settings.from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          messageId: `<${mail.id}@${this.messageIdDomain}>`,
        },
        this.clock.now(),
      );
    } catch (error) {
      await this.recordFailure(mail, messageOf(error));
      return false;
    }
    await this.markSent(mail);
    return true;
  }

  /** Only the holder of this attempt may mark the row; `attempts` identifies the claim. */
  private async markSent(mail: ClaimedMail): Promise<void> {
    const { affected } = await this.run(
      `UPDATE mail_outbox SET status = 'sent', sent_at = $2, last_error = NULL, ${forgetLinks('$4', '$5', '$6', '$7', '$8')}
       WHERE id = $1 AND status = 'queued' AND attempts = $3`,
      [mail.id, this.clock.now(), mail.attempts, true, ...LINK_PARAMETERS],
    );
    if (affected === 1) this.logger.log(`Sent ${mail.kind} mail ${mail.id} (attempt ${mail.attempts})`);
    else this.logger.warn(`Sent ${mail.kind} mail ${mail.id}, but its lease had expired; another sender may send it again`);
  }

  private async recordFailure(mail: ClaimedMail, reason: string): Promise<void> {
    const next = afterFailure(mail.attempts, this.clock.now());
    await this.run(
      `UPDATE mail_outbox SET status = $2, next_attempt_at = $3, last_error = $4,
              ${forgetLinks('$6', '$7', '$8', '$9', '$10')}
       WHERE id = $1 AND status = 'queued' AND attempts = $5`,
      // A mail given up on will not be sent again either; one to be retried keeps its links.
      [mail.id, next.status, next.nextAttemptAt, reason.slice(0, MAX_ERROR_LENGTH), mail.attempts, next.status === 'failed', ...LINK_PARAMETERS],
    );
    if (next.status === 'failed') this.logger.error(`Gave up on ${mail.kind} mail ${mail.id} after ${mail.attempts} attempts: ${reason}`);
    else this.logger.warn(`Attempt ${mail.attempts} of ${mail.kind} mail ${mail.id} failed (${reason}); next try at ${next.nextAttemptAt.toISOString()}`);
  }

  /** A statement with its rows and affected count (TypeORM's plain query() shapes UPDATE results differently). */
  private async run<T = unknown>(sql: string, parameters: unknown[]): Promise<{ records: T[]; affected: number }> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, parameters, true);
      return { records: result.records as T[], affected: result.affected ?? 0 };
    } finally {
      await runner.release();
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
