import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Server error body: every API error is `{statusCode, error, message}`; message may be a list from validation. */
interface ServerErrorBody {
  statusCode?: number;
  error?: string;
  message?: string | string[];
}

export interface ApiErrorInfo {
  /** HTTP status, or null for network/parse/client failures. */
  status: number | null;
  /** Text to show the user. */
  message: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function serverMessage(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as ServerErrorBody;
    if (Array.isArray(message)) return message.filter(Boolean).join('. ') || null;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

function bodyText(data: unknown): string {
  if (typeof data === 'string') return data.trim();
  if (data === undefined || data === null) return '';
  try {
    return JSON.stringify(data);
  } catch {
    return '';
  }
}

/**
 * Turns an RTK Query error into something to show. JSON server errors show their `message`;
 * anything else reads "status: response text", or "status: status text" when the
 * body is empty.
 */
export function toApiError(
  error: FetchBaseQueryError | SerializedError | undefined | unknown,
  fallback = 'Something went wrong. Please try again.',
): ApiErrorInfo {
  if (!error) return { status: null, message: fallback };

  if (isFetchBaseQueryError(error)) {
    const { status } = error;
    if (typeof status === 'number') {
      const fromServer = serverMessage(error.data);
      if (fromServer) return { status, message: fromServer };
      const text = bodyText(error.data) || STATUS_TEXT[status] || 'Error';
      return { status, message: `${status}: ${text}` };
    }
    if (status === 'PARSING_ERROR') {
      // Non-JSON error page (e.g. a proxy's HTML 502): keep the real status and raw text.
      const text = (error.data ?? '').trim() || STATUS_TEXT[error.originalStatus] || 'Error';
      return { status: error.originalStatus, message: `${error.originalStatus}: ${text}` };
    }
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
      return { status: null, message: fallback };
    }
    return { status: null, message: error.error || fallback };
  }

  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as SerializedError;
    return { status: null, message: message || fallback };
  }
  return { status: null, message: fallback };
}

export function errorStatus(error: unknown): number | null {
  return toApiError(error).status;
}

/** The stable `code` of a rule violation (e.g. 'ADDRESS_NOT_FOUND'), when the server sent one. */
export function errorCode(error: unknown): string | null {
  if (!isFetchBaseQueryError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const { code } = error.data as { code?: unknown };
  return typeof code === 'string' ? code : null;
}
