import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { calendarBusinessOf, type CalendarBusiness } from '../calendar/calendar-files.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingMovedMail,
  bookingReceivedMail,
  customerCancelledOwnerMail,
  customerMovedOwnerMail,
  newBookingOwnerMail,
  paymentReceiptMail,
  type BookingCancelledFacts,
  type BookingMailFacts,
} from '../mail/mail-templates.js';
import { OwnerTexts } from '../notifications/owner-texts.service.js';
import type { Booking } from './booking.entity.js';
import { bookingInvitation } from './booking-calendar.js';
import type { HistoryActor } from './booking-history.entity.js';
import { toBookingMailFacts } from './dto/booking-response.dto.js';
import { ManageLinks } from './manage-links.service.js';

/** The card payment a receipt reports. */
export interface ReceiptFacts {
  amountCents: number;
  paymentId: string;
  paidAt: Date;
  method: string;
}

/** What a cancellation did, for its mails. */
export interface CancellationMailFacts {
  actor: HistoryActor;
  at: Date;
  feeCents: number;
  feeWaived: boolean;
  refund: { amountCents: number; simulated: boolean } | null;
  codeReturned: 'plan' | 'code' | null;
}

/**
 * A booking made online that still waits for its card payment. Nothing is mailed about it: until it is paid it may be
 * a stranger's hold, and its mails would go to an address they chose.
 */
export function awaitsCardPayment(booking: Pick<Booking, 'paymentStatus' | 'clientAddress'>): boolean {
  return booking.paymentStatus === 'unpaid' && booking.clientAddress !== null;
}

/**
 * The mails a change to a booking sends, queued in the change's transaction (they commit with it, and are sent or
 * retried later, each once by its dedupe key). Every customer mail carries the newest manage link; one change's mails
 * share one link. The customer's mails about a booking with a time carry its calendar event (booking-calendar.ts): as
 * booked, as moved, as cancelled; BookingWriter raises the event's SEQUENCE (bookings.calendar_sequence) before a
 * move's or a cancellation's mails are written. Whatever the owner hears of by mail, they also hear of by text
 * (OwnerTexts: as their notification settings say, quiet hours held), in the same transaction.
 */
@Injectable()
export class BookingMails {
  private readonly calendar: CalendarBusiness;

  constructor(
    private readonly outbox: MailOutboxService,
    private readonly links: ManageLinks,
    private readonly ownerTexts: OwnerTexts,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.calendar = calendarBusinessOf(config.env);
  }

  /**
   * The customer's confirmation and the owner's notice of a booking that is in: made and needing no card, or paid (then
   * with the receipt).
   */
  async received(manager: EntityManager, booking: Booking, { notifyOwner, receipt }: { notifyOwner: boolean; receipt?: ReceiptFacts }): Promise<void> {
    const facts = await this.customerFacts(manager, booking);
    const contact = this.outbox.contact;
    const calendarEvent = bookingInvitation(booking, this.calendar, this.clock.now());
    await this.outbox.enqueue(manager, {
      kind: 'booking-received',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `booking-received:${booking.id}`,
      calendarEvent,
      ...bookingReceivedMail(facts, contact),
    });
    // The owner entered a phone booking themselves and needs no notice of it.
    if (notifyOwner) {
      await this.outbox.enqueue(manager, {
        kind: 'booking-new-owner',
        to: contact.ownerEmail,
        bookingId: booking.id,
        dedupeKey: `booking-new-owner:${booking.id}`,
        ...newBookingOwnerMail(toBookingMailFacts(booking), contact),
      });
      await this.ownerTexts.bookingIn(manager, booking, receipt !== undefined);
    }
    if (receipt)
      await this.outbox.enqueue(manager, {
        kind: 'payment-receipt',
        to: booking.email,
        bookingId: booking.id,
        dedupeKey: `payment-receipt:${booking.id}`,
        calendarEvent,
        ...paymentReceiptMail({ booking: facts, ...receipt }, contact),
      });
  }

