import { deliveryBooking, OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// Every rule of POST /api/check-availability, judged in America/Denver whatever the server's TZ.
const clock = fixedClock('2026-06-01T14:00:00Z'); // Mon 2026-06-01 08:00 MDT

describe('POST /api/check-availability rules', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  const ask = (body: Record<string, unknown>) =>
    t.http
      .post('/api/check-availability')
      .send({ serviceType: 'ride', pickupLocation: OGDEN_ADDRESS, destinationLocation: SECOND_OGDEN_ADDRESS, ...body })
      .expect(200)
      .then((res) => res.body);

  it.each([
    ['a ride 30 minutes from now', { date: '2026-06-01', startTime: '08:30' }, 'TIME_TOO_SOON'],
    ['a ride 61 days ahead', { date: '2026-08-01', startTime: '10:00' }, 'TOO_FAR_AHEAD'],
    [
      'a personal driver with less than 24 hours notice',
      { serviceType: 'chauffeur', date: '2026-06-01', startTime: '15:00', endTime: '17:00' },
      'NOTICE_REQUIRED',
    ],
    ['a personal driver ending after 18:00', { serviceType: 'chauffeur', date: '2026-06-03', startTime: '15:00', endTime: '19:00' }, 'OUTSIDE_BUSINESS_HOURS'],
    ['a ride whose driver hold would start before 07:30', { date: '2026-06-03', startTime: '07:45' }, 'BUFFER_OUTSIDE_HOURS'],
    ['a ride ending after 18:00', { date: '2026-06-03', startTime: '17:45' }, 'OUTSIDE_BUSINESS_HOURS'],
  ])('refuses %s', async (_name, body, reason) => {
    const answer = await ask(body);
    expect(answer).toMatchObject({ available: false, error: reason });
    expect(typeof answer.message).toBe('string');
  });

  it('says why in the words of the spec for the business-hours limit', async () => {
    const answer = await ask({ date: '2026-06-03', startTime: '17:45' });
    expect(answer.message).toContain('6:00 PM');
  });

  it('treats subscriptions and their N/A dates as available', async () => {
    expect(await ask({ serviceType: 'subscription', date: 'N/A', startTime: 'N/A' })).toMatchObject({ available: true });
  });

  it('answers a malformed date as an invalid time, not a 500', async () => {
    const res = await t.http.post('/api/check-availability').send({ serviceType: 'ride', date: '2026-13-45', startTime: '10:00' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ available: false, error: 'INVALID_TIME', nextAvailable: { date: '2026-06-01', time: '09:00' } });
  });

  it('fills a delivery window at three and points to the next window', async () => {
    for (let i = 0; i < 3; i += 1) await t.http.post('/api/create-booking').send(deliveryBooking()).expect(201);
    const answer = await ask({ serviceType: 'delivery', date: '2026-06-03', startTime: '10:00-12:00', endTime: '12:00' });
    expect(answer).toMatchObject({ available: false, error: 'MAX_DELIVERIES_REACHED', nextAvailable: { date: '2026-06-03', time: '12:00' } });
    expect(await ask({ serviceType: 'delivery', date: '2026-06-03', startTime: '12:00', endTime: '14:00' })).toMatchObject({ available: true });
  });

  it('keeps the buffer around a ride: 30 minutes before and after', async () => {
    await t.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceTime: '10:00' }))
      .expect(201);
    // The booked ride is short (< 15 min + 15 min extra = 30 min): driver held 09:30-11:00.
    expect(await ask({ date: '2026-06-03', startTime: '09:00' })).toMatchObject({ available: false, error: 'SLOT_TAKEN' });
    expect(await ask({ date: '2026-06-03', startTime: '11:30' })).toMatchObject({ available: true });
  });

  describe('on the DST days', () => {
    it('books 09:00 on the spring-forward Sunday at 15:00 UTC (MDT)', async () => {
      clock.set('2026-03-05T17:00:00Z');
      const res = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceDate: '2026-03-08', serviceTime: '09:00' }))
        .expect(201);
      const [row] = await t.dataSource.query('SELECT starts_at FROM bookings WHERE id = $1', [res.body.booking.id]);
      expect(new Date(row.starts_at).toISOString()).toBe('2026-03-08T15:00:00.000Z');
      expect(await ask({ date: '2026-03-08', startTime: '09:15' })).toMatchObject({ available: false, error: 'SLOT_TAKEN' });
    });

    it('books 09:00 on the fall-back Sunday at 16:00 UTC (MST)', async () => {
      clock.set('2026-10-29T17:00:00Z');
      const res = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceDate: '2026-11-01', serviceTime: '09:00' }))
        .expect(201);
      const [row] = await t.dataSource.query('SELECT starts_at FROM bookings WHERE id = $1', [res.body.booking.id]);
      expect(new Date(row.starts_at).toISOString()).toBe('2026-11-01T16:00:00.000Z');
    });

    it('counts the 60-minute lead time in local time on the spring-forward Sunday', async () => {
      clock.set('2026-03-08T14:00:00Z'); // 08:00 MDT, the clocks jumped at 02:00
      expect(await ask({ date: '2026-03-08', startTime: '08:45' })).toMatchObject({ available: false, error: 'TIME_TOO_SOON' });
      expect(await ask({ date: '2026-03-08', startTime: '09:00' })).toMatchObject({ available: true });
    });
  });
});

describe('GET /api/suggest-addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('suggests complete local addresses, at most 8', async () => {
    const res = await t.http.get('/api/suggest-addresses').query({ query: 'airport' }).expect(200);
    expect(res.body.suggestions.length).toBeGreaterThan(0);
    expect(res.body.suggestions.length).toBeLessThanOrEqual(8);
    for (const line of res.body.suggestions) expect(line.split(',').length).toBeGreaterThanOrEqual(3);
    expect(res.body.suggestions.join('\n')).toMatch(/Salt Lake City, UT 84122/);
  });

  it('answers short texts with no suggestions', async () => {
    await t.http.get('/api/suggest-addresses').query({ query: 'og' }).expect(200, { suggestions: [] });
  });

  it('refuses an absurdly long query with a 400', async () => {
    await t.http
      .get('/api/suggest-addresses')
      .query({ query: 'x'.repeat(500) })
      .expect(400);
  });
});
