import { DynamicModule, Global, Module } from '@nestjs/common';
import { CLOCK, systemClock, type Clock } from '../common/clock.js';
import { GEO_SETTINGS } from '../geo/geo-settings.token.js';
import { APP_CONFIG, type AppConfig } from './app-config.js';
import { availabilitySettingsFrom, geoSettingsFrom, pricingTableFrom } from './business-settings.js';

export const AVAILABILITY_SETTINGS = Symbol('AVAILABILITY_SETTINGS');
export const PRICING_TABLE = Symbol('PRICING_TABLE');

/** Makes the settings resolved at boot, the rule settings derived from them and the clock injectable everywhere. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig, clock: Clock = systemClock): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: CLOCK, useValue: clock },
      { provide: AVAILABILITY_SETTINGS, useValue: availabilitySettingsFrom(config.env) },
      { provide: PRICING_TABLE, useValue: pricingTableFrom(config.env) },
      { provide: GEO_SETTINGS, useValue: geoSettingsFrom(config.env) },
    ];
    return { module: AppConfigModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}
