/** The one HTTP helper remote providers share: global fetch with a hard timeout, failures sorted by kind. */
import { GeoProviderError, type GeoProviderErrorKind } from './geo-errors.js';

export interface JsonResponse {
  status: number;
  body: unknown;
}

export interface FetchJsonOptions {
  /** Provider name for error messages ('google', 'osm'). */
  provider: string;
  /** Abort after this many milliseconds. */
  timeoutMs: number;
  headers?: Record<string, string>;
  /** 'GET' unless a body is given. */
  method?: 'GET' | 'POST';
  /** Sent as JSON (content-type application/json); makes the request a POST. */
  json?: unknown;
}

/**
 * Sends the request and parses JSON whatever the HTTP status, because OSRM and Google explain a refusal in the body.
 * Throws GeoProviderError for timeouts ('timeout'), network failures ('unavailable') and bodies that are not JSON
 * (by the status when it tells more, else 'bad-answer').
 */
export async function fetchJson(url: URL, options: FetchJsonOptions): Promise<JsonResponse> {
  const what = `${url.pathname} request`;
  const hasBody = options.json !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: hasBody ? JSON.stringify(options.json) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    // Duck-typed: the abort reason is a DOMException, which is not always `instanceof Error` (e.g. across vm realms).
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const reason = timedOut ? `timed out after ${options.timeoutMs} ms` : `failed: ${describe(error)}`;
    throw new GeoProviderError(options.provider, `${what} ${reason}`, { cause: error, kind: timedOut ? 'timeout' : 'unavailable' });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    const kind = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unavailable';
    throw new GeoProviderError(options.provider, `${what} body could not be read: ${describe(error)}`, { cause: error, kind });
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    // A proxy's HTML error page says more by its status than by its body.
    const kind = kindOfHttpStatus(response.status) ?? 'bad-answer';
    throw new GeoProviderError(options.provider, `${what} returned HTTP ${response.status} with a non-JSON body`, { cause: error, kind });
  }
}

/** A GET through fetchJson. */
export function getJson(url: URL, options: FetchJsonOptions): Promise<JsonResponse> {
  return fetchJson(url, { ...options, method: 'GET', json: undefined });
}

/** Like getJson, but any non-2xx status is a GeoProviderError of the status's kind. */
export async function getOkJson(url: URL, options: FetchJsonOptions): Promise<unknown> {
  const { status, body } = await getJson(url, options);
  if (status < 200 || status >= 300) {
    throw new GeoProviderError(options.provider, `${url.pathname} request returned HTTP ${status}`, { kind: kindOfHttpStatus(status) ?? 'bad-answer' });
  }
  return body;
}

/** What an HTTP error status says by itself; undefined for statuses that need the body (400, 404, …). */
export function kindOfHttpStatus(status: number): GeoProviderErrorKind | undefined {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'quota';
  if (status >= 500) return 'unavailable';
  return undefined;
}

/** Builds `base + path` with query parameters; keeps any path prefix in `base` (e.g. a reverse proxy). */
export function buildUrl(base: string, path: string, params: Record<string, string | number | undefined>): URL {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
