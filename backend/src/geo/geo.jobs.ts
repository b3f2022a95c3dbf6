import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { SuggestionCache } from './suggestion-cache.js';

@Injectable()
export class GeoJobs {
  private readonly logger = new Logger('GeoJobs');

  constructor(private readonly suggestions: SuggestionCache) {}

  /**
   * Hourly: address suggestions kept past their day are deleted (reads already ignore them). Hourly rather than daily
   * because an interval starts over with the process, and an instance restarted more often than daily would never prune.
   */
  @Interval('prune-address-suggestions', 60 * 60 * 1000)
  async pruneSuggestions(): Promise<void> {
    try {
      const deleted = await this.suggestions.prune();
      if (deleted > 0) this.logger.log({ msg: 'expired address suggestions deleted', count: deleted });
    } catch (error) {
      // A database outage must not crash the process; the next hour tries again.
      this.logger.warn({ msg: 'could not prune address suggestions', reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
