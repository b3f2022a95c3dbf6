import type { OutboxMessage } from '@contracts/outbox.contract.js';
import type { TagTone } from '@/features/admin/admin-bookings';
import { when } from '@/features/admin/components/booking-details-format';

// How the owner's outbox words its messages; their kinds are worded by @domain/message-kinds.

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
