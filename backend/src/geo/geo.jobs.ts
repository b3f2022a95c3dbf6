import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { SuggestionCache } from './suggestion-cache.js';
import { pruneTravelDistances } from './travel-distances.js';

/**
 * The geo module's hourly clean-ups. Hourly rather than daily because an interval starts over with the process, and an
 * instance restarted more often than daily would never prune; each run deletes only what aged since the last.
 */
@Injectable()
export class GeoJobs {
  private readonly logger = new Logger('GeoJobs');

  constructor(
    private readonly suggestions: SuggestionCache,
    private readonly dataSource: DataSource,
  ) {}

  /** Address suggestions kept past their day are deleted (reads already ignore them). */
  @Interval('prune-address-suggestions', 60 * 60 * 1000)
  pruneSuggestions(): Promise<void> {
    return this.prune('expired address suggestions', () => this.suggestions.prune());
  }

  /** Road distances measured more than 90 days ago are deleted (travel-distances.ts says why), by an index. */
  @Interval('prune-travel-distances', 60 * 60 * 1000)
  pruneTravelDistances(): Promise<void> {
    return this.prune('old road distances', () => pruneTravelDistances((sql, params) => this.dataSource.query(sql, params)));
  }

  private async prune(what: string, run: () => Promise<number>): Promise<void> {
    try {
      const deleted = await run();
      if (deleted > 0) this.logger.log({ msg: `${what} deleted`, count: deleted });
    } catch (error) {
      // A database outage must not crash the process; the next hour tries again.
      this.logger.warn({ msg: `could not prune ${what}`, reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
