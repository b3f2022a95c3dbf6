import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { CUSTOMER_TEXT_KINDS, isInQuietHours } from '../domain/notification-rules.js';
import { OutboxSender, UndeliverableError } from './outbox-sender.js';
import { OutboxStore, type Accepted, type ClaimedMessage } from './outbox-store.service.js';
import { TEXT_SETTINGS, type TextSettings } from './text-settings.js';
import { TextOptOuts } from './text-opt-outs.service.js';
import { TEXT_TRANSPORT, TextRefusedError, type TextTransport } from './text-transport.js';
import { twilioErrorText, TWILIO_UNSUBSCRIBED } from './twilio-status.js';

/** last_error of a text not sent because its number opted out. */
export const OPTED_OUT_ERROR = 'The recipient replied STOP';

/**
 * Delivers queued texts through Twilio; the claiming, leasing and retrying are OutboxSender's, the same as for mail.
 * A number that replied STOP is not texted; Twilio's refusals for good (an invalid or unsubscribed number) end the text
 * at once, anything else (Twilio down, a timeout) is retried with the outbox's backoff. Customers' texts wait out the
 * quiet hours. Off without Twilio settings.
 */
@Injectable()
export class TextSenderService extends OutboxSender {
  protected readonly logger = new Logger(TextSenderService.name);
  protected readonly channel = 'text';
  protected readonly timerName = 'text-sender';

  constructor(
    store: OutboxStore,
    scheduler: SchedulerRegistry,
    @Inject(TEXT_SETTINGS) private readonly settings: TextSettings,
    @Inject(TEXT_TRANSPORT) private readonly transport: TextTransport | null,
    private readonly optOuts: TextOptOuts,
    private readonly notificationRules: LiveNotificationRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(store, scheduler, settings.intervalSeconds);
  }

  /**
   * Customers' texts never go inside the quiet hours: one queued before them (a reminder at 20:59 whose first try
   * failed, a pay link the owner sent at night) waits for them to end.
   */
  protected override heldKinds(): readonly string[] {
    const quiet = this.notificationRules.rules.quietHours;
    return isInQuietHours(this.clock.now(), quiet, this.config.env.BUSINESS_TIME_ZONE) ? CUSTOMER_TEXT_KINDS : [];
  }

  protected get destination(): string | null {
    return this.transport?.description ?? null;
  }

  protected async deliver(text: ClaimedMessage): Promise<Accepted> {
    if (!this.transport) throw new Error('Texts are off');
    if (await this.optOuts.isOptedOut(text.to_address)) throw new UndeliverableError(OPTED_OUT_ERROR, false);
    try {
      const accepted = await this.transport.send({ to: text.to_address, body: text.text_body, statusCallback: this.settings.statusCallbackUrl });
      return { providerId: accepted.sid, providerStatus: accepted.status };
    } catch (error) {
      if (!(error instanceof TextRefusedError)) throw error;
      if (error.code === TWILIO_UNSUBSCRIBED) {
        await this.optOuts.optOut(text.to_address);
        throw new UndeliverableError(OPTED_OUT_ERROR, false);
      }
      throw new UndeliverableError(twilioErrorText(error.code, error.message), true);
    }
  }
}
