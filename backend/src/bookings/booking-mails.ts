import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingMovedMail,
  bookingReceivedMail,
  customerCancelledOwnerMail,
  newBookingOwnerMail,
  paymentReceiptMail,
  type BookingCancelledFacts,
  type BookingMailFacts,
} from '../mail/mail-templates.js';
import type { Booking } from './booking.entity.js';
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
 * share one link.
 */
@Injectable()
export class BookingMails {
  constructor(
    private readonly outbox: MailOutboxService,
    private readonly links: ManageLinks,
  ) {}

  /**
   * The customer's confirmation and the owner's notice of a booking that is in: made and needing no card, or paid (then
   * with the receipt).
   */
  async received(manager: EntityManager, booking: Booking, { notifyOwner, receipt }: { notifyOwner: boolean; receipt?: ReceiptFacts }): Promise<void> {
    const facts = await this.customerFacts(manager, booking);
    const contact = this.outbox.contact;
    await this.outbox.enqueue(manager, {
      kind: 'booking-received',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `booking-received:${booking.id}`,
      ...bookingReceivedMail(facts, contact),
    });
    // The owner entered a phone booking themselves and needs no notice of it.
    if (notifyOwner)
      await this.outbox.enqueue(manager, {
        kind: 'booking-new-owner',
        to: contact.ownerEmail,
        bookingId: booking.id,
        dedupeKey: `booking-new-owner:${booking.id}`,
        ...newBookingOwnerMail(toBookingMailFacts(booking), contact),
      });
    if (receipt)
      await this.outbox.enqueue(manager, {
        kind: 'payment-receipt',
        to: booking.email,
        bookingId: booking.id,
        dedupeKey: `payment-receipt:${booking.id}`,
        ...paymentReceiptMail({ booking: facts, ...receipt }, contact),
      });
  }

  /** The owner confirmed the booking. */
  async confirmed(manager: EntityManager, booking: Booking, at: Date): Promise<void> {
    if (awaitsCardPayment(booking)) return;
    await this.outbox.enqueue(manager, {
      kind: 'booking-confirmed',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `booking-confirmed:${booking.id}:${at.toISOString()}`,
      ...bookingConfirmedMail(await this.customerFacts(manager, booking), this.outbox.contact),
    });
  }

  /** The owner moved the booking (already at its new date and time) from `from`; its links now follow the new end. */
  async moved(manager: EntityManager, booking: Booking, from: Pick<Booking, 'serviceDate' | 'serviceTime'>, at: Date): Promise<void> {
    await this.links.follow(manager, booking);
    if (awaitsCardPayment(booking) || booking.status === 'cancelled') return;
    await this.outbox.enqueue(manager, {
      kind: 'booking-moved',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `booking-moved:${booking.id}:${at.toISOString()}`,
      ...bookingMovedMail({ booking: await this.customerFacts(manager, booking), from }, this.outbox.contact),
    });
  }

  /**
   * The booking was cancelled: every earlier link stops working, the customer's mail carries a new one (to follow the
   * refund), and the owner hears of a customer's own cancellation.
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
      ...bookingCancelledMail(facts, contact),
    });
    if (byCustomer)
      await this.outbox.enqueue(manager, {
        kind: 'booking-cancelled-owner',
        to: contact.ownerEmail,
        bookingId: booking.id,
        dedupeKey: `booking-cancelled-owner:${booking.id}:${at}`,
        ...customerCancelledOwnerMail({ ...facts, booking: toBookingMailFacts(booking) }, contact),
      });
  }

  private async customerFacts(manager: EntityManager, booking: Booking): Promise<BookingMailFacts> {
    return { ...toBookingMailFacts(booking), manageUrl: await this.links.issue(manager, booking, 'mail') };
  }
}
