import { MapsHealth } from '../src/geo/maps-health.service.js';
import { startFakeOsm, type FakeOsm } from './fakes/fake-osm.js';
import { startFakeTwilio, type FakeTwilio } from './fakes/fake-twilio.js';
import { OGDEN_ADDRESS, quoteOf, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// Issue 27, item 2: no silent estimate. The app runs with GEO_PROVIDER=osm against a fake OSM stack that can be switched
// between answering, failing (HTTP 500) and hanging past the timeout. Quotes keep answering on the offline estimate,
// and the owner knows: the admin's maps status, one mail and one text per incident across two app instances on one
// database, and the mark on a booking priced on an estimate.

// 10:00 in Denver on a Wednesday; the bookings are two weeks later.
const T0 = '2026-05-20T16:00:00.000Z';
const clock = fixedClock(T0);
const minutesAfterT0 = (minutes: number) => new Date(new Date(T0).getTime() + minutes * 60_000).toISOString();
/** The fake's road distance: 8,047 m is 5.0 miles; the offline estimate between the two Ogden addresses differs. */
const ROAD_METERS = 8047;

interface OutboxRow {
  channel: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  dedupe_key: string;
}

describe('maps provider health (fake OSM, two app instances)', () => {
  let osm: FakeOsm;
  let twilio: FakeTwilio;
  let a: TestApp;
  let b: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  const quote = (app: TestApp) => app.http.post('/api/quotes').send(quoteOf(rideBooking())).expect(200);
  /**
   * The same places the other way round, quoted only while OSM fails: a pair OSRM never measured, so the estimate
   * (the way there is priced on its kept road miles once measured, outage or not: geo-osm.e2e-spec.ts).
   */
  const WAY_BACK = { pickupLocation: SECOND_OGDEN_ADDRESS, destinationLocation: OGDEN_ADDRESS };
  const quoteBack = (app: TestApp) =>
    app.http
      .post('/api/quotes')
      .send(quoteOf(rideBooking(WAY_BACK)))
      .expect(200);
  /** Everything both instances heard is written. */
  const settled = () => Promise.all([a, b].map((app) => app.app.get(MapsHealth).settled()));
  const status = async () => (await owner.get('/api/admin/maps').expect(200)).body;
  const alerts = (): Promise<OutboxRow[]> =>
    a.dataSource.query(
      `SELECT channel, kind, to_address, subject, text_body, dedupe_key FROM mail_outbox WHERE kind LIKE 'maps-outage-alert%' ORDER BY created_at, channel`,
    );

  beforeAll(async () => {
    osm = await startFakeOsm();
    twilio = await startFakeTwilio();
    const settings = {
      GEO_PROVIDER: 'osm',
      PHOTON_URL: osm.baseUrl,
      OSRM_URL: osm.baseUrl,
      PUBLIC_BASE_URL: 'https://rides.example.test',
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: twilio.from,
      TWILIO_API_BASE_URL: twilio.baseUrl,
    };
    a = await createTestApp(settings, { clock });
    b = await createTestApp(settings, { clock });
    await resetData(a.dataSource);
    await a.dataSource.query('TRUNCATE maps_incidents, maps_estimate_days');
    owner = await loginAsOwner(a);
  });
  beforeEach(() => {
    osm.reset();
    osm.routeMeters = ROAD_METERS;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await osm?.close();
    await twilio?.close();
  });

  it('healthy: quotes measure road miles, the admin shows the provider working, nobody is alerted', async () => {
    for (const app of [a, b, a]) expect((await quote(app)).body.distance).toBe(5);
    await settled();
    expect(await status()).toEqual({
      provider: 'osm',
      setupNeeded: false,
      state: 'working',
      failingSince: null,
      recoveredAt: null,
      lastError: null,
      estimatedQuotesToday: 0,
      paidCallsToday: 0,
      paidCallsPerDay: null,
      businessDay: '2026-05-20',
    });
    expect(await alerts()).toEqual([]);
  });

  it('failing: quotes still answer, the admin shows the error and the count, the owner gets one mail and one text', async () => {
    osm.failure = 'http-500';
    const answers = await Promise.all([a, b, a, b, a, b, a, b].map(quoteBack));
    for (const answer of answers) {
      expect(answer.body.distance).toBeGreaterThan(0);
      expect(answer.body.distance).not.toBe(5);
    }
    await settled();

    expect(await status()).toEqual({
      provider: 'osm',
      setupNeeded: false,
      state: 'failing',
      failingSince: T0,
      recoveredAt: null,
      lastError: {
        at: T0,
        kind: 'unavailable',
        operation: expect.stringMatching(/^(locate|roadDistance)$/),
        message: expect.stringMatching(/^osm: .*HTTP 500/),
      },
      estimatedQuotesToday: 8,
      paidCallsToday: 0,
      paidCallsPerDay: null,
      businessDay: '2026-05-20',
    });
    const sent = await alerts();
    expect(sent).toEqual([
      expect.objectContaining({
        channel: 'mail',
        kind: 'maps-outage-alert-mail',
        to_address: 'owner@ogden-rides.test',
        subject: 'OpenStreetMap is not answering: prices are estimates',
        dedupe_key: expect.stringMatching(/^maps-outage-alert-mail:\d+$/),
      }),
      expect.objectContaining({
        channel: 'text',
        kind: 'maps-outage-alert',
        to_address: '+18015550199',
        dedupe_key: expect.stringMatching(/^maps-outage-alert:\d+$/),
      }),
    ]);
    expect(sent[0].text_body).toContain('Problem: not reachable, or failing');
    // A customer sees a price and nothing of the provider's trouble.
    expect(JSON.stringify(answers.map((answer) => answer.body))).not.toMatch(/osm|HTTP 500|estimate/i);
  });

  it('marks a booking priced on an estimate in the owner’s view, and not one priced on road miles', async () => {
    osm.failure = 'http-500';
    const estimated = await a.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceDate: '2026-06-03', serviceTime: '10:00', ...WAY_BACK }))
      .expect(201);
    osm.failure = null;
    const measured = await b.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceDate: '2026-06-04', serviceTime: '10:00' }))
      .expect(201);
    await settled();

    const viewOf = async (reference: string) => {
      const { bookings } = (await owner.get('/api/bookings').query({ search: reference }).expect(200)).body;
      expect(bookings).toHaveLength(1);
      return bookings[0];
    };
    expect(await viewOf(estimated.body.booking.reference)).toMatchObject({ distanceEstimated: true, pickup: SECOND_OGDEN_ADDRESS, destination: OGDEN_ADDRESS });
    expect(await viewOf(measured.body.booking.reference)).toMatchObject({ distanceEstimated: false, distance: 5 });
    // Bookings are not quotes: the count is the quote route's; still one incident, one mail.
    expect((await status()).estimatedQuotesToday).toBe(8);
    expect(await alerts()).toHaveLength(2);
  });

  it('recovered and failing again (a timeout this time): a second incident, a second alert', async () => {
    // An answer within the quiet period does not end the incident (the booking above was one).
    expect((await status()).state).toBe('failing');
    clock.set(minutesAfterT0(6));
    await quote(b);
    await settled();
    expect(await status()).toMatchObject({ state: 'working', failingSince: null, recoveredAt: minutesAfterT0(6), lastError: { at: T0, kind: 'unavailable' } });
    expect(await alerts()).toHaveLength(2);

    clock.set(minutesAfterT0(10));
    osm.failure = 'hang';
    expect((await quoteBack(a)).body.distance).not.toBe(5);
    await settled();
    expect(await status()).toMatchObject({
      state: 'failing',
      failingSince: minutesAfterT0(10),
      lastError: { at: minutesAfterT0(10), kind: 'timeout', message: expect.stringMatching(/timed out/) },
      estimatedQuotesToday: 9,
    });
    const sent = await alerts();
    expect(sent.map((row) => row.kind)).toEqual(['maps-outage-alert-mail', 'maps-outage-alert', 'maps-outage-alert-mail', 'maps-outage-alert']);
    expect(new Set(sent.map((row) => row.dedupe_key)).size).toBe(4);
  }, 20_000);
});
