import { toApiError } from '@/lib/api-error';

/**
 * The server's own message for a refused request (4xx, e.g. a taken slot or a duplicate code);
 * the caller's fixed fallback text for everything else (5xx, network).
 */
export function refusalMessageOr(error: unknown, fallback: string): string {
  const info = toApiError(error, fallback);
  return info.status !== null && info.status >= 400 && info.status < 500 ? info.message : fallback;
}

export function errorStatusOf(error: unknown): number | null {
  return toApiError(error).status;
}
