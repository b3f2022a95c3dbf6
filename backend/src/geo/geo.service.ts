import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createGeoProvider } from './create-geo-provider.js';
import { FallbackGeoProvider } from './fallback-geo-provider.js';
import { AddressNotFoundError, type AddressRole } from '../domain/errors.js';
import type { GeoPoint, GeoProvider, GeoSettings } from './geo-provider.js';
import { GEO_SETTINGS } from './geo-settings.token.js';
import { LiveSettings } from '../config/live-settings.js';
import { MAX_SUGGESTIONS } from './offline-gazetteer.js';
import { checkServiceArea, type ServiceAreaSettings } from './service-area.js';
import type { AddressSuggestions } from '../contracts/geo.contract.js';
import { MapsHealth } from './maps-health.service.js';
import { MapsSpend } from './maps-spend.service.js';
import { SuggestionCache } from './suggestion-cache.js';
import { TravelDistances } from './travel-distances.js';
import type { RoadLeg } from '../domain/availability/travel-rules.js';

export interface RouteMeasurement {
  /** Road miles, rounded to 0.1. */
  distance: number;
  withinServiceArea: boolean;
  /** Customer-facing text when outside the area, null when inside. */
  serviceAreaMessage: string | null;
  /**
   * The configured provider failed on this route and the offline estimate answered (a street address at its ZIP
   * centre, straight-line miles × road factor). False when the provider answered or the pair's drive was kept from an
   * earlier answer, and when offline is the configured provider: that is the set-up, not an outage (the admin's
   * banner says so in production).
   */
  estimated: boolean;
}

/** No lookup for texts of 3 characters or fewer. */
const MIN_QUERY_LENGTH = 4;

@Injectable()
export class GeoService {
  private readonly logger = new Logger(GeoService.name);
  private readonly provider: GeoProvider;
  /** Drives kept in PostgreSQL (absent in the unit tests, which have no database). */
  readonly distances?: TravelDistances;

  constructor(
    @Inject(GEO_SETTINGS) private readonly settings: GeoSettings,
    // The radii the owner set (absent in the unit tests, which use `settings`' own).
    @Optional() private readonly live?: LiveSettings,
    // Hears every failure and answer of a remote provider (absent in the unit tests).
    @Optional() private readonly health?: MapsHealth,
    // The day's cap on paid calls, in front of a provider that bills per call (absent in the unit tests: no cap).
    @Optional() spend?: MapsSpend,
    // A remote provider's suggestions per text (absent in the unit tests: every text is asked).
    @Optional() private readonly suggestionCache?: SuggestionCache,
    @Optional() dataSource?: DataSource,
  ) {
    this.provider = createGeoProvider(settings, (message) => this.logger.warn(message), spend);
    if (health && this.provider instanceof FallbackGeoProvider) this.provider.observe(health);
    if (dataSource) {
      const engine = { name: this.provider.name, measure: (from: string, to: string) => this.measureTravel(from, to) };
      this.distances = new TravelDistances(engine, (sql, params) => dataSource.query(sql, params));
    }
  }

  /**
   * `sessionToken`: the browser's token for one address entry, for providers that bill an entry as one session. A
   * remote provider is asked once a day per text (SuggestionCache); offline stand-ins for it are not kept.
   */
  async suggestAddresses(query: string, sessionToken?: string): Promise<AddressSuggestions> {
    const text = (query ?? '').trim();
    if (text.length < MIN_QUERY_LENGTH) return { suggestions: [] };
    if (!(this.provider instanceof FallbackGeoProvider)) return { suggestions: distinct(await this.provider.suggest(text, MAX_SUGGESTIONS, sessionToken)) };
    const kept = await this.suggestionCache?.read(this.provider.name, text);
    if (kept) return { suggestions: kept };
    const tracked = this.provider.tracked();
    const suggestions = distinct(await tracked.suggest(text, MAX_SUGGESTIONS, sessionToken));
    if (!tracked.estimated) await this.suggestionCache?.store(this.provider.name, text, suggestions);
    return { suggestions };
  }

