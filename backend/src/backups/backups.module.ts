import { Module } from '@nestjs/common';
import { BackupsJobs } from './backups.jobs.js';
import { BackupsService } from './backups.service.js';

/** Database backups: the nightly one, the one before migrations at a start, and what the health check reads. */
@Module({ providers: [BackupsService, BackupsJobs], exports: [BackupsService] })
export class BackupsModule {}
