/**
 * A remote provider failed: HTTP error, non-OK status in the body, timeout or unreadable JSON.
 * FallbackGeoProvider catches it and answers offline. It deliberately has no `kind`: should one reach
 * the edge, the filter answers a generic 500 and logs it, instead of showing provider details
 * (key problems, quotas) to customers.
 */
export class GeoProviderError extends Error {
  readonly code = 'GEO_PROVIDER_FAILED';

  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
    this.name = 'GeoProviderError';
  }
}
