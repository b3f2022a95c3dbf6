import { Module } from '@nestjs/common';
import { GeoModule } from '../geo/geo.module.js';
import { OwnerTextsModule } from '../notifications/owner-texts.module.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

// GeoModule places the home base address the owner enters; OwnerTextsModule holds the texts and reminders in force.
@Module({ imports: [GeoModule, OwnerTextsModule], controllers: [SettingsController], providers: [SettingsService] })
export class SettingsModule {}
