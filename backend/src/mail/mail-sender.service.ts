import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CLOCK, type Clock } from '../common/clock.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';
import { OutboxSender } from './outbox-sender.js';
import { OutboxStore, type Accepted, type ClaimedMessage } from './outbox-store.service.js';

/** Delivers queued mails over SMTP (or into the mail folder); the claiming, leasing and retrying are OutboxSender's. */
@Injectable()
export class MailSenderService extends OutboxSender {
  protected readonly logger = new Logger(MailSenderService.name);
  protected readonly channel = 'mail';
  protected readonly timerName = 'mail-sender';
  private readonly messageIdDomain: string;

  constructor(
    store: OutboxStore,
    scheduler: SchedulerRegistry,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(store, scheduler, settings.intervalSeconds);
    this.messageIdDomain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost';
  }

  protected get destination(): string {
    return this.transport.description;
  }

  protected override close(): void {
    this.transport.close();
  }

  protected async deliver(mail: ClaimedMessage): Promise<Accepted> {
    await this.transport.deliver(
      {
        id: mail.id,
        from: this.settings.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: `<${mail.id}@${this.messageIdDomain}>`,
        ...(mail.calendar_event && { icalEvent: mail.calendar_event }),
      },
      this.clock.now(),
    );
    return {};
  }
}
