import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { ChangeNotices } from '../database/change-notices.js';
import { LiveSettings, type SavedSettings } from '../config/live-settings.js';
import { OwnerSettings, type OwnerSettingsResponse, type SettingsChange } from '../contracts/settings.contract.js';
import { throwIfInvalid } from '../domain/booking-rules.js';
import { ValidationFailedError } from '../domain/errors.js';
import { withDefaultNotificationRules, type NotificationRules } from '../domain/notification-rules.js';
import {
  notificationRulesProblems,
  priceTableProblems,
  scheduleRulesProblems,
  serviceAreaProblems,
  type HomeBase,
  type ScheduleRules,
  type ServiceAreaRules,
} from '../domain/owner-settings-rules.js';
import { GeoService } from '../geo/geo.service.js';
import { LiveBookingPolicy } from '../config/live-booking-policy.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { withDefaultBookingPolicy, type BookingPolicy } from '../domain/booking-policy.js';
import { withDefaultSitePages, type SitePageTexts } from '../domain/site-pages.js';
import { LiveSitePages } from '../config/live-site-pages.js';
import { settingDifferences } from './settings-diff.js';

const PARTS = ['prices', 'schedule', 'serviceArea', 'notifications', 'bookings', 'pages'] as const;
type Part = (typeof PARTS)[number];

/**
 * Every saved part: the rule settings LiveSettings holds, the texts and reminders LiveNotificationRules holds, the
 * booking rules LiveBookingPolicy holds and the page texts LiveSitePages holds.
 */
type StoredSettings = SavedSettings & { notifications?: Partial<NotificationRules>; bookings?: Partial<BookingPolicy>; pages?: Partial<SitePageTexts> };

/** The channel the owner_settings trigger NOTIFYs (migration SettingsChangeNotices1766000000000). */
const SETTINGS_CHANGED_CHANNEL = 'settings_changed';

/** The recorded changes shown with the settings. */
const CHANGES_SHOWN = 100;

/**
 * The owner's settings: validated, saved with a record of each changed value, and put in force at once
 * (LiveSettings, which quotes, availability and the public profile read on every request). Loaded at start, and read
 * again whenever PostgreSQL announces a saved change, so a change saved on one app instance is in force on every
 * other instance on the database within moments (and after the listening connection was lost, once it is back).
 */
@Injectable()
export class SettingsService implements OnModuleInit {
  /** The reload under way, and whether another was asked for meanwhile: reloads run one at a time, the last one wins. */
  private readonly logger = new Logger(SettingsService.name);
  private reloading: Promise<void> | null = null;
  private reloadAgain = false;
  /** Counts the settings put in force by this instance's own saves: a reload that read before one of them is stale. */
  private savesInForce = 0;

  constructor(
    private readonly notices: ChangeNotices,
    private readonly dataSource: DataSource,
    private readonly live: LiveSettings,
    private readonly liveNotifications: LiveNotificationRules,
    private readonly liveBookings: LiveBookingPolicy,
    private readonly livePages: LiveSitePages,
    private readonly geo: GeoService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.notices.subscribe({
      channel: SETTINGS_CHANGED_CHANNEL,
      onNotice: () => this.reload(),
      onLive: (live) => live && this.reload(),
    });
    await this.loadNow();
  }

  /** Reads the saved settings and puts them in force now (at start; tests that empty the tables behind the app's back). */
  async loadNow(): Promise<void> {
    this.putInForce(await this.saved(this.dataSource.manager));
  }

