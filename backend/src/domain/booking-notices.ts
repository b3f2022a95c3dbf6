// Who hears of a change to a booking, on which channel, in which language and when (STYLE 23: one notifier). The
// booking writer records each change (booking_history: a change record); after it commits, the notifier
// (notifications/booking-notifier.service.ts) reads the record and the booking as it now stands and asks noticesOf what
// goes out. Templates never decide whether they are sent; services never compose a message.
import type { CustomerLanguage } from './customer-language.js';
import type { BookingChange } from './notification-rules.js';

/** Every change the booking writer records, in booking_history.action. */
export const BOOKING_CHANGE_ACTIONS = [
  'created',
  'status-changed',
  'edited',
  'cancelled',
  'paid',
  'hold-released',
  'refunded',
  'payment-link-sent',
  'fee-paid',
  'charged-again',
  'link-sent',
  'reminded',
  'trip-moved',
  'trip-undone',
] as const;
export type BookingChangeAction = (typeof BOOKING_CHANGE_ACTIONS)[number];

/** What a change record says that decides its notices (the writer writes these facts into its `changes`). */
export interface ChangeFacts {
  action: BookingChangeAction;
  /** The customer made the change (online), rather than the owner or the system. */
  byCustomer: boolean;
  /** created: the owner entered it on the phone. */
  byPhone?: boolean;
  /** created: an online booking that waits for its card; it is told of once paid. paid: it waited until this payment. */
  awaitedCard?: boolean;
  /** status-changed: the new status, and why ('paid': a paid booking confirmed itself, its paid mail says so). */
  statusTo?: string;
  statusFrom?: string;
  reason?: string;
  /** edited: the date or time changed. */
  moved?: boolean;
  /** paid: by card (the customer, online) rather than money the owner received by hand. */
  byCard?: boolean;
  /** paid, fee-paid, charged-again: the ledger's payment, whose receipt goes; absent when the charge was known. */
  paymentRecorded?: boolean;
  /** payment-link-sent, link-sent: by text as well (pay link) or instead (a link the customer asked for by phone). */
  byText?: boolean;
  /** reminded: the reminders that fell due (domain/notification-rules' isReminderDue, isReminderTextDue). */
  reminders?: readonly ('mail' | 'text')[];
  /** trip-moved: the stage the owner tapped (domain/trip-progress.ts). */
  tripTo?: string;
}

/** The booking as it stands when the notifier reads the record. */
export interface BookingNow {
  /** An online booking still waiting for its card: nothing is told of it (it may be a stranger's hold). */
  awaitsCard: boolean;
  cancelled: boolean;
  /** Made online (the owner hears of it), rather than entered by the owner on the phone. */
  online: boolean;
  /** A plan purchase: its paid mail carries its code. */
  plan: boolean;
  language: CustomerLanguage;
  /** Texts can go at all (the business's text settings are set). */
  textsEnabled: boolean;
  /** The customer chose texts about their booking when they booked. */
  textsChosen: boolean;
}

/** The message a notice sends: mail and text kinds of mail/mail-outbox.entity.ts. */
export type NoticeMessage =
  | 'booking-received'
  | 'booking-confirmed'
  | 'booking-moved'
  | 'booking-cancelled'
  | 'payment-receipt'
  | 'subscription-code'
  | 'refund-issued'
  | 'pay-link'
  | 'pay-link-text'
  | 'manage-link'
  | 'manage-link-text'
  | 'reminder-mail'
  | 'reminder-text'
  | 'trip-on-the-way'
  | 'trip-on-the-way-text'
  | 'trip-arrived'
  | 'trip-arrived-text'
  | 'booking-new-owner'
  | 'booking-moved-owner'
  | 'booking-cancelled-owner'
  | 'owner-booking-new'
  | 'owner-booking-paid'
  | 'owner-booking-moved'
  | 'owner-booking-cancelled';

/**
 * When a notice may go: at once; a customer's text outside the quiet hours; an owner's text outside them unless the
 * job is near (domain/notification-rules' customerTextNotBefore and ownerTextNotBefore).
 */
export type NoticeTiming = 'now' | 'customer-quiet-hours' | 'owner-quiet-hours';

export interface Notice {
  message: NoticeMessage;
  audience: 'customer' | 'owner';
  channel: 'mail' | 'text';
  /** The customer's own language; the owner's messages are English (the admin is English). */
  language: CustomerLanguage;
  timing: NoticeTiming;
}

/** What the notifier does with a change record: withdraw what it makes wrong, then send its notices. */
export interface ChangeNotices {
  withdraw: BookingChange | null;
  notices: Notice[];
}

const CUSTOMER_TEXTS: ReadonlySet<NoticeMessage> = new Set(['pay-link-text', 'manage-link-text', 'reminder-text', 'trip-on-the-way-text', 'trip-arrived-text']);

/** The trip steps the customer hears of, by mail and (when they chose texts) by text. */
const TRIP_NOTICES: Partial<Record<string, { mail: NoticeMessage; text: NoticeMessage }>> = {
  'on-the-way': { mail: 'trip-on-the-way', text: 'trip-on-the-way-text' },
  arrived: { mail: 'trip-arrived', text: 'trip-arrived-text' },
};

