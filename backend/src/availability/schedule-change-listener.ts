import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import pg, { type Client } from 'pg';
import { DataSource, type EntityMetadata } from 'typeorm';
import { pgConnectionConfig } from '../database/typeorm-options.js';
import type { ExistingSchedule } from '../domain/availability/availability-rules.js';
import { ScheduleCache } from './schedule-cache.js';

/** The channel the schedule triggers NOTIFY (migration ScheduleChangeNotices1764400000000). */
export const SCHEDULE_CHANGED_CHANNEL = 'schedule_changed';

/** Tables the schedule query reads. */
const SCHEDULE_TABLES = new Set(['bookings', 'blackouts']);

/** Waits between reconnection attempts after the listening connection is lost; the last one repeats. */
const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000];

/**
 * Keeps the availability check's schedule cache honest. A dedicated connection LISTENs for the triggers'
 * notices (changes committed by any process: other app instances, the owner's SQL console); this process's
 * own transactions also empty the cache the moment they commit, before their answer goes out, so a customer
 * who just booked never sees their slot offered again. While the connection is down the cache is off and
 * every check reads the database, so an outage cannot leave stale answers behind.
 */
@Injectable()
export class ScheduleChangeListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ScheduleChangeListener.name);
  private client: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private failedAttempts = 0;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ScheduleCache<ExistingSchedule>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // This process's own writes: any commit, and entity writes to the schedule's tables outside a transaction
    // (time off is saved that way). Raw SQL outside a transaction (the hold-release job) is seen by its notice.
    const invalidate = () => this.cache.invalidate();
    const ifSchedule = (event: { metadata: EntityMetadata }) => {
      if (SCHEDULE_TABLES.has(event.metadata.tableName)) invalidate();
    };
    this.dataSource.subscribers.push({ afterTransactionCommit: invalidate, afterInsert: ifSchedule, afterUpdate: ifSchedule, afterRemove: ifSchedule });
    await this.connect();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.cache.setLive(false);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    // TypeORM's connection settings, so the listener reaches the same database as every query.
    const client = new pg.Client(pgConnectionConfig(this.dataSource));
    let lost = false;
    const lose = (reason: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      this.cache.setLive(false);
      client.end().catch(() => undefined);
      if (!this.stopped) this.retryLater(reason);
    };
    client.on('notification', () => this.cache.invalidate());
    client.on('error', lose);
    client.on('end', () => lose('connection closed'));
    try {
      await client.connect();
      await client.query(`LISTEN ${SCHEDULE_CHANGED_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost) return;
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.failedAttempts > 0) this.logger.log('Schedule change notices are back; availability checks use the cache again');
    this.failedAttempts = 0;
    this.cache.setLive(true);
  }

  private retryLater(reason: unknown): void {
    if (this.failedAttempts === 0) {
      const why = reason instanceof Error ? reason.message : String(reason);
      this.logger.warn(`Schedule change notices stopped (${why}); availability checks read the database until they resume`);
    }
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failedAttempts, RECONNECT_DELAYS_MS.length - 1)];
    this.failedAttempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }
}
