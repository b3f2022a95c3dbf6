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
  'refund-failed-owner',
  'inquiry-owner',
  'inquiry-ack',
  'password-reset',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Mails whose body carries a secret that works on its own (a password-reset link). Once such a mail is sent,
 * or given up on, its stored body is replaced by ONE_TIME_LINK_REMOVED: the outbox keeps no usable link.
 */
export const ONE_TIME_LINK_KINDS: readonly MailKind[] = ['password-reset'];
export const ONE_TIME_LINK_REMOVED = 'This mail carried a one-time link. It was removed once the mail left.';

/**
 * A booking's manage link ('/manage/{token}') in a mail body, and what it becomes once the mail left: the token is a
 * credential kept only as a hash (bookings/manage-links.service.ts), so the outbox does not keep it either.
 */
export const MANAGE_LINK_PATTERN = '/manage/[A-Za-z0-9_-]{22,64}';
export const MANAGE_LINK_REMOVED = '/manage/(link removed once sent)';

/** queued: waiting for (another) attempt; sent: delivered to the SMTP server (or written to a file); failed: gave up. */
export type MailStatus = 'queued' | 'sent' | 'failed';

/** One e-mail waiting to be sent or already sent. Written by MailOutboxService, delivered by MailSenderService. */
@Entity('mail_outbox')
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  kind: MailKind;

  @Column({ name: 'to_address', type: 'text' })
  toAddress: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody: string;

  @Column({ name: 'html_body', type: 'text' })
  htmlBody: string;

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

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
