import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AVAILABILITY_SETTINGS, PRICING_TABLE } from '../config/config.module.js';
import type { AvailabilitySettings } from '../domain/availability/availability-settings.js';
import type { PricingTable } from '../domain/pricing/pricing-table.js';
import { Returns } from '../common/api-contract.js';
import { BusinessResponse } from '../contracts/business.contract.js';
import { toBusinessResponse } from './business-response.js';

/** Public contact details, schedule settings and shown prices: the footer, dialogs, time picker and service forms. */
@Controller('business')
export class BusinessController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AVAILABILITY_SETTINGS) private readonly schedule: AvailabilitySettings,
    @Inject(PRICING_TABLE) private readonly prices: PricingTable,
  ) {}

  @Get()
  @Returns(BusinessResponse)
  details(): BusinessResponse {
    return toBusinessResponse(this.config.env, this.schedule, this.prices);
  }
}
