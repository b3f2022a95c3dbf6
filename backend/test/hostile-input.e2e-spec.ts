import twilio from 'twilio';
import { squareSignature } from '../src/payments/webhook-signature.js';
import { CONTACT, deliveryBooking, OGDEN_ADDRESS, quoteOf, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { captureOutput } from './support/captured-output.js';
import { expectCleanRefusal, POST_ROUTES, tableCounts, TWILIO_WEBHOOK_ROUTES, type PostRoute } from './support/public-routes.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// Issue 12, point 3: no input gives a 500. Each hostile body below is refused with a 4xx JSON error on every
// public route, and nothing is written.
const clock = fixedClock('2026-06-01T14:00:00Z'); // Mon 08:00 in Denver; the fixtures book two days later
const WEBHOOK_URL = 'https://rides.example.test/api/square/webhook';
const WEBHOOK_KEY = 'whsec-hostile-input-key';

const OFF_GRID = 'Please choose a start time on a 15-minute step (e.g. 09:00, 09:15).';
const END_BEFORE_START = 'The end time cannot be before the start time.';
const NUL = 'Text must not contain the NUL character (U+0000).';

/** A body each route would otherwise take as far as its own checks: hostile values are put into these. */
const BASE_BODIES: Record<PostRoute, Record<string, unknown>> = {
  '/api/quotes': quoteOf(rideBooking()),
  '/api/check-availability': {
    serviceType: 'ride',
    date: '2026-06-03',
    startTime: '10:00',
    endTime: '10:00',
    pickupLocation: OGDEN_ADDRESS,
    destinationLocation: SECOND_OGDEN_ADDRESS,
  },
  '/api/free-times': { serviceType: 'ride', date: '2026-06-03', pickupLocation: OGDEN_ADDRESS, destinationLocation: SECOND_OGDEN_ADDRESS },
  '/api/create-booking': rideBooking(),
  '/api/validate-service-code': { code: 'SPRING10' },
  '/api/process-square-payment': { sourceId: 'cnon:card-nonce-ok', amount: 20, bookingId: `bk_${'A'.repeat(24)}`, customerEmail: CONTACT.email },
  '/api/login': { username: 'owner', password: 'not-the-password' },
  '/api/password-reset/confirm': { token: 'a-reset-token', password: 'a-new-owner-password-1' },
  '/api/login/link': { token: 'a-sign-in-link-token' },
  '/api/bulk-rides-inquiry': { name: 'Pat Lee', email: 'pat@example.com', phone: '(801) 555-0142', details: 'Rides for our team' },
  '/api/long-haul-inquiry': {
    name: 'Pat Lee',
    email: 'pat@example.com',
    phone: '(801) 555-0142',
    pickupLocation: OGDEN_ADDRESS,
    deliveryLocation: 'Boise, ID',
    itemDescription: 'A sofa',
  },
  '/api/handyman-inquiry': { name: 'Pat Lee', email: 'pat@example.com', phone: '(801) 555-0142', jobAddress: OGDEN_ADDRESS, jobDescription: 'Fix a fence' },
  '/api/bookings/bk_AAAAAAAAAAAAAAAAAAAAAAAA/checkout': {},
  '/api/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/cancel': { expectedFee: 0 },
  '/api/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/move': { date: '2026-06-04', time: '14:00' },
  '/api/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/links/replace': {},
  '/api/manage/find': { reference: '254-K7Q2XM', contact: 'someone@example.com' },
};

const DEEP_ARRAY = '['.repeat(5000) + ']'.repeat(5000);
const DEEP_OBJECT = '{"a":'.repeat(3000) + '{}' + '}'.repeat(3000);

/** The base body as JSON text with `field` replaced by raw JSON text (which JSON.stringify could not build). */
function withRawField(route: PostRoute, field: string, rawJson: string): string {
  return JSON.stringify({ ...BASE_BODIES[route], [field]: '__RAW__' }).replace('"__RAW__"', rawJson);
}

/** Every string field of a base body, as [route, field], nested service details included. */
const TEXT_FIELDS = POST_ROUTES.flatMap((route) =>
  Object.entries(BASE_BODIES[route]).flatMap(([field, value]) => {
    if (typeof value === 'string') return [[route, field] as const];
    if (field === 'serviceDetails') return [[route, 'serviceDetails.instructions'] as const];
    return [];
  }),
);

function withText(route: PostRoute, path: string, text: string): Record<string, unknown> {
  const body = structuredClone(BASE_BODIES[route]);
  const [field, nested] = path.split('.');
  if (nested) (body[field] as Record<string, unknown>)[nested] = text;
  else body[field] = text;
  return body;
}

describe('hostile input on the public routes', () => {
  let t: TestApp;
  let before: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ INQUIRY_RATE_LIMIT_PER_HOUR: '100000', SQUARE_WEBHOOK_SIGNATURE_KEY: WEBHOOK_KEY, SQUARE_WEBHOOK_URL: WEBHOOK_URL }, { clock });
    await resetData(t.dataSource);
    before = await tableCounts(t);
  });
  afterAll(async () => {
    await t.dataSource.query('TRUNCATE rate_limit_hits');
    await t.close();
  });

  const postText = (route: string, text: string) => t.http.post(route).set('Content-Type', 'application/json').send(text);

  function expectRefused(res: { status: number; body: unknown; headers: Record<string, string> }, status: number, message: string | RegExp) {
    expectCleanRefusal(res.status, res.body, res.headers['content-type']);
    expect(res.status).toBe(status);
    const actual = (res.body as { message: string }).message;
    if (typeof message === 'string') expect(actual).toContain(message);
    else expect(actual).toMatch(message);
  }

  describe('a body nested thousands of levels deep', () => {
    it.each(POST_ROUTES)('POST %s refuses it as the whole body, arrays and objects', async (route) => {
      expectRefused(await postText(route, DEEP_ARRAY), 400, 'nested too deeply');
      expectRefused(await postText(route, DEEP_OBJECT), 400, 'nested too deeply');
    });

    it.each(POST_ROUTES)('POST %s refuses it inside a known field', async (route) => {
      const field = 'serviceDetails' in BASE_BODIES[route] ? 'serviceDetails' : Object.keys(BASE_BODIES[route])[0];
      expectRefused(await postText(route, withRawField(route, field, DEEP_OBJECT)), 400, 'nested too deeply');
      expectRefused(await postText(route, withRawField(route, field, DEEP_ARRAY)), 400, 'nested too deeply');
    });

    it('refuses it on the Square webhook before the signature is checked', async () => {
      expectRefused(await postText('/api/square/webhook', DEEP_ARRAY), 400, 'nested too deeply');
    });
  });

  describe('a NUL character in text', () => {
    it.each(TEXT_FIELDS)('POST %s refuses it in %s', async (route, field) => {
      const res = await t.http.post(route).send(withText(route, field, 'Jamie\u0000Rivera'));
      expectRefused(res, 400, NUL);
      expect(res.body.code).toBe('NUL_CHARACTER');
    });

    it.each(POST_ROUTES)('POST %s refuses it in a key', async (route) => {
      expectRefused(await postText(route, JSON.stringify({ ...BASE_BODIES[route], 'a\u0000b': 1 })), 400, NUL);
    });

    it.each([
      ['an address query', '/api/suggest-addresses?query=%00'],
      ['an address query around other text', '/api/suggest-addresses?query=Ogden%00%20UT'],
      ['a booking id', '/api/bookings/%00'],
      ['a booking id with a NUL at its end', `/api/bookings/bk_${'A'.repeat(24)}%00`],
      ['a calendar token', '/api/calendar.ics?token=%00'],
    ])('refuses it in %s', async (_name, url) => {
      expectRefused(await t.http.get(url), 400, NUL);
    });

    it('refuses it in the query string of a POST route', async () => {
      expectRefused(await t.http.post('/api/quotes?x=%00').send(BASE_BODIES['/api/quotes']), 400, NUL);
    });

    it('takes a literal "%00" as text', async () => {
      const res = await t.http.get('/api/suggest-addresses').query({ query: '%00' });
      expect(res.status).toBe(200);
    });
  });

  describe('a start time off the 15-minute grid', () => {
    it.each([
      ['/api/quotes', 'a ride at 09:07', quoteOf(rideBooking({ serviceTime: '09:07' }))],
      ['/api/create-booking', 'a ride at 09:07', rideBooking({ serviceTime: '09:07' })],
      ['/api/create-booking', 'a delivery at 10:01', deliveryBooking({ serviceTime: '10:01' })],
      ['/api/check-availability', 'a ride at 09:07', { ...BASE_BODIES['/api/check-availability'], startTime: '09:07', endTime: '09:07' }],
      ['/api/check-availability', 'a personal driver at 09:50', { serviceType: 'chauffeur', date: '2026-06-03', startTime: '09:50', endTime: '12:50' }],
    ])('POST %s refuses %s', async (route, _name, body) => {
      expectRefused(await t.http.post(route).send(body), 400, OFF_GRID);
    });

    it('still answers on-grid times as before', async () => {
      const res = await t.http
        .post('/api/check-availability')
        .send({ ...BASE_BODIES['/api/check-availability'], startTime: '09:15', endTime: '09:15' })
        .expect(200);
      expect(res.body).toMatchObject({ available: true });
    });
  });

  describe('a delivery window that ends before it starts', () => {
    it.each([
      ['a window range', { serviceType: 'delivery', date: '2026-06-03', startTime: '12:00-10:00' }],
      ['a window range and its end', { serviceType: 'delivery', date: '2026-06-03', startTime: '12:00-10:00', endTime: '10:00' }],
      ['an end time', { serviceType: 'delivery', date: '2026-06-03', startTime: '12:00', endTime: '10:00' }],
      ['a personal driver ending before the start', { serviceType: 'chauffeur', date: '2026-06-03', startTime: '12:00', endTime: '09:00' }],
    ])('POST /api/check-availability refuses %s', async (_name, body) => {
      expectRefused(await t.http.post('/api/check-availability').send(body), 400, END_BEFORE_START);
    });

    it('POST /api/create-booking refuses a window range as the delivery time', async () => {
      expectRefused(await t.http.post('/api/create-booking').send(deliveryBooking({ serviceTime: '12:00-10:00' })), 400, 'valid service time');
    });

    it('still takes a window in order', async () => {
      const res = await t.http
        .post('/api/check-availability')
        .send({ serviceType: 'delivery', date: '2026-06-03', startTime: '10:00-12:00', endTime: '12:00' })
        .expect(200);
      expect(res.body).toMatchObject({ available: true });
    });
  });

  describe('control characters in names and addresses', () => {
    it.each([
      ['/api/create-booking', 'fullName', 'Jamie\r\nRivera', 'Full name must be a single line without control characters.'],
      ['/api/create-booking', 'fullName', 'Jamie\nRivera', 'Full name must be a single line without control characters.'],
      ['/api/create-booking', 'phone', '(801) 555-0123\r\nBcc: x@evil.example', 'Phone number must be a single line without control characters.'],
      ['/api/create-booking', 'email', 'jamie@example.com\r\nBcc: x@evil.example', 'Email must be a single line without control characters.'],
      ['/api/create-booking', 'pickupLocation', `${OGDEN_ADDRESS}\n2nd line`, 'Pickup location must be a single line without control characters.'],
      ['/api/quotes', 'destinationLocation', `${SECOND_OGDEN_ADDRESS}\u001B[2J`, 'Destination location must be a single line without control characters.'],
      ['/api/create-booking', 'serviceDetails.instructions', 'Ring\u001B[31m twice', 'Instructions must not contain control characters.'],
      ['/api/bulk-rides-inquiry', 'name', 'Pat\nLee', 'Name must be a single line without control characters.'],
      ['/api/long-haul-inquiry', 'deliveryLocation', 'Boise,\u0085ID', 'Delivery location must be a single line without control characters.'],
      ['/api/handyman-inquiry', 'jobDescription', 'Fix\u0007 a fence', 'Job description must not contain control characters.'],
    ] as const)('POST %s refuses %s %j', async (route, field, text, message) => {
      expectRefused(await t.http.post(route).send(withText(route, field, text)), 400, message);
    });
  });

  it('left the database as it was', async () => {
    expect(await tableCounts(t)).toEqual(before);
  });

  describe('what is stored', () => {
    beforeEach(() => resetData(t.dataSource));

    it('strips bidi controls from a name, so the dashboard shows it in order', async () => {
      const created = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ fullName: 'Jamie \u202ERivera\u202C\u200F' }))
        .expect(201);
      const id = created.body.booking.id as string;
      const shown = await t.http.get(`/api/bookings/${id}`).expect(200);
      expect(shown.body.fullName).toBe('Jamie Rivera');
      const [row] = await t.dataSource.query(
        'SELECT b.full_name, c.full_name AS customer_name FROM bookings b JOIN customers c ON c.id = b.customer_id WHERE b.id = $1',
        [id],
      );
      expect(row).toEqual({ full_name: 'Jamie Rivera', customer_name: 'Jamie Rivera' });
    });

    it('keeps line breaks in instructions and strips bidi controls from them', async () => {
      const created = await t.http
        .post('/api/create-booking')
        .send(deliveryBooking({ serviceDetails: { ...deliveryBooking().serviceDetails, instructions: 'Gate 12\n\u2066Leave at the door\u2069' } }))
        .expect(201);
      const [row] = await t.dataSource.query('SELECT service_details FROM bookings WHERE id = $1', [created.body.booking.id]);
      expect(row.service_details.instructions).toBe('Gate 12\nLeave at the door');
    });

    it('strips bidi controls from an inquiry and keeps its multi-line details', async () => {
      const created = await t.http
        .post('/api/bulk-rides-inquiry')
        .send({ ...BASE_BODIES['/api/bulk-rides-inquiry'], name: '\u202EPat Lee', details: 'Mondays\nand Fridays' })
        .expect(201);
      const [row] = await t.dataSource.query('SELECT name, details FROM inquiries WHERE id = $1', [created.body.id]);
      expect(row).toEqual({ name: 'Pat Lee', details: { details: 'Mondays\nand Fridays' } });
    });
  });
});

