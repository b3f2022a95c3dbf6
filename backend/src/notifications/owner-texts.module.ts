import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { LiveNotificationRules } from './live-notification-rules.js';
import { OwnerTexts } from './owner-texts.service.js';

/**
 * The owner's texts and the notification rules in force: imported by the modules whose changes text the owner
 * (bookings, inquiries), by settings (which puts saved rules in force) and by NotificationsModule. It depends on
 * nothing of theirs, so none of them depends on another through it.
 */
@Module({ imports: [MailModule], providers: [LiveNotificationRules, OwnerTexts], exports: [LiveNotificationRules, OwnerTexts] })
export class OwnerTextsModule {}