  /**
   * Reads the saved settings and puts them in force. One read at a time: a notice that arrives during a read asks for
   * one more read after it, so the last committed settings always end up in force. A failed read (the database is
   * briefly away) keeps the settings in force; the listening connection's return reads them again.
   */
  private reload(): void {
    if (this.reloading) {
      this.reloadAgain = true;
      return;
    }
    const savesBefore = this.savesInForce;
    this.reloading = this.saved(this.dataSource.manager)
      .then((saved) => {
        if (this.savesInForce === savesBefore) this.putInForce(saved);
      })
      .catch((error: unknown) => this.logger.warn(`Could not read the saved settings: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.reloading = null;
        if (this.reloadAgain) {
          this.reloadAgain = false;
          this.reload();
        }
      });
  }

  /** GET /api/admin/settings */
  async view(): Promise<OwnerSettingsResponse> {
    const rows: { at: Date; actor: string; path: string; old_value: unknown; new_value: unknown }[] = await this.dataSource.query(
      `SELECT at, actor, path, old_value, new_value FROM settings_changes ORDER BY id DESC LIMIT ${CHANGES_SHOWN}`,
    );
    const changes: SettingsChange[] = rows.map((row) => ({
      at: row.at.toISOString(),
      actor: row.actor,
      path: row.path,
      oldValue: row.old_value,
      newValue: row.new_value,
    }));
    return { settings: this.inForce(), changes };
  }

  /**
   * PUT /api/admin/settings: the whole set. Refused as a whole (400, every problem named) unless each value is
   * in its range and a new home base address can be placed on the map; saved in one transaction with a record
   * row per changed value; in force once committed.
   */
  async save(body: unknown, actor: string): Promise<OwnerSettingsResponse> {
    const parsed = OwnerSettings.safeParse(body);
    if (!parsed.success) throwIfInvalid(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`));
    const sent = parsed.data as OwnerSettings;
    const address = sent.serviceArea.homeBase.trim();
    const areaProblems = serviceAreaProblems({ ...sent.serviceArea, homeBase: { label: address } });
    // No lookup for an address the owner must correct anyway.
    const homeBase = areaProblems.length === 0 ? await this.placeHomeBase(address) : null;
    const problems = [
      ...priceTableProblems(sent.prices),
      ...scheduleRulesProblems(sent.schedule),
      ...areaProblems,
      ...(homeBase || areaProblems.length > 0 ? [] : [homeBaseNotFound(address)]),
      ...notificationRulesProblems(sent.notifications),
    ];
    if (!homeBase || problems.length > 0) throw new ValidationFailedError(problems);
    // Compared and recorded in the contract's shape (the home base by its address); the service area is saved with its point.
    const next: OwnerSettings = { ...sent, serviceArea: { ...sent.serviceArea, homeBase: homeBase.label } };
    const values: Record<Part, unknown> = {
      prices: next.prices,
      schedule: next.schedule,
      serviceArea: { ...sent.serviceArea, homeBase } satisfies ServiceAreaRules,
      notifications: next.notifications,
      bookings: next.bookings,
      pages: next.pages,
    };
    const saved = await this.dataSource.transaction(async (manager) => {
      // One save at a time, so each record row's old value is the one it replaced.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('owner-settings', 0))`);
      const before = this.withDefaults(await this.saved(manager));
      const at = this.clock.now();
      for (const part of PARTS) {
        const differences = settingDifferences(before[part], next[part], part);
        if (differences.length === 0) continue;
        await manager.query(
          `INSERT INTO owner_settings (part, value, updated_at, updated_by) VALUES ($1, $2, $3, $4)
             ON CONFLICT (part) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
          [part, JSON.stringify(values[part]), at, actor],
        );
        for (const { path, oldValue, newValue } of differences) {
          await manager.query(`INSERT INTO settings_changes (at, actor, path, old_value, new_value) VALUES ($1, $2, $3, $4, $5)`, [
            at,
            actor,
            path,
            JSON.stringify(oldValue),
            JSON.stringify(newValue),
          ]);
        }
      }
      return this.saved(manager);
    });
    this.savesInForce += 1;
    this.putInForce(saved);
    return this.view();
  }

  private putInForce(saved: StoredSettings): void {
    this.live.apply(saved);
    this.liveNotifications.apply(saved.notifications);
    this.liveBookings.apply(saved.bookings);
    this.livePages.apply(saved.pages);
  }

  /**
   * The home base for the address the owner sent: the one in force when the address is unchanged (it was placed
   * when saved), else the address placed on the map now; null when no source can place it.
   */
  private async placeHomeBase(label: string): Promise<HomeBase | null> {
    const inForce = this.live.serviceArea.homeBase;
    if (label === inForce.label.trim()) return inForce;
    const point = await this.geo.locate(label);
    return point && { label, lat: point.lat, lon: point.lon };
  }

  /** The settings in force, in the contract's shape. */
  private inForce(): OwnerSettings {
    return this.withDefaults({
      prices: this.live.prices,
      schedule: this.live.schedule,
      serviceArea: this.live.serviceArea,
      notifications: this.liveNotifications.rules,
      bookings: this.liveBookings.policy,
      pages: this.livePages.texts,
    });
  }

  private withDefaults(saved: StoredSettings): OwnerSettings {
    const schedule = { ...this.live.defaults.schedule, ...saved.schedule };
    return {
      prices: structuredClone(saved.prices ?? this.live.defaults.prices),
      schedule: {
        minLeadMinutes: schedule.minLeadMinutes,
        maxDaysAhead: schedule.maxDaysAhead,
        chauffeurNoticeHours: schedule.chauffeurNoticeHours,
        driverBufferMinutes: schedule.driverBufferMinutes,
        rideSpeedMph: schedule.rideSpeedMph,
        rideExtraMinutes: schedule.rideExtraMinutes,
        weeklyHours: schedule.weeklyHours.map((hours) => hours && { ...hours }),
        deliveryWindows: schedule.deliveryWindows.map((window) => ({ ...window })),
        deliveryWindowCapacity: schedule.deliveryWindowCapacity,
      } satisfies ScheduleRules,
      serviceArea: this.serviceAreaSettings({ ...this.live.defaults.serviceArea, ...saved.serviceArea }),
      notifications: notificationSettings(saved.notifications),
      bookings: withDefaultBookingPolicy(saved.bookings),
      pages: withDefaultSitePages(saved.pages),
    };
  }

  /** The service area as the owner reads it: its home base by address only, never its point. */
  private serviceAreaSettings(area: ServiceAreaRules): OwnerSettings['serviceArea'] {
    return {
      serviceRadiusMiles: area.serviceRadiusMiles,
      chauffeurRadiusMiles: area.chauffeurRadiusMiles,
      homeBase: area.homeBase.label,
      paidMapCallsPerDay: area.paidMapCallsPerDay,
    };
  }

  private async saved(manager: EntityManager): Promise<StoredSettings> {
    const rows: { part: Part; value: never }[] = await manager.query(`SELECT part, value FROM owner_settings`);
    return Object.fromEntries(rows.map((row) => [row.part, row.value])) as StoredSettings;
  }
}

/** The texts and reminders as the owner reads them: the saved values over the defaults, nothing else. */
function notificationSettings(saved: Partial<NotificationRules> | undefined): OwnerSettings['notifications'] {
  const { ownerTexts, quietHours, reminderMailHours, reminderTextHours, inquiryAcknowledgementsPerDay } = withDefaultNotificationRules(saved);
  return {
    ownerTexts: { new: ownerTexts.new, paid: ownerTexts.paid, cancelled: ownerTexts.cancelled, moved: ownerTexts.moved, inquiry: ownerTexts.inquiry },
    quietHours: { start: quietHours.start, end: quietHours.end },
    reminderMailHours,
    reminderTextHours,
    inquiryAcknowledgementsPerDay,
  };
}

/** `address` is trimmed. */
function homeBaseNotFound(address: string): string {
  return `We could not find the home base address "${address}". Please enter a street address or a town in Utah.`;
}
