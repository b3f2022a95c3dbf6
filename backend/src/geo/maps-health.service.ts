import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import type { MapsStatus } from '../contracts/maps-status.contract.js';
import { instantToZonedWallTime } from '../domain/business-time.js';
import { ownerTextNotBefore } from '../domain/notification-rules.js';
import { mapsFailureKind, mapsIncidentStep, type MapsFailureKind, type MapsOutcome, type OpenMapsIncident } from '../domain/maps-incidents.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { adminDashboardUrl } from '../notifications/notification-templates.js';
import type { GeoFallbackObserver, GeoOperation } from './fallback-geo-provider.js';
import type { GeoSettings } from './geo-provider.js';
import { GEO_SETTINGS } from './geo-settings.token.js';
import { mapsOutageAlerts, type RemoteMapsProvider } from './maps-outage-alerts.js';
import { mapsSetupNeeded } from './maps-setup.js';
import { WriteBehind } from '../common/write-behind.js';
import { MapsSpend } from './maps-spend.service.js';

/** A failure as recorded: what the admin shows of it. */
interface Failure {
  at: Date;
  operation: GeoOperation;
  kind: MapsFailureKind;
  message: string;
}

/** What this instance heard since its last write, merged: a burst of failing requests is one write. */
interface Pending {
  failures: number;
  first: Failure | null;
  last: Failure | null;
  /** The latest answer. */
  answeredAt: Date | null;
  /** Estimated quotes per business day 'YYYY-MM-DD'. */
  estimates: Map<string, number>;
}

type OpenIncident = OpenMapsIncident & { id: string };

interface OpenRow {
  id: string;
  started_at: Date;
  last_failure_at: Date;
}

interface LatestRow {
  started_at: Date;
  ended_at: Date | null;
  last_failure_at: Date;
  last_error_kind: MapsFailureKind;
  last_error_operation: GeoOperation;
  last_error_message: string;
}

/** How long this instance trusts its reading that no incident is open before an answer makes it look again (another instance may have opened one). */
const RECHECK_MS = 30_000;
/** The admin shows no more of a provider's message. */
const MAX_MESSAGE_LENGTH = 300;

