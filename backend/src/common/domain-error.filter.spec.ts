import { BadRequestException, HttpException, Logger, type ArgumentsHost, type LoggerService } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { SlotUnavailableError, ValidationFailedError } from '../domain/errors.js';
import { InvalidWebhookSignatureError, PaymentOutcomePendingError, WebhooksNotConfiguredError } from '../payments/payment-errors.js';
import { DomainErrorFilter } from './domain-error.filter.js';
import { BodyTooDeepError, NulCharacterError } from './request-errors.js';

interface Line {
  level: 'log' | 'warn' | 'error';
  message: unknown;
}

/** Records what the app's loggers would print (Logger.overrideLogger is Nest's own hook for this). */
function recordingLogger(lines: Line[]): LoggerService {
  return {
    log: (message: unknown) => lines.push({ level: 'log', message }),
    warn: (message: unknown) => lines.push({ level: 'warn', message }),
    error: (message: unknown) => lines.push({ level: 'error', message }),
  };
}

function hostFor(method: string, url: string, id?: string) {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    sent: false,
    raw: { headersSent: false },
    code(status: number) {
      sent.status = status;
      return this;
    },
    send(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method, url, id }) }) } as unknown as ArgumentsHost;
  return { host, sent };
}

function queryFailed(sqlState: string, message: string): QueryFailedError {
  return new QueryFailedError('INSERT INTO customers …', [], Object.assign(new Error(message), { code: sqlState }));
}

function fastifyError(code: string, statusCode: number): Error {
  return Object.assign(new Error(code), { name: 'FastifyError', code, statusCode });
}

