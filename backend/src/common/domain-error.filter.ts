import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { loggedPath, redactedForLog } from './request-path.js';

/** The status each kind of rule violation maps to. Domain code names kinds; only this file knows HTTP. */
const STATUS_BY_KIND: Record<string, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  'rate-limited': HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** PostgreSQL SQLSTATEs that are the client's fault or a transient outage, not a bug. */
const STATUS_BY_SQLSTATE: Record<string, [number, string, string]> = {
  '23P01': [HttpStatus.CONFLICT, 'This time slot is already booked.', 'SLOT_UNAVAILABLE'],
  '23505': [HttpStatus.CONFLICT, 'This record already exists.', 'ALREADY_EXISTS'],
  '40001': [HttpStatus.CONFLICT, 'The request collided with another one. Please try again.', 'CONCURRENT_CHANGE'],
  '40P01': [HttpStatus.CONFLICT, 'The request collided with another one. Please try again.', 'CONCURRENT_CHANGE'],
  '22P02': [HttpStatus.BAD_REQUEST, 'A value has the wrong format.', 'INVALID_VALUE'],
  '22007': [HttpStatus.BAD_REQUEST, 'A date or time has the wrong format.', 'INVALID_VALUE'],
  '22008': [HttpStatus.BAD_REQUEST, 'A date or time is out of range.', 'VALUE_OUT_OF_RANGE'],
  // Safety nets behind the DTOs' own limits: a number too large for its column, a value a CHECK refuses, text too long.
  '22003': [HttpStatus.BAD_REQUEST, 'A number is out of range.', 'VALUE_OUT_OF_RANGE'],
  '23514': [HttpStatus.BAD_REQUEST, 'A value is not allowed here.', 'INVALID_VALUE'],
  '22001': [HttpStatus.BAD_REQUEST, 'A text is too long.', 'VALUE_OUT_OF_RANGE'],
  // A safety net behind the body parser's NUL check: NUL in text (22021) or in JSON stored as jsonb (22P05).
  '22021': [HttpStatus.BAD_REQUEST, 'Text must not contain NUL or other characters that cannot be stored.', 'NUL_CHARACTER'],
  '22P05': [HttpStatus.BAD_REQUEST, 'Text must not contain NUL or other characters that cannot be stored.', 'NUL_CHARACTER'],
  '57P01': [HttpStatus.SERVICE_UNAVAILABLE, 'The service is restarting. Please try again in a moment.', 'SERVICE_UNAVAILABLE'],
  '57P03': [HttpStatus.SERVICE_UNAVAILABLE, 'The service is starting. Please try again in a moment.', 'SERVICE_UNAVAILABLE'],
  '53300': [HttpStatus.SERVICE_UNAVAILABLE, 'The service is busy. Please try again in a moment.', 'SERVICE_UNAVAILABLE'],
};

// 57P01-57P03: the server is shutting down, crashed, or still starting up (crash recovery after a kill); a new
// connection refused that way reaches the filter as pg's own error, not wrapped in a QueryFailedError.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  '57P01',
  '57P02',
  '57P03',
]);

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /**
   * Stable machine-readable code: a rule violation's own (e.g. SLOT_UNAVAILABLE), VALIDATION_FAILED for a body or query
   * the DTO refused, else one naming the status (NOT_FOUND, UNAUTHORIZED, INTERNAL_ERROR…), so clients word every answer.
   */
  code: string;
  [extra: string]: unknown;
}

