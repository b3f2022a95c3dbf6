import fc from 'fast-check';
import { expectCleanRefusal, POST_ROUTES, tableCounts, TWILIO_WEBHOOK_ROUTES } from './support/public-routes.js';
import { OGDEN_ADDRESS, quoteOf, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

/**
 * Generated malformed and hostile input against every public route: the answer is always a 4xx JSON error
 * with a message (never a 5xx, never a stack), and nothing is written to the database.
 */

/** Characters that reach text fields only from hostile clients: C0/C1 controls (NUL included), line separators, bidi controls. */
const oddCharacter = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u2028', '\u2029', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'),
);
const stringWithOddCharacters = fc.array(fc.oneof(fc.string({ maxLength: 4 }), oddCharacter), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
const hostileString = fc.oneof(
  fc.string(),
  stringWithOddCharacters,
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '%00',
    '${7*7}',
    '{{7*7}}',
    'N/A',
    '2026-02-30',
    '25:61',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    'constructor',
    '9999-12-25',
    '9999-12-31',
    '0000-01-01',
    '21474836.48',
  ),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const knownKeys = fc.constantFrom(
  'serviceType',
  'serviceDetails',
  'pickupLocation',
  'destinationLocation',
  'serviceDate',
  'serviceTime',
  'distance',
  'totalPrice',
  'fullName',
  'email',
  'phone',
  'subscriptionCode',
  'serviceCode',
  'paymentRequired',
  'legalAgreement',
  'date',
  'startTime',
  'endTime',
  'code',
  'name',
  'details',
  'sourceId',
  'amount',
  'bookingId',
  'username',
  'password',
  'token',
  '__proto__',
  'constructor',
);
const hostileBody = fc.oneof(fc.dictionary(knownKeys, hostileValue, { maxKeys: 8 }), fc.array(hostileValue, { maxLength: 3 }), hostileValue);

/**
 * Arrays or objects nested up to a few thousand levels deep, as the whole body or inside a known field. Built as
 * text: JSON.stringify would itself run out of stack on the deepest ones.
 */
const deepBodyText = fc
  .record({
    depth: fc.integer({ min: 1, max: 5000 }),
    shape: fc.constantFrom('array', 'object'),
    inner: hostileValue,
    field: fc.option(knownKeys, { nil: undefined }),
  })
  .map(({ depth, shape, inner, field }) => {
    const [open, close] = shape === 'array' ? ['[', ']'] : ['{"a":', '}'];
    const nested = open.repeat(depth) + JSON.stringify(inner) + close.repeat(depth);
    return field === undefined ? nested : `{${JSON.stringify(field)}:${nested}}`;
  });
const hostileBodyText = fc.oneof(
  hostileBody.map((body) => JSON.stringify(body)),
  deepBodyText,
);

/** FUZZ_SCALE multiplies the runs (e.g. 20 for a long local hunt); FUZZ_SEED replays a reported failure. */
const FUZZ_SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
function runs(numRuns: number): fc.Parameters<unknown> {
  return FUZZ_SEED === undefined ? { numRuns: numRuns * FUZZ_SCALE } : { numRuns: numRuns * FUZZ_SCALE, seed: FUZZ_SEED };
}

describe('public routes under generated hostile input', () => {
  let t: TestApp;
  let before: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ INQUIRY_RATE_LIMIT_PER_HOUR: '100000' });
    await resetData(t.dataSource);
    before = await tableCounts(t);
  });
  afterAll(async () => {
    // The failed logins above count against this client's login budget; later files start fresh.
    await t.dataSource.query('TRUNCATE rate_limit_hits');
    await t.close();
  });

  it.each(POST_ROUTES)('POST %s answers bad bodies with a clean 4xx', async (route) => {
    await fc.assert(
      fc.asyncProperty(hostileBodyText, async (text) => {
        const res = await t.http.post(route).set('Content-Type', 'application/json').send(text);
        expectCleanRefusal(res.status, res.body, res.headers['content-type']);
      }),
      runs(60),
    );
  });

  it('answers raw garbage bodies and odd content types cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POST_ROUTES),
        fc.string({ maxLength: 300 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'),
        async (route, raw, type) => {
          const res = await t.http.post(route).set('Content-Type', type).send(raw);
          expectCleanRefusal(res.status, res.body, res.headers['content-type']);
        },
      ),
      runs(120),
    );
  });

  it('answers hostile query strings and path ids cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (text) => {
        const suggest = await t.http.get('/api/suggest-addresses').query({ query: text });
        expectCleanRefusal(suggest.status, suggest.body, suggest.headers['content-type']);
        const booking = await t.http.get(`/api/bookings/${encodeURIComponent(text)}`);
        expect(booking.status).toBeGreaterThanOrEqual(400);
        expectCleanRefusal(booking.status, booking.body, booking.headers['content-type']);
        // A wrong manage token is refused (404, past the lookup limit 429, a NUL in the path 400): never someone's booking.
        const manage = await t.http.get(`/api/manage/${encodeURIComponent(text)}`);
        expect(manage.status).toBeGreaterThanOrEqual(400);
        expectCleanRefusal(manage.status, manage.body, manage.headers['content-type']);
      }),
      runs(100),
    );
  });

  it('answers hostile headers cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            fc.string({ maxLength: 200 }),
            fc.string({ minLength: 2000, maxLength: 8000 }),
            fc.integer({ min: 200, max: 8000 }).map((length) => 'k'.repeat(length)),
          )
          .filter((v) => /^[\x20-\x7e]*$/.test(v)),
        async (value) => {
          const res = await t.http.post('/api/create-booking').set('Idempotency-Key', value).set('X-Forwarded-For', value).send({});
          expectCleanRefusal(res.status, res.body, res.headers['content-type']);
        },
      ),
      runs(60),
    );
  });

  it('left the database as it was', async () => {
    expect(await tableCounts(t)).toEqual(before);
  });
});

