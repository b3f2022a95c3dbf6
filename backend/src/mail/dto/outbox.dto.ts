import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import {
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  type OutboxChannel,
  type OutboxMessage,
  type OutboxMessagePath,
  type OutboxQuery,
  type OutboxStatus,
} from '../../contracts/outbox.contract.js';
import { displayReference } from '../../domain/booking-reference.js';
import { MANAGE_LINK_REMOVED, ONE_TIME_LINK_KINDS, type MailStatus, type MessageChannel } from '../mail-outbox.entity.js';

export class OutboxQueryDto implements OutboxQuery {
  @IsOptional() @IsIn(OUTBOX_STATUSES, { message: 'Status must be queued, sent or failed' }) status?: OutboxStatus;
  @IsOptional() @IsIn(OUTBOX_CHANNELS, { message: 'Channel must be mail or text' }) channel?: OutboxChannel;
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt({ message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be 1 or more' })
  @Max(100_000, { message: 'Page is out of range' })
  page?: number;
}

export class OutboxMessageIdParam implements OutboxMessagePath {
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { message: 'Message not found' })
  id: string;
}

/** An outbox row as the admin's list reads it (SQL column names); the mapper checks its values fit the contract's. */
export interface OutboxRow {
  id: string;
  channel: MessageChannel;
  kind: string;
  to_address: string;
  subject: string;
  /** The start of a text's body, manage links already cut out ('' for mails). */
  text_start: string;
  status: MailStatus;
  provider_status: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  next_attempt_at: Date;
  resent_at: Date | null;
  booking_id: string | null;
  reference: string | null;
}

/** Characters of a text shown in the list. */
const TEXT_SUMMARY_LENGTH = 100;
/** A booking manage link's path, with its token (a credential), in a text's body. */
const MANAGE_LINK = /\/manage\/[A-Za-z0-9_-]{22,64}/g;

export function toOutboxMessage(row: OutboxRow, textsEnabled: boolean): OutboxMessage {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    to: row.to_address,
    summary: row.channel === 'mail' ? row.subject : textSummary(row.text_start),
    status: row.status,
    providerStatus: row.provider_status,
    attempts: row.attempts,
    lastError: row.last_error,
    queuedAt: new Date(row.created_at).toISOString(),
    sentAt: iso(row.sent_at),
    failedAt: iso(row.failed_at),
    nextAttemptAt: row.status === 'queued' ? iso(row.next_attempt_at) : null,
    resentAt: iso(row.resent_at),
    bookingId: row.booking_id,
    bookingReference: row.reference ? displayReference(row.reference) : null,
    canResend: row.status === 'failed' && !(ONE_TIME_LINK_KINDS as readonly string[]).includes(row.kind) && (row.channel === 'mail' || textsEnabled),
  };
}

/** The text's first words on one line, without any manage link's token. */
function textSummary(start: string): string {
  const line = start.replace(MANAGE_LINK, MANAGE_LINK_REMOVED).replace(/\s+/g, ' ').trim();
  return line.length > TEXT_SUMMARY_LENGTH ? `${line.slice(0, TEXT_SUMMARY_LENGTH - 1)}…` : line;
}
