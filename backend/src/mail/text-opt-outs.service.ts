import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';

/** The numbers (E.164) that replied STOP: the only writer of `text_opt_outs`. */
@Injectable()
export class TextOptOuts {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async isOptedOut(phone: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM text_opt_outs WHERE phone = $1', [phone]);
    return rows.length > 0;
  }

  /** No more texts to `phone` until it opts back in; the first opt-out's time is kept. */
  async optOut(phone: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('INSERT INTO text_opt_outs (phone, opted_out_at) VALUES ($1, $2) ON CONFLICT (phone) DO NOTHING', [phone, this.clock.now()]);
  }

  async optIn(phone: string): Promise<void> {
    await this.dataSource.query('DELETE FROM text_opt_outs WHERE phone = $1', [phone]);
  }
}
