import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Customer } from '../customers/customer.entity.js';
import type { BookingStatus, PaymentAttemptStatus, PaymentStatus } from '../domain/booking-transitions.js';
import type { BookableServiceType } from '../domain/service-types.js';
import type { FailedDeliveryReason, TripStage } from '../domain/trip-progress.js';
import type { CustomerLanguage } from '../domain/customer-language.js';

/** How a booking is (to be) paid; 'cash' and 'invoice' only for bookings the owner took by phone. */
export type PaymentMethod = 'card' | 'test' | 'cash' | 'invoice' | 'check' | 'other';

@Entity('bookings')
export class Booking {
  /** Unguessable public id: 'bk_' + 144 random bits, base64url. Knowing it is what lets a customer read the booking. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  /** Short readable reference for phone calls and mails; shown through domain/booking-reference.ts. */
  @Column({ type: 'text', unique: true })
  reference: string;

  @Column({ type: 'text', default: 'pending' })
  status: BookingStatus;

  @Column({ name: 'service_type', type: 'text' })
  serviceType: BookableServiceType;

  /** Normalised service details as validated by domain/booking-rules. */
  @Column({ name: 'service_details', type: 'jsonb' })
  serviceDetails: Record<string, unknown>;

  @Column({ name: 'pickup_location', type: 'text' })
  pickupLocation: string;

  @Column({ name: 'destination_location', type: 'text' })
  destinationLocation: string;

  /** Business-local day 'YYYY-MM-DD'; null for plans bought without a date ('N/A'). */
  @Column({ name: 'service_date', type: 'date', nullable: true })
  serviceDate: string | null;

  /** Business-local 'HH:MM'; null when the date is 'N/A'. */
  @Column({ name: 'service_time', type: 'text', nullable: true })
  serviceTime: string | null;

  /** The real instants of the service itself. */
  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  /**
   * When the driver is busy (rides and personal driver, with buffers), as a PostgreSQL tstzrange literal.
   * An exclusion constraint keeps two live holds from overlapping, whatever the application does.
   */
  @Column({ name: 'driver_hold', type: 'tstzrange', nullable: true, select: false })
  driverHold: string | null;

  /** Start of the delivery window this delivery belongs to (deliveries only). */
  @Column({ name: 'delivery_window_start', type: 'timestamptz', nullable: true })
  deliveryWindowStart: Date | null;

  @Column({
    name: 'distance_miles',
    type: 'numeric',
    precision: 8,
    scale: 1,
    transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  distanceMiles: number;

  /**
   * The maps provider failed when this booking was priced, so distance_miles (and the price) came from the offline
   * estimate: the owner's booking view marks it. Not set when offline is the configured provider (that is the set-up).
   */
  @Column({ name: 'distance_estimated', type: 'boolean', default: false })
  distanceEstimated: boolean;

  /** Server-computed price in cents; the browser's figure is never stored. */
  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ name: 'price_breakdown', type: 'jsonb', default: () => "'[]'" })
  priceBreakdown: { label: string; amountCents: number }[];