/** Far dates, huge and odd numbers: each once ended in a 500 somewhere. Every one is tried in every field. */
const EDGE_VALUES: readonly unknown[] = [
  '9999-12-25',
  '9999-12-31',
  '3000-01-01',
  '0000-01-01',
  '1899-12-31',
  '2026-06-03T10:00',
  '24:00',
  1e308,
  -1e308,
  21474836.48,
  1e12,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  5e-324,
];

describe('public routes with one edge value in an otherwise valid body', () => {
  let t: TestApp;
  const route = { pickupLocation: OGDEN_ADDRESS, destinationLocation: SECOND_OGDEN_ADDRESS };
  const bodies: Record<string, Record<string, unknown>> = {
    '/api/create-booking': rideBooking(),
    '/api/quotes': quoteOf(rideBooking()),
    '/api/free-times': { serviceType: 'chauffeur', date: '2026-06-03', hours: 3, ...route },
    '/api/check-availability': { serviceType: 'ride', date: '2026-06-03', startTime: '10:00', endTime: '10:00', ...route },
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock('2026-06-01T14:00:00Z') });
    await resetData(t.dataSource);
  });
  afterAll(async () => {
    await resetData(t.dataSource);
    await t.close();
  });

  it.each(Object.keys(bodies))('POST %s answers every edge value in every field cleanly, never a 5xx', async (path) => {
    const body = bodies[path];
    for (const field of Object.keys(body)) {
      for (const value of EDGE_VALUES) {
        const res = await t.http.post(path).send({ ...body, [field]: value });
        expectCleanRefusal(res.status, res.body, res.headers['content-type']);
      }
    }
  });

  it.each(Object.keys(bodies))('POST %s answers generated numbers in every field cleanly', async (path) => {
    const body = bodies[path];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(body)), fc.oneof(fc.double(), fc.integer()), async (field, value) => {
        const res = await t.http.post(path).send({ ...body, [field]: value });
        expectCleanRefusal(res.status, res.body, res.headers['content-type']);
      }),
      runs(40),
    );
  });
});

describe("Twilio's webhooks under generated hostile input", () => {
  let t: TestApp;
  let before: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_BASE_URL: 'https://rides.example.test',
      TWILIO_ACCOUNT_SID: `AC${'0f'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'fuzz-twilio-auth-token-0123456789',
      TWILIO_FROM: '+18015550100',
    });
    await resetData(t.dataSource);
    before = await tableCounts(t);
  });
  afterAll(() => t.close());

  it('answers generated forms, raw garbage and odd content types, signed or not, with a clean 4xx', async () => {
    const form = fc.dictionary(fc.oneof(knownKeys, fc.constantFrom('From', 'Body', 'MessageSid', 'MessageStatus', 'ErrorCode')), hostileString, { maxKeys: 6 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TWILIO_WEBHOOK_ROUTES),
        fc.oneof(
          form.map((fields) => new URLSearchParams(fields).toString()),
          fc.string({ maxLength: 300 }),
          hostileBodyText,
        ),
        fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=latin1', 'application/json', 'text/plain'),
        fc.option(
          fc.string({ maxLength: 40 }).filter((v) => /^[\x20-\x7e]*$/.test(v)),
          { nil: undefined },
        ),
        async (route, raw, type, signature) => {
          const request = t.http.post(route).set('Content-Type', type);
          if (signature !== undefined) request.set('X-Twilio-Signature', signature);
          const res = await request.send(raw);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expectCleanRefusal(res.status, res.body, res.headers['content-type']);
        },
      ),
      runs(120),
    );
  });

  it('left the database as it was', async () => {
    expect(await tableCounts(t)).toEqual(before);
  });
});
