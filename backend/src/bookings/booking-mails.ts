import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { calendarBusinessOf, type CalendarBusiness } from '../calendar/calendar-files.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { displayReference } from '../domain/booking-reference.js';
import { formatUsd } from '../domain/money.js';
import type { PaymentPurpose } from '../domain/payment-methods.js';
import { customerTextNotBefore, WITHDRAWN_BY_CHANGE, type BookingChange } from '../domain/notification-rules.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { OutboxStore } from '../mail/outbox-store.service.js';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingMovedMail,
  bookingReceivedMail,
  customerCancelledOwnerMail,
  customerMovedOwnerMail,
  manageLinkMail,
  newBookingOwnerMail,
  payLinkMail,
  paymentReceiptMail,
  planPurchasedMail,
  refundIssuedMail,
  escapeHtml,
  page,
  signature,
  type BookingCancelledFacts,
  type BookingMailFacts,
  type MailContact,
  type RenderedMail,
} from '../mail/mail-templates.js';
import { ridePackLineOfBooking } from '../service-codes/ride-pack-reads.js';
import { OwnerTexts } from '../notifications/owner-texts.service.js';
import type { Booking } from './booking.entity.js';
import { bookingInvitation } from './booking-calendar.js';
import { moneyRecordOf, moneyStateOf } from './booking-money.js';
import type { HistoryActor } from './booking-history.entity.js';
import type { RefundRecord } from './booking-refunds.service.js';
import { toBookingMailFacts } from './dto/booking-response.dto.js';
import { ManageLinks } from './manage-links.service.js';
import type { PlanCode } from './plan-codes.js';

