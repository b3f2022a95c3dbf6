import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from './clock.js';
import { pruneRateLimitHits } from './rate-limit.js';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class RateLimitJobs {
  private readonly logger = new Logger('RateLimitJobs');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Hourly: counters of windows that ended more than a day ago are dropped. */
  @Interval('prune-rate-limit-hits', 60 * 60 * 1000)
  async prune(): Promise<void> {
    try {
      await pruneRateLimitHits(this.dataSource, new Date(this.clock.now().getTime() - DAY_MS));
    } catch (error) {
      this.logger.warn({ msg: 'could not prune rate-limit counters', reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
