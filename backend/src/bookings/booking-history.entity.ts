import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BookingChangeAction } from '../domain/booking-notices.js';

/** Who changed a booking: 'owner:<username>', 'customer' or 'system' (scheduled jobs). */
export type HistoryActor = `owner:${string}` | 'customer' | 'system';

/** What changed: domain/booking-notices' BOOKING_CHANGE_ACTIONS (fee-paid: an owed cancellation fee). */
export type HistoryAction = BookingChangeAction;

/**
 * One change to a booking: the owner's history view, and the change record the notifier tells of. Rows are only ever
 * inserted, and then marked told of once (notified_at).
 */
@Entity('booking_history')
export class BookingHistory {
  // bigserial: pg returns it as a string, which also keeps the order of entries with the same `at`.
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'booking_id', type: 'text' })
  bookingId: string;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'text' })
  actor: HistoryActor;

  @Column({ type: 'text' })
  action: HistoryAction;

  /** For edits: { field: { from, to } } with the admin view's field names; otherwise the facts of the action. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  changes: Record<string, unknown>;

  /** When the notifier told of the change (queued its messages); null while it waits. */
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;
}
