import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveSettings } from '../config/live-settings.js';
import { instantToZonedWallTime } from '../domain/business-time.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { adminDashboardUrl } from '../notifications/notification-templates.js';
import { billsPerCall } from './create-geo-provider.js';
import type { GeoSettings } from './geo-provider.js';
import { GEO_SETTINGS } from './geo-settings.token.js';
import { mapsSpendCapAlert } from './maps-spend-alerts.js';
import type { PaidCallMeter } from './spend-capped-geo-provider.js';
import { WriteBehind } from '../common/write-behind.js';

/** What this instance counted since its last write: calls per business day, and the days whose cap refused a call. */
interface Pending {
  calls: Map<string, number>;
  capReached: Map<string, number>;
}

/** The day's paid calls and the cap, for the admin's maps status. */
export interface PaidCallsToday {
  paidCallsToday: number;
  /** null when the provider does not bill per call (no cap applies). */
  paidCallsPerDay: number | null;
}

/** $1 day, $2 provider, $3 calls to add; answers the day's total over every instance. */
const COUNT_SQL = `INSERT INTO maps_paid_calls (business_day, provider, calls) VALUES ($1, $2, $3)
  ON CONFLICT (business_day, provider) DO UPDATE SET calls = maps_paid_calls.calls + EXCLUDED.calls
  RETURNING calls`;

/**
 * The daily cap on calls to a maps provider that bills per call (Google), across every app instance on the database:
 * the owner's setting (serviceArea.paidMapCallsPerDay), counted per business day in maps_paid_calls. A call is counted
 * in memory and written in the background, a burst at a time (like MapsHealth), so no request waits for the count;
 * each write answers the day's total over every instance, and this instance refuses once that total and what it has
 * counted since reach the cap. So the cap holds to within the calls in flight on each instance while a write is on its
 * way. A refused call is answered offline (SpendCappedGeoProvider, FallbackGeoProvider), and the owner gets one mail
 * a business day (the outbox's dedupe key holds the day).
 */
@Injectable()
export class MapsSpend implements PaidCallMeter, OnModuleDestroy {
  private readonly logger = new Logger(MapsSpend.name);
  private readonly notes = new WriteBehind<Pending>({
    empty: emptyPending,
    isEmpty,
    write: (batch) => this.write(batch),
    failed: (batch, error) => {
      this.writing = new Map();
      // The database is away: these calls go uncounted (the cap errs towards answering), and the next refused call
      // asks for the owner's mail again.
      if (batch.capReached.size > 0) this.cappedDay = null;
      this.logger.warn(`could not count the paid map calls: ${error instanceof Error ? error.message : String(error)}`);
    },
  });
  /** The calls of the write under way, per business day, until its answer is `known`. */
  private writing = new Map<string, number>();
  /** The day's total over every instance, as the last write answered it. */
  private known: { day: string; calls: number } | null = null;
  /** The last business day this instance noted as capped: its mail is queued (or on its way), its log line written. */
  private cappedDay: string | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    private readonly live: LiveSettings,
    @Inject(GEO_SETTINGS) private readonly settings: GeoSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  take(): boolean {
    const day = this.businessDay();
    const cap = this.live.serviceArea.paidMapCallsPerDay;
    const counted = (this.known?.day === day ? this.known.calls : 0) + (this.writing.get(day) ?? 0) + (this.notes.next.calls.get(day) ?? 0);
    if (counted >= cap) {
      this.refused(day, cap);
      return false;
    }
    const { calls } = this.notes.next;
    calls.set(day, (calls.get(day) ?? 0) + 1);
    this.notes.schedule();
    return true;
  }

  /** Resolves once everything counted so far is written. */
  settled(): Promise<void> {
    return this.notes.settled();
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  /** The business day's paid calls over every instance, and the cap; for GET /api/admin/maps. */
  async today(): Promise<PaidCallsToday> {
    if (!billsPerCall(this.settings.provider)) return { paidCallsToday: 0, paidCallsPerDay: null };
    await this.settled();
    const [row] = (await this.dataSource.query('SELECT calls FROM maps_paid_calls WHERE business_day = $1 AND provider = $2', [
      this.businessDay(),
      this.settings.provider,
    ])) as { calls: number }[];
    return { paidCallsToday: row?.calls ?? 0, paidCallsPerDay: this.live.serviceArea.paidMapCallsPerDay };
  }

  /** A call refused by the cap: the first of the day on this instance logs and asks for the owner's mail (none for a cap of 0: no paid calls is a choice). */
  private refused(day: string, cap: number): void {
    if (this.cappedDay === day) return;
    this.cappedDay = day;
    this.logger.warn({ msg: "the day's paid map calls reached the cap: answering offline until the next business day", businessDay: day, cap });
    if (cap === 0) return;
    this.notes.next.capReached.set(day, cap);
    this.notes.schedule();
  }

  private businessDay(): string {
    return instantToZonedWallTime(this.clock.now(), this.config.env.BUSINESS_TIME_ZONE).date;
  }

  private async write(batch: Pending): Promise<void> {
    this.writing = new Map(batch.calls);
    const provider = this.settings.provider;
    for (const [day, calls] of batch.calls) {
      const [row] = (await this.dataSource.query(COUNT_SQL, [day, provider, calls])) as { calls: number }[];
      // Days are counted in order (a batch may end one day and start the next): the last one written is today.
      this.known = { day, calls: row.calls };
      this.writing.delete(day);
    }
    if (batch.capReached.size === 0 || provider !== 'google') return;
    const owner = { contact: this.outbox.contact, adminUrl: adminDashboardUrl(this.config.env.PUBLIC_BASE_URL) };
    for (const [businessDay, cap] of batch.capReached) {
      await this.outbox.enqueue(this.dataSource.manager, mapsSpendCapAlert({ provider, businessDay, cap }, owner));
    }
  }
}

function emptyPending(): Pending {
  return { calls: new Map(), capReached: new Map() };
}

function isEmpty(pending: Pending): boolean {
  return pending.calls.size === 0 && pending.capReached.size === 0;
}
