import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Public contact details shown in the footer, dialogs and mails; they come from settings. */
@Controller('business')
export class BusinessController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  details() {
    const { BUSINESS_NAME, OWNER_PHONE, OWNER_EMAIL, COMPANY_WEBSITE_URL, BUSINESS_TIME_ZONE } = this.config.env;
    return { businessName: BUSINESS_NAME, phone: OWNER_PHONE, email: OWNER_EMAIL, companyWebsiteUrl: COMPANY_WEBSITE_URL, timeZone: BUSINESS_TIME_ZONE };
  }
}
