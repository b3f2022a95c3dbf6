import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per Square event applied; Square redelivers events (at least once), the primary key makes each count once. */
@Entity('payment_webhook_events')
export class PaymentWebhookEvent {
  @PrimaryColumn({ name: 'event_id', type: 'text' })
  eventId: string;

  /** e.g. 'payment.updated'. */
  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  @Column({ name: 'payment_id', type: 'text', nullable: true })
  paymentId: string | null;

  @Column({ name: 'booking_id', type: 'text', nullable: true })
  bookingId: string | null;

  /**
   * What applying it did: 'paid', 'already-paid', 'failed', 'ignored', 'no-booking', 'amount-mismatch', 'duplicate-payment',
   * 'payment-not-required'.
   */
  @Column({ type: 'text' })
  outcome: string;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
