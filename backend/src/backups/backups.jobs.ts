import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BackupsService } from './backups.service.js';

/** After a failed nightly backup (a full disk, the database away), the next attempt waits this long. */
const RETRY_AFTER_FAILURE_MS = 15 * 60 * 1000;

@Injectable()
export class BackupsJobs implements BeforeApplicationShutdown {
  private readonly logger = new Logger('BackupsJobs');
  private running: Promise<void> | undefined;
  private retryAt = 0;

  constructor(
    private readonly backups: BackupsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Once a minute: the nightly backup when it is due (from 03:00 business time). A check each minute rather than
   * a timer set for 03:00: a clock change, a DST day or a server that was down at 03:00 cannot make it miss the
   * night. Off when NODE_ENV=test (the tests take their backups on purpose).
   */
  @Interval('nightly-backup', 60_000)
  tick(): void {
    if (this.config.env.NODE_ENV === 'test' || this.running || this.clock.now().getTime() < this.retryAt) return;
    this.running = this.backups
      .takeNightlyBackupIfDue()
      .then(() => undefined)
      .catch((error: unknown) => {
        this.retryAt = this.clock.now().getTime() + RETRY_AFTER_FAILURE_MS;
        this.logger.error({ msg: 'nightly backup failed', reason: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => (this.running = undefined));
  }

  /** A backup being written is finished before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.running;
  }
}
