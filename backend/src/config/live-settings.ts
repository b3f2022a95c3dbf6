import type { AvailabilitySettings } from '../domain/availability/availability-settings.js';
import type { ScheduleRules, ServiceAreaRules } from '../domain/owner-settings-rules.js';
import type { PricingTable } from '../domain/pricing/pricing-table.js';

/**
 * What the owner has saved in the admin (settings/). The prices replace the environment's first values whole; the
 * schedule and the service area are laid over them, so a part saved before a value existed (a service area without
 * its home base) keeps the environment's value for it.
 */
export interface SavedSettings {
  schedule?: ScheduleRules;
  prices?: PricingTable;
  serviceArea?: Partial<ServiceAreaRules>;
}

/**
 * The rule settings in force: the environment's first values overlaid with what the owner saved. Services read
 * them on each use (never keep a copy), so a saved change applies to the next quote and availability check
 * without a restart. Only SettingsService calls `apply`.
 */
export class LiveSettings {
  private current: { schedule: AvailabilitySettings; prices: PricingTable; serviceArea: ServiceAreaRules };

  constructor(readonly defaults: { schedule: AvailabilitySettings; prices: PricingTable; serviceArea: ServiceAreaRules }) {
    this.current = defaults;
  }

  get schedule(): AvailabilitySettings {
    return this.current.schedule;
  }

  get prices(): PricingTable {
    return this.current.prices;
  }

  get serviceArea(): ServiceAreaRules {
    return this.current.serviceArea;
  }

  apply(saved: SavedSettings): void {
    this.current = {
      schedule: { ...this.defaults.schedule, ...saved.schedule },
      prices: saved.prices ?? this.defaults.prices,
      serviceArea: { ...this.defaults.serviceArea, ...saved.serviceArea },
    };
  }
}
