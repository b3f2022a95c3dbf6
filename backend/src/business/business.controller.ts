import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveSettings } from '../config/live-settings.js';
import { Returns } from '../common/api-contract.js';
import { BusinessResponse } from '../contracts/business.contract.js';
import { toBusinessResponse } from './business-response.js';

/** Public contact details, schedule settings and shown prices: the footer, dialogs, time picker and service forms. */
@Controller('business')
export class BusinessController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly live: LiveSettings,
  ) {}

  @Get()
  @Returns(BusinessResponse)
  details(): BusinessResponse {
    return toBusinessResponse(this.config.env, this.live.schedule, this.live.prices);
  }
}
