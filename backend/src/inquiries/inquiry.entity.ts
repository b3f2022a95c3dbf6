import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CustomerLanguage } from '../domain/customer-language.js';
import type { InquiryStatus, InquiryType } from '../domain/inquiry-rules.js';

@Entity('inquiries')
export class Inquiry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'inquiry_type', type: 'text' })
  inquiryType: InquiryType;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  phone: string;

  /** The form's fields besides the contact, as submitted (validated, trimmed). */
  @Column({ type: 'jsonb' })
  details: Record<string, string>;

  /** One readable block of the details, for the owner's mail and list. */
  @Column({ type: 'text' })
  summary: string;

  @Column({ type: 'text', default: 'new' })
  status: InquiryStatus;

  @Column({ type: 'text', default: '' })
  notes: string;

  /** The sender's language: their acknowledgement is written in it. */
  @Column({ type: 'text', default: 'en' })
  language: CustomerLanguage;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
