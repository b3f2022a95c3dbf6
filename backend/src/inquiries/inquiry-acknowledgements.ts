import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { instantToZonedWallTime } from '../domain/business-time.js';
import { mailboxKey } from '../domain/inquiry-rules.js';

/** Taken by every acknowledgement's transaction, per business day, so the day's count is the committed one. */
const ACK_DAY_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtextextended('inquiry-acknowledgements:' || $1, 0))`;

/**
 * Whether an inquiry's sender may be acknowledged: at most once per mailbox (domain/inquiry-rules.ts mailboxKey) a
 * business day, and to at most the owner's `inquiryAcknowledgementsPerDay` mailboxes a day in all. Kept in
 * PostgreSQL (inquiry_acknowledgements, of which this is the one writer), so the limits hold across app instances.
 */
@Injectable()
export class InquiryAcknowledgements {
  constructor(
    private readonly rules: LiveNotificationRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records the acknowledgement of `inquiryId` to `email` in the inquiry's transaction and answers true, or answers
   * false (and records nothing) when that mailbox had one this business day or the day's are all given.
   */
  async claim(manager: EntityManager, inquiryId: string, email: string): Promise<boolean> {
    const now = this.clock.now();
    const businessDay = instantToZonedWallTime(now, this.config.env.BUSINESS_TIME_ZONE).date;
    await manager.query(ACK_DAY_LOCK_SQL, [businessDay]);
    const claimed: unknown[] = await manager.query(
      `INSERT INTO inquiry_acknowledgements (business_day, mailbox, inquiry_id, created_at)
         SELECT $1, $2, $3, $4
          WHERE (SELECT count(*) FROM inquiry_acknowledgements WHERE business_day = $1) < $5
         ON CONFLICT (business_day, mailbox) DO NOTHING
         RETURNING inquiry_id`,
      [businessDay, mailboxKey(email), inquiryId, now, this.rules.rules.inquiryAcknowledgementsPerDay],
    );
    return claimed.length > 0;
  }
}
