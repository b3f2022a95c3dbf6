import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SQUARE_SETTINGS, squareSettingsFrom } from './square-settings.js';

/**
 * The Square settings, read once at boot. A module of their own because payments charge with them and bookings
 * hand the checkout its payment form settings, and bookings must not depend on payments.
 */
@Module({
  providers: [{ provide: SQUARE_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => squareSettingsFrom(config.env) }],
  exports: [SQUARE_SETTINGS],
})
export class PaymentsConfigModule {}