function customer(message: NoticeMessage, booking: BookingNow): Notice {
  const text = CUSTOMER_TEXTS.has(message);
  // A link the customer just asked for goes at once; a pay link the owner sends waits for the morning.
  const timing: NoticeTiming = message === 'pay-link-text' ? 'customer-quiet-hours' : 'now';
  return { message, audience: 'customer', channel: text ? 'text' : 'mail', language: booking.language, timing };
}

function ownerMail(message: NoticeMessage): Notice {
  return { message, audience: 'owner', channel: 'mail', language: 'en', timing: 'now' };
}

function ownerText(message: NoticeMessage): Notice {
  return { message, audience: 'owner', channel: 'text', language: 'en', timing: 'owner-quiet-hours' };
}

/** The booking is in (made needing no card, or paid): the customer's mail and, for an online one, the owner's notice. */
function bookingIn(change: ChangeFacts, booking: BookingNow, { notifyOwner, paid }: { notifyOwner: boolean; paid: boolean }): Notice[] {
  // A plan's code goes with its payment: a plan entered on the phone and paid later gets its code then.
  const customerMails =
    paid && booking.plan
      ? [customer('subscription-code', booking)]
      : [customer('booking-received', booking), ...(paid && change.paymentRecorded ? [customer('payment-receipt', booking)] : [])];
  if (!notifyOwner) return customerMails;
  return [...customerMails, ownerMail('booking-new-owner'), ownerText(paid && change.paymentRecorded ? 'owner-booking-paid' : 'owner-booking-new')];
}

function paymentIn(change: ChangeFacts, booking: BookingNow): Notice[] {
  // A card payment puts the booking in (mails already sent for it are not sent again: their dedupe keys); money the
  // owner received by hand puts in only an online booking that still waited for its card, and tells no owner.
  if (change.byCard || change.awaitedCard) return bookingIn(change, booking, { notifyOwner: change.byCard === true && booking.online, paid: true });
  if (booking.plan) return [customer('subscription-code', booking)];
  return change.paymentRecorded ? [customer('payment-receipt', booking)] : [];
}

/** What goes out about one change record, given the booking as it now stands. */
export function noticesOf(change: ChangeFacts, booking: BookingNow): ChangeNotices {
  const none: ChangeNotices = { withdraw: null, notices: [] };
  const only = (notices: Notice[]): ChangeNotices => ({ withdraw: null, notices });
  switch (change.action) {
    case 'created':
      if (change.awaitedCard || booking.awaitsCard) return none;
      return only(bookingIn(change, booking, { notifyOwner: !change.byPhone, paid: false }));
    case 'status-changed':
      if (change.statusTo !== 'confirmed' || change.statusFrom === 'confirmed' || change.reason === 'paid' || booking.awaitsCard) return none;
      return only([customer('booking-confirmed', booking)]);
    case 'edited':
      if (!change.moved) return none;
      if (booking.awaitsCard || booking.cancelled) return { withdraw: 'moved', notices: [] };
      return {
        withdraw: 'moved',
        notices: [customer('booking-moved', booking), ...(change.byCustomer ? [ownerMail('booking-moved-owner'), ownerText('owner-booking-moved')] : [])],
      };
    case 'cancelled':
      if (booking.awaitsCard) return { withdraw: 'cancelled', notices: [] };
      return {
        withdraw: 'cancelled',
        notices: [
          customer('booking-cancelled', booking),
          ...(change.byCustomer ? [ownerMail('booking-cancelled-owner'), ownerText('owner-booking-cancelled')] : []),
        ],
      };
    case 'paid':
      return only(paymentIn(change, booking));
    case 'fee-paid':
    case 'charged-again':
      return only(change.paymentRecorded ? [customer('payment-receipt', booking)] : []);
    case 'refunded':
      return only([customer('refund-issued', booking)]);
    case 'payment-link-sent':
      return only([customer('pay-link', booking), ...(change.byText ? [customer('pay-link-text', booking)] : [])]);
    case 'link-sent':
      return only([customer(change.byText && booking.textsEnabled ? 'manage-link-text' : 'manage-link', booking)]);
    case 'reminded':
      // Decided due on the locked row; a booking cancelled since is told nothing more (its cancellation withdraws too).
      if (booking.cancelled || booking.awaitsCard) return none;
      return only((change.reminders ?? []).map((channel) => customer(channel === 'mail' ? 'reminder-mail' : 'reminder-text', booking)));
    case 'hold-released':
      return none;
    case 'trip-moved': {
      // A job under way: its texts go at once, quiet hours or not (the customer is waiting for the driver).
      const trip = TRIP_NOTICES[change.tripTo ?? ''];
      if (!trip || booking.cancelled) return none;
      const text = booking.textsChosen && booking.textsEnabled ? [customer(trip.text, booking)] : [];
      return only([customer(trip.mail, booking), ...text]);
    }
    case 'trip-undone':
      // Taken back within a minute: what was said stands (it was true when sent); the next tap says the next thing.
      return none;
  }
}
