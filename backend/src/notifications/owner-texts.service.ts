import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isValidLocalDate, isValidLocalTime, zonedWallTimeToInstant } from '../domain/business-time.js';
import { ownerTextNotBefore, type OwnerTextEvent } from '../domain/notification-rules.js';
import type { TextKind } from '../mail/mail-outbox.entity.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { adminDashboardUrl, ownerBookingText, ownerInquiryText, type InquiryTextFacts, type OwnerTextFacts } from './notification-templates.js';

/** A booking as an owner's text tells it: its facts and its start (which makes it urgent or not). */
export type OwnerTextBooking = OwnerTextFacts & { startsAt: Date | null };

/** Where a moved booking was, business-local. */
export interface MovedFrom {
  serviceDate: string | null;
  serviceTime: string | null;
}

const KINDS: Record<OwnerTextEvent, TextKind> = {
  new: 'owner-booking-new',
  paid: 'owner-booking-paid',
  cancelled: 'owner-booking-cancelled',
  moved: 'owner-booking-moved',
  inquiry: 'owner-inquiry',
};

/**
 * The owner's texts (to OWNER_PHONE), queued in the caller's transaction with the change they report, like its mails.
 * Each event texts only when the owner's notification settings say so; a text that is not urgent and falls in the
 * quiet hours waits for their end (domain/notification-rules.ts). The callers decide which changes the owner hears
 * of: not their own (a phone booking, a move or cancellation in the admin), nor a booking awaiting its card payment.
 */
@Injectable()
export class OwnerTexts {
  constructor(
    private readonly outbox: MailOutboxService,
    private readonly live: LiveNotificationRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A booking is in: made needing no card payment ('new'), or paid ('paid'). */
  async bookingIn(manager: EntityManager, booking: OwnerTextBooking, paid: boolean): Promise<void> {
    const event = paid ? 'paid' : 'new';
    await this.queue(manager, event, {
      body: ownerBookingText(event, booking, this.adminLink(booking.id)),
      bookingId: booking.id,
      dedupeKey: `${KINDS[event]}:${booking.id}`,
      starts: [booking.startsAt],
    });
  }

  /** The customer cancelled the booking at `at`. */
  async bookingCancelled(manager: EntityManager, booking: OwnerTextBooking, at: Date): Promise<void> {
    await this.queue(manager, 'cancelled', {
      body: ownerBookingText('cancelled', booking, this.adminLink(booking.id)),
      bookingId: booking.id,
      dedupeKey: `${KINDS.cancelled}:${booking.id}:${at.toISOString()}`,
      starts: [booking.startsAt],
    });
  }

  /** The customer moved the booking at `at` (it is at its new time) from `from`; urgent when either time is near. */
  async bookingMoved(manager: EntityManager, booking: OwnerTextBooking, from: MovedFrom, at: Date): Promise<void> {
    await this.queue(manager, 'moved', {
      body: ownerBookingText('moved', booking, this.adminLink(booking.id), from),
      bookingId: booking.id,
      dedupeKey: `${KINDS.moved}:${booking.id}:${at.toISOString()}`,
      starts: [booking.startsAt, this.startOf(from)],
    });
  }

  /** An inquiry came in (never urgent: it has no time). */
  async inquiry(manager: EntityManager, inquiryId: string, facts: InquiryTextFacts): Promise<void> {
    await this.queue(manager, 'inquiry', {
      body: ownerInquiryText(facts, this.adminLink()),
      bookingId: null,
      dedupeKey: `${KINDS.inquiry}:${inquiryId}`,
      starts: [],
    });
  }

  private async queue(
    manager: EntityManager,
    event: OwnerTextEvent,
    text: { body: string; bookingId: string | null; dedupeKey: string; starts: (Date | null)[] },
  ): Promise<void> {
    const rules = this.live.rules;
    if (!rules.ownerTexts[event]) return;
    const notBefore = ownerTextNotBefore(this.clock.now(), text.starts, rules.quietHours, this.config.env.BUSINESS_TIME_ZONE);
    await this.outbox.enqueueText(manager, {
      kind: KINDS[event],
      to: this.config.env.OWNER_PHONE,
      body: text.body,
      bookingId: text.bookingId,
      dedupeKey: text.dedupeKey,
      ...(notBefore && { notBefore }),
    });
  }

  /** The admin's link: the dashboard with the booking open, or the dashboard itself. */
  private adminLink(bookingId?: string): string {
    return adminDashboardUrl(this.config.env.PUBLIC_BASE_URL, bookingId);
  }

  /** The instant a booking's old business-local date and time stood for; null for a plan without a date. */
  private startOf({ serviceDate, serviceTime }: MovedFrom): Date | null {
    const time = serviceTime?.slice(0, 5) ?? '';
    if (!serviceDate || !isValidLocalDate(serviceDate) || !isValidLocalTime(time)) return null;
    return zonedWallTimeToInstant(serviceDate, time, this.config.env.BUSINESS_TIME_ZONE);
  }
}