  @Column({ name: 'full_name', type: 'text' })
  fullName: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'phone_digits', type: 'text' })
  phoneDigits: string;

  @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer: Customer | null;

  @Column({ name: 'customer_id', type: 'uuid', nullable: true })
  customerId: string | null;

  @Column({ type: 'text', default: '' })
  notes: string;

  /** The customer ticked "Text me reminders": a reminder text to `phone` before the start (notifications/). */
  @Column({ name: 'text_reminders', type: 'boolean', default: false })
  textReminders: boolean;

  /** What the customer booked in and is written to in: mails, texts, reminders, pages (issue 30). */
  @Column({ type: 'text', default: 'en' })
  language: CustomerLanguage;

  @Column({ name: 'payment_status', type: 'text', default: 'unpaid' })
  paymentStatus: PaymentStatus;

  /** The client's Idempotency-Key header: a retried submit returns this booking instead of a second one. */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true, unique: true })
  idempotencyKey: string | null;

  /** What the key is tied to: SHA-256 of the client's address and the body (idempotency-fingerprint.ts); null without a key. */
  @Column({ name: 'idempotency_fingerprint', type: 'text', nullable: true })
  idempotencyFingerprint: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /**
   * 'card' for Square payments, 'test' for simulated ones in test mode; null until paid.
   * A booking the owner took by phone: 'cash' or 'invoice' as agreed (null when left unpaid).
   */
  @Column({ name: 'payment_method', type: 'text', nullable: true })
  paymentMethod: PaymentMethod | null;

  /** e.g. 'VISA', as Square reports it. Never the card number. */
  @Column({ name: 'payment_card_brand', type: 'text', nullable: true })
  paymentCardBrand: string | null;

  @Column({ name: 'payment_card_last4', type: 'text', nullable: true })
  paymentCardLast4: string | null;

  /** Square payment id of the charge that paid this booking. */
  @Column({ name: 'payment_transaction_id', type: 'text', nullable: true, unique: true })
  paymentTransactionId: string | null;

  @Column({ name: 'payment_receipt_url', type: 'text', nullable: true })
  paymentReceiptUrl: string | null;

  @Column({ name: 'payment_processed_at', type: 'timestamptz', nullable: true })
  paymentProcessedAt: Date | null;

  /** Sent to Square with every charge attempt; reused until an attempt definitely fails, so a retry cannot charge twice. */
  @Column({ name: 'payment_idempotency_key', type: 'text', nullable: true, unique: true })
  paymentIdempotencyKey: string | null;

  /** State of the latest charge attempt; 'unknown' = Square did not answer and the outcome must be looked up first. */
  @Column({ name: 'payment_attempt_status', type: 'text', nullable: true })
  paymentAttemptStatus: PaymentAttemptStatus | null;

  @Column({ name: 'payment_attempt_started_at', type: 'timestamptz', nullable: true })
  paymentAttemptStartedAt: Date | null;

  /** Stable code of the last refused attempt, e.g. CARD_DECLINED. */
  @Column({ name: 'payment_failure_code', type: 'text', nullable: true })
  paymentFailureCode: string | null;

  /** The discount or subscription code this booking redeemed. */
  @Column({ name: 'service_code_id', type: 'uuid', nullable: true })
  serviceCodeId: string | null;

  /** What the code took off the computed price; total_cents is already net of it. */
  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents: number;

  /** Until when an unpaid booking keeps its slot; null once paid or when no card payment is awaited. */
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  /** The client address (as TRUST_PROXY resolves it) that made the booking; null for the owner's phone bookings. */
  @Column({ name: 'client_address', type: 'text', nullable: true })
  clientAddress: string | null;

  /** When the customer first reached the payment form, which lengthened the hold once. */
  @Column({ name: 'checkout_opened_at', type: 'timestamptz', nullable: true })
  checkoutOpenedAt: Date | null;

  /** Why a booking was cancelled: 'payment-timeout', 'owner', 'customer'. */
  @Column({ name: 'cancelled_reason', type: 'text', nullable: true })
  cancelledReason: string | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** History actor who cancelled: 'owner:<username>', 'customer' or 'system'. */
  @Column({ name: 'cancelled_by', type: 'text', nullable: true })
  cancelledBy: string | null;

  /** The fee the cancellation policy set, in cents (0 when the owner waived it). */
  @Column({ name: 'cancellation_fee_cents', type: 'integer', nullable: true })
  cancellationFeeCents: number | null;

  /**
   * What of the fee the customer still owes, in cents: the part no payment held covered at the cancellation
   * (domain/cancellation-policy's settleCancellationFee), back to 0 once paid. Owed money is not revenue.
   */
  @Column({ name: 'cancellation_fee_owed_cents', type: 'integer', default: 0 })
  cancellationFeeOwedCents: number;

  /** The owed fee's own card charge: its idempotency key and latest attempt, as the booking's charge has above. */
  @Column({ name: 'fee_payment_key', type: 'text', nullable: true, unique: true })
  feePaymentKey: string | null;

  @Column({ name: 'fee_attempt_status', type: 'text', nullable: true })
  feeAttemptStatus: PaymentAttemptStatus | null;

  @Column({ name: 'fee_attempt_started_at', type: 'timestamptz', nullable: true })
  feeAttemptStartedAt: Date | null;

  /**
   * The revision of the booking's calendar event (iCalendar SEQUENCE): raised by every move and cancellation, so the
   * calendar apps that hold the event take the newer file over the older one.
   */
  @Column({ name: 'calendar_sequence', type: 'integer', default: 0 })
  calendarSequence: number;

  /** Where the trip stands on its day (domain/trip-progress.ts); null until the owner taps 'on my way'. */
  @Column({ name: 'trip_stage', type: 'text', nullable: true })
  tripStage: TripStage | null;

  /** When the current trip stage was tapped: the undo window counts from it. */
  @Column({ name: 'trip_stage_at', type: 'timestamptz', nullable: true })
  tripStageAt: Date | null;

  /** When 'arrived' was tapped: the no-show wait counts from it. */
  @Column({ name: 'trip_arrived_at', type: 'timestamptz', nullable: true })
  tripArrivedAt: Date | null;

  /** When the driver should arrive, as 'on my way' told the customer; null when no road engine could tell. */
  @Column({ name: 'trip_eta_at', type: 'timestamptz', nullable: true })
  tripEtaAt: Date | null;

  /** Why a failed delivery failed; only with that stage. */
  @Column({ name: 'trip_failure_reason', type: 'text', nullable: true })
  tripFailureReason: FailedDeliveryReason | null;
}
