import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who changed a booking: 'owner:<username>', 'customer' or 'system' (scheduled jobs). */
export type HistoryActor = `owner:${string}` | 'customer' | 'system';

/** created | status-changed | edited | cancelled | paid | hold-released | refunded | payment-link-sent | fee-paid (an owed cancellation fee) */
export type HistoryAction = 'created' | 'status-changed' | 'edited' | 'cancelled' | 'paid' | 'hold-released' | 'refunded' | 'payment-link-sent' | 'fee-paid';

/** One change to a booking, for the owner's history view. Rows are only ever inserted. */
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
}
