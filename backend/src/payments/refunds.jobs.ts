import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { RefundsService } from './refunds.service.js';

@Injectable()
export class RefundsJobs {
  private readonly logger = new Logger('RefundsJobs');

  constructor(private readonly refunds: RefundsService) {}

  /** Once a minute: refunds not settled when their cancellation sent them are looked up and settled. */
  @Interval('settle-pending-refunds', 60_000)
  async settlePending(): Promise<void> {
    try {
      const handled = await this.refunds.settleDue();
      if (handled > 0) this.logger.log({ msg: 'pending refunds handled', count: handled });
    } catch (error) {
      // A database or processor outage must not crash the process; the next tick tries again.
      this.logger.warn({ msg: 'could not settle pending refunds', reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
