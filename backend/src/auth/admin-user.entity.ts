import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The owner's login. There is one row; it is created or updated at start from the settings. */
@Entity('admin_users')
export class AdminUser {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  username: string;

  /** argon2id encoded hash (salt and parameters included). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  /**
   * argon2id hash of the ADMIN_PASSWORD setting last applied. A restart re-applies the setting only when it
   * changed, so a password set through the reset link survives restarts.
   */
  @Column({ name: 'settings_password_hash', type: 'text', nullable: true })
  settingsPasswordHash: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
