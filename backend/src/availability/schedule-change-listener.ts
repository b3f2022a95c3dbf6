import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityMetadata } from 'typeorm';
import { ChangeNotices } from '../database/change-notices.js';
import type { ExistingSchedule } from '../domain/availability/availability-rules.js';
import { ScheduleCache } from './schedule-cache.js';

/** The channel the schedule triggers NOTIFY (migration ScheduleChangeNotices1764400000000). */
export const SCHEDULE_CHANGED_CHANNEL = 'schedule_changed';

/** Tables the schedule query reads. */
const SCHEDULE_TABLES = new Set(['bookings', 'blackouts']);

/**
 * Keeps the availability check's schedule cache honest. The triggers' notices (changes committed by any process: other
 * app instances, the owner's SQL console) arrive through ChangeNotices; this process's own transactions also empty the
 * cache the moment they commit, before their answer goes out, so a customer who just booked never sees their slot
 * offered again. While the listening connection is down the cache is off and every check reads the database, so an
 * outage cannot leave stale answers behind.
 */
@Injectable()
export class ScheduleChangeListener implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ScheduleCache<ExistingSchedule>,
    private readonly notices: ChangeNotices,
  ) {}

  onModuleInit(): void {
    // This process's own writes: any commit, and entity writes to the schedule's tables outside a transaction
    // (time off is saved that way). Raw SQL outside a transaction (the hold-release job) is seen by its notice.
    const invalidate = () => this.cache.invalidate();
    const ifSchedule = (event: { metadata: EntityMetadata }) => {
      if (SCHEDULE_TABLES.has(event.metadata.tableName)) invalidate();
    };
    this.dataSource.subscribers.push({ afterTransactionCommit: invalidate, afterInsert: ifSchedule, afterUpdate: ifSchedule, afterRemove: ifSchedule });
    this.notices.subscribe({ channel: SCHEDULE_CHANGED_CHANNEL, onNotice: invalidate, onLive: (live) => this.cache.setLive(live) });
  }
}