/** The payment a receipt reports (booking-payments' receiptOf). */
export interface ReceiptFacts {
  /** The ledger's id of the payment: one receipt per payment. */
  ledgerId: string;
  amountCents: number;
  /** The card processor's payment id, or the ledger id for money received by hand. */
  paymentId: string;
  paidAt: Date;
  /** 'Visa ending 1111', 'Cash'. */
  method: string;
  note?: string;
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
    private readonly store: OutboxStore,
    private readonly links: ManageLinks,
    private readonly ownerTexts: OwnerTexts,
    private readonly notificationRules: LiveNotificationRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.calendar = calendarBusinessOf(config.env);
  }

  /**
   * The customer's confirmation and the owner's notice of a booking that is in: made and needing no card, or paid (then
   * with the receipt). A paid plan purchase's confirmation and receipt are its one mail, with its code (`plan`).
   */
  async received(
    manager: EntityManager,
    booking: Booking,
    { notifyOwner, receipt, plan }: { notifyOwner: boolean; receipt?: ReceiptFacts; plan?: PlanCode | null },
  ): Promise<void> {
    const facts = await this.customerFacts(manager, booking);
    const contact = this.outbox.contact;
    const calendarEvent = bookingInvitation(booking, this.calendar, this.clock.now());
    if (plan) await this.planPurchased(manager, booking, plan, receipt, facts);
    else {
      await this.outbox.enqueue(manager, {
        kind: 'booking-received',
        to: booking.email,
        bookingId: booking.id,
        dedupeKey: `booking-received:${booking.id}`,
        calendarEvent,
        ...withLine(bookingReceivedMail(facts, contact), await this.ridePackLine(manager, booking), contact),
      });
    }
    // The owner entered a phone booking themselves and needs no notice of it.
    if (notifyOwner) {
      await this.outbox.enqueue(manager, {
        kind: 'booking-new-owner',
        to: contact.ownerEmail,
        bookingId: booking.id,
        dedupeKey: `booking-new-owner:${booking.id}`,
        ...newBookingOwnerMail(withoutLink(facts), contact),
      });
      await this.ownerTexts.bookingIn(manager, booking, receipt !== undefined);
    }
    if (receipt && !plan) await this.receipt(manager, booking, receipt, { facts, calendarEvent });
  }

  /** A plan purchase was paid: its one mail, with its code and (when a payment just came in) its receipt; sent once. */
  async planPurchased(manager: EntityManager, booking: Booking, plan: PlanCode, receipt?: ReceiptFacts, facts?: BookingMailFacts): Promise<void> {
    await this.outbox.enqueue(manager, {
      kind: 'subscription-code',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `subscription-code:${booking.id}`,
      ...planPurchasedMail({ booking: facts ?? (await this.customerFacts(manager, booking)), ...plan, receipt }, this.outbox.contact),
    });
  }

  /**
   * The receipt of one payment (every payment has one: a card's, a second charge's, money the owner received by hand).
   * `shared` lets a change that mails the booking too reuse its manage link and calendar event.
   */
  async receipt(
    manager: EntityManager,
    booking: Booking,
    receipt: ReceiptFacts,
    shared?: { facts: BookingMailFacts; calendarEvent: ReturnType<typeof bookingInvitation> },
  ): Promise<void> {
    const facts = shared?.facts ?? (await this.customerFacts(manager, booking));
    await this.outbox.enqueue(manager, {
      kind: 'payment-receipt',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `payment-receipt:${receipt.ledgerId}`,
      ...(shared && { calendarEvent: shared.calendarEvent }),
      ...paymentReceiptMail({ booking: facts, ...receipt }, this.outbox.contact),
    });
  }

  /** The owner refunded a payment (in part or in full), for the reason they gave. */
  async refundIssued(manager: EntityManager, booking: Booking, refund: RefundRecord & { simulated: boolean }): Promise<void> {
    await this.outbox.enqueue(manager, {
      kind: 'refund-issued',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `refund-issued:${refund.id}`,
      ...refundIssuedMail(
        {
          booking: await this.customerFacts(manager, booking),
          refund: { amountCents: refund.amountCents, simulated: refund.simulated },
          reason: refund.reason,
        },
        this.outbox.contact,
      ),
    });
  }

  /**
   * A link that opens checkout for the booking, or for the cancellation fee it owes, by mail and (when texts are on and
   * asked for) by text. `requestedAt` names the owner's request: sending again later sends again.
   */
  async payLink(
    manager: EntityManager,
    booking: Booking,
    { payUrl, byText, requestedAt, purpose, amountCents }: { payUrl: string; byText: boolean; requestedAt: Date; purpose: PaymentPurpose; amountCents: number },
  ): Promise<void> {
    const key = `${booking.id}:${requestedAt.toISOString()}`;
    await this.outbox.enqueue(manager, {
      kind: 'pay-link',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `pay-link:${key}`,
      ...payLinkMail(
        { booking: await this.customerFacts(manager, booking), amountCents, payUrl, cancellationFee: purpose === 'cancellation-fee' },
        this.outbox.contact,
      ),
    });
    if (!byText) return;
    await this.outbox.enqueueText(manager, {
      kind: 'pay-link-text',
      to: booking.phone,
      bookingId: booking.id,
      dedupeKey: `pay-link-text:${key}`,
      notBefore: customerTextNotBefore(this.clock.now(), this.notificationRules.rules.quietHours, this.config.env.BUSINESS_TIME_ZONE) ?? undefined,
      body: `${this.outbox.contact.businessName}: pay ${formatUsd(amountCents)} for ${purpose === 'cancellation-fee' ? 'the cancellation fee of ' : ''}booking ${displayReference(booking.reference)} here: ${payUrl}`,
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
      ...withLine(
        bookingConfirmedMail(await this.customerFacts(manager, booking), this.outbox.contact),
        await this.ridePackLine(manager, booking),
        this.outbox.contact,
      ),
    });
  }

  /**
   * The booking was moved (it is already at its new date and time, with its new calendar SEQUENCE) from `from`; its
   * links now follow the new end. Reminders and move notices still waiting to go about the old time are withdrawn. The
   * customer hears of every move, with the updated event; the owner of a move the customer made.
   */
  async moved(manager: EntityManager, booking: Booking, from: Pick<Booking, 'serviceDate' | 'serviceTime'>, at: Date, actor: HistoryActor): Promise<void> {
    await this.links.follow(manager, booking);
    await this.withdrawOutdated(manager, booking, 'moved');
    if (awaitsCardPayment(booking) || booking.status === 'cancelled') return;
    const facts = await this.customerFacts(manager, booking);
    const contact = this.outbox.contact;
    await this.outbox.enqueue(manager, {
      kind: 'booking-moved',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey: `booking-moved:${booking.id}:${at.toISOString()}`,
      calendarEvent: bookingInvitation(booking, this.calendar, at),
      ...withLine(bookingMovedMail({ booking: facts, from }, contact), await this.ridePackLine(manager, booking), contact),
    });
    if (actor === 'customer') {
      await this.outbox.enqueue(manager, {
        kind: 'booking-moved-owner',
        to: contact.ownerEmail,
        bookingId: booking.id,
        dedupeKey: `booking-moved-owner:${booking.id}:${at.toISOString()}`,
        ...customerMovedOwnerMail({ booking: withoutLink(facts), from }, contact),
      });
      await this.ownerTexts.bookingMoved(manager, booking, from, at);
    }
  }

  /**
   * The booking was cancelled (with its new calendar SEQUENCE): the customer's mail carries the event's cancellation
   * (earlier mails' links keep working, to follow the refund), and the owner hears of a customer's own cancellation.
   * What was still waiting to go about the job (reminders, confirmations, pay links) is withdrawn.
   */
  async cancelled(manager: EntityManager, booking: Booking, cancellation: CancellationMailFacts): Promise<void> {
    await this.withdrawOutdated(manager, booking, 'cancelled');
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
      ...withLine(bookingCancelledMail(facts, contact), await this.ridePackLine(manager, booking), contact),
    });
    if (byCustomer) {
      await this.outbox.enqueue(manager, {
        kind: 'booking-cancelled-owner',
        to: contact.ownerEmail,
        bookingId: booking.id,
        dedupeKey: `booking-cancelled-owner:${booking.id}:${at}`,
        ...customerCancelledOwnerMail({ ...facts, booking: withoutLink(facts.booking) }, contact),
      });
      await this.ownerTexts.bookingCancelled(manager, booking, cancellation.at);
    }
  }

  /**
   * A fresh link to the booking's page, to the customer who asked for it ('asked': Find my booking, sent to the mail
   * address or, texts on, the phone they named) or whose older links were turned off ('replaced'). One a window:
   * asking again within it sends nothing more, so no one can flood a customer's inbox.
   */
  async manageLink(
    manager: EntityManager,
    booking: Booking,
    { reason, byText, window }: { reason: 'asked' | 'replaced'; byText: boolean; window: string },
  ): Promise<void> {
    const facts = await this.customerFacts(manager, booking);
    const dedupeKey = `manage-link:${booking.id}:${window}`;
    if (byText && this.outbox.textsEnabled) {
      await this.outbox.enqueueText(manager, {
        kind: 'manage-link-text',
        to: booking.phone,
        bookingId: booking.id,
        dedupeKey,
        body: `${this.outbox.contact.businessName}: your booking ${displayReference(booking.reference)}: ${facts.manageUrl}`,
      });
      return;
    }
    await this.outbox.enqueue(manager, {
      kind: 'manage-link',
      to: booking.email,
      bookingId: booking.id,
      dedupeKey,
      ...manageLinkMail({ booking: facts, reason }, this.outbox.contact),
    });
  }

  /** What is still waiting to go about the booking and that `change` makes wrong is withdrawn before its own mails are queued. */
  private async withdrawOutdated(manager: EntityManager, booking: Booking, change: BookingChange): Promise<void> {
    await this.store.withdraw(manager, booking.id, WITHDRAWN_BY_CHANGE[change], `Withdrawn: the booking was ${change} before it was sent`);
  }

  /** The booking as its mails state it, its money from the payment record (booking-money.ts), with a manage link. */
  private async customerFacts(manager: EntityManager, booking: Booking): Promise<BookingMailFacts> {
    const money = moneyStateOf(booking, await moneyRecordOf(manager, booking));
    return { ...toBookingMailFacts(booking, money, this.outbox.contact.timeZone), manageUrl: await this.links.issue(manager, booking, 'mail') };
  }

  /** 'Ride pack PLAN-…: 2 of 4 rides left, valid until Nov 24, 2027' for a booking that took a pack's ride; else null. */
  private ridePackLine(manager: EntityManager, booking: Booking): Promise<string | null> {
    return ridePackLineOfBooking(manager, booking, this.clock.now(), this.outbox.contact.timeZone);
  }
}

/** The customer's facts for the owner's copy: the same booking and money, without the customer's private link. */
function withoutLink({ manageUrl: _manageUrl, ...facts }: BookingMailFacts): BookingMailFacts {
  return facts;
}

/**
 * The customer's mail about a plan ride with its pack's balance as one more paragraph, just above the signature. Added
 * here rather than in each template: only mails about a booking that took a pack's ride carry it.
 */
function withLine(mail: RenderedMail, line: string | null, contact: MailContact): RenderedMail {
  if (!line) return mail;
  const textTail = `\n\n${signature(contact)}\n`;
  const marker = '\u0000';
  const htmlTail = page(contact, marker).split(marker)[1];
  const html = `<p>${escapeHtml(line)}</p>`;
  return {
    ...mail,
    text: mail.text.endsWith(textTail) ? `${mail.text.slice(0, -textTail.length)}\n\n${line}${textTail}` : `${mail.text}\n${line}\n`,
    html: mail.html.endsWith(htmlTail) ? `${mail.html.slice(0, -htmlTail.length)}\n${html}${htmlTail}` : `${mail.html}\n${html}`,
  };
}
