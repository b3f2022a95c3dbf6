import { LookupCounts } from '../src/common/lookup-counts.js';
import { EnvDto } from '../src/config/env.dto.js';
import { OGDEN_ADDRESS, quoteOf, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

/**
 * The wizard's lookups are limited per client address and hour (issue 28), with the limits' shipped defaults: a
 * customer typing slowly on a phone stays far below them, a client past one gets a 429 that says when to try again,
 * and its neighbour is not affected. (common/rate-limit-lookups.ts has the measure behind the numbers.)
 */
// Mon 1 June 2026, 08:20 in Denver: the hour's window (14:00 to 15:00 UTC) has 40 minutes left.
const T0 = '2026-06-01T14:20:00Z';
const clock = fixedClock(T0);
const DEFAULTS = new EnvDto();
const CUSTOMER = '203.0.113.10';
const FLOODER = '203.0.113.66';
const NEIGHBOUR = '198.51.100.7';

interface Lookup {
  bucket: string;
  limit: number;
  send: (client: string) => Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, string> }>;
  refusal: string;
}

describe('limits on the wizard lookups', () => {
  let t: TestApp;
  const days = ['2026-06-03', '2026-06-04', '2026-06-05', '2026-06-08', '2026-06-09'];
  const route = { pickupLocation: OGDEN_ADDRESS, destinationLocation: SECOND_OGDEN_ADDRESS };
  const suggest = (client: string, query: string) => t.http.get('/api/suggest-addresses').set('X-Forwarded-For', client).query({ query });
  const freeTimes = (client: string, date = days[0], pickupLocation = OGDEN_ADDRESS) =>
    t.http
      .post('/api/free-times')
      .set('X-Forwarded-For', client)
      .send({ serviceType: 'ride', date, pickupLocation, destinationLocation: SECOND_OGDEN_ADDRESS });
  const check = (client: string, startTime = '10:00') =>
    t.http
      .post('/api/check-availability')
      .set('X-Forwarded-For', client)
      .send({ serviceType: 'ride', date: days[0], startTime, ...route, findAlternative: true });
  const quote = (client: string) => t.http.post('/api/quotes').set('X-Forwarded-For', client).send(quoteOf(rideBooking()));
  const hits = async (client: string): Promise<Record<string, number>> => {
    // Counted in memory and written behind the answers: everything counted so far, written.
    await t.app.get(LookupCounts).settled();
    const rows: { bucket: string; hits: number }[] = await t.dataSource.query('SELECT bucket, hits FROM rate_limit_hits WHERE client = $1', [client]);
    return Object.fromEntries(rows.map((row) => [row.bucket, row.hits]));
  };

  const LOOKUPS: Lookup[] = [
    {
      bucket: 'suggest-addresses',
      limit: DEFAULTS.ADDRESS_SUGGESTIONS_RATE_LIMIT_PER_HOUR,
      send: (client) => suggest(client, '2350 wall'),
      refusal: 'Too many address lookups from your network. Please try again in 40 minutes, or type the full address.',
    },
    {
      bucket: 'free-times',
      limit: DEFAULTS.FREE_TIMES_RATE_LIMIT_PER_HOUR,
      send: (client) => freeTimes(client),
      refusal: 'Too many requests for free times from your network. Please try again in 40 minutes, or call us.',
    },
    {
      bucket: 'check-availability',
      limit: DEFAULTS.AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR,
      send: (client) => check(client),
      refusal: 'Too many availability checks from your network. Please try again in 40 minutes, or call us.',
    },
    {
      bucket: 'quotes',
      limit: DEFAULTS.QUOTE_RATE_LIMIT_PER_HOUR,
      send: (client) => quote(client),
      refusal: 'Too many price requests from your network. Please try again in 40 minutes, or call us.',
    },
  ];

  beforeAll(async () => {
    t = await createTestApp(
      {
        TRUST_PROXY: '1',
        ADDRESS_SUGGESTIONS_RATE_LIMIT_PER_HOUR: String(DEFAULTS.ADDRESS_SUGGESTIONS_RATE_LIMIT_PER_HOUR),
        FREE_TIMES_RATE_LIMIT_PER_HOUR: String(DEFAULTS.FREE_TIMES_RATE_LIMIT_PER_HOUR),
        AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR: String(DEFAULTS.AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR),
        QUOTE_RATE_LIMIT_PER_HOUR: String(DEFAULTS.QUOTE_RATE_LIMIT_PER_HOUR),
      },
      { clock },
    );
  });
  beforeEach(async () => {
    clock.set(T0);
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  it('ships 600 suggestion lookups, 300 free-time lists, 120 availability checks and 60 quotes an hour per client', () => {
    expect(DEFAULTS).toMatchObject({
      ADDRESS_SUGGESTIONS_RATE_LIMIT_PER_HOUR: 600,
      FREE_TIMES_RATE_LIMIT_PER_HOUR: 300,
      AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR: 120,
      QUOTE_RATE_LIMIT_PER_HOUR: 60,
    });
  });

  it('leaves a slow-typing customer at a fifth of each limit or less after a whole booking', async () => {
    // Both addresses typed one key a pause: a lookup for every text from the 4th character on (69 in all).
    for (const address of [OGDEN_ADDRESS, SECOND_OGDEN_ADDRESS]) {
      for (let length = 4; length <= address.length; length += 1) await suggest(CUSTOMER, address.slice(0, length)).expect(200);
    }
    // Five days looked at, then the pickup retyped with the day chosen (five more lists), a few times tried, two quotes.
    for (const day of days) await freeTimes(CUSTOMER, day).expect(200);
    for (const pickup of ['2350 Wall', '2350 Wall Ave', '2350 Wall Ave, Ogden', '2350 Wall Ave, Ogden, UT', OGDEN_ADDRESS]) {
      await freeTimes(CUSTOMER, days[0], pickup).expect(200);
    }
    for (const time of ['09:00', '10:00', '10:30', '10:00']) await check(CUSTOMER, time).expect(200);
    for (let i = 0; i < 2; i += 1) await quote(CUSTOMER).expect(200);

    const used = await hits(CUSTOMER);
    expect(used).toEqual({ 'suggest-addresses': 69, 'free-times': 10, 'check-availability': 4, quotes: 2 });
    for (const { bucket, limit } of LOOKUPS) expect([bucket, limit / used[bucket] >= 5]).toEqual([bucket, true]);
  });

  it.each(LOOKUPS.map((lookup) => [lookup.bucket, lookup] as const))(
    '%s: refuses the client past its hour with a 429 saying when to try again, and not its neighbour',
    async (_bucket, { bucket, limit, send, refusal }) => {
      // The flooder has sent all but one of its hour's requests.
      await t.dataSource.query('INSERT INTO rate_limit_hits (bucket, client, window_start, hits) VALUES ($1, $2, $3, $4)', [
        bucket,
        FLOODER,
        new Date('2026-06-01T14:00:00Z'),
        limit - 1,
      ]);
      expect((await send(FLOODER)).status).toBe(200);

      const refused = await send(FLOODER);
      expect([refused.status, refused.body]).toEqual([
        429,
        { statusCode: 429, error: 'Too Many Requests', message: refusal, code: 'RATE_LIMITED', retryAfterSeconds: 2400 },
      ]);
      expect(refused.headers['retry-after']).toBe('2400');
      expect((await send(NEIGHBOUR)).status).toBe(200);

      clock.set('2026-06-01T15:00:00Z');
      expect((await send(FLOODER)).status).toBe(200);
    },
  );

  it('shares a client’s count between two app instances on one database, one written request past the limit on each', async () => {
    const other = await createTestApp({ TRUST_PROXY: '1', QUOTE_RATE_LIMIT_PER_HOUR: String(DEFAULTS.QUOTE_RATE_LIMIT_PER_HOUR) }, { clock });
    try {
      const office = '192.0.2.44';
      const quoteOn = (app: TestApp) => app.http.post('/api/quotes').set('X-Forwarded-For', office).send(quoteOf(rideBooking()));
      const written = (app: TestApp) => app.app.get(LookupCounts).settled();
      const half = DEFAULTS.QUOTE_RATE_LIMIT_PER_HOUR / 2;
      for (let i = 0; i < half; i += 1) await quoteOn(t).expect(200);
      await written(t);
      // The other instance's first hit reads this one's half from the table.
      for (let i = 0; i < half; i += 1) await quoteOn(other).expect(200);
      await written(other);
      // This instance last heard its own half, so one more passes; its write brings back the other's half.
      // (Requests that arrive while that write is on its way pass too: the overshoot is one write's round trip.)
      await quoteOn(t).expect(200);
      await written(t);
      await quoteOn(t).expect(429);
      await quoteOn(other).expect(429);
      await Promise.all([written(t), written(other)]);
      expect((await hits(office)).quotes).toBe(DEFAULTS.QUOTE_RATE_LIMIT_PER_HOUR + 3);
    } finally {
      await other.close();
    }
  });

  it('counts an IPv6 client by its /64: new low bits are the same client', async () => {
    for (let i = 1; i <= DEFAULTS.QUOTE_RATE_LIMIT_PER_HOUR; i += 1) await quote(`2001:db8:7:1::${i.toString(16)}`).expect(200);
    await quote('2001:db8:7:1:ffff:ffff:ffff:ffff').expect(429);
    await quote('2001:db8:7:2::1').expect(200);
  });
});