describe('how refusals are logged', () => {
  let t: TestApp;
  let output: ReturnType<typeof captureOutput>;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn', SQUARE_WEBHOOK_SIGNATURE_KEY: WEBHOOK_KEY, SQUARE_WEBHOOK_URL: WEBHOOK_URL }, { clock });
    output = captureOutput();
  });
  beforeEach(() => output.clear());
  afterAll(async () => {
    output.restore();
    await t.close();
  });

  /** The filter's lines: one JSON object per line, as Nest's ConsoleLogger writes them in JSON mode. */
  const errorLines = () =>
    output
      .lines()
      .map((line) => JSON.parse(line) as { level: string; context?: string; message: unknown })
      .filter((line) => line.context === 'Errors');

  it.each([
    ['without a signature', undefined],
    ['with a signature made with another key', squareSignature('{"event_id":"evt-1","type":"payment.updated"}', 'another-key', WEBHOOK_URL)],
  ])('logs an unsigned Square webhook %s as one warn line without a stack', async (_name, signature) => {
    const request = t.http.post('/api/square/webhook').set('Content-Type', 'application/json');
    if (signature) request.set('x-square-hmacsha256-signature', signature);
    await request.send('{"event_id":"evt-1","type":"payment.updated"}').expect(401);
    const lines = errorLines();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: {
          msg: 'request refused',
          status: 401,
          code: 'INVALID_WEBHOOK_SIGNATURE',
          requestId: expect.any(String),
          method: 'POST',
          path: '/api/square/webhook',
        },
      }),
    ]);
    expect(output.lines().join('\n')).not.toMatch(/\bat .+\.(js|ts):\d+/);
  });

  it.each([
    ['a deep body', () => t.http.post('/api/login').set('Content-Type', 'application/json').send(DEEP_ARRAY), 400, 'BODY_TOO_DEEP'],
    ['a NUL character', () => t.http.post('/api/create-booking').send(rideBooking({ fullName: '\u0000' })), 400, 'NUL_CHARACTER'],
    ['an off-grid time', () => t.http.post('/api/create-booking').send(rideBooking({ serviceTime: '09:07' })), 400, 'VALIDATION_FAILED'],
    ['a DTO validation failure', () => t.http.post('/api/quotes').send({ serviceType: 'boat' }), 400, 'VALIDATION_FAILED'],
  ])('logs %s as one warn line without a stack', async (_name, send, status, code) => {
    await send().expect(status);
    const lines = errorLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', message: { msg: 'request refused', status } });
    expect((lines[0].message as { code?: string }).code).toBe(code);
    expect(output.lines().join('\n')).not.toMatch(/\bat .+\.(js|ts):\d+/);
  });
});

