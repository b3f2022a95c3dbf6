import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { MailModule } from '../mail/mail.module.js';
import { CustomerReminders } from './customer-reminders.service.js';
import { MorningSheet } from './morning-sheet.service.js';
import { NotificationsJobs } from './notifications.jobs.js';
import { OwnerTextsModule } from './owner-texts.module.js';

/** The scheduled messages: the customers' reminders and the owner's morning sheet (BookingsModule gives the manage links). */
@Module({ imports: [MailModule, OwnerTextsModule, BookingsModule], providers: [CustomerReminders, MorningSheet, NotificationsJobs] })
export class NotificationsModule {}
