import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import { awaitsCardPayment } from '../domain/booking-transitions.js';
import { BookingWriter } from '../bookings/booking-writer.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isReminderDue, isReminderTextDue, REMINDER_TEXT_MAX_ADVANCE_HOURS, type NotificationRules } from '../domain/notification-rules.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';

/** A reminder's way to the customer: the mail to the booking's address, the text to its phone. */
type ReminderChannel = 'mail' | 'text';

interface Candidate {
  id: string;
  starts_at: Date;
  text_reminders: boolean;
  mail_queued: boolean;
  text_queued: boolean;
}

/** Bookings that are reminded: those still to happen (a cancelled or completed one is not). */
const REMINDED_STATUSES: readonly string[] = ['pending', 'confirmed'];

/**
 * The customers' reminders: a mail the configured hours before each booking (24 by default), and a text (2 hours by
 * default, or just before the quiet hours when that falls inside them) to the booking's phone when the customer
 * ticked "Text me reminders" and texts are on. Which are due is
 * domain/notification-rules.ts (isReminderDue); each is queued once per booking and start: the job claims a
 * booking_reminders row in the transaction that queues it, so a second run or a second server queues nothing more, and a
 * moved booking (a new start) is reminded again for its new time while its old time is no longer the booking's.
 * The claim is recorded as the booking's 'reminded' change; the notifier writes the reminders from it (BookingMessages),
 * each with a new manage link like every customer message.
 */
@Injectable()
export class CustomerReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    private readonly writer: BookingWriter,
    private readonly live: LiveNotificationRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Queues every reminder due now; returns how many it queued. */
  async queueDue(): Promise<number> {
    const now = this.clock.now();
    const rules = this.live.rules;
    const texts = this.outbox.textsEnabled;
    // A text that would fall in the quiet hours goes the evening before: further ahead than its lead.
    const horizonHours = Math.max(rules.reminderMailHours, texts ? rules.reminderTextHours + REMINDER_TEXT_MAX_ADVANCE_HOURS : 0);
    // Narrows the search (the starts_at index); the rules decide on each row again, under its lock.
    const candidates: Candidate[] = await this.dataSource.query(
      `SELECT b.id, b.starts_at, b.text_reminders,
              EXISTS (SELECT 1 FROM booking_reminders r WHERE r.booking_id = b.id AND r.channel = 'mail' AND r.starts_at = b.starts_at) AS mail_queued,
              EXISTS (SELECT 1 FROM booking_reminders r WHERE r.booking_id = b.id AND r.channel = 'text' AND r.starts_at = b.starts_at) AS text_queued
         FROM bookings b
        WHERE b.status IN ('pending', 'confirmed') AND b.starts_at > $1 AND b.starts_at <= $1::timestamptz + make_interval(hours => $2)
          AND NOT (b.payment_status = 'unpaid' AND b.client_address IS NOT NULL)
        ORDER BY b.starts_at, b.id`,
      [now, horizonHours],
    );
    let queued = 0;
    for (const candidate of candidates) {
      const due = this.dueChannels({ startsAt: candidate.starts_at, textReminders: candidate.text_reminders }, now, rules, texts).filter(
        (channel) => !(channel === 'mail' ? candidate.mail_queued : candidate.text_queued),
      );
      if (due.length > 0) queued += await this.dataSource.transaction((manager) => this.remind(manager, candidate.id, now));
    }
    return queued;
  }

  /** The booking's due reminders, decided again on the locked row (it may have been cancelled or moved meanwhile). */
  private async remind(manager: EntityManager, bookingId: string, now: Date): Promise<number> {
    const booking = await manager.findOne(Booking, { where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
    const startsAt = booking?.startsAt;
    if (!booking || !startsAt || !REMINDED_STATUSES.includes(booking.status) || awaitsCardPayment(booking)) return 0;
    const channels = this.dueChannels({ startsAt, textReminders: booking.textReminders }, now, this.live.rules, this.outbox.textsEnabled);
    const claimed: ReminderChannel[] = [];
    for (const channel of channels) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO booking_reminders (booking_id, channel, starts_at, queued_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING booking_id`,
        [booking.id, channel, startsAt, now],
      );
      if (rows.length > 0) claimed.push(channel);
    }
    if (claimed.length === 0) return 0;
    // The record sends them, after the commit (the notifier), in the customer's language.
    await this.writer.recordReminded(manager, booking, { channels: claimed, startsAt }, now);
    return claimed.length;
  }

  /**
   * Which reminders of a booking starting at `startsAt` are due at `now`; the text only when asked for and texts are
   * on, and never inside the quiet hours.
   */
  private dueChannels(booking: { startsAt: Date; textReminders: boolean }, now: Date, rules: NotificationRules, textsEnabled: boolean): ReminderChannel[] {
    const channels: ReminderChannel[] = [];
    if (isReminderDue(now, booking.startsAt, rules.reminderMailHours)) channels.push('mail');
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    if (booking.textReminders && textsEnabled && isReminderTextDue(now, booking.startsAt, rules.reminderTextHours, rules.quietHours, zone)) {
      channels.push('text');
    }
    return channels;
  }
}
