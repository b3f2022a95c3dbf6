/**
 * Fake Square Connect API (v2 payments and refunds) speaking Square's REST protocol closely enough for the real
 * `square` SDK: snake_case JSON, `{errors: [{category, code, detail}]}` error bodies with Square's HTTP
 * statuses, idempotency keys (same key + same body → the original answer, same key + another body →
 * IDEMPOTENCY_KEY_REUSED) and the sandbox test nonces. It counts charges and refunds and can fail on purpose.
 *
 * Refunds (POST /v2/refunds, GET /v2/refunds/{id}) are checked against their payment as Square does (a completed
 * payment, at most what is left of it), start PENDING like a real card refund (or as setRefundStatus says), are listed
 * on the payment (refund_ids, refunded_money) and settle when the test says so (settleRefund).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Faults apply to the next requests of any route ('charge' = do what the request asks: charge, refund, read):
 * - 'http-500': answer 500 INTERNAL_SERVER_ERROR without charging.
 * - 'hang': never answer and do not charge (the client times out).
 * - 'charge-then-hang': charge, then never answer.
 * - 'charge-then-drop': charge, then destroy the connection without a response (the answer is lost).
 */
export type FakeSquareFault = 'http-500' | 'hang' | 'charge-then-hang' | 'charge-then-drop';

export interface FakeSquarePayment {
  id: string;
  status: 'COMPLETED' | 'FAILED' | 'CANCELED' | 'APPROVED';
  amountCents: number;
  referenceId: string | null;
  idempotencyKey: string;
  createdAt: string;
}

export type FakeSquareRefundStatus = 'PENDING' | 'COMPLETED' | 'REJECTED' | 'FAILED';

export interface FakeSquareRefund {
  id: string;
  status: FakeSquareRefundStatus;
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
  reason: string | null;
}

export interface FakeSquare {
  /** e.g. 'http://127.0.0.1:53211', the value for SQUARE_BASE_URL. */
  readonly baseUrl: string;
  readonly accessToken: string;
  readonly locationId: string;
  /** Every payment Square recorded, failed ones included, oldest first. */
  readonly payments: FakeSquarePayment[];
  /** Every request as 'METHOD /path', newest last. */
  readonly requests: string[];
  /** Every refund Square recorded, oldest first. */
  readonly refunds: FakeSquareRefund[];
  /** Completed charges: what the customer's card was actually billed. */
  chargeCount(): number;
  /** The next `times` requests (payments or refunds: create, get, cancel, list) fail in this way. */
  failNext(fault: FakeSquareFault, times?: number): void;
  /** A recorded payment in Square's JSON shape, e.g. to build a webhook event from. */
  paymentJson(id: string): Record<string, unknown>;
  /** Status new refunds start in; 'PENDING' (as real card refunds do) until changed. */
  setRefundStatus(status: FakeSquareRefundStatus): void;
  /** Square settles a refund, as its refund.updated event would then report. */
  settleRefund(id: string, status: Exclude<FakeSquareRefundStatus, 'PENDING'>): void;
  /** A recorded refund in Square's JSON shape, e.g. to build a webhook event from. */
  refundJson(id: string): Record<string, unknown>;
  reset(): void;
  close(): Promise<void>;
}

