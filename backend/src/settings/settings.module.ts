import { Module } from '@nestjs/common';
import { GeoModule } from '../geo/geo.module.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

// GeoModule places the home base address the owner enters.
@Module({ imports: [GeoModule], controllers: [SettingsController], providers: [SettingsService] })
export class SettingsModule {}
