import { Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ExistingSchedule } from '../domain/availability/availability-rules.js';
import { GeoModule } from '../geo/geo.module.js';
import { GeoService } from '../geo/geo.service.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { ScheduleCache } from './schedule-cache.js';
import { ScheduleChangeListener } from './schedule-change-listener.js';
import { TravelDistances } from './travel-distances.js';
import { TravelDistancesJobs } from './travel-distances.jobs.js';

const logger = new Logger('TravelDistances');

/** Distances kept in PostgreSQL, measured by the engine that prices trips; a failed measurement counts as unknown. */
function travelDistances(dataSource: DataSource, geo: GeoService): TravelDistances {
  const measure = async (from: string, to: string) => {
    try {
      return await geo.travelMiles(from, to);
    } catch (error) {
      logger.warn(`Could not measure ${from} → ${to}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  return new TravelDistances({ name: geo.providerName, measure }, (sql, params) => dataSource.query(sql, params));
}

@Module({
  imports: [GeoModule],
  controllers: [AvailabilityController],
  providers: [
    AvailabilityService,
    ScheduleChangeListener,
    { provide: ScheduleCache, useFactory: () => new ScheduleCache<ExistingSchedule>() },
    { provide: TravelDistances, useFactory: travelDistances, inject: [DataSource, GeoService] },
    TravelDistancesJobs,
  ],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
