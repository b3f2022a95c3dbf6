/** GeoProvider over the offline gazetteer: no network, so it never throws for an outage. */
import type { RoadLeg } from '../domain/availability/travel-rules.js';
import type { GeoPoint, GeoProvider } from './geo-provider.js';
import { greatCircleMiles, roundToTenth } from './great-circle.js';
import { getDefaultGazetteer, MAX_SUGGESTIONS, type OfflineGazetteer } from './offline-gazetteer.js';

export class OfflineGeoProvider implements GeoProvider {
  readonly name = 'offline';

  constructor(
    /** Great-circle miles × roadFactor ≈ road miles (1.2 suits the I-15 corridor). */
    private readonly roadFactor: number,
    private readonly gazetteer: OfflineGazetteer = getDefaultGazetteer(),
  ) {}

  async suggest(query: string, limit: number = MAX_SUGGESTIONS): Promise<string[]> {
    return this.gazetteer.suggest(query, limit);
  }

  async locate(address: string): Promise<GeoPoint | null> {
    return this.gazetteer.locate(address);
  }

  /** An estimate: straight-line miles scaled by roadFactor, rounded to 0.1 mi; no router, so no minutes. */
  async roadDistance(from: GeoPoint, to: GeoPoint): Promise<RoadLeg> {
    return { miles: roundToTenth(greatCircleMiles(from, to) * this.roadFactor), minutes: null };
  }
}
