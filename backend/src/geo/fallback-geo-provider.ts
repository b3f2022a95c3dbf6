/**
 * Puts the offline provider behind a remote one: a remote failure (error or timeout) is logged and
 * answered offline, so an outage or an expired key degrades quotes instead of blocking bookings. Nothing of
 * it is silent: every failure and every answer of the remote provider goes to the observer (MapsHealth: the
 * owner's alert and the admin's status), and a `tracked()` view tells its caller whether an answer it got was
 * such an offline stand-in (an estimate: a street address placed at its town's ZIP centre, straight-line miles).
 * A primary past the day's cap on paid calls (SpendCappedGeoProvider) takes the same path, quietly: its answers are
 * estimates too, but no failure.
 */
import type { RoadLeg } from '../domain/availability/travel-rules.js';
import type { GeoPoint, GeoProvider } from './geo-provider.js';

/** The provider calls, as log lines and the admin name them. */
export type GeoOperation = 'suggest' | 'locate' | 'roadDistance';

/** Hears how the remote provider did on every call. Called synchronously: it must not throw nor wait. */
export interface GeoFallbackObserver {
  primaryFailed(operation: GeoOperation, error: unknown): void;
  /** An answer, "no match" included (that is not an outage). */
  primaryAnswered(operation: GeoOperation): void;
}

export interface FallbackGeoProviderOptions {
  primary: GeoProvider;
  offline: GeoProvider;
  /** Receives one line per fallback, e.g. Nest's Logger.warn. */
  logWarning: (message: string) => void;
  /**
   * Safety net in milliseconds on top of the primary's own request timeout: a call can make more
   * than one request or a provider can be written without a timeout. Omit to rely on the primary.
   */
  timeoutMs?: number;
  observer?: GeoFallbackObserver;
}

/** A provider for one request that remembers whether any of its answers was an offline stand-in for a failed call. */
export interface EstimateTrackingProvider extends GeoProvider {
  readonly estimated: boolean;
}

export class FallbackGeoProvider implements GeoProvider {
  readonly name: string;
  private observer: GeoFallbackObserver | undefined;

  constructor(private readonly options: FallbackGeoProviderOptions) {
    this.name = `${options.primary.name}+${options.offline.name}`;
    this.observer = options.observer;
  }

  /** Sets who hears of every failure and answer (GeoService, which gets this provider ready built). */
  observe(observer: GeoFallbackObserver): void {
    this.observer = observer;
  }

  suggest(query: string, limit: number, sessionToken?: string): Promise<string[]> {
    return this.attempt('suggest', (p) => p.suggest(query, limit, sessionToken));
  }

  locate(address: string): Promise<GeoPoint | null> {
    return this.locateNoting(address);
  }

  roadDistance(from: GeoPoint, to: GeoPoint): Promise<RoadLeg> {
    return this.attempt('roadDistance', (p) => p.roadDistance(from, to));
  }

  /** A view for one request (a quote): the same answers, and `estimated` once one came offline for a failed call. */
  tracked(): EstimateTrackingProvider {
    let estimated = false;
    const noteEstimate = () => {
      estimated = true;
    };
    return {
      name: this.name,
      get estimated() {
        return estimated;
      },
      suggest: (query, limit, sessionToken) => this.attempt('suggest', (p) => p.suggest(query, limit, sessionToken), noteEstimate),
      locate: (address) => this.locateNoting(address, noteEstimate),
      roadDistance: (from, to) => this.attempt('roadDistance', (p) => p.roadDistance(from, to), noteEstimate),
    };
  }

  /**
   * A primary "no match" is also retried offline: remote geocoders often miss a house number that the
   * offline data can still place by ZIP or city, and a ZIP-level point beats refusing the booking. That is not
   * an outage, so it is no estimate in the sense of `tracked()` (the road miles are still the primary's).
   */
  private async locateNoting(address: string, onFallback?: () => void): Promise<GeoPoint | null> {
    const point = await this.attempt('locate', (p) => p.locate(address), onFallback);
    // attempt() may already have asked offline; asking again costs microseconds and keeps this simple.
    return point ?? this.options.offline.locate(address);
  }

  private async attempt<T>(operation: GeoOperation, call: (provider: GeoProvider) => Promise<T>, onFallback?: () => void): Promise<T> {
    const { primary, offline, logWarning, timeoutMs } = this.options;
    let answer: T;
    try {
      answer = await withTimeout(call(primary), timeoutMs, `${primary.name} ${operation}`);
    } catch (error) {
      // Past the day's cap on paid calls the provider is not asked: no outage, no line per call (MapsSpend logs it once).
      if (kindOf(error) === 'spend-cap') {
        onFallback?.();
        return call(offline);
      }
      const reason = error instanceof Error ? error.message : String(error);
      logWarning(`${primary.name} ${operation} failed, answering with ${offline.name}: ${reason}`);
      // A provider that answers "no road between these points" works: no outage, but the miles are still an estimate.
      if (kindOf(error) === 'no-route') this.observer?.primaryAnswered(operation);
      else this.observer?.primaryFailed(operation, error);
      onFallback?.();
      return call(offline);
    }
    this.observer?.primaryAnswered(operation);
    return answer;
  }
}

/** GeoProviderError's `kind` when it has one (read loosely: not every provider error declares one). */
function kindOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number | undefined, what: string): Promise<T> {
  if (timeoutMs === undefined) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
