import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { pruneTravelDistances } from './travel-distances.js';

@Injectable()
export class TravelDistancesJobs {
  private readonly logger = new Logger('TravelDistancesJobs');

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Hourly: road distances measured more than 90 days ago are deleted (travel-distances.ts says why). Hourly rather
   * than daily because an interval starts over with the process, and an instance restarted more often than daily would
   * never prune; each run deletes only what aged since the last, by an index.
   */
  @Interval('prune-travel-distances', 60 * 60 * 1000)
  async prune(): Promise<void> {
    try {
      const deleted = await pruneTravelDistances((sql, params) => this.dataSource.query(sql, params));
      if (deleted > 0) this.logger.log({ msg: 'old road distances deleted', count: deleted });
    } catch (error) {
      // A database outage must not crash the process; the next hour tries again.
      this.logger.warn({ msg: 'could not prune road distances', reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