describe("hostile input on Twilio's webhooks", () => {
  const TWILIO = { TWILIO_ACCOUNT_SID: `AC${'0f'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'hostile-input-twilio-auth-token', TWILIO_FROM: '+18015550100' };
  const BASE_URL = 'https://rides.example.test';
  let t: TestApp;
  let before: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: BASE_URL, ...TWILIO }, { clock });
    await resetData(t.dataSource);
    await t.dataSource.query('TRUNCATE text_opt_outs');
    before = await tableCounts(t);
  });
  afterAll(() => t.close());

  const postForm = (route: string, body: string, signature?: string) => {
    const request = t.http.post(route).set('Content-Type', 'application/x-www-form-urlencoded');
    if (signature !== undefined) request.set('X-Twilio-Signature', signature);
    return request.send(body);
  };
  const signed = (route: string, fields: Record<string, string>) => twilio.getExpectedTwilioSignature(TWILIO.TWILIO_AUTH_TOKEN, `${BASE_URL}${route}`, fields);

  it.each(TWILIO_WEBHOOK_ROUTES)('POST %s refuses unsigned and hostile bodies with a clean 4xx', async (route) => {
    const answers = [
      await postForm(route, 'From=%2B18015550123&Body=STOP'),
      await postForm(route, 'From=%2B18015550123&Body=STOP', 'forged'),
      await postForm(route, 'Body=Jamie%00Rivera&__proto__=x&constructor=y', 'forged'),
      await postForm(route, '%%%&&&==\u0000\xff'),
      await postForm(route, `Body=${'x'.repeat(200 * 1024)}`),
      await t.http.post(route).set('Content-Type', 'application/json').send(DEEP_ARRAY),
      await t.http.post(route).set('Content-Type', 'text/plain').send('From=+18015550123&Body=STOP'),
    ];
    expect(answers.map((res) => res.status)).toEqual([403, 403, 403, 403, 413, 400, 403]);
    for (const res of answers) expectCleanRefusal(res.status, res.body, res.headers['content-type']);
  });

  it('takes a signed reply with odd fields (NUL, __proto__) as text, and changes nothing for it', async () => {
    // An own field named __proto__, as a form can carry one.
    const fields = JSON.parse('{"__proto__":"polluted","From":"+1801555\\u00000123","Body":"ST\\u0000OP","AccountSid":"x"}') as Record<string, string>;
    const body = Object.entries(fields)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
      .join('&');
    const res = await postForm('/api/twilio/inbound', body, signed('/api/twilio/inbound', fields));
    expect(res.status).toBe(200);
    expect(res.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('left the database as it was', async () => {
    expect(await tableCounts(t)).toEqual(before);
  });
});
