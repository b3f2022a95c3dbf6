import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BookingNotifier } from './booking-notifier.service.js';
import { CustomerReminders } from './customer-reminders.service.js';
import { MorningSheet } from './morning-sheet.service.js';

@Injectable()
export class NotificationsJobs implements BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationsJobs');
  private running: Promise<void> | undefined;

  constructor(
    private readonly reminders: CustomerReminders,
    private readonly sheet: MorningSheet,
    private readonly notifier: BookingNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Once a minute: the booking changes not told of yet (the notifier tells of each as it commits; this catches one an
   * instance could not), the customers' reminders that are due, and the owner's morning sheet once 06:00 has come. A check
   * each minute rather than timers set for each instant: a DST day, a clock change or a server that was down cannot make
   * one go missing, and what was queued is never queued twice. Off when NODE_ENV=test (the tests run it with their clock).
   */
  @Interval('notifications', 60_000)
  tick(): void {
    if (this.config.env.NODE_ENV === 'test' || this.running) return;
    this.running = this.run().finally(() => (this.running = undefined));
  }

  /** Each job once; a failure of one (the database away) is logged and the next tick tries again. */
  async run(): Promise<void> {
    try {
      const told = await this.notifier.sweep();
      if (told > 0) this.logger.log({ msg: 'booking changes told of', count: told });
    } catch (error) {
      this.logger.warn({ msg: 'could not tell of booking changes', reason: reasonOf(error) });
    }
    try {
      const reminders = await this.reminders.queueDue();
      if (reminders > 0) this.logger.log({ msg: 'reminders queued', count: reminders });
    } catch (error) {
      this.logger.warn({ msg: 'could not queue reminders', reason: reasonOf(error) });
    }
    try {
      const jobs = await this.sheet.queueIfDue();
      if (jobs !== null) this.logger.log({ msg: 'morning sheet decided', jobs });
    } catch (error) {
      this.logger.warn({ msg: 'could not queue the morning sheet', reason: reasonOf(error) });
    }
  }

  /** A run under way finishes before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.running;
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