/**
 * Every error leaves the server as `{statusCode, error, message}`: typed rule violations by their kind,
 * Nest/HTTP errors by their status, database errors by SQLSTATE; anything else is a 500 whose details
 * stay in the server log. No stack ever reaches the client.
 *
 * The log line depends on whose fault it is. A refusal (any 4xx: validation, a bad webhook signature, a rule
 * violation, a hostile body) and any typed rule outcome (a 503 for webhooks that are not set up, too) is one
 * warn line with the status, code and path, without a stack: anyone can trigger these at will, so they must
 * not read as server faults, and the stack would only point at the line that refused. The services log the
 * causes of their own 503s (a card processor that does not answer). Only an untyped 5xx, a real fault, is
 * logged as an error with its stack. Neither line holds the message, the query string or the body: those can
 * carry the customer's address and name. Both carry the request's id, which the answer to an untyped 5xx carries too.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest | undefined>();
    const body = this.toBody(exception);
    this.log(exception, body, request);
    if (response.sent || response.raw.headersSent) return;
    // A refusal that knows when it ends (a throttled sign-in) says so to programs too.
    if (body.statusCode === 429 && typeof body.retryAfterSeconds === 'number') void response.header('Retry-After', String(body.retryAfterSeconds));
    // A refusal, and a typed outcome (a card processor that does not answer), explain themselves; a fault whose
    // cause only the error log holds is what an owner reports, so its answer names the request (X-Request-Id on
    // every answer names it too) and that log line can be found.
    void response.code(body.statusCode).send(isFault(exception, body) && request?.id ? { ...body, requestId: request.id } : body);
  }

  private log(exception: unknown, body: ErrorBody, request: FastifyRequest | undefined): void {
    const where = { requestId: request?.id, method: request?.method, path: request?.url === undefined ? undefined : loggedPath(request.url) };
    if (isFault(exception, body)) {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      // A database error's message can quote the row it refused (a booking's id, a phone number).
      this.logger.error({ msg: 'request failed', status: body.statusCode, ...where, error: redactedForLog(detail) });
      return;
    }
    // A database refusal logs its SQLSTATE (what a developer looks up); the client gets the app's code.
    this.logger.warn({ msg: 'request refused', status: body.statusCode, code: sqlStateOf(exception) ?? body.code, ...where });
  }

  toBody(exception: unknown): ErrorBody {
    if (isDomainError(exception)) {
      const statusCode = STATUS_BY_KIND[exception.kind] ?? HttpStatus.BAD_REQUEST;
      const { kind: _kind, name: _name, message, code, ...extra } = exception as unknown as Record<string, unknown>;
      return {
        statusCode,
        error: reasonPhrase(statusCode),
        message: String(message),
        code: typeof code === 'string' ? code : codeOfStatus(statusCode),
        ...publicExtras(extra),
      };
    }
    if (exception instanceof HttpException) {
      // Nest hands Fastify's refusals of a request body (too large, a broken upload) on as HttpExceptions in
      // Fastify's words; they get the app's, like the body parser's own refusals.
      if (isBodyReadingError(exception.cause)) return lowLevelRefusal(exception.getStatus());
      return fromHttpException(exception);
    }
    if (exception instanceof QueryFailedError) {
      const sqlState = sqlStateOf(exception) ?? '';
      const mapped = STATUS_BY_SQLSTATE[sqlState];
      if (mapped) return { statusCode: mapped[0], error: reasonPhrase(mapped[0]), message: mapped[1], code: mapped[2] };
      if (CONNECTION_ERROR_CODES.has(sqlState)) return unavailable();
    }
    if (isConnectionFailure(exception)) return unavailable();
    const status = httpStatusOf(exception);
    if (status) return lowLevelRefusal(status);
    return { statusCode: 500, error: reasonPhrase(500), message: 'Something went wrong on our side. Please try again.', code: codeOfStatus(500) };
  }
}

/** An untyped 5xx: a fault on our side (or the database away), logged as an error with its cause. */
function isFault(exception: unknown, body: ErrorBody): boolean {
  return body.statusCode >= 500 && !isDomainError(exception);
}

function sqlStateOf(exception: unknown): string | undefined {
  return exception instanceof QueryFailedError ? (exception.driverError as { code?: string } | undefined)?.code : undefined;
}

interface DomainErrorLike {
  kind: string;
  message: string;
  code?: string;
}

function isDomainError(value: unknown): value is DomainErrorLike {
  return (
    value instanceof Error && typeof (value as unknown as DomainErrorLike).kind === 'string' && (value as unknown as DomainErrorLike).kind in STATUS_BY_KIND
  );
}

/** Only plain data a rule chose to expose (e.g. nextAvailable) is passed on. */
function publicExtras(extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extra)) {
    if (key === 'stack' || key === 'cause' || typeof value === 'function') continue;
    out[key] = value;
  }
  return out;
}

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const payload = exception.getResponse();
  let message = exception.message;
  if (typeof payload === 'string') message = payload;
  else if (payload && typeof payload === 'object' && 'message' in payload) {
    const raw = (payload as { message: unknown }).message;
    message = Array.isArray(raw) ? raw.map(String).join('; ') : String(raw);
  }
  const code = (payload as { code?: unknown } | null)?.code;
  // The validation pipe's refusals list every failed rule.
  const pipeRefusal = statusCode === 400 && Array.isArray((payload as { message?: unknown } | null)?.message);
  return {
    statusCode,
    error: reasonPhrase(statusCode),
    message,
    code: typeof code === 'string' ? code : pipeRefusal ? 'VALIDATION_FAILED' : codeOfStatus(statusCode),
  };
}

function unavailable(): ErrorBody {
  return {
    statusCode: 503,
    error: reasonPhrase(503),
    message: 'The service is temporarily unavailable. Please try again in a moment.',
    code: codeOfStatus(503),
  };
}

function isConnectionFailure(value: unknown): boolean {
  const code = (value as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  const message = value instanceof Error ? value.message : '';
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}

/** Errors raised below the routes (the body parsers, Fastify itself) carry a `statusCode` (or `status`). */
function httpStatusOf(value: unknown): number | undefined {
  const status = (value as { status?: unknown; statusCode?: unknown } | null)?.status ?? (value as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Fastify's errors from reading and parsing a request body (`FST_ERR_CTP_*`: content type parser). */
function isBodyReadingError(value: unknown): boolean {
  const code = (value as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && code.startsWith('FST_ERR_CTP_');
}

function lowLevelRefusal(status: number): ErrorBody {
  let message = 'The request body is not valid JSON.';
  if (status === 413) message = 'The request body is too large.';
  if (status === 415) message = 'Unsupported content type; send JSON.';
  return { statusCode: status, error: reasonPhrase(status), message, code: codeOfStatus(status) };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** The code of an answer that has no rule's own: its status's reason in capitals ('Not Found' → NOT_FOUND; 500: INTERNAL_ERROR). */
function codeOfStatus(status: number): string {
  return status === 500 ? 'INTERNAL_ERROR' : reasonPhrase(status).toUpperCase().replace(/ /g, '_');
}
