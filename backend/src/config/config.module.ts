import { DynamicModule, Global, Module } from '@nestjs/common';
import { CLOCK, systemClock, type Clock } from '../common/clock.js';
import { PAID_MAP_CALLS_PER_DAY } from '../domain/owner-settings-rules.js';
import { GEO_SETTINGS } from '../geo/geo-settings.token.js';
import { APP_CONFIG, type AppConfig } from './app-config.js';
import { availabilitySettingsFrom, geoSettingsFrom, pricingTableFrom } from './business-settings.js';
import { LiveBookingPolicy } from './live-booking-policy.js';
import { LiveSitePages } from './live-site-pages.js';
import { LiveNotificationRules } from './live-notification-rules.js';
import { LiveSettings } from './live-settings.js';

/**
 * Makes the settings resolved at boot, the rule settings in force (LiveSettings, LiveNotificationRules, LiveBookingPolicy, LiveSitePages) and the clock
 * injectable everywhere.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig, clock: Clock = systemClock): DynamicModule {
    const geo = geoSettingsFrom(config.env);
    const live = new LiveSettings({
      schedule: availabilitySettingsFrom(config.env),
      prices: pricingTableFrom(config.env),
      serviceArea: {
        serviceRadiusMiles: geo.serviceRadiusMiles,
        chauffeurRadiusMiles: geo.chauffeurRadiusMiles,
        homeBase: geo.homeBase,
        paidMapCallsPerDay: PAID_MAP_CALLS_PER_DAY.default,
      },
    });
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: CLOCK, useValue: clock },
      { provide: LiveSettings, useValue: live },
      { provide: LiveNotificationRules, useValue: new LiveNotificationRules() },
      { provide: LiveBookingPolicy, useValue: new LiveBookingPolicy() },
      { provide: LiveSitePages, useValue: new LiveSitePages() },
      { provide: GEO_SETTINGS, useValue: geo },
    ];
    return { module: AppConfigModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}
