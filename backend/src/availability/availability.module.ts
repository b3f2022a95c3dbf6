import { Module } from '@nestjs/common';
import type { ExistingSchedule } from '../domain/availability/availability-rules.js';
import { GeoModule } from '../geo/geo.module.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { ScheduleCache } from './schedule-cache.js';
import { ScheduleChangeListener } from './schedule-change-listener.js';

@Module({
  imports: [GeoModule],
  controllers: [AvailabilityController],
  providers: [AvailabilityService, ScheduleChangeListener, { provide: ScheduleCache, useFactory: () => new ScheduleCache<ExistingSchedule>() }],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