/** Sandbox test nonces (developer.squareup.com/docs/devtools/sandbox/payments) and the error each produces. */
const SANDBOX_NONCE_ERRORS: Record<string, { status: number; category: string; code: string; detail: string; failedPayment: boolean }> = {
  'cnon:card-nonce-declined': {
    status: 402,
    category: 'PAYMENT_METHOD_ERROR',
    code: 'CARD_DECLINED',
    detail: "Authorization error: 'CARD_DECLINED'",
    failedPayment: true,
  },
  'cnon:card-nonce-rejected-cvv': {
    status: 402,
    category: 'PAYMENT_METHOD_ERROR',
    code: 'CVV_FAILURE',
    detail: "Authorization error: 'CVV_FAILURE'",
    failedPayment: true,
  },
  'cnon:card-nonce-rejected-postalcode': {
    status: 402,
    category: 'PAYMENT_METHOD_ERROR',
    code: 'ADDRESS_VERIFICATION_FAILURE',
    detail: "Authorization error: 'ADDRESS_VERIFICATION_FAILURE'",
    failedPayment: true,
  },
  'cnon:card-nonce-rejected-expiration': {
    status: 402,
    category: 'PAYMENT_METHOD_ERROR',
    code: 'INVALID_EXPIRATION',
    detail: "Authorization error: 'INVALID_EXPIRATION'",
    failedPayment: true,
  },
  'cnon:card-nonce-already-used': {
    status: 400,
    category: 'INVALID_REQUEST_ERROR',
    code: 'CARD_TOKEN_USED',
    detail: 'Card nonce already used; please request new nonce.',
    failedPayment: false,
  },
};
/** Magic sandbox nonces may be used any number of times; any other nonce is single-use, as in production. */
const REUSABLE_NONCES = new Set(['cnon:card-nonce-ok', ...Object.keys(SANDBOX_NONCE_ERRORS)]);

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

interface StoredPayment extends FakeSquarePayment {
  json: Record<string, unknown>;
}

interface StoredRefund extends FakeSquareRefund {
  createdAt: string;
  updatedAt: string;
}

