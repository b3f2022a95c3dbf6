import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { GeoController } from './geo.controller.js';
import { GeoJobs } from './geo.jobs.js';
import { GeoService } from './geo.service.js';
import { MapsHealth } from './maps-health.service.js';
import { MapsSpend } from './maps-spend.service.js';
import { MapsStatusController } from './maps-status.controller.js';
import { SuggestionCache } from './suggestion-cache.js';

@Module({
  imports: [MailModule],
  controllers: [GeoController, MapsStatusController],
  providers: [GeoService, MapsHealth, MapsSpend, SuggestionCache, GeoJobs],
  exports: [GeoService],
})
export class GeoModule {}
