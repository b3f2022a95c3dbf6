import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AVAILABILITY_SETTINGS } from '../config/config.module.js';
import type { AvailabilitySettings } from '../domain/availability/availability-settings.js';
import { toBusinessResponse, type BusinessResponse } from './business-response.js';

/** Public contact details and schedule settings, shown in the footer, dialogs, mails and the time picker. */
@Controller('business')
export class BusinessController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AVAILABILITY_SETTINGS) private readonly schedule: AvailabilitySettings,
  ) {}

  @Get()
  details(): BusinessResponse {
    return toBusinessResponse(this.config.env, this.schedule);
  }
}
