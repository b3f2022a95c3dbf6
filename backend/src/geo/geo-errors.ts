/**
 * What went wrong with a remote provider, for whoever watches its health (an outage is worth telling the owner
 * about; a wrong key or a spent quota needs the owner to act; a route that does not exist needs nobody):
 * - 'auth': the key is refused (HTTP 401/403, PERMISSION_DENIED, an invalid or restricted key, an API not enabled)
 * - 'quota': over a quota or rate limit (HTTP 429, RESOURCE_EXHAUSTED, OVER_QUERY_LIMIT)
 * - 'timeout': no answer within the request timeout
 * - 'unavailable': the provider or the network is down (HTTP 5xx, connection refused or reset)
 * - 'bad-answer': an answer that cannot be used (not JSON, missing fields, a request the provider calls malformed)
 * - 'no-route': the provider works but finds no road between the two points (not an outage)
 * - 'spend-cap': the owner's cap on paid calls this business day is reached, so the provider was not asked (not an outage)
 */
export type GeoProviderErrorKind = 'auth' | 'quota' | 'timeout' | 'unavailable' | 'bad-answer' | 'no-route' | 'spend-cap';

/**
 * A remote provider failed: HTTP error, error status in the body, timeout or unreadable answer.
 * FallbackGeoProvider catches it and answers offline, so none reaches a customer. The message names the HTTP
 * status and the provider's own status (e.g. `HTTP 403 PERMISSION_DENIED`) for the log; `kind` sorts it.
 * Should one ever escape the fallback, the error filter would read `kind` as a rule violation's kind when it knows
 * the word ('unavailable' → 503 with this message); the others give the generic 500.
 */
export class GeoProviderError extends Error {
  readonly code = 'GEO_PROVIDER_FAILED';
  /** Absent for set-up errors (a missing key or URL at boot). */
  readonly kind?: GeoProviderErrorKind;

  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown; kind?: GeoProviderErrorKind },
  ) {
    super(`${provider}: ${message}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'GeoProviderError';
    if (options?.kind) this.kind = options.kind;
  }
}