/** One instance at a time changes a provider's incidents (several app instances may share the database). */
const LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtextextended('maps-incident:' || $1, 0))`;
const COUNT_ESTIMATES_SQL = `INSERT INTO maps_estimate_days (business_day, quotes) VALUES ($1, $2)
  ON CONFLICT (business_day) DO UPDATE SET quotes = maps_estimate_days.quotes + EXCLUDED.quotes`;

/**
 * The remote maps provider's health, kept in PostgreSQL so every app instance shares it: incidents (maps_incidents,
 * the rule in domain/maps-incidents.ts), the owner's one alert per incident (mail, and a text when texts are on, queued
 * in the transaction that starts the incident), the count of quotes answered on an estimate per business day, and the
 * admin's status. It hears of every provider call from FallbackGeoProvider; the calls never wait for it: what it
 * hears is written in the background, a burst at a time, so a quote (or a booking holding its day's lock) never waits
 * for a database connection of its own.
 */
@Injectable()
export class MapsHealth implements GeoFallbackObserver, OnModuleDestroy {
  private readonly logger = new Logger(MapsHealth.name);
  private readonly notes = new WriteBehind<Pending>({
    empty: emptyPending,
    isEmpty,
    write: (batch) => this.dataSource.transaction((manager) => this.write(manager, batch)),
    // The database is away: the next call tells again; the requests themselves were answered already.
    failed: (_batch, error) => this.logger.warn(`could not record the maps provider's health: ${error instanceof Error ? error.message : String(error)}`),
  });
  /** The open incident as this instance last read or wrote it; readAt: performance.now() then. */
  private known: { open: OpenMapsIncident | null; readAt: number } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    @Inject(GEO_SETTINGS) private readonly settings: GeoSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notificationRules: LiveNotificationRules,
    private readonly spend: MapsSpend,
  ) {}

  primaryFailed(operation: GeoOperation, error: unknown): void {
    const message = oneLine(error instanceof Error ? error.message : String(error));
    // GeoProviderError may declare its kind; older ones do not, and then the message tells.
    const declared = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
    const failure: Failure = { at: this.clock.now(), operation, kind: mapsFailureKind(declared, message), message };
    const pending = this.notes.next;
    pending.failures += 1;
    pending.first ??= failure;
    pending.last = failure;
    this.notes.schedule();
  }

  primaryAnswered(): void {
    const at = this.clock.now();
    // Most answers change nothing: none is open (read recently), or the open one's quiet period is still running.
    // Another instance's failures only make the last failure later, so "too soon" here is too soon there too.
    const known = this.known;
    if (known && !this.notes.next.first) {
      const idle = known.open ? mapsIncidentStep(known.open, { answered: true, at }) === 'none' : performance.now() - known.readAt < RECHECK_MS;
      if (idle) return;
    }
    this.notes.next.answeredAt = at;
    this.notes.schedule();
  }

  /** A quote was answered on an estimate because the provider failed: counted for the business day. */
  estimateUsed(): void {
    const day = this.businessDay();
    const { estimates } = this.notes.next;
    estimates.set(day, (estimates.get(day) ?? 0) + 1);
    this.notes.schedule();
  }

  /** Resolves once everything heard so far is written. */
  settled(): Promise<void> {
    return this.notes.settled();
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  /** GET /api/admin/maps, with the day's paid calls and their cap (MapsSpend). */
  async status(): Promise<MapsStatus> {
    await this.settled();
    const provider = this.settings.provider;
    const businessDay = this.businessDay();
    const [latest] =
      provider === 'offline'
        ? []
        : ((await this.dataSource.query(
            `SELECT started_at, ended_at, last_failure_at, last_error_kind, last_error_operation, last_error_message
               FROM maps_incidents WHERE provider = $1 ORDER BY started_at DESC LIMIT 1`,
            [provider],
          )) as LatestRow[]);
    const [count] = (await this.dataSource.query('SELECT quotes FROM maps_estimate_days WHERE business_day = $1', [businessDay])) as { quotes: number }[];
    const paid = await this.spend.today();
    const failing = latest !== undefined && latest.ended_at === null;
    return {
      provider,
      setupNeeded: mapsSetupNeeded(this.config.env.NODE_ENV, provider),
      state: provider === 'offline' ? 'offline' : failing ? 'failing' : 'working',
      failingSince: failing ? latest.started_at.toISOString() : null,
      recoveredAt: latest?.ended_at?.toISOString() ?? null,
      lastError: latest
        ? { at: latest.last_failure_at.toISOString(), kind: latest.last_error_kind, operation: latest.last_error_operation, message: latest.last_error_message }
        : null,
      estimatedQuotesToday: count?.quotes ?? 0,
      ...paid,
      businessDay,
    };
  }

  private businessDay(): string {
    return instantToZonedWallTime(this.clock.now(), this.config.env.BUSINESS_TIME_ZONE).date;
  }

  private async write(manager: EntityManager, batch: Pending): Promise<void> {
    for (const [day, quotes] of batch.estimates) await manager.query(COUNT_ESTIMATES_SQL, [day, quotes]);
    if (!batch.last && !batch.answeredAt) return;
    const provider = this.settings.provider;
    await manager.query(LOCK_SQL, [provider]);
    const [row] = (await manager.query(`SELECT id, started_at, last_failure_at FROM maps_incidents WHERE provider = $1 AND ended_at IS NULL`, [
      provider,
    ])) as OpenRow[];
    let open: OpenIncident | null = row ? { id: String(row.id), startedAt: row.started_at, lastFailureAt: row.last_failure_at } : null;
    for (const outcome of outcomesOf(batch)) {
      const step = mapsIncidentStep(open, outcome);
      if (step === 'start' && batch.first && batch.last) open = await this.start(manager, batch.first, batch.last, batch.failures);
      else if (step === 'continue' && open && batch.last) open = await this.continue(manager, open, batch.last, batch.failures);
      else if (step === 'end' && open) {
        await manager.query('UPDATE maps_incidents SET ended_at = $2 WHERE id = $1', [open.id, outcome.at]);
        open = null;
      }
    }
    this.known = { open, readAt: performance.now() };
  }

  /** A new incident from its first and latest failure; the owner is told in the same transaction. */
  private async start(manager: EntityManager, first: Failure, last: Failure, failures: number): Promise<OpenIncident> {
    const provider = this.settings.provider;
    const [inserted] = (await manager.query(
      `INSERT INTO maps_incidents (provider, started_at, last_failure_at, failures, last_error_kind, last_error_operation, last_error_message)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [provider, first.at, last.at, failures, last.kind, last.operation, last.message],
    )) as { id: string }[];
    const id = String(inserted.id);
    await this.alert(manager, { incidentId: id, provider: provider as RemoteMapsProvider, startedAt: first.at, kind: first.kind, message: first.message });
    return { id, startedAt: first.at, lastFailureAt: last.at };
  }

  /** More failures of the open incident; the latest error is the one shown. */
  private async continue(manager: EntityManager, open: OpenIncident, last: Failure, failures: number): Promise<OpenIncident> {
    await manager.query(
      `UPDATE maps_incidents SET failures = failures + $2,
              last_error_kind = CASE WHEN $3 >= last_failure_at THEN $4::text ELSE last_error_kind END,
              last_error_operation = CASE WHEN $3 >= last_failure_at THEN $5::text ELSE last_error_operation END,
              last_error_message = CASE WHEN $3 >= last_failure_at THEN $6::text ELSE last_error_message END,
              last_failure_at = GREATEST(last_failure_at, $3)
        WHERE id = $1`,
      [open.id, failures, last.at, last.kind, last.operation, last.message],
    );
    return { ...open, lastFailureAt: last.at > open.lastFailureAt ? last.at : open.lastFailureAt };
  }

  private async alert(manager: EntityManager, outage: Parameters<typeof mapsOutageAlerts>[0]): Promise<void> {
    const { env } = this.config;
    const { mail, text } = mapsOutageAlerts(outage, {
      contact: this.outbox.contact,
      textTo: this.outbox.textsEnabled ? env.OWNER_PHONE : null,
      adminUrl: adminDashboardUrl(env.PUBLIC_BASE_URL),
    });
    await this.outbox.enqueue(manager, mail);
    // Like the owner's other texts, it waits out the quiet hours (the mail is there at once).
    const notBefore = ownerTextNotBefore(this.clock.now(), [], this.notificationRules.rules.quietHours, env.BUSINESS_TIME_ZONE);
    if (text) await this.outbox.enqueueText(manager, { ...text, notBefore: notBefore ?? undefined });
  }
}

function emptyPending(): Pending {
  return { failures: 0, first: null, last: null, answeredAt: null, estimates: new Map() };
}

function isEmpty(pending: Pending): boolean {
  return !pending.last && !pending.answeredAt && pending.estimates.size === 0;
}

/** The merged failures (as at their latest) and the latest answer, in the order they happened. */
function outcomesOf(batch: Pending): MapsOutcome[] {
  const failed: MapsOutcome[] = batch.last ? [{ answered: false, at: batch.last.at }] : [];
  if (!batch.answeredAt) return failed;
  const answered: MapsOutcome = { answered: true, at: batch.answeredAt };
  return batch.first && batch.answeredAt < batch.first.at ? [answered, ...failed] : [...failed, answered];
}

function oneLine(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > MAX_MESSAGE_LENGTH ? `${line.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : line;
}