describe(DomainErrorFilter.name, () => {
  const sut = new DomainErrorFilter();
  let lines: Line[];

  beforeEach(() => {
    lines = [];
    Logger.overrideLogger(recordingLogger(lines));
  });
  afterAll(() => Logger.overrideLogger(false));

  describe('what the client gets', () => {
    it.each<[string, unknown, Record<string, unknown>]>([
      [
        'a body nested too deeply',
        new BodyTooDeepError(32),
        { statusCode: 400, error: 'Bad Request', code: 'BODY_TOO_DEEP', message: 'The request body is nested too deeply (at most 32 levels).' },
      ],
      ['a NUL character', new NulCharacterError(), { statusCode: 400, code: 'NUL_CHARACTER', message: 'Text must not contain the NUL character (U+0000).' }],
      [
        'NUL refused by PostgreSQL in text (22021)',
        queryFailed('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
        { statusCode: 400, message: 'Text must not contain NUL or other characters that cannot be stored.' },
      ],
      [
        'NUL refused by PostgreSQL in jsonb (22P05)',
        queryFailed('22P05', 'unsupported Unicode escape sequence'),
        { statusCode: 400, message: 'Text must not contain NUL or other characters that cannot be stored.' },
      ],
      [
        'a number too large for its column (22003)',
        queryFailed('22003', 'numeric field overflow'),
        { statusCode: 400, error: 'Bad Request', code: 'VALUE_OUT_OF_RANGE', message: 'A number is out of range.' },
      ],
      [
        'a CHECK constraint (23514)',
        queryFailed('23514', 'new row violates check constraint'),
        { statusCode: 400, error: 'Bad Request', code: 'INVALID_VALUE', message: 'A value is not allowed here.' },
      ],
      ['an unsigned webhook', new InvalidWebhookSignatureError(), { statusCode: 401, code: 'INVALID_WEBHOOK_SIGNATURE' }],
      [
        "Fastify's refusal of a body over its limit, as Nest hands it on",
        new HttpException('Request body is too large', 413, { cause: fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413) }),
        { statusCode: 413, error: 'Payload Too Large', message: 'The request body is too large.' },
      ],
      [
        "Fastify's refusal of a broken upload, as Nest hands it on",
        new HttpException('Request body size did not match Content-Length', 400, { cause: fastifyError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400) }),
        { statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' },
      ],
      ['an unexpected error', new TypeError('x is undefined'), { statusCode: 500, message: 'Something went wrong on our side. Please try again.' }],
    ])('%s', (_name, exception, expected) => {
      const { host, sent } = hostFor('POST', '/api/create-booking');
      sut.catch(exception, host);
      expect(sent.status).toBe(expected.statusCode);
      expect(sent.body).toMatchObject(expected);
      expect(JSON.stringify(sent.body)).not.toMatch(/\bat .+\.(js|ts):\d+/);
    });
  });

  describe('what the log gets', () => {
    // The refusals anyone can cause: one warn line with status, code and path (no query string, no message).
    it.each<[string, unknown, number, string | undefined]>([
      ['an unsigned Square webhook', new InvalidWebhookSignatureError(), 401, 'INVALID_WEBHOOK_SIGNATURE'],
      ['a webhook while webhooks are not set up (a typed 503)', new WebhooksNotConfiguredError(), 503, 'WEBHOOKS_NOT_CONFIGURED'],
      ['a card processor that does not answer (its service logs the cause)', new PaymentOutcomePendingError(), 503, 'PAYMENT_PROVIDER_UNAVAILABLE'],
      ['a rule violation', new ValidationFailedError(['Full name is required']), 400, 'VALIDATION_FAILED'],
      ['a taken slot', new SlotUnavailableError('SLOT_TAKEN', 'This time slot is already booked.'), 409, 'SLOT_UNAVAILABLE'],
      ['a DTO validation failure', new BadRequestException(['property x should not exist']), 400, 'VALIDATION_FAILED'],
      ['a deep body', new BodyTooDeepError(32), 400, 'BODY_TOO_DEEP'],
      ['a NUL that reached PostgreSQL', queryFailed('22021', 'invalid byte sequence'), 400, '22021'],
      ['a body parser refusal', Object.assign(new Error('request entity too large'), { statusCode: 413 }), 413, 'PAYLOAD_TOO_LARGE'],
    ])('%s: one warn line without a stack', (_name, exception, status, code) => {
      sut.catch(exception, hostFor('POST', '/api/square/webhook?token=secret').host);
      expect(lines).toEqual([{ level: 'warn', message: { msg: 'request refused', status, code, method: 'POST', path: '/api/square/webhook' } }]);
    });

    it.each<[string, unknown, number]>([
      ['an unexpected error', new TypeError('x is undefined'), 500],
      ['a database outage', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 503],
      ['a database still recovering from a crash', Object.assign(new Error('the database system is starting up'), { code: '57P03' }), 503],
      ['an unmapped database error', queryFailed('42P01', 'relation "nope" does not exist'), 500],
    ])('%s: an error line with the stack', (_name, exception, status) => {
      sut.catch(exception, hostFor('GET', '/api/quotes?from=secret', 'req-7f3a').host);
      expect(lines).toHaveLength(1);
      expect(lines[0].level).toBe('error');
      expect(lines[0].message).toEqual({
        msg: 'request failed',
        status,
        requestId: 'req-7f3a',
        method: 'GET',
        path: '/api/quotes',
        error: (exception as Error).stack,
      });
    });
  });

  describe('the request id', () => {
    it('is in the answer of a fault on our side, so the owner can quote it', () => {
      const { host, sent } = hostFor('POST', '/api/create-booking', '6f1c0d3e-0000-4000-8000-000000000001');
      sut.catch(new TypeError('x is undefined'), host);
      expect(sent.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
        requestId: '6f1c0d3e-0000-4000-8000-000000000001',
      });
    });

    it.each<[string, unknown]>([
      ['a refusal', new ValidationFailedError(['Full name is required'])],
      ['a typed outcome of a service that is away', new PaymentOutcomePendingError()],
    ])('is not in %s, which explains itself (X-Request-Id still names it)', (_name, exception) => {
      const { host, sent } = hostFor('POST', '/api/create-booking', 'req-1');
      sut.catch(exception, host);
      expect(sent.body).not.toHaveProperty('requestId');
    });

    it('is in the refusal’s log line', () => {
      sut.catch(new InvalidWebhookSignatureError(), hostFor('POST', '/api/square/webhook', 'req-2').host);
      expect(lines[0].message).toMatchObject({ msg: 'request refused', requestId: 'req-2' });
    });
  });
});
