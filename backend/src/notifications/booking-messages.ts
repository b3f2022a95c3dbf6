import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import { bookingInvitation } from '../bookings/booking-calendar.js';
import { moneyRecordOf, moneyStateOf } from '../bookings/booking-money.js';
import { BookingPayments, receiptOf, type ReceiptFacts } from '../bookings/booking-payments.service.js';
import { checkoutUrlOf } from '../bookings/checkout-url.js';
import { toBookingMailFacts } from '../bookings/dto/booking-response.dto.js';
import { ManageLinks } from '../bookings/manage-links.service.js';
import type { PlanCode } from '../bookings/plan-codes.js';
import { calendarBusinessOf, type CalendarBusiness } from '../calendar/calendar-files.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import type { Notice, NoticeTiming } from '../domain/booking-notices.js';
import { bookedTimeText } from '../domain/booked-time.js';
import { displayReference } from '../domain/booking-reference.js';
import { addDaysToLocalDate, instantToZonedWallTime } from '../domain/business-time.js';
import { formatUsd } from '../domain/money.js';
import { wordsFor } from '../i18n/server-i18n.js';
import { customerTextNotBefore } from '../domain/notification-rules.js';
import type { MailKind } from '../mail/mail-outbox.entity.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
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
  type BookingCancelledFacts,
  type BookingMailFacts,
  type RenderedMail,
} from '../mail/mail-templates.js';
import { ridePackStateOfBooking } from '../service-codes/ride-pack-reads.js';
import { ridePackWords } from '../mail/mail-words.js';
import { reminderMail, reminderText, tripMail, tripText, type ReminderFacts, type TripFacts } from './notification-templates.js';
import { OwnerTexts, type MovedFrom } from './owner-texts.service.js';
import type { ChangeRecord } from './change-records.js';

/** What one change record's messages share: one manage link, one calendar event, one receipt, one plan code. */
interface Shared {
  facts?: BookingMailFacts;
  receipt?: ReceiptFacts | null;
  plan?: PlanCode | null;
}

/**
 * Writes the messages the notifier decided (domain/booking-notices.ts) for one change record into the outbox, in the
 * notifier's transaction; the senders deliver them later, each once by its dedupe key. It decides nothing: which
 * messages go, to whom and when is the notice's. Every customer mail carries the newest manage link (one change's mails
 * share one); a customer's mail about a booking with a time carries its calendar event (booking-calendar.ts) as booked,
 * moved or cancelled, at the SEQUENCE the writer raised.
 */
@Injectable()
export class BookingMessages {
  private readonly calendar: CalendarBusiness;

  constructor(
    private readonly outbox: MailOutboxService,
    private readonly links: ManageLinks,
    private readonly payments: BookingPayments,
    private readonly ownerTexts: OwnerTexts,
    private readonly notificationRules: LiveNotificationRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.calendar = calendarBusinessOf(config.env);
  }

  /** Queues each notice's message about `booking`, as `record` describes the change. */
  async send(manager: EntityManager, record: ChangeRecord, booking: Booking, notices: readonly Notice[], plan: PlanCode | null): Promise<void> {
    const shared: Shared = { plan };
    for (const notice of notices) await this.queue(manager, notice, record, booking, shared);
  }

