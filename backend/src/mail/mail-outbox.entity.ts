import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What the templates produce; the kinds are open text in the database so a new kind needs no migration. */
export const MAIL_KINDS = [
  'booking-received',
  'booking-new-owner',
  'payment-receipt',
  'subscription-code',
  'booking-cancelled',
  'booking-cancelled-owner',
  'booking-confirmed',
  'booking-moved',
  'booking-moved-owner',
  'refund-failed-owner',
  'refund-issued',
  'pay-link',
  /** To the customer: a fresh link to their booking's page (Find my booking, or the old links turned off). */
  'manage-link',
  'inquiry-owner',
  'inquiry-ack',
  'password-reset',
  /** To the owner: a link that signs in once (auth/sign-in-links.service.ts). */
  'sign-in-link',
  /** To the owner, once per incident: many failed sign-ins (auth/login-attack-alerts.ts). */
  'login-attack-alert-mail',
  'card-testing-alert-mail',
  'reminder-mail',
  'morning-sheet',
  /** To the owner: a text could not be sent (see message-failure-alerts.ts). */
  'message-failed-alert-mail',
  /** To the owner: the maps provider stopped answering, prices use estimates (geo/maps-outage-alerts.ts). */
  'maps-outage-alert-mail',
  /** To the owner, once a business day: the day's paid map calls reached the owner's cap (geo/maps-spend-alerts.ts). */
  'maps-spend-cap-mail',
  /** To the customer: the driver is on the way (with the ETA), and has arrived (issue 31). */
  'trip-on-the-way',
  'trip-arrived',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The text messages (Twilio); open text in the database like the mail kinds. */
export const TEXT_KINDS = [
  'owner-booking-new',
  'owner-booking-paid',
  'owner-booking-cancelled',
  'owner-booking-moved',
  'owner-inquiry',
  'reminder-text',
  'morning-sheet-text',
  'pay-link-text',
  /** To the customer who asked by phone number: a fresh link to their booking's page. */
  'manage-link-text',
  /** To the owner: a mail could not be sent (see message-failure-alerts.ts). */
  'message-failed-alert',
  /** To the owner: the maps provider stopped answering (geo/maps-outage-alerts.ts). */
  'maps-outage-alert',
  'trip-on-the-way-text',
  'trip-arrived-text',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** How a message leaves: an e-mail over SMTP, or a text message through Twilio. */
export type MessageChannel = 'mail' | 'text';

/**
 * Mails whose body carries a secret that works on its own (a password-reset or sign-in link). Once such a mail is sent,
 * or given up on, its stored body is replaced by ONE_TIME_LINK_REMOVED: the outbox keeps no usable link.
 */
export const ONE_TIME_LINK_KINDS: readonly MailKind[] = ['password-reset', 'sign-in-link'];
export const ONE_TIME_LINK_REMOVED = 'This mail carried a one-time link. It was removed once the mail left.';

/**
 * A booking's manage link ('/manage/{token}') in a mail body, and what it becomes once the mail left: the token is a
 * credential kept only as a hash (bookings/manage-links.service.ts), so the outbox does not keep it either.
 */
export const MANAGE_LINK_PATTERN = '/manage/[A-Za-z0-9_-]{22,64}';
export const MANAGE_LINK_REMOVED = '/manage/(link removed once sent)';

/**
 * A calendar file sent with a mail (nodemailer's icalEvent: a text/calendar part with this method, and the same file
 * as an attachment), e.g. the booking's event as an invitation, its update or its cancellation.
 */
export interface MailCalendarEvent {
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  filename: string;
  /** RFC 5545 text. */
  content: string;
}

/**
 * queued: waiting for (another) attempt; sent: handed to the SMTP server (or written to a file), or accepted by
 * Twilio; failed: gave up (after the last retry, a refusal no retry can change, or Twilio's failure report); withdrawn:
 * not sent, because a later change of its booking made it wrong (a reminder for a cancelled job).
 */
export type MailStatus = 'queued' | 'sent' | 'failed' | 'withdrawn';

/**
 * One outgoing message, a mail or a text, waiting to be sent or already sent: the table keeps its first name,
 * `mail_outbox`, and holds every channel. Written by MailOutboxService (new messages) and OutboxStore (what
 * happens to them), delivered by MailSenderService and TextSenderService.
 */
@Entity('mail_outbox')
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', default: 'mail' })
  channel: MessageChannel;

  @Column({ type: 'text' })
  kind: MailKind | TextKind;

  /** An e-mail address, or for a text the number in E.164 form ('+18015550123'). */
  @Column({ name: 'to_address', type: 'text' })
  toAddress: string;

  /** '' for a text. */
  @Column({ type: 'text' })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody: string;

  /** '' for a text. */
  @Column({ name: 'html_body', type: 'text' })
  htmlBody: string;

  @Column({ name: 'calendar_event', type: 'jsonb', nullable: true })
  calendarEvent: MailCalendarEvent | null;

  /** The booking the mail is about, for the admin view; no foreign key, so mails outlive deleted bookings. */
  @Column({ name: 'booking_id', type: 'text', nullable: true })
  bookingId: string | null;

  /** Names one logical mail (e.g. 'booking-received:bk_…'); a second enqueue with the same key is ignored. */
  @Column({ name: 'dedupe_key', type: 'text', nullable: true, unique: true })
  dedupeKey: string | null;

  @Column({ type: 'text', default: 'queued' })
  status: MailStatus;

  /** Delivery attempts started so far; counted when a sender claims the row. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When the row is due; while a sender holds it, the end of that sender's lease. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** The provider's id of the message once it took it (Twilio's message SID); null for mails. */
  @Column({ name: 'provider_id', type: 'text', nullable: true })
  providerId: string | null;

  /** The provider's last reported status (Twilio: queued, sent, delivered, undelivered, failed, …). */
  @Column({ name: 'provider_status', type: 'text', nullable: true })
  providerStatus: string | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  /** When the owner last sent the (failed) message again. */
  @Column({ name: 'resent_at', type: 'timestamptz', nullable: true })
  resentAt: Date | null;

  /** Held back on purpose until then (a text outside quiet hours); null = sent as soon as possible. */
  @Column({ name: 'not_before', type: 'timestamptz', nullable: true })
  notBefore: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
