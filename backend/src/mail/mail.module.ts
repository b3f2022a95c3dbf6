import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from './mail-outbox.service.js';
import { MailSenderService } from './mail-sender.service.js';
import { MAIL_SETTINGS, mailSettingsFrom, type MailSettings } from './mail-settings.js';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport.js';

/**
 * The mail outbox. Other modules import this module, render a mail with the pure functions in
 * mail-templates.ts and queue it with MailOutboxService.enqueue inside their own transaction.
 */
@Module({
  providers: [
    { provide: MAIL_SETTINGS, useFactory: (config: AppConfig) => mailSettingsFrom(config), inject: [APP_CONFIG] },
    { provide: MAIL_TRANSPORT, useFactory: (settings: MailSettings) => createMailTransport(settings), inject: [MAIL_SETTINGS] },
    MailOutboxService,
    MailSenderService,
  ],
  exports: [MailOutboxService],
})
export class MailModule {}