export async function startFakeSquare(options: { accessToken?: string; locationId?: string } = {}): Promise<FakeSquare> {
  const accessToken = options.accessToken ?? 'EAAA-fake-sandbox-token';
  const locationId = options.locationId ?? 'LFAKE0LOCATION';
  const payments: StoredPayment[] = [];
  const refunds: StoredRefund[] = [];
  let newRefundStatus: FakeSquareRefundStatus = 'PENDING';
  const answersByKey = new Map<string, StoredAnswer>();
  // Square keeps idempotency keys per endpoint: a refund's key is its own.
  const refundAnswersByKey = new Map<string, StoredAnswer>();
  const usedNonces = new Set<string>();
  const requests: string[] = [];
  let faults: FakeSquareFault[] = [];

  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      requests.push(`${request.method} ${url.pathname}`);
      if (request.headers.authorization !== `Bearer ${accessToken}`) {
        return sendSquareErrors(response, 401, [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This request could not be authorized.' }]);
      }
      const route = routeOf(request.method ?? 'GET', url.pathname);
      if (!route)
        return sendSquareErrors(response, 404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `Resource not found: ${url.pathname}` }]);

      const fault = faults.shift();
      if (fault === 'hang') return;
      if (fault === 'http-500') {
        return sendSquareErrors(response, 500, [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: 'An internal error has occurred.' }]);
      }
      const answer = handle(route, url, raw);
      if (fault === 'charge-then-hang') return;
      if (fault === 'charge-then-drop') {
        response.socket?.destroy();
        return;
      }
      sendJson(response, answer.status, answer.body);
    });
  });

  function handle(route: Route, url: URL, raw: string): { status: number; body: unknown } {
    switch (route.name) {
      case 'create':
        return createPayment(raw);
      case 'get': {
        const payment = payments.find((candidate) => candidate.id === route.id);
        if (!payment) return errorAnswer(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Could not find payment with id: ${route.id}`);
        return { status: 200, body: { payment: payment.json } };
      }
      case 'list':
        return listPayments(url);
      case 'cancel-by-key':
        return cancelByIdempotencyKey(raw);
      case 'refund':
        return createRefund(raw);
      case 'get-refund': {
        const refund = refunds.find((candidate) => candidate.id === route.id);
        if (!refund) return errorAnswer(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Could not find refund with id: ${route.id}`);
        return { status: 200, body: { refund: refundJsonOf(refund) } };
      }
    }
  }

  function createRefund(raw: string): { status: number; body: unknown } {
    const body = parseJson(raw);
    if (!body) return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'INVALID_CONTENT_TYPE', 'The request body is not valid JSON.');
    const missing = ['idempotency_key', 'amount_money', 'payment_id'].find((field) => body[field] === undefined || body[field] === '');
    if (missing) return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'MISSING_REQUIRED_PARAMETER', 'Missing required parameter.', missing);
    const key = String(body.idempotency_key);
    if (key.length > 45) return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'VALUE_TOO_LONG', 'Field must not be greater than 45 length', 'idempotency_key');
    const fingerprint = JSON.stringify(body);
    const earlier = refundAnswersByKey.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'IDEMPOTENCY_KEY_REUSED', 'The idempotency key can only be retried with the same request data.');
      }
      return { status: earlier.status, body: earlier.body };
    }
    const answer = refundPayment(body, key);
    refundAnswersByKey.set(key, { fingerprint, ...answer });
    return answer;
  }

  function refundPayment(body: Record<string, unknown>, key: string): { status: number; body: unknown } {
    const money = body.amount_money as { amount?: number; currency?: string } | undefined;
    if (!money || !Number.isInteger(money.amount) || (money.amount ?? 0) <= 0) {
      return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'amount_money.amount must be a positive integer.', 'amount_money.amount');
    }
    const payment = payments.find((candidate) => candidate.id === body.payment_id);
    if (!payment) return errorAnswer(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Could not find payment with id: ${String(body.payment_id)}`, 'payment_id');
    if (payment.status !== 'COMPLETED')
      return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'PAYMENT_NOT_REFUNDABLE', 'The payment is not refundable.', 'payment_id');
    const refunded = refunds.filter((refund) => refund.paymentId === payment.id && refund.status !== 'REJECTED' && refund.status !== 'FAILED');
    const left = payment.amountCents - refunded.reduce((sum, refund) => sum + refund.amountCents, 0);
    if (money.amount! > left) {
      return errorAnswer(
        400,
        'INVALID_REQUEST_ERROR',
        'REFUND_AMOUNT_INVALID',
        'The requested refund amount exceeds the amount available to refund.',
        'amount_money',
      );
    }
    const now = new Date().toISOString();
    const refund: StoredRefund = {
      id: `${payment.id}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`,
      status: newRefundStatus,
      paymentId: payment.id,
      amountCents: money.amount!,
      idempotencyKey: key,
      reason: (body.reason as string | undefined) ?? null,
      createdAt: now,
      updatedAt: now,
    };
    refunds.push(refund);
    const refundIds = refunds.filter((candidate) => candidate.paymentId === payment.id).map((candidate) => candidate.id);
    payment.json.refund_ids = refundIds;
    payment.json.refunded_money = { amount: refunded.reduce((sum, item) => sum + item.amountCents, refund.amountCents), currency: 'USD' };
    return { status: 200, body: { refund: refundJsonOf(refund) } };
  }

  function refundJsonOf(refund: StoredRefund): Record<string, unknown> {
    return {
      id: refund.id,
      status: refund.status,
      amount_money: { amount: refund.amountCents, currency: 'USD' },
      payment_id: refund.paymentId,
      location_id: locationId,
      ...(refund.reason ? { reason: refund.reason } : {}),
      created_at: refund.createdAt,
      updated_at: refund.updatedAt,
      destination_type: 'CARD',
    };
  }

  function createPayment(raw: string): { status: number; body: unknown } {
    const body = parseJson(raw);
    if (!body) return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'INVALID_CONTENT_TYPE', 'The request body is not valid JSON.');
    const missing = ['source_id', 'idempotency_key', 'amount_money'].find((field) => body[field] === undefined || body[field] === '');
    if (missing) return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'MISSING_REQUIRED_PARAMETER', `Missing required parameter.`, missing);
    const key = String(body.idempotency_key);
    if (key.length > 45) return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'VALUE_TOO_LONG', 'Field must not be greater than 45 length', 'idempotency_key');

    const fingerprint = JSON.stringify(body);
    const earlier = answersByKey.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'IDEMPOTENCY_KEY_REUSED', 'The idempotency key can only be retried with the same request data.');
      }
      return { status: earlier.status, body: earlier.body };
    }
    const answer = chargeCard(body, key);
    answersByKey.set(key, { fingerprint, ...answer });
    return answer;
  }

  function chargeCard(body: Record<string, unknown>, key: string): { status: number; body: unknown } {
    const money = body.amount_money as { amount?: number; currency?: string } | undefined;
    if (!money || !Number.isInteger(money.amount) || (money.amount ?? 0) <= 0) {
      return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'amount_money.amount must be a positive integer.', 'amount_money.amount');
    }
    if ((body.location_id ?? locationId) !== locationId) {
      return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `Location \`${String(body.location_id)}\` not found.`, 'location_id');
    }
    const nonce = String(body.source_id);
    const sandboxError = SANDBOX_NONCE_ERRORS[nonce];
    if (!sandboxError && !REUSABLE_NONCES.has(nonce) && usedNonces.has(nonce)) {
      return errorAnswer(400, 'INVALID_REQUEST_ERROR', 'CARD_TOKEN_USED', 'Card nonce already used; please request new nonce.', 'source_id');
    }
    usedNonces.add(nonce);
    if (sandboxError && !sandboxError.failedPayment) {
      return errorAnswer(sandboxError.status, sandboxError.category, sandboxError.code, sandboxError.detail, 'source_id');
    }
    const payment = recordPayment(body, key, sandboxError ? 'FAILED' : 'COMPLETED', money.amount!);
    if (sandboxError) {
      return {
        status: sandboxError.status,
        body: { errors: [{ category: sandboxError.category, code: sandboxError.code, detail: sandboxError.detail }], payment: payment.json },
      };
    }
    return { status: 200, body: { payment: payment.json } };
  }

  function recordPayment(body: Record<string, unknown>, key: string, status: 'COMPLETED' | 'FAILED', amountCents: number): StoredPayment {
    const id = randomBytes(18).toString('base64url').replace(/[-_]/g, 'x');
    const now = new Date().toISOString();
    const money = { amount: amountCents, currency: 'USD' };
    const json: Record<string, unknown> = {
      id,
      created_at: now,
      updated_at: now,
      amount_money: money,
      total_money: money,
      ...(status === 'COMPLETED' ? { approved_money: money } : {}),
      status,
      delay_duration: 'PT168H',
      source_type: 'CARD',
      card_details: {
        status: status === 'COMPLETED' ? 'CAPTURED' : 'FAILED',
        card: {
          card_brand: 'VISA',
          last_4: '1111',
          exp_month: 11,
          exp_year: 2030,
          fingerprint: 'sq-1-fake-fingerprint',
          card_type: 'CREDIT',
          prepaid_type: 'NOT_PREPAID',
          bin: '411111',
        },
        entry_method: 'KEYED',
        cvv_status: 'CVV_ACCEPTED',
        avs_status: 'AVS_ACCEPTED',
        statement_description: 'SQ *DEFAULT TEST ACCOUNT',
      },
      location_id: locationId,
      order_id: randomUUID().replace(/-/g, '').slice(0, 29),
      ...(body.reference_id ? { reference_id: body.reference_id } : {}),
      ...(body.buyer_email_address ? { buyer_email_address: body.buyer_email_address } : {}),
      ...(body.note ? { note: body.note } : {}),
      ...(status === 'COMPLETED' ? { receipt_number: id.slice(0, 4), receipt_url: `https://squareupsandbox.com/receipt/preview/${id}` } : {}),
      application_details: { square_product: 'ECOMMERCE_API', application_id: 'sandbox-sq0idb-fake' },
      version_token: randomBytes(12).toString('base64url'),
    };
    const payment: StoredPayment = {
      id,
      status,
      amountCents,
      referenceId: (body.reference_id as string | undefined) ?? null,
      idempotencyKey: key,
      createdAt: now,
      json,
    };
    payments.push(payment);
    return payment;
  }

  function listPayments(url: URL): { status: number; body: unknown } {
    const begin = url.searchParams.get('begin_time');
    const location = url.searchParams.get('location_id');
    const order = url.searchParams.get('sort_order') === 'DESC' ? -1 : 1;
    const hits = payments
      .filter((payment) => (!begin || payment.createdAt >= new Date(begin).toISOString()) && (!location || location === locationId))
      .sort((a, b) => order * a.createdAt.localeCompare(b.createdAt));
    return { status: 200, body: hits.length > 0 ? { payments: hits.map((payment) => payment.json) } : {} };
  }

  function cancelByIdempotencyKey(raw: string): { status: number; body: unknown } {
    const key = String(parseJson(raw)?.idempotency_key ?? '');
    const payment = payments.find((candidate) => candidate.idempotencyKey === key);
    // Square answers success whether or not a payment existed: the point is that none will complete.
    if (payment && payment.status === 'APPROVED') payment.status = 'CANCELED';
    if (!payment)
      answersByKey.set(key, {
        fingerprint: 'canceled',
        ...errorAnswer(400, 'INVALID_REQUEST_ERROR', 'IDEMPOTENCY_KEY_REUSED', 'The idempotency key was canceled.'),
      });
    return { status: 200, body: {} };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accessToken,
    locationId,
    payments,
    requests,
    refunds,
    chargeCount: () => payments.filter((payment) => payment.status === 'COMPLETED').length,
    failNext(fault, times = 1) {
      faults.push(...Array.from({ length: times }, () => fault));
    },
    paymentJson(id) {
      const payment = payments.find((candidate) => candidate.id === id);
      if (!payment) throw new Error(`fake Square has no payment ${id}`);
      return { ...payment.json, status: payment.status };
    },
    setRefundStatus(status) {
      newRefundStatus = status;
    },
    settleRefund(id, status) {
      const refund = refunds.find((candidate) => candidate.id === id);
      if (!refund) throw new Error(`fake Square has no refund ${id}`);
      refund.status = status;
      refund.updatedAt = new Date().toISOString();
    },
    refundJson(id) {
      const refund = refunds.find((candidate) => candidate.id === id);
      if (!refund) throw new Error(`fake Square has no refund ${id}`);
      return refundJsonOf(refund);
    },
    reset() {
      payments.length = 0;
      refunds.length = 0;
      newRefundStatus = 'PENDING';
      requests.length = 0;
      answersByKey.clear();
      refundAnswersByKey.clear();
      usedNonces.clear();
      faults = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

type Route =
  { name: 'create' } | { name: 'list' } | { name: 'cancel-by-key' } | { name: 'get'; id: string } | { name: 'refund' } | { name: 'get-refund'; id: string };

function routeOf(method: string, path: string): Route | null {
  if (path === '/v2/refunds' && method === 'POST') return { name: 'refund' };
  const refund = /^\/v2\/refunds\/([^/]+)$/.exec(path);
  if (refund && method === 'GET') return { name: 'get-refund', id: decodeURIComponent(refund[1]) };
  if (path === '/v2/payments') return method === 'POST' ? { name: 'create' } : method === 'GET' ? { name: 'list' } : null;
  if (path === '/v2/payments/cancel' && method === 'POST') return { name: 'cancel-by-key' };
  const match = /^\/v2\/payments\/([^/]+)$/.exec(path);
  if (match && method === 'GET') return { name: 'get', id: decodeURIComponent(match[1]) };
  return null;
}

function errorAnswer(status: number, category: string, code: string, detail: string, field?: string): { status: number; body: unknown } {
  return { status, body: { errors: [{ category, code, detail, ...(field ? { field } : {}) }] } };
}

function sendSquareErrors(response: ServerResponse, status: number, errors: { category: string; code: string; detail: string }[]): void {
  sendJson(response, status, { errors });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'square-version': '2026-09-16' });
  response.end(JSON.stringify(body));
}

function parseJson(raw: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', () => resolve(''));
  });
}

/**
 * The settings that point the app's real Square SDK at `square`, with webhooks signed by `webhook.signatureKey` for
 * `webhook.url`; `timeoutMs` is how long a call to it may take.
 */
export function squareEnv(square: FakeSquare, webhook: { signatureKey: string; url: string }, timeoutMs: number): Record<string, string> {
  return {
    SQUARE_ENVIRONMENT: 'sandbox',
    SQUARE_APPLICATION_ID: 'sandbox-sq0idb-fake-app',
    SQUARE_LOCATION_ID: square.locationId,
    SQUARE_ACCESS_TOKEN: square.accessToken,
    SQUARE_BASE_URL: square.baseUrl,
    SQUARE_WEBHOOK_SIGNATURE_KEY: webhook.signatureKey,
    SQUARE_WEBHOOK_URL: webhook.url,
    PAYMENT_TIMEOUT_MS: String(timeoutMs),
  };
}