  /** The owner confirmed the booking; its calendar event turns from tentative to confirmed. */
  async confirmed(manager: EntityManager, booking: Booking, at: Date): Promise<void> {
    if (awaitsCardPayment(booking)) return;
    await this.outbox.enqueue(manager, {
      kind: 'booking-confirmed',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `booking-confirmed:${booking.id}:${at.toISOString()}`,
      calendarEvent: bookingInvitation(booking, this.calendar, at),
      ...bookingConfirmedMail(await this.customerFacts(manager, booking), this.outbox.contact),
    });
  }

  /**
   * The booking was moved (it is already at its new date and time, with its new calendar SEQUENCE) from `from`; its
   * links now follow the new end. The customer hears of every move, with the updated event; the owner of a move the
   * customer made.
   */
  async moved(manager: EntityManager, booking: Booking, from: Pick<Booking, 'serviceDate' | 'serviceTime'>, at: Date, actor: HistoryActor): Promise<void> {
    await this.links.follow(manager, booking);
    if (awaitsCardPayment(booking) || booking.status === 'cancelled') return;
    const facts = await this.customerFacts(manager, booking);
    const contact = this.outbox.contact;
    await this.outbox.enqueue(manager, {
      kind: 'booking-moved',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `booking-moved:${booking.id}:${at.toISOString()}`,
      calendarEvent: bookingInvitation(booking, this.calendar, at),
      ...bookingMovedMail({ booking: facts, from }, contact),
    });
    if (actor === 'customer') {
      await this.outbox.enqueue(manager, {
        kind: 'booking-moved-owner',
        to: contact.ownerEmail,
        bookingId: booking.id,
        dedupeKey: `booking-moved-owner:${booking.id}:${at.toISOString()}`,
        ...customerMovedOwnerMail({ booking: toBookingMailFacts(booking), from }, contact),
      });
      await this.ownerTexts.bookingMoved(manager, booking, from, at);
    }
  }

  /**
   * The booking was cancelled (with its new calendar SEQUENCE): every earlier link stops working, the customer's mail
   * carries a new one (to follow the refund) and the event's cancellation, and the owner hears of a customer's own
   * cancellation.
   */
  async cancelled(manager: EntityManager, booking: Booking, cancellation: CancellationMailFacts): Promise<void> {
    await this.links.revokeAll(manager, booking.id);
    if (awaitsCardPayment(booking)) return;
    const byCustomer = cancellation.actor === 'customer';
    const facts: BookingCancelledFacts = {
      booking: await this.customerFacts(manager, booking),
      feeCents: cancellation.feeCents,
      cancelledBy: byCustomer ? 'customer' : 'owner',
      feeWaived: cancellation.feeWaived,
      ...(cancellation.refund && { refund: cancellation.refund }),
      ...(cancellation.codeReturned && { codeReturned: cancellation.codeReturned }),
    };
    const contact = this.outbox.contact;
    // A booking revived and cancelled again gets a second mail.
    const at = cancellation.at.toISOString();
    await this.outbox.enqueue(manager, {
      kind: 'booking-cancelled',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `booking-cancelled:${booking.id}:${at}`,
      calendarEvent: bookingInvitation(booking, this.calendar, cancellation.at),
      ...bookingCancelledMail(facts, contact),
    });
    if (byCustomer) {
      await this.outbox.enqueue(manager, {
        kind: 'booking-cancelled-owner',
        to: contact.ownerEmail,
        bookingId: booking.id,
        dedupeKey: `booking-cancelled-owner:${booking.id}:${at}`,
        ...customerCancelledOwnerMail({ ...facts, booking: toBookingMailFacts(booking) }, contact),
      });
      await this.ownerTexts.bookingCancelled(manager, booking, cancellation.at);
    }
  }

  private async customerFacts(manager: EntityManager, booking: Booking): Promise<BookingMailFacts> {
    return { ...toBookingMailFacts(booking), manageUrl: await this.links.issue(manager, booking, 'mail') };
  }
}
