import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { createGeoProvider } from './create-geo-provider.js';
import { AddressNotFoundError, type AddressRole } from '../domain/errors.js';
import type { GeoPoint, GeoProvider, GeoSettings } from './geo-provider.js';
import { GEO_SETTINGS } from './geo-settings.token.js';
import { LiveSettings } from '../config/live-settings.js';
import { MAX_SUGGESTIONS } from './offline-gazetteer.js';
import { checkServiceArea, type ServiceAreaSettings } from './service-area.js';
import type { AddressSuggestions } from '../contracts/geo.contract.js';

export interface RouteMeasurement {
  /** Road miles, rounded to 0.1. */
  distance: number;
  withinServiceArea: boolean;
  /** Customer-facing text when outside the area, null when inside. */
  serviceAreaMessage: string | null;
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
  ) {
    this.provider = createGeoProvider(settings, (message) => this.logger.warn(message));
  }

  async suggestAddresses(query: string): Promise<AddressSuggestions> {
    const text = (query ?? '').trim();
    if (text.length < MIN_QUERY_LENGTH) return { suggestions: [] };
    const suggestions = await this.provider.suggest(text, MAX_SUGGESTIONS);
    return { suggestions: [...new Set(suggestions)].slice(0, MAX_SUGGESTIONS) };
  }

  /**
   * Road distance plus the service-area verdict. An address that cannot be placed is an
   * AddressNotFoundError, never a silent 0 miles that would under-price the trip.
   * Chauffeur bookings without a destination are a round trip from the pickup.
   */
  async measureRoute(pickup: string, destination: string, serviceType: string): Promise<RouteMeasurement> {
    const destinationText = serviceType === 'chauffeur' && !destination?.trim() ? pickup : destination;
    const [from, to] = await Promise.all([this.place('pickup', pickup), this.place('destination', destinationText)]);
    const distance = samePlace(from, to) ? 0 : await this.provider.roadDistanceMiles(from, to);
    const area = checkServiceArea({ pickup: from, destination: to, serviceType }, this.serviceArea());
    return { distance, ...area };
  }

  /** The engine measuring every distance ('offline', 'google+offline', …): cached distances are kept per engine. */
  get providerName(): string {
    return this.provider.name;
  }

  /** Free text placed on the map, or null when no source can place it. */
  async locate(address: string): Promise<GeoPoint | null> {
    const text = (address ?? '').trim();
    return text ? this.provider.locate(text) : null;
  }

  /**
   * Road miles between two addresses by the engine that prices trips, for the driver's travel between jobs; null
   * when either cannot be placed. The home base's label stands for its saved point (the owner placed it once).
   */
  async travelMiles(from: string, to: string): Promise<number | null> {
    const [a, b] = await Promise.all([this.travelPoint(from), this.travelPoint(to)]);
    if (!a || !b) return null;
    return samePlace(a, b) ? 0 : this.provider.roadDistanceMiles(a, b);
  }

  private travelPoint(address: string): Promise<GeoPoint | null> {
    const home = this.serviceArea().homeBase;
    return address === home.label ? Promise.resolve(home) : this.locate(address);
  }

  private serviceArea(): ServiceAreaSettings {
    return this.live ? { ...this.settings, ...this.live.serviceArea } : this.settings;
  }

  private async place(role: AddressRole, address: string): Promise<GeoPoint> {
    const point = await this.locate(address);
    if (!point) throw new AddressNotFoundError((address ?? '').trim(), role);
    return point;
  }
}

function samePlace(a: GeoPoint, b: GeoPoint): boolean {
  return a.lat === b.lat && a.lon === b.lon;
}
