/** The one HTTP helper remote providers share: global fetch (Node 20) with a hard timeout. */
import { GeoProviderError } from './geo-errors.js';

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
}

/**
 * GETs `url` and parses JSON whatever the HTTP status, because OSRM explains a 400 in its body.
 * Throws GeoProviderError for timeouts, network failures and bodies that are not JSON.
 */
export async function getJson(url: URL, options: FetchJsonOptions): Promise<JsonResponse> {
  const what = `${url.pathname} request`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    // Duck-typed: the abort reason is a DOMException, which is not always `instanceof Error` (e.g. across vm realms).
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const reason = timedOut ? `timed out after ${options.timeoutMs} ms` : `failed: ${describe(error)}`;
    throw new GeoProviderError(options.provider, `${what} ${reason}`, { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new GeoProviderError(options.provider, `${what} body could not be read: ${describe(error)}`, { cause: error });
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    throw new GeoProviderError(options.provider, `${what} returned HTTP ${response.status} with a non-JSON body`, { cause: error });
  }
}

/** Like getJson, but any non-2xx status is a GeoProviderError. */
export async function getOkJson(url: URL, options: FetchJsonOptions): Promise<unknown> {
  const { status, body } = await getJson(url, options);
  if (status < 200 || status >= 300) {
    throw new GeoProviderError(options.provider, `${url.pathname} request returned HTTP ${status}`);
  }
  return body;
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
