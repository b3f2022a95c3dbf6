import { Global, Module } from '@nestjs/common';
import { LookupCounts } from './lookup-counts.js';
import { RateLimitJobs } from './rate-limit.jobs.js';

/** What every RateLimitGuard needs besides the database and the clock, for the controllers of every module. */
@Global()
@Module({ providers: [LookupCounts, RateLimitJobs], exports: [LookupCounts] })
export class RateLimitModule {}
