import { BeforeApplicationShutdown, Global, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import pg, { type Client } from 'pg';
import { DataSource } from 'typeorm';
import { pgConnectionConfig } from './typeorm-options.js';

/** What one part of the app keeps in memory from the database and renews when PostgreSQL announces a change. */
export interface ChangeSubscriber {
  /** The NOTIFY channel its triggers use (a migration creates them). */
  channel: string;
  /** A notice arrived: a statement that changed what it keeps committed, in this process or any other. */
  onNotice(): void;
  /**
   * Whether notices are being heard. False: the connection is down, and notices may be missed until it is back;
   * true again after a reconnection, when whatever was missed meanwhile must be read afresh.
   */
  onLive(live: boolean): void;
}

/** Waits between reconnection attempts after the listening connection is lost; the last one repeats. */
const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000];

/**
 * One dedicated connection per app instance that LISTENs for the change notices of every subscriber (the schedule for
 * the availability cache, the owner's settings): what one instance commits reaches the others' memory within
 * milliseconds, so several instances on one database answer alike. Subscribers join before the app has booted; the
 * connection is made at boot and made again, with backoff, whenever it is lost.
 */
@Injectable()
export class ChangeNotices implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ChangeNotices.name);
  private readonly subscribers: ChangeSubscriber[] = [];
  private client: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private failedAttempts = 0;
  private stopped = false;

  constructor(private readonly dataSource: DataSource) {}

  /** Call from onModuleInit: the connection listens to the channels subscribed by the time the app boots. */
  subscribe(subscriber: ChangeSubscriber): void {
    this.subscribers.push(subscriber);
  }

  /** The listening connection, while there is one (tests send markers through it). */
  get connection(): Client | null {
    return this.client;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.setLive(false);
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
      this.setLive(false);
      client.end().catch(() => undefined);
      if (!this.stopped) this.retryLater(reason);
    };
    client.on('notification', (notice) => {
      for (const subscriber of this.subscribers) if (subscriber.channel === notice.channel) subscriber.onNotice();
    });
    client.on('error', lose);
    client.on('end', () => lose('connection closed'));
    try {
      await client.connect();
      const channels = [...new Set(this.subscribers.map((subscriber) => subscriber.channel))];
      if (channels.length > 0) await client.query(channels.map((channel) => `LISTEN ${channel}`).join('; '));
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
    if (this.failedAttempts > 0) this.logger.log('Change notices are back; what was kept in memory is read afresh');
    this.failedAttempts = 0;
    this.setLive(true);
  }

  private setLive(live: boolean): void {
    for (const subscriber of this.subscribers) subscriber.onLive(live);
  }

  private retryLater(reason: unknown): void {
    if (this.failedAttempts === 0) {
      const why = reason instanceof Error ? reason.message : String(reason);
      this.logger.warn(`Change notices stopped (${why}); availability checks read the database and settings are read again once they resume`);
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

/** One ChangeNotices (one listening connection) for the whole app. */
@Global()
@Module({ providers: [ChangeNotices], exports: [ChangeNotices] })
export class ChangeNoticesModule {}
