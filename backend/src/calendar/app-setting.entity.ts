import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Settings the owner changes while the app runs (unlike env settings, fixed at boot). */
@Entity('app_settings')
export class AppSetting {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'text' })
  value: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
