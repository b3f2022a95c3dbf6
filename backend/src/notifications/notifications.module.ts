import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { MailModule } from '../mail/mail.module.js';
import { BookingMessages } from './booking-messages.js';
import { BookingNotifier } from './booking-notifier.service.js';
import { CustomerReminders } from './customer-reminders.service.js';
import { MorningSheet } from './morning-sheet.service.js';
import { NotificationsJobs } from './notifications.jobs.js';
import { OwnerTextsModule } from './owner-texts.module.js';

/**
 * The messages about bookings: the one notifier of the booking writer's changes, the customers' reminders and the
 * owner's morning sheet. It reads bookings (BookingsModule gives the manage links, payments and plan codes); bookings
 * never calls it.
 */
@Module({
  imports: [MailModule, OwnerTextsModule, BookingsModule],
  providers: [BookingNotifier, BookingMessages, CustomerReminders, MorningSheet, NotificationsJobs],
})
export class NotificationsModule {}