  private async queue(manager: EntityManager, { message, timing }: Notice, record: ChangeRecord, booking: Booking, shared: Shared): Promise<void> {
    const contact = this.outbox.contact;
    const at = record.at.toISOString();
    const changes = record.changes;
    const customerMail = (kind: MailKind, mail: RenderedMail, dedupeKey: string, calendarAt: Date | null) =>
      this.outbox.enqueue(manager, {
        kind,
        to: booking.email,
        bookingId: booking.id,
        dedupeKey,
        ...(calendarAt && { calendarEvent: bookingInvitation(booking, this.calendar, calendarAt) }),
        ...mail,
      });
    const ownerMail = async (kind: MailKind, mail: (facts: BookingMailFacts) => RenderedMail, dedupeKey: string) =>
      this.outbox.enqueue(manager, {
        kind,
        to: contact.ownerEmail,
        bookingId: booking.id,
        dedupeKey,
        ...mail(withoutLink(await this.facts(manager, booking, shared))),
      });
    const movedFrom = changes.movedFrom as MovedFrom;
    switch (message) {
      case 'booking-received':
        await customerMail(message, bookingReceivedMail(await this.facts(manager, booking, shared), contact), `${message}:${booking.id}`, record.at);
        return;
      case 'subscription-code':
        await customerMail(
          message,
          planPurchasedMail(
            { booking: await this.facts(manager, booking, shared), ...shared.plan!, receipt: (await this.receipt(manager, record, shared)) ?? undefined },
            contact,
          ),
          `${message}:${booking.id}`,
          null,
        );
        return;
      case 'payment-receipt': {
        const receipt = await this.receipt(manager, record, shared);
        if (!receipt) return;
        // With the booking's own mail (a booking paid as it is made), the receipt carries its calendar event too.
        const withBooking = record.action === 'paid' && shared.facts !== undefined;
        await customerMail(
          message,
          paymentReceiptMail({ booking: await this.facts(manager, booking, shared), ...receipt }, contact),
          `${message}:${receipt.ledgerId}`,
          withBooking ? record.at : null,
        );
        return;
      }
      case 'refund-issued':
        await customerMail(
          message,
          refundIssuedMail(
            {
              booking: await this.facts(manager, booking, shared),
              refund: { amountCents: changes.amountCents as number, simulated: changes.simulated === true },
              reason: changes.reason as string,
            },
            contact,
          ),
          `${message}:${changes.refundId as string}`,
          null,
        );
        return;
      case 'pay-link': {
        const cancellationFee = changes.purpose === 'cancellation-fee';
        const mail = payLinkMail(
          { booking: await this.facts(manager, booking, shared), amountCents: changes.amountCents as number, payUrl: this.payUrl(booking), cancellationFee },
          contact,
        );
        await customerMail(message, mail, `${message}:${booking.id}:${at}`, null);
        return;
      }
      case 'pay-link-text': {
        const { t } = wordsFor(booking.language);
        const words = {
          business: contact.businessName,
          amount: formatUsd(changes.amountCents as number),
          reference: displayReference(booking.reference),
          url: this.payUrl(booking),
        };
        await this.outbox.enqueueText(manager, {
          kind: message,
          to: booking.phone,
          bookingId: booking.id,
          dedupeKey: `${message}:${booking.id}:${at}`,
          notBefore: this.notBefore(timing),
          body: t(changes.purpose === 'cancellation-fee' ? 'payLink.textFee' : 'payLink.text', words),
        });
        return;
      }
      case 'booking-confirmed':
        await customerMail(message, bookingConfirmedMail(await this.facts(manager, booking, shared), contact), `${message}:${booking.id}:${at}`, record.at);
        return;
      case 'booking-moved':
        await customerMail(
          message,
          bookingMovedMail({ booking: await this.facts(manager, booking, shared), from: movedFrom }, contact),
          `${message}:${booking.id}:${at}`,
          record.at,
        );
        return;
      case 'booking-cancelled':
        // A booking revived and cancelled again gets a second mail.
        await customerMail(
          message,
          bookingCancelledMail(await this.cancelledFacts(manager, record, booking, shared), contact),
          `${message}:${booking.id}:${at}`,
          record.at,
        );
        return;
      case 'manage-link':
        await customerMail(
          message,
          manageLinkMail({ booking: await this.facts(manager, booking, shared), reason: changes.reason as 'asked' | 'replaced' }, contact),
          this.manageLinkKey(record),
          null,
        );
        return;
      case 'manage-link-text':
        await this.outbox.enqueueText(manager, {
          kind: message,
          to: booking.phone,
          bookingId: booking.id,
          dedupeKey: this.manageLinkKey(record),
          notBefore: this.notBefore(timing),
          body: wordsFor(booking.language).t('manageLink.text', {
            business: contact.businessName,
            reference: displayReference(booking.reference),
            url: (await this.facts(manager, booking, shared)).manageUrl,
          }),
        });
        return;
      case 'reminder-mail':
        await customerMail(
          message,
          reminderMail(await this.reminderFacts(manager, record, booking, shared), contact),
          `${message}:${booking.id}:${changes.startsAt as string}`,
          null,
        );
        return;
      case 'reminder-text':
        await this.outbox.enqueueText(manager, {
          kind: message,
          to: booking.phone,
          bookingId: booking.id,
          dedupeKey: `${message}:${booking.id}:${changes.startsAt as string}`,
          body: reminderText(await this.reminderFacts(manager, record, booking, shared), contact.businessName),
        });
        return;
      case 'trip-on-the-way':
      case 'trip-arrived':
        await customerMail(message, tripMail(await this.tripFacts(manager, record, booking, shared), contact), `${message}:${booking.id}:${at}`, null);
        return;
      case 'trip-on-the-way-text':
      case 'trip-arrived-text':
        await this.outbox.enqueueText(manager, {
          kind: message,
          to: booking.phone,
          bookingId: booking.id,
          dedupeKey: `${message}:${booking.id}:${at}`,
          body: tripText(await this.tripFacts(manager, record, booking, shared), contact.businessName),
        });
        return;
      case 'booking-new-owner':
        await ownerMail(message, (facts) => newBookingOwnerMail(facts, contact), `${message}:${booking.id}`);
        return;
      case 'booking-moved-owner':
        await ownerMail(message, (facts) => customerMovedOwnerMail({ booking: facts, from: movedFrom }, contact), `${message}:${booking.id}:${at}`);
        return;
      case 'booking-cancelled-owner': {
        const cancelled = await this.cancelledFacts(manager, record, booking, shared);
        await ownerMail(message, (facts) => customerCancelledOwnerMail({ ...cancelled, booking: facts }, contact), `${message}:${booking.id}:${at}`);
        return;
      }
      case 'owner-booking-new':
      case 'owner-booking-paid':
        await this.ownerTexts.bookingIn(manager, booking, message === 'owner-booking-paid');
        return;
      case 'owner-booking-moved':
        await this.ownerTexts.bookingMoved(manager, booking, movedFrom, record.at);
        return;
      case 'owner-booking-cancelled':
        await this.ownerTexts.bookingCancelled(manager, booking, record.at);
        return;
    }
  }

