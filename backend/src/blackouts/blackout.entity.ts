import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The owner's time off: no service may use any part of [startsAt, endsAt). */
@Entity('blackouts')
export class Blackout {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  /** Exclusive. */
  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  /** Shown to the owner only. */
  @Column({ type: 'text', default: '' })
  reason: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
