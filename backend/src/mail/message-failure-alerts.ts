// Failures are loud: a message given up on tells the owner by the other channel. Pure, tested in
// message-failure-alerts.spec.ts; OutboxStore queues what these return in the transaction that marks the failure.

import { displayReference } from '../domain/booking-reference.js';
import { messageKindLabel } from '../domain/message-kinds.js';
import type { MailKind, MessageChannel, TextKind } from './mail-outbox.entity.js';
import type { OutboxMail, OutboxText } from './mail-outbox.service.js';
import { messageFailedAlertMail, type MailContact } from './mail-templates.js';

/** The alerts themselves: one that fails raises nothing, so no failure can start a chain of alerts. */
const ALERT_KINDS: ReadonlySet<string> = new Set<MailKind | TextKind>(['message-failed-alert-mail', 'message-failed-alert']);

/** What is known of a message that was just given up on. */
export interface FailedMessage {
  id: string;
  channel: MessageChannel;
  kind: string;
  to: string;
  /** A mail's subject; '' for a text. */
  subject: string;
  error: string;
  bookingId: string | null;
  /** The booking's reference, without the display prefix, when the message was about one. */
  bookingReference: string | null;
}

/** Where the owner can be told: always by mail; by text when texts are on and OWNER_PHONE is a number. */
export interface OwnerReach {
  contact: MailContact;
  /** E.164, or null when no alert can go by text (texts off, or OWNER_PHONE no textable number). */
  textTo: string | null;
}

export type FailureAlert = { channel: 'mail'; mail: OutboxMail } | { channel: 'text'; text: OutboxText };

/**
 * The alert for a failed message, by the other channel: a failed text is reported by mail to OWNER_EMAIL, a failed
 * mail by text to OWNER_PHONE (when texts are on). At most one per failed message (its dedupe key holds the message's
 * id); none for an alert; null when the other channel cannot reach the owner.
 */
export function failureAlertFor(failed: FailedMessage, owner: OwnerReach): FailureAlert | null {
  if (ALERT_KINDS.has(failed.kind)) return null;
  const dedupeKey = `message-failed-alert:${failed.id}`;
  if (failed.channel === 'text') {
    const rendered = messageFailedAlertMail(
      { channel: 'text', to: failed.to, what: `Text (${messageKindLabel(failed.kind)})`, error: failed.error, reference: failed.bookingReference ?? undefined },
      owner.contact,
    );
    return { channel: 'mail', mail: { kind: 'message-failed-alert-mail', to: owner.contact.ownerEmail, ...rendered, bookingId: failed.bookingId, dedupeKey } };
  }
  if (!owner.textTo) return null;
  return {
    channel: 'text',
    text: { kind: 'message-failed-alert', to: owner.textTo, body: messageFailedAlertText(failed, owner.contact), bookingId: failed.bookingId, dedupeKey },
  };
}

/** Short (one text segment or two), and without the failed mail's body: it may carry a customer's private link. */
function messageFailedAlertText(failed: FailedMessage, contact: MailContact): string {
  const booking = failed.bookingReference ? ` (booking ${displayReference(failed.bookingReference)})` : '';
  const error = failed.error.length > 80 ? `${failed.error.slice(0, 79)}…` : failed.error;
  return `${contact.businessName}: a mail to ${failed.to}${booking} could not be sent: ${error}. Admin > Messages can send it again.`;
}
