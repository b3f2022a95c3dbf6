import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { localDayBoundsUtc } from '../domain/business-time.js';
import { morningSheetDay, ownerTextNotBefore } from '../domain/notification-rules.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { morningSheetMail, morningSheetText, type SheetJob } from './notification-templates.js';

interface JobRow {
  reference: string;
  service_type: string;
  status: string;
  service_time: string | null;
  starts_at: Date;
  full_name: string;
  phone: string;
  pickup_location: string;
  destination_location: string;
  service_details: Record<string, unknown>;
  notes: string;
}

/**
 * The owner's morning sheet: from 06:00 business time (domain/notification-rules.ts, morningSheetDay), a mail to
 * OWNER_EMAIL listing the day's jobs in time order, and a short text with the count to OWNER_PHONE. The day is decided
 * once (a morning_sheets row, claimed in the transaction that queues the messages): a second run or a second server
 * sends nothing more, and a day without jobs at that moment sends nothing at all, even if a job is booked later.
 * The jobs are the day's bookings that are not cancelled and not waiting for their card payment.
 */
@Injectable()
export class MorningSheet {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    private readonly live: LiveNotificationRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Queues today's sheet when it is due and not yet decided; returns the number of jobs it listed (0: nothing sent), or null. */
  async queueIfDue(): Promise<number | null> {
    const now = this.clock.now();
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    const day = morningSheetDay(now, zone);
    if (!day) return null;
    const [decided]: unknown[] = await this.dataSource.query(`SELECT 1 FROM morning_sheets WHERE day = $1`, [day]);
    if (decided) return null;
    const bounds = localDayBoundsUtc(day, zone);
    return this.dataSource.transaction(async (manager) => {
      const rows: JobRow[] = await manager.query(
        `SELECT reference, service_type, status, service_time, starts_at, full_name, phone, pickup_location, destination_location, service_details, notes
           FROM bookings
          WHERE starts_at >= $1 AND starts_at < $2 AND status <> 'cancelled' AND NOT (payment_status = 'unpaid' AND client_address IS NOT NULL)
          ORDER BY starts_at, id`,
        [bounds.start, bounds.end],
      );
      const claimed: unknown[] = await manager.query(
        `INSERT INTO morning_sheets (day, queued_at, jobs) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING day`,
        [day, now, rows.length],
      );
      if (claimed.length === 0) return null;
      if (rows.length === 0) return 0;
      const jobs = rows.map(toSheetJob);
      const contact = this.outbox.contact;
      await this.outbox.enqueue(manager, {
        kind: 'morning-sheet',
        to: contact.ownerEmail,
        dedupeKey: `morning-sheet:${day}`,
        ...morningSheetMail(day, jobs, contact),
      });
      // Usually urgent (the first job is within 12 hours); otherwise it waits for the end of the quiet hours like any text.
      const notBefore = ownerTextNotBefore(now, [rows[0].starts_at], this.live.rules.quietHours, zone);
      await this.outbox.enqueueText(manager, {
        kind: 'morning-sheet-text',
        to: this.config.env.OWNER_PHONE,
        body: morningSheetText(jobs),
        dedupeKey: `morning-sheet-text:${day}`,
        ...(notBefore && { notBefore }),
      });
      return rows.length;
    });
  }
}

function toSheetJob(row: JobRow): SheetJob {
  return {
    reference: row.reference,
    serviceType: row.service_type,
    status: row.status,
    serviceTime: row.service_time,
    customerName: row.full_name,
    customerPhone: row.phone,
    pickupLocation: row.pickup_location,
    destinationLocation: row.destination_location,
    serviceDetails: row.service_details,
    notes: row.notes,
  };
}
