import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { CLOCK, type Clock } from '../common/clock.js';
import { BookingWriter } from './booking-writer.service.js';

@Injectable()
export class BookingsJobs {
  private readonly logger = new Logger('BookingsJobs');

  constructor(
    private readonly writer: BookingWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Once a minute: unpaid bookings past their payment hold give their slot back. */
  @Interval('release-expired-payment-holds', 60_000)
  async releaseExpiredHolds(): Promise<void> {
    try {
      const released = await this.writer.releaseExpiredHolds(this.clock.now());
      if (released > 0) this.logger.log({ msg: 'released unpaid bookings', count: released });
    } catch (error) {
      // A database outage must not crash the process; the next tick tries again.
      this.logger.warn({ msg: 'could not release expired holds', reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
