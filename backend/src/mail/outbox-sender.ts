import type { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { redactedForLog } from '../common/request-path.js';
import type { MessageChannel } from './mail-outbox.entity.js';
import { BATCH_SIZE, type Accepted, type ClaimedMessage, type FailureOptions, type OutboxStore } from './outbox-store.service.js';

/** Bounds one run, so a large backlog is worked off over several ticks instead of one endless run. */
const MAX_BATCHES_PER_RUN = 10;

/** An attempt that must not be repeated: the message is given up on at once. */
export class UndeliverableError extends Error {
  constructor(
    message: string,
    /** Whether the owner hears of it by the other channel (not for a recipient's STOP). */
    readonly alert: boolean,
  ) {
    super(message);
    this.name = 'UndeliverableError';
  }
}

/**
 * The part every channel's sender shares: a timer, runs that claim the channel's due rows in batches (OutboxStore:
 * FOR UPDATE SKIP LOCKED and a lease, so several app instances never hold the same row) and hand each to `deliver`,
 * then mark it sent or record the failure with the outbox's backoff. Each channel claims only its own rows, so a
 * provider's outage never holds up the other channel. Delivery is at-least-once only in one case: a sender that dies
 * (or outlives its lease) between the provider's acceptance and marking the row sent.
 */
export abstract class OutboxSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected abstract readonly logger: Logger;
  protected abstract readonly channel: MessageChannel;
  /** The scheduler's name of the timer, e.g. 'mail-sender'. */
  protected abstract readonly timerName: string;
  private running: Promise<number> | null = null;

  protected constructor(
    protected readonly store: OutboxStore,
    private readonly scheduler: SchedulerRegistry,
    /** Seconds between runs; 0 = no timer (tests call sendDue themselves). */
    private readonly intervalSeconds: number,
  ) {}

  /** Hands one message to the provider; resolves once it took it, rejects with the reason (UndeliverableError: for good). */
  protected abstract deliver(message: ClaimedMessage): Promise<Accepted>;

  /** For the start-up log line: where messages go, never credentials; null when this channel is off. */
  protected abstract get destination(): string | null;

  /** Kinds of message this channel holds back now (they stay queued for a later run); none by default. */
  protected heldKinds(): readonly string[] {
    return [];
  }

  /** Closes the provider's connection at shutdown, if it keeps one. */
  protected close(): void {}

  onApplicationBootstrap(): void {
    const destination = this.destination;
    if (this.intervalSeconds <= 0 || destination === null) return;
    this.scheduler.addInterval(
      this.timerName,
      setInterval(() => this.tick(), this.intervalSeconds * 1000),
    );
    this.logger.log(`Sending queued ${this.channel === 'mail' ? 'mail' : 'texts'} every ${this.intervalSeconds} s via ${destination}`);
  }

  /** Stops the timer and lets a run in progress finish before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.scheduler.doesExist('interval', this.timerName)) this.scheduler.deleteInterval(this.timerName);
    await this.running?.catch(() => undefined);
    this.close();
  }

  /** Sends every message of this channel that is due now (by the injected clock). Returns how many were delivered. */
  async sendDue(): Promise<number> {
    if (this.destination === null) return 0;
    let delivered = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const claimed = await this.store.claimDue(this.channel, this.heldKinds());
      for (const message of claimed) if (await this.attempt(message)) delivered += 1;
      if (claimed.length < BATCH_SIZE) break;
    }
    return delivered;
  }

  /** One timer tick; skipped while the previous run in this process is still going. */
  private tick(): void {
    if (this.running) return;
    this.running = this.sendDue()
      .catch((error: unknown) => {
        this.logger.error(`${this.timerName} run failed: ${redactedForLog(messageOf(error))}`);
        return 0;
      })
      .finally(() => (this.running = null));
  }

  private async attempt(message: ClaimedMessage): Promise<boolean> {
    let accepted: Accepted;
    try {
      accepted = await this.deliver(message);
    } catch (error) {
      const options: FailureOptions = error instanceof UndeliverableError ? { final: true, alert: error.alert } : { alert: true };
      await this.recordFailure(message, messageOf(error), options);
      return false;
    }
    if (await this.store.markSent(message, accepted)) this.logger.log(`Sent ${message.kind} ${message.channel} ${message.id} (attempt ${message.attempts})`);
    else this.logger.warn(`Sent ${message.kind} ${message.channel} ${message.id}, but its lease had expired; another sender may send it again`);
    return true;
  }

  private async recordFailure(message: ClaimedMessage, reason: string, options: FailureOptions): Promise<void> {
    const status = await this.store.recordFailure(message, reason, options);
    const what = `${message.kind} ${message.channel} ${message.id}`;
    // The owner reads the whole reason in the Messages list; the log gets it without the number a refusal may quote.
    const logged = redactedForLog(reason);
    if (status === 'failed') this.logger.error(`Gave up on ${what} after ${message.attempts} attempts: ${logged}`);
    else if (status === 'queued') this.logger.warn(`Attempt ${message.attempts} of ${what} failed (${logged}); it is tried again later`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
