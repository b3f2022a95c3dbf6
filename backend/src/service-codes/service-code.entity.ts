import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DiscountType } from '../domain/service-codes.js';

const numeric = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

@Entity('service_codes')
export class ServiceCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Case-sensitive, as typed by the customer. */
  @Column({ type: 'text', unique: true })
  code: string;

  @Column({ type: 'text', default: 'Custom Discount' })
  description: string;

  @Column({ name: 'discount_type', type: 'text' })
  discountType: DiscountType;

  /** Percent for percentage codes, dollars for fixed ones; for a plan, the dollars one ride is covered for (0: any ride). */
  @Column({ name: 'discount_value', type: 'numeric', precision: 10, scale: 2, transformer: numeric })
  discountValue: number;

  /** null = unlimited. */
  @Column({ name: 'usage_limit', type: 'integer', nullable: true })
  usageLimit: number | null;

  @Column({ name: 'usage_count', type: 'integer', default: 0 })
  usageCount: number;

  @Column({ name: 'total_rides', type: 'integer', nullable: true })
  totalRides: number | null;

  @Column({ name: 'rides_used', type: 'integer', default: 0 })
  ridesUsed: number;

  @Column({ name: 'plan_type', type: 'text', nullable: true })
  planType: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'customer_email', type: 'text', nullable: true })
  customerEmail: string | null;

  @Column({ name: 'customer_phone_digits', type: 'text', nullable: true })
  customerPhoneDigits: string | null;

  /** The plan purchase that issued this code, if any. */
  @Column({ name: 'source_booking_id', type: 'text', nullable: true })
  sourceBookingId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
