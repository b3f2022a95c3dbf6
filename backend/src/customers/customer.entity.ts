import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CustomerLanguage } from '../domain/customer-language.js';

/** A customer is identified by the digits of their phone number. */
@Entity('customers')
export class Customer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'phone_digits', type: 'text', unique: true })
  phoneDigits: string;

  /** As last entered by the customer, for display. */
  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName: string;

  @Column({ type: 'text' })
  email: string;

  /** The language of their latest booking: what the business writes to them in (issue 30). */
  @Column({ type: 'text', default: 'en' })
  language: CustomerLanguage;

  /** Set by the owner for business customers; null for private ones. */
  @Column({ name: 'business_name', type: 'text', nullable: true })
  businessName: string | null;

  /** The owner's private notes. */
  @Column({ type: 'text', default: '' })
  notes: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
