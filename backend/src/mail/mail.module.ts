import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from './mail-outbox.service.js';
import { MailSenderService } from './mail-sender.service.js';
import { MAIL_SETTINGS, mailSettingsFrom, type MailSettings } from './mail-settings.js';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport.js';
import { OutboxAdminController } from './outbox-admin.controller.js';
import { OutboxAdminService } from './outbox-admin.service.js';
import { OutboxStore } from './outbox-store.service.js';
import { TextOptOuts } from './text-opt-outs.service.js';
import { TextSenderService } from './text-sender.service.js';
import { TEXT_SETTINGS, textSettingsFrom, type TextSettings } from './text-settings.js';
import { createTwilioTransport, TEXT_TRANSPORT } from './text-transport.js';
import { TwilioFormBodyParser } from './twilio-form-body.js';
import { TwilioWebhooksController } from './twilio-webhooks.controller.js';
import { TwilioWebhooksService } from './twilio-webhooks.service.js';

/**
 * The outbox of every outgoing message: mails (SMTP) and texts (Twilio). Other modules import this module, render a
 * mail with the pure functions in mail-templates.ts and queue it with MailOutboxService.enqueue (a text with
 * enqueueText) inside their own transaction; one sender per channel delivers them. Also the owner's outbox view and
 * Twilio's webhooks (status reports, STOP replies).
 */
@Module({
  controllers: [OutboxAdminController, TwilioWebhooksController],
  providers: [
    { provide: MAIL_SETTINGS, useFactory: (config: AppConfig) => mailSettingsFrom(config), inject: [APP_CONFIG] },
    { provide: MAIL_TRANSPORT, useFactory: (settings: MailSettings) => createMailTransport(settings), inject: [MAIL_SETTINGS] },
    {
      provide: TEXT_SETTINGS,
      useFactory: (config: AppConfig, mail: MailSettings) => textSettingsFrom(config, mail.intervalSeconds),
      inject: [APP_CONFIG, MAIL_SETTINGS],
    },
    {
      provide: TEXT_TRANSPORT,
      useFactory: (settings: TextSettings) => (settings.twilio ? createTwilioTransport(settings.twilio) : null),
      inject: [TEXT_SETTINGS],
    },
    MailOutboxService,
    OutboxStore,
    TextOptOuts,
    MailSenderService,
    TextSenderService,
    OutboxAdminService,
    TwilioWebhooksService,
    TwilioFormBodyParser,
  ],
  exports: [MailOutboxService, OutboxStore],
})
export class MailModule {}
