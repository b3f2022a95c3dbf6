import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { OwnerTexts } from './owner-texts.service.js';

/**
 * The owner's texts: imported by the modules whose changes text the owner (bookings, inquiries) and by
 * NotificationsModule. It depends on nothing of theirs, so none of them depends on another through it.
 */
@Module({ imports: [MailModule], providers: [OwnerTexts], exports: [OwnerTexts] })
export class OwnerTextsModule {}
