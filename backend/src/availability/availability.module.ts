import { Module } from '@nestjs/common';
import type { ExistingSchedule } from '../domain/availability/availability-rules.js';
import { GeoModule } from '../geo/geo.module.js';
import { GeoService } from '../geo/geo.service.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { ScheduleCache } from './schedule-cache.js';
import { ScheduleChangeListener } from './schedule-change-listener.js';
import { TravelDistances } from '../geo/travel-distances.js';

/** The drives kept by the geo module, measured by the engine that prices trips. */
function travelDistances(geo: GeoService): TravelDistances {
  if (!geo.distances) throw new Error('GeoService has no database to keep distances in');
  return geo.distances;
}

@Module({
  imports: [GeoModule],
  controllers: [AvailabilityController],
  providers: [
    AvailabilityService,
    ScheduleChangeListener,
    { provide: ScheduleCache, useFactory: () => new ScheduleCache<ExistingSchedule>() },
    { provide: TravelDistances, useFactory: travelDistances, inject: [GeoService] },
  ],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
