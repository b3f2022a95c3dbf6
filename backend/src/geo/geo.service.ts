import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
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

export interface RouteMeasurement {
  /** Road miles, rounded to 0.1. */
  distance: number;
  withinServiceArea: boolean;
  /** Customer-facing text when outside the area, null when inside. */
  serviceAreaMessage: string | null;
  /**
   * The configured provider failed on this route and the offline estimate answered (a street address at its ZIP
   * centre, straight-line miles × road factor). False when the provider answered, and when offline is the configured
   * provider: that is the set-up, not an outage (the admin's banner says so in production).
   */
  estimated: boolean;
}

/** No lookup for texts of 3 characters or fewer. */
const MIN_QUERY_LENGTH = 4;

@Injectable()
export class GeoService {
  private readonly logger = new Logger(GeoService.name);
  private readonly provider: GeoProvider;

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
  ) {
    this.provider = createGeoProvider(settings, (message) => this.logger.warn(message), spend);
    if (health && this.provider instanceof FallbackGeoProvider) this.provider.observe(health);
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
   */
  async measureRoute(pickup: string, destination: string, serviceType: string): Promise<RouteMeasurement> {
    // A remote provider is asked through a view that notes whether any answer was an offline stand-in.
    const tracked = this.provider instanceof FallbackGeoProvider ? this.provider.tracked() : null;
    const measuring = tracked ?? this.provider;
    const destinationText = serviceType === 'chauffeur' && !destination?.trim() ? pickup : destination;
    const [from, to] = await Promise.all([this.place('pickup', pickup, measuring), this.place('destination', destinationText, measuring)]);
    const distance = samePlace(from, to) ? 0 : await measuring.roadDistanceMiles(from, to);
    const area = checkServiceArea({ pickup: from, destination: to, serviceType }, this.serviceArea());
    return { distance, ...area, estimated: tracked?.estimated ?? false };
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
   * Road miles between two addresses by the engine that prices trips, for the driver's travel between jobs; null
   * when either cannot be placed. The home base's label stands for its saved point (the owner placed it once).
   * `estimated`: the configured provider failed and the offline estimate answered, so the miles are good for this
   * check only and must not be kept as the provider's.
   */
  async travelMiles(from: string, to: string): Promise<{ miles: number; estimated: boolean } | null> {
    const tracked = this.provider instanceof FallbackGeoProvider ? this.provider.tracked() : null;
    const measuring = tracked ?? this.provider;
    const [a, b] = await Promise.all([this.travelPoint(from, measuring), this.travelPoint(to, measuring)]);
    if (!a || !b) return null;
    const miles = samePlace(a, b) ? 0 : await measuring.roadDistanceMiles(a, b);
    return { miles, estimated: tracked?.estimated ?? false };
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
