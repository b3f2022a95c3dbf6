/**
 * Puts a provider that bills per call (Google) behind the day's cap: each call first asks the meter, which counts it
 * or, past the cap, refuses it, and a refused call throws GeoProviderError of kind 'spend-cap' without reaching the
 * provider. FallbackGeoProvider answers such a call offline, as in an outage but without alerting one.
 *
 * One call here is one request to Google but for a picked suggestion whose place ID Google has retired, which geocodes
 * its text next (two requests, counted as one): rare enough that the cap stays a cap in practice.
 */
import { GeoProviderError } from './geo-errors.js';
import type { RoadLeg } from '../domain/availability/travel-rules.js';
import type { GeoPoint, GeoProvider } from './geo-provider.js';

export interface PaidCallMeter {
  /** Counts one paid call and returns true, or returns false when the day's cap is reached (nothing counted). Never waits. */
  take(): boolean;
}

export class SpendCappedGeoProvider implements GeoProvider {
  readonly name: string;

  constructor(
    private readonly paid: GeoProvider,
    private readonly meter: PaidCallMeter,
  ) {
    this.name = paid.name;
  }

  suggest(query: string, limit: number, sessionToken?: string): Promise<string[]> {
    return this.metered(() => this.paid.suggest(query, limit, sessionToken));
  }

  locate(address: string): Promise<GeoPoint | null> {
    return this.metered(() => this.paid.locate(address));
  }

  roadDistance(from: GeoPoint, to: GeoPoint): Promise<RoadLeg> {
    return this.metered(() => this.paid.roadDistance(from, to));
  }

  private async metered<T>(call: () => Promise<T>): Promise<T> {
    if (!this.meter.take()) throw new GeoProviderError(this.name, "the day's cap on paid map calls is reached", { kind: 'spend-cap' });
    return call();
  }
}