  /** A reminder's facts: the booking at the start it was reminded of, 'today' and 'tomorrow' as of the reminder. */
  private async reminderFacts(manager: EntityManager, record: ChangeRecord, booking: Booking, shared: Shared): Promise<ReminderFacts> {
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    const today = instantToZonedWallTime(record.at, zone).date;
    // A booking with a start has its business-local date and time; the start stands in should a legacy row lack them.
    const wall = instantToZonedWallTime(new Date(record.changes.startsAt as string), zone);
    return {
      reference: booking.reference,
      serviceType: booking.serviceType,
      customerName: booking.fullName,
      serviceDate: booking.serviceDate ?? wall.date,
      serviceTime: bookedTimeText(booking, zone) ?? wall.time,
      pickupLocation: booking.pickupLocation,
      destinationLocation: booking.destinationLocation,
      manageUrl: (await this.facts(manager, booking, shared)).manageUrl!,
      today,
      tomorrow: addDaysToLocalDate(today, 1),
      language: booking.language,
    };
  }

  /** A trip step's facts: the stage tapped and the ETA it recorded, in business-local time. */
  private async tripFacts(manager: EntityManager, record: ChangeRecord, booking: Booking, shared: Shared): Promise<TripFacts> {
    const eta = typeof record.changes.eta === 'string' ? instantToZonedWallTime(new Date(record.changes.eta), this.config.env.BUSINESS_TIME_ZONE).time : null;
    return {
      stage: record.changes.to === 'arrived' ? 'arrived' : 'on-the-way',
      reference: booking.reference,
      customerName: booking.fullName,
      pickupLocation: booking.pickupLocation,
      eta,
      manageUrl: (await this.facts(manager, booking, shared)).manageUrl!,
      language: booking.language,
    };
  }

  /** When a customer's text may go (the owner's texts: OwnerTexts, by the owner's own settings). */
  private notBefore(timing: NoticeTiming): Date | undefined {
    if (timing !== 'customer-quiet-hours') return undefined;
    return customerTextNotBefore(this.clock.now(), this.notificationRules.rules.quietHours, this.config.env.BUSINESS_TIME_ZONE) ?? undefined;
  }

  /** The booking as its mails state it, its money from the payment record (booking-money.ts), with a manage link. */
  private async facts(manager: EntityManager, booking: Booking, shared: Shared): Promise<BookingMailFacts> {
    if (!shared.facts) {
      const money = moneyStateOf(booking, await moneyRecordOf(manager, booking));
      const pack = await ridePackStateOfBooking(manager, booking);
      const zone = this.outbox.contact.timeZone;
      shared.facts = {
        ...toBookingMailFacts(booking, money, zone),
        manageUrl: await this.links.issue(manager, booking, 'mail'),
        ...(pack && { ridePack: ridePackWords(pack, this.clock.now(), zone, wordsFor(booking.language)) }),
      };
    }
    return shared.facts;
  }

  /** The receipt of the payment the record names (paid, fee-paid, charged-again), or null when it names none. */
  private async receipt(manager: EntityManager, record: ChangeRecord, shared: Shared): Promise<ReceiptFacts | null> {
    if (shared.receipt === undefined) {
      const id = record.changes.paymentRecordId;
      const payment = typeof id === 'string' ? await this.payments.find(manager, id) : null;
      shared.receipt = payment && receiptOf(payment);
    }
    return shared.receipt;
  }

  private async cancelledFacts(manager: EntityManager, record: ChangeRecord, booking: Booking, shared: Shared): Promise<BookingCancelledFacts> {
    const changes = record.changes;
    const refund = changes.refund as { amountCents: number; simulated?: boolean } | null;
    const codeReturned = changes.codeReturned as 'plan' | 'code' | undefined;
    return {
      booking: await this.facts(manager, booking, shared),
      feeCents: changes.feeCents as number,
      cancelledBy: record.actor === 'customer' ? 'customer' : 'owner',
      feeWaived: changes.feeWaived === true,
      ...(refund && { refund: { amountCents: refund.amountCents, simulated: refund.simulated === true } }),
      ...(codeReturned && { codeReturned }),
    };
  }

  /** One link a window: asking again within it sends nothing more (manage-bookings.service.ts). */
  private manageLinkKey(record: ChangeRecord): string {
    return `manage-link:${record.bookingId}:${record.changes.window as string}`;
  }

  private payUrl(booking: Booking): string {
    return checkoutUrlOf(this.config.env.PUBLIC_BASE_URL, booking.id);
  }
}

/** The customer's facts for the owner's copy: the same booking and money, without the customer's private link. */
function withoutLink({ manageUrl: _manageUrl, ...facts }: BookingMailFacts): BookingMailFacts {
  return facts;
}
