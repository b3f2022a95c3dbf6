import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BatchedHitCounter } from './batched-hit-counter.js';

const logger = new Logger('LookupCounts');

/** The app's one BatchedHitCounter: the counts of the limits written behind (RateLimitRule.writtenBehind). */
@Injectable()
export class LookupCounts extends BatchedHitCounter {
  constructor(dataSource: DataSource) {
    super(
      (sql, params) => dataSource.query(sql, params),
      (message) => logger.warn(message),
    );
  }
}
