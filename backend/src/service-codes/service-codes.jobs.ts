import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ServiceCodesService } from './service-codes.service.js';

@Injectable()
export class ServiceCodesJobs {
  private readonly logger = new Logger('ServiceCodesJobs');

  constructor(private readonly codes: ServiceCodesService) {}

  /**
   * Every 15 minutes: ride packs past their expiry write their unused rides off in their ledger ('expired'). The pack
   * is refused from its expiry on whether or not this has run; the entry only keeps the ledger's sum true.
   */
  @Interval('expire-ride-packs', 15 * 60_000)
  async expireRidePacks(): Promise<void> {
    try {
      const expired = await this.codes.expireRidePacks();
      if (expired > 0) this.logger.log({ msg: 'ride packs expired', count: expired });
    } catch (error) {
      // A database outage must not crash the process; the next tick tries again.
      this.logger.warn({ msg: 'could not expire ride packs', reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
