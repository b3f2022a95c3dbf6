import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveSettings } from '../config/live-settings.js';
import { Returns } from '../common/api-contract.js';
import { BusinessResponse, SitePagesResponse } from '../contracts/business.contract.js';
import { LiveBookingPolicy } from '../config/live-booking-policy.js';
import { LiveSitePages } from '../config/live-site-pages.js';
import { cancellationPolicyParagraphs } from '../domain/cancellation-policy.js';
import { pageParagraphs } from '../domain/site-pages.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { toBusinessResponse } from './business-response.js';

/**
 * Public contact details, schedule settings, shown prices (starting prices included), the service area and the
 * text-reminder offer: the service cards, footer, dialogs, time picker and forms. Read from LiveSettings on every
 * request, so an owner's saved change shows on the next one.
 */
@Controller('business')
export class BusinessController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly live: LiveSettings,
    private readonly outbox: MailOutboxService,
    private readonly notificationRules: LiveNotificationRules,
    private readonly pages: LiveSitePages,
    private readonly bookingPolicy: LiveBookingPolicy,
  ) {}

  @Get()
  // Asked again on every visit: a stored answer would show prices and an area the owner has since changed.
  @Header('Cache-Control', 'no-cache')
  @Returns(BusinessResponse)
  details(): BusinessResponse {
    // The box is offered only when a text can go out: without Twilio a ticked box would promise nothing.
    const textReminders = { offered: this.outbox.textsEnabled, hoursBefore: this.notificationRules.rules.reminderTextHours };
    return toBusinessResponse(this.config.env, this.live, textReminders);
  }

  /** The About, Privacy and Terms pages: the owner's words, and the cancellation policy the server applies. */
  @Get('pages')
  @Header('Cache-Control', 'no-cache')
  @Returns(SitePagesResponse)
  sitePages(): SitePagesResponse {
    const { about, privacy, terms } = this.pages.texts;
    return {
      about: pageParagraphs(about),
      privacy: pageParagraphs(privacy),
      terms: pageParagraphs(terms),
      cancellationPolicy: cancellationPolicyParagraphs(this.bookingPolicy.policy.freeCancelGraceMinutes),
    };
  }
}