  /**
   * Road distance plus the service-area verdict. An address that cannot be placed is an
   * AddressNotFoundError, never a silent 0 miles that would under-price the trip.
   * Chauffeur bookings without a destination are a round trip from the pickup.
   *
   * With a remote provider, a pair's drive is read from the kept distances before the provider is asked, and kept
   * after it answered: a pair quoted again costs no second route call, and during an outage a pair measured before
   * is priced on its road miles, not on the offline estimate (travel-distances.ts).
   */
  async measureRoute(pickup: string, destination: string, serviceType: string): Promise<RouteMeasurement> {
    // A remote provider is asked through a view that notes whether any answer was an offline stand-in.
    const tracked = this.provider instanceof FallbackGeoProvider ? this.provider.tracked() : null;
    const measuring = tracked ?? this.provider;
    const destinationText = serviceType === 'chauffeur' && !destination?.trim() ? pickup : destination;
    // Read while the addresses are placed; a database that cannot answer only means the provider is asked.
    const kept = tracked ? this.distances?.kept(pickup, destinationText).catch(() => undefined) : undefined;
    const [from, to] = await Promise.all([this.place('pickup', pickup, measuring), this.place('destination', destinationText, measuring)]);
    const area = checkServiceArea({ pickup: from, destination: to, serviceType }, this.serviceArea());
    if (samePlace(from, to)) return { distance: 0, ...area, estimated: tracked?.estimated ?? false };
    const keptLeg = await kept;
    // Kept: measured by the provider before; the points above serve the service area only (a ZIP centre in an outage).
    if (keptLeg) return { distance: keptLeg.miles, ...area, estimated: false };
    const leg = await measuring.roadDistance(from, to);
    const estimated = tracked?.estimated ?? false;
    if (tracked && !estimated) await this.distances?.keep(pickup, destinationText, leg);
    return { distance: leg.miles, ...area, estimated };
  }

  /** A quote was answered on an estimate (RouteMeasurement.estimated): counted for the admin's day. */
  countEstimatedQuote(): void {
    this.health?.estimateUsed();
  }

  /** The engine measuring every distance ('offline', 'google+offline', …): cached distances are kept per engine. */
  get providerName(): string {
    return this.provider.name;
  }

  /** Free text placed on the map, or null when no source can place it. */
  locate(address: string): Promise<GeoPoint | null> {
    return locateWith(this.provider, address);
  }

  /**
   * The drive between two addresses by the engine that prices trips, for the driver's travel between jobs (through
   * `distances`, which keeps it); null when either cannot be placed or the engine fails outright (logged: travel never
   * refuses a booking for want of a map). The home base's label stands for its saved point (the owner placed it
   * once). `estimated`: the configured provider failed and the offline estimate answered, so the drive is good for
   * this check only and must not be kept as the provider's.
   */
  private async measureTravel(from: string | GeoPoint, to: string): Promise<(RoadLeg & { estimated: boolean }) | null> {
    try {
      const tracked = this.provider instanceof FallbackGeoProvider ? this.provider.tracked() : null;
      const measuring = tracked ?? this.provider;
      const [a, b] = await Promise.all([typeof from === 'string' ? this.travelPoint(from, measuring) : from, this.travelPoint(to, measuring)]);
      if (!a || !b) return null;
      const leg = samePlace(a, b) ? { miles: 0, minutes: 0 } : await measuring.roadDistance(a, b);
      return { ...leg, estimated: tracked?.estimated ?? false };
    } catch (error) {
      const origin = typeof from === 'string' ? from : 'a position';
      this.logger.warn(`Could not measure ${origin} → ${to}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /**
   * The drive from the driver's phone (a position) or the previous drop-off (an address) to `to`, by the engine that
   * prices trips: the ETA of 'on my way' (bookings/trip-progress.service.ts). A position is one moment's, so the drive
   * from it is not kept; null when it cannot be measured.
   */
  async driveTo(from: GeoPoint | string, to: string): Promise<RoadLeg | null> {
    if (typeof from === 'string' && this.distances) return (await (await this.distances.legsBetween([[from, to]]))(from, to)) ?? null;
    return this.measureTravel(from, to);
  }

  private travelPoint(address: string, provider: GeoProvider): Promise<GeoPoint | null> {
    const home = this.serviceArea().homeBase;
    return address === home.label ? Promise.resolve(home) : locateWith(provider, address);
  }

  private serviceArea(): ServiceAreaSettings {
    return this.live ? { ...this.settings, ...this.live.serviceArea } : this.settings;
  }

  private async place(role: AddressRole, address: string, provider: GeoProvider): Promise<GeoPoint> {
    const point = await locateWith(provider, address);
    if (!point) throw new AddressNotFoundError((address ?? '').trim(), role);
    return point;
  }
}

function locateWith(provider: GeoProvider, address: string): Promise<GeoPoint | null> {
  const text = (address ?? '').trim();
  return text ? provider.locate(text) : Promise.resolve(null);
}

/** The first MAX_SUGGESTIONS distinct lines. */
function distinct(lines: string[]): string[] {
  return [...new Set(lines)].slice(0, MAX_SUGGESTIONS);
}

function samePlace(a: GeoPoint, b: GeoPoint): boolean {
  return a.lat === b.lat && a.lon === b.lon;
}
