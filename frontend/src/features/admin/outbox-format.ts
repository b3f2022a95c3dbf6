import type { OutboxMessage } from '@contracts/outbox.contract.js';
import type { TagTone } from '@/features/admin/admin-bookings';
import { when } from '@/features/admin/components/booking-details-format';

// How the owner's outbox words its messages. Kinds are backend/src/mail/mail-outbox.entity.ts's MAIL_KINDS and
// TEXT_KINDS; one this file does not know yet is shown as its words ('owner-booking-new' → 'Owner booking new').

const KIND_LABELS: Record<string, string> = {
  'booking-received': 'Booking received',
  'booking-new-owner': 'New booking (to you)',
  'payment-receipt': 'Payment receipt',
  'subscription-code': 'Plan code',
  'booking-cancelled': 'Booking cancelled',
  'booking-cancelled-owner': 'Booking cancelled (to you)',
  'booking-confirmed': 'Booking confirmed',
  'booking-moved': 'Booking moved',
  'booking-moved-owner': 'Booking moved (to you)',
  'refund-failed-owner': 'Refund failed (to you)',
  'refund-issued': 'Refund made',
  'pay-link': 'Payment link',
  'manage-link': 'Link to their booking',
  'inquiry-owner': 'New inquiry (to you)',
  'inquiry-ack': 'Inquiry received',
  'password-reset': 'Password reset',
  'sign-in-link': 'Sign-in link (to you)',
  'login-attack-alert-mail': 'Many failed sign-ins (to you)',
  'card-testing-alert-mail': 'Many declined cards (to you)',
  'reminder-mail': 'Reminder',
  'morning-sheet': 'Morning sheet (to you)',
  'message-failed-alert-mail': 'Message failed (to you)',
  'maps-outage-alert-mail': 'Maps not answering (to you)',
  'maps-spend-cap-mail': "Day's paid map calls used up (to you)",
  'owner-booking-new': 'New booking (to you)',
  'owner-booking-paid': 'Booking paid (to you)',
  'owner-booking-cancelled': 'Booking cancelled (to you)',
  'owner-booking-moved': 'Booking moved (to you)',
  'owner-inquiry': 'New inquiry (to you)',
  'reminder-text': 'Reminder',
  'morning-sheet-text': 'Morning sheet (to you)',
  'pay-link-text': 'Payment link',
  'manage-link-text': 'Link to their booking',
  'message-failed-alert': 'Message failed (to you)',
  'maps-outage-alert': 'Maps not answering (to you)',
};

export function kindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const CHANNEL_LABELS: Record<OutboxMessage['channel'], string> = { mail: 'Email', text: 'Text' };

/** The status as a tag: a sent text reads as Twilio's last word on it ('Delivered', 'Undelivered') once there is one. */
export function messageStatusTag(message: Pick<OutboxMessage, 'status' | 'providerStatus'>): { label: string; tone: TagTone | 'bad' } {
  if (message.status === 'failed') return { label: 'Failed', tone: 'bad' };
  if (message.status === 'queued') return { label: 'Queued', tone: 'attention' };
  if (message.status === 'withdrawn') return { label: 'Withdrawn', tone: 'neutral' };
  if (message.providerStatus === 'delivered' || message.providerStatus === 'read') return { label: 'Delivered', tone: 'good' };
  return { label: 'Sent', tone: 'good' };
}

/** What happened since the message was queued, in one line: 'sent Mar 1, 2027, 8:01 AM', 'next try …, 3 tries'. */
export function progressLine(message: OutboxMessage): string {
  const parts: string[] = [];
  if (message.resentAt) parts.push(`sent again ${when(message.resentAt)}`);
  if (message.sentAt && message.status === 'sent') parts.push(`sent ${when(message.sentAt)}`);
  if (message.failedAt && message.status === 'failed') parts.push(`failed ${when(message.failedAt)}`);
  if (message.nextAttemptAt && message.attempts > 0) parts.push(`next try ${when(message.nextAttemptAt)}`);
  if (message.attempts > 1) parts.push(`${message.attempts} tries`);
  return parts.join(' · ');
}
