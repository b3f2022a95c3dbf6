import { LiveSettings } from '../src/config/live-settings.js';
import { driveMinutes } from '../src/domain/availability/travel-rules.js';
import { GeoService } from '../src/geo/geo.service.js';
import { startFakeTwilio, twilioEnvOf, type FakeTwilio } from './fakes/fake-twilio.js';
import { deliveryBooking, OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-03 09:30 in Denver (MDT, UTC-6): the owner's day, 30 minutes before a 10:00 ride (16:00Z).
const NOW = '2026-06-03T15:30:00Z';
const clock = fixedClock(NOW);
const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000).toISOString());

describe('the trip: the owner taps on my way, arrived, picked up and completed (issue 31)', () => {
  let t: TestApp;
  let fake: FakeTwilio;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    fake = await startFakeTwilio();
    t = await createTestApp(twilioEnvOf(fake), { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
    owner = await loginAsOwner(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A booking the owner took by phone (confirmed, cash), and the clock on the job's morning. */
  const confirmedJob = async (booking: Record<string, unknown> = rideBooking()): Promise<{ id: string; reference: string; total_price: number }> => {
    const created = (
      await owner
        .post('/api/admin/bookings')
        .send({ ...booking, paymentMethod: 'cash' })
        .expect(201)
    ).body.booking;
    clock.set(NOW);
    // The session signed in two days earlier has lapsed: the owner signs in on the job's morning.
    owner = await loginAsOwner(t);
    return created;
  };
  const tap = (id: string, body: Record<string, unknown>) => owner.post(`/api/admin/bookings/${id}/trip`).send(body);
  const undo = (id: string) => owner.post(`/api/admin/bookings/${id}/trip/undo`).send({});
  const tripHistory = async (id: string) =>
    ((await owner.get(`/api/bookings/${id}/history`).expect(200)).body.entries as { action: string; changes: Record<string, unknown> }[]).filter((entry) =>
      entry.action.startsWith('trip-'),
    );
  const setPolicy = async (bookings: Record<string, unknown>) => {
    const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
    await owner
      .put('/api/admin/settings')
      .send({ ...settings, bookings: { ...settings.bookings, ...bookings } })
      .expect(200);
  };

  it('walks a ride through its stages; each tap answers what comes next, and completing it completes the booking', async () => {
    const { id } = await confirmedJob();
    const onTheWay = (await tap(id, { to: 'on-the-way' }).expect(200)).body;
    expect(onTheWay).toEqual({
      bookingId: id,
      bookingStatus: 'confirmed',
      stage: 'on-the-way',
      stageAt: '2026-06-03T15:30:00.000Z',
      arrivedAt: null,
      etaAt: expect.stringMatching(/^2026-06-03T15:\d\d:00\.000Z$/),
      failureReason: null,
      nextStages: ['arrived'],
      noShowFrom: null,
      undoUntil: '2026-06-03T15:31:00.000Z',
    });
    later(20 * 60);
    const arrived = (await tap(id, { to: 'arrived' }).expect(200)).body;
    expect(arrived).toMatchObject({
      stage: 'arrived',
      arrivedAt: '2026-06-03T15:50:00.000Z',
      nextStages: ['picked-up', 'no-show'],
      noShowFrom: '2026-06-03T16:00:00.000Z',
    });
    later(5 * 60);
    expect((await tap(id, { to: 'picked-up' }).expect(200)).body).toMatchObject({ stage: 'picked-up', nextStages: ['completed'] });
    later(15 * 60);
    expect((await tap(id, { to: 'completed' }).expect(200)).body).toMatchObject({ stage: 'completed', bookingStatus: 'completed', nextStages: [] });

    const [booking] = (await owner.get('/api/bookings').expect(200)).body.bookings;
    expect(booking.status).toBe('completed');
    const history = await tripHistory(id);
    expect(history.map((entry) => [entry.changes.from, entry.changes.to])).toEqual([
      [null, 'on-the-way'],
      ['on-the-way', 'arrived'],
      ['arrived', 'picked-up'],
      ['picked-up', 'completed'],
    ]);
    expect(history[3].changes.status).toEqual({ from: 'confirmed', to: 'completed' });
    // The owner's setting is off by default: no position is kept even when the phone sent one.
    expect(history.some((entry) => 'position' in entry.changes)).toBe(false);
  });

  it("keeps the phone's position with the tap only when the owner's setting allows it", async () => {
    const { id } = await confirmedJob();
    const position = { lat: 41.223, lng: -111.97383, accuracyMeters: 12 };
    await tap(id, { to: 'on-the-way', position }).expect(200);
    await setPolicy({ recordTripPosition: true });
    later(600);
    await tap(id, { to: 'arrived', position: { lat: 41.19, lng: -111.95 } }).expect(200);
    const history = await tripHistory(id);
    expect(history[0].changes.position).toBeUndefined();
    expect(history[1].changes.position).toEqual({ lat: 41.19, lng: -111.95, accuracyMeters: null });
  });

  it("names the job the big button is for: today's trip under way, else the next one not started, until the day is driven", async () => {
    await confirmedJob(rideBooking({ serviceTime: '08:00' }));
    clock.set('2026-06-01T14:00:00Z');
    owner = await loginAsOwner(t);
    const second = await confirmedJob(rideBooking({ serviceTime: '12:00' }));
    const next = async () => (await owner.get('/api/admin/trip/next').expect(200)).body;
    const first = await next();
    expect(first.job).toMatchObject({ timeText: '08:00', customerName: 'Jamie Rivera', pickup: expect.any(String) });
    expect(first.trip).toMatchObject({ stage: null, nextStages: ['on-the-way'] });
    for (const to of ['on-the-way', 'arrived', 'picked-up']) await tap(first.job.id, { to }).expect(200);
    expect((await next()).job.id).toBe(first.job.id);
    await tap(first.job.id, { to: 'completed' }).expect(200);
    expect((await next()).job.id).toBe(second.id);
    await tap(second.id, { to: 'on-the-way' }).expect(200);
    await tap(second.id, { to: 'arrived' }).expect(200);
    later(10 * 60);
    await tap(second.id, { to: 'no-show' }).expect(200);
    expect(await next()).toEqual({ job: null, trip: null });
  });

  describe('what the customer hears', () => {
    interface Message {
      channel: string;
      kind: string;
      subject: string;
      text_body: string;
    }
    const tripMessages = async (id: string): Promise<Message[]> =>
      t.dataSource.query(`SELECT channel, kind, subject, text_body FROM mail_outbox WHERE booking_id = $1 AND kind LIKE 'trip-%' ORDER BY created_at, kind`, [
        id,
      ]);
    const etaOf = async (id: string) => (await tripHistory(id)).find((entry) => entry.changes.to === 'on-the-way')!.changes.eta as string | null;

    it('is told on my way with the arrival time from the phone, then arrived, by mail and by text as chosen', async () => {
      const { id, reference } = await confirmedJob(rideBooking({ textReminders: true }));
      // The phone stands at the pickup: no drive left, so the arrival time is the tap's.
      const pickup = (await t.app.get(GeoService).locate(OGDEN_ADDRESS))!;
      await tap(id, { to: 'on-the-way', position: { lat: pickup.lat, lng: pickup.lon } }).expect(200);
      expect(await etaOf(id)).toBe('2026-06-03T15:30:00.000Z');
      later(120);
      await tap(id, { to: 'arrived' }).expect(200);
      later(60);
      await tap(id, { to: 'picked-up' }).expect(200);

      const messages = await tripMessages(id);
      expect(messages.map(({ channel, kind }) => `${channel} ${kind}`)).toEqual([
        'mail trip-on-the-way',
        'text trip-on-the-way-text',
        'mail trip-arrived',
        'text trip-arrived-text',
      ]);
      const [onTheWayMail, onTheWayText, arrivedMail, arrivedText] = messages;
      expect(onTheWayMail.subject).toBe(`Ogden Rides & Deliveries is on the way: booking 254-${reference}`);
      expect(onTheWayMail.text_body).toContain(
        `Hi Jamie Rivera,\nYour driver from Ogden Rides & Deliveries is on the way to ${OGDEN_ADDRESS} and should arrive about 9:30 AM.`,
      );
      expect(onTheWayText.text_body).toMatch(
        /^Ogden Rides & Deliveries: your driver is on the way to 2350 Wall Ave, Ogden, arriving about 9:30 AM\. Your booking: http\S+\/manage\/\S+$/,
      );
      expect(arrivedMail.subject).toBe(`Your driver has arrived: booking 254-${reference}`);
      expect(arrivedMail.text_body).toContain(`Your driver from Ogden Rides & Deliveries has arrived at ${OGDEN_ADDRESS}.`);
      expect(arrivedText.text_body).toMatch(/^Ogden Rides & Deliveries: your driver has arrived at 2350 Wall Ave, Ogden\. Your booking: http/);

      // The customer's page (its link from the mail) shows where the trip stands, never where the driver is.
      const token = /\/manage\/(\S+)/.exec(onTheWayMail.text_body)![1];
      const page = (await t.http.get(`/api/manage/${token}`).expect(200)).body;
      expect(page.trip).toEqual({ stage: 'picked-up', at: '2026-06-03T15:33:00.000Z', etaAt: null });
      expect(JSON.stringify(page)).not.toContain(String(pickup.lat));
    });

    it("shows the customer's page the driver on the way with the arrival time", async () => {
      const { id } = await confirmedJob();
      await tap(id, { to: 'on-the-way' }).expect(200);
      const [mail] = await tripMessages(id);
      const token = /\/manage\/(\S+)/.exec(mail.text_body)![1];
      const { trip } = (await t.http.get(`/api/manage/${token}`).expect(200)).body;
      expect(trip).toEqual({ stage: 'on-the-way', at: '2026-06-03T15:30:00.000Z', etaAt: await etaOf(id) });
      expect(trip.etaAt).not.toBeNull();
    });

    it("measures from the day's previous drop-off when the phone sends no position, and mails only when no texts were chosen", async () => {
      // The 08:00 ride ends at the second address; the 10:00 one starts at the first.
      await confirmedJob(rideBooking({ serviceTime: '08:00' }));
      clock.set('2026-06-01T14:00:00Z');
      owner = await loginAsOwner(t);
      const { id } = await confirmedJob(rideBooking());
      await tap(id, { to: 'on-the-way' }).expect(200);
      const leg = await t.app.get(GeoService).driveTo(SECOND_OGDEN_ADDRESS, OGDEN_ADDRESS);
      const minutes = driveMinutes(leg!, t.app.get(LiveSettings).schedule);
      expect(minutes).toBeGreaterThan(0);
      expect(await etaOf(id)).toBe(new Date(Date.parse(NOW) + minutes * 60_000).toISOString());
      expect((await tripMessages(id)).map(({ channel, kind }) => `${channel} ${kind}`)).toEqual(['mail trip-on-the-way']);
    });

    it('tells a Spanish-speaking customer in Spanish', async () => {
      const created = (
        await owner
          .post('/api/admin/bookings')
          .send({ ...rideBooking({ textReminders: true }), paymentMethod: 'cash', language: 'es' })
          .expect(201)
      ).body.booking as { id: string; reference: string };
      clock.set(NOW);
      owner = await loginAsOwner(t);
      await tap(created.id, { to: 'on-the-way' }).expect(200);
      later(60);
      await tap(created.id, { to: 'arrived' }).expect(200);
      const messages = await tripMessages(created.id);
      expect(messages.map(({ kind }) => kind)).toEqual(['trip-on-the-way', 'trip-on-the-way-text', 'trip-arrived', 'trip-arrived-text']);
      expect(messages[0].subject).toBe(`Ogden Rides & Deliveries va en camino: reservación 254-${created.reference}`);
      expect(messages[0].text_body).toMatch(
        /Hola, Jamie Rivera:\nSu conductor de Ogden Rides & Deliveries va en camino a .+ y debería llegar alrededor de las \d{1,2}:\d{2} a\.m\./,
      );
      expect(messages[3].text_body).toMatch(/^Ogden Rides & Deliveries: su conductor ha llegado a 2350 Wall Ave, Ogden\. Su reservación: http/);
    });
  });

  describe('refused taps', () => {
    it.each<[string, (id: string) => Promise<void>, Record<string, unknown>, string, string]>([
      ['arrived before on my way', async () => undefined, { to: 'arrived' }, 'That step does not follow where this trip stands.', 'OUT_OF_ORDER'],
      [
        'completed before picked up',
        async (id) => void (await tap(id, { to: 'on-the-way' }).expect(200)),
        { to: 'completed' },
        'That step does not follow where this trip stands.',
        'OUT_OF_ORDER',
      ],
      [
        'a failed delivery on a ride',
        async (id) => {
          await tap(id, { to: 'on-the-way' }).expect(200);
          await tap(id, { to: 'arrived' }).expect(200);
        },
        { to: 'failed-delivery', failureReason: 'refused' },
        'That step does not follow where this trip stands.',
        'OUT_OF_ORDER',
      ],
      [
        'a no-show before the wait after arriving has passed',
        async (id) => {
          await tap(id, { to: 'on-the-way' }).expect(200);
          await tap(id, { to: 'arrived' }).expect(200);
          later(9 * 60 + 59);
        },
        { to: 'no-show' },
        'A no-show can be recorded only once the wait after arriving has passed.',
        'WAIT_NOT_OVER',
      ],
      [
        'a step after the trip ended',
        async (id) => {
          for (const to of ['on-the-way', 'arrived', 'picked-up', 'completed']) await tap(id, { to }).expect(200);
        },
        { to: 'completed' },
        'This trip has already ended.',
        'TRIP_ENDED',
      ],
      [
        'a cancelled booking',
        async (id) => void (await owner.post('/api/cancel-booking').send({ bookingId: id }).expect(200)),
        { to: 'on-the-way' },
        'Only a confirmed booking can be driven.',
        'NOT_CONFIRMED',
      ],
    ])('%s: 409, nothing recorded', async (_name, before, body, message, reason) => {
      const { id } = await confirmedJob();
      await before(id);
      const entries = (await tripHistory(id)).length;
      const refused = await tap(id, body).expect(409);
      // The reason lets the owner's screen say what to do next.
      expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', message, code: 'TRIP_MOVE_REFUSED', reason });
      expect(await tripHistory(id)).toHaveLength(entries);
    });

    it('records a no-show once the wait is over, and the owner sets the wait', async () => {
      await setPolicy({ noShowWaitMinutes: 5 });
      const { id } = await confirmedJob();
      await tap(id, { to: 'on-the-way' }).expect(200);
      await tap(id, { to: 'arrived' }).expect(200);
      later(4 * 60);
      await tap(id, { to: 'no-show' }).expect(409);
      later(60);
      expect((await tap(id, { to: 'no-show' }).expect(200)).body).toMatchObject({ stage: 'no-show', bookingStatus: 'confirmed', nextStages: [] });
    });

    it('asks why a delivery failed, and records the reason', async () => {
      const { id } = await confirmedJob(deliveryBooking());
      await tap(id, { to: 'on-the-way' }).expect(200);
      await tap(id, { to: 'arrived' }).expect(200);
      await tap(id, { to: 'picked-up' }).expect(200);
      const refused = await tap(id, { to: 'failed-delivery' }).expect(409);
      expect(refused.body.message).toBe('Say why the delivery failed: nobody there, refused, or the address was wrong.');
      const failed = (await tap(id, { to: 'failed-delivery', failureReason: 'nobody-there' }).expect(200)).body;
      expect(failed).toMatchObject({ stage: 'failed-delivery', failureReason: 'nobody-there', bookingStatus: 'confirmed' });
      expect((await tripHistory(id)).at(-1)!.changes).toMatchObject({ to: 'failed-delivery', reason: 'nobody-there' });
    });

    it.each<[string, Record<string, unknown>]>([
      ['an unknown step', { to: 'teleported' }],
      ['no step', {}],
      ['an unknown reason', { to: 'failed-delivery', failureReason: 'dog' }],
      ['a position off the Earth', { to: 'on-the-way', position: { lat: 91, lng: 0 } }],
      ['a position that is text', { to: 'on-the-way', position: 'home' }],
      ['a field of its own', { to: 'on-the-way', speed: 80 }],
    ])('%s: 400', async (_name, body) => {
      const { id } = await confirmedJob();
      const refused = await tap(id, body).expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
      expect(await tripHistory(id)).toEqual([]);
    });

    it('answers 404 for a booking that does not exist', async () => {
      expect((await tap('bk_AAAAAAAAAAAAAAAAAAAAAAAA', { to: 'on-the-way' }).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
    });
  });

  describe('undo', () => {
    it('takes back the last tap within a minute, a completion too', async () => {
      const { id } = await confirmedJob();
      for (const to of ['on-the-way', 'arrived', 'picked-up']) await tap(id, { to }).expect(200);
      later(30);
      await tap(id, { to: 'completed' }).expect(200);
      later(59);
      const undone = (await undo(id).expect(200)).body;
      expect(undone).toMatchObject({
        stage: 'picked-up',
        bookingStatus: 'confirmed',
        stageAt: '2026-06-03T15:30:00.000Z',
        nextStages: ['completed'],
        undoUntil: null,
      });
      const [booking] = (await owner.get('/api/bookings').expect(200)).body.bookings;
      expect(booking.status).toBe('confirmed');
      expect((await tripHistory(id)).at(-1)!.changes).toEqual({ undone: 'completed', to: 'picked-up', status: { from: 'completed', to: 'confirmed' } });
    });

    it('takes back an arrival with its time, so the no-show wait starts again', async () => {
      const { id } = await confirmedJob();
      await tap(id, { to: 'on-the-way' }).expect(200);
      later(120);
      await tap(id, { to: 'arrived' }).expect(200);
      expect((await undo(id).expect(200)).body).toMatchObject({ stage: 'on-the-way', arrivedAt: null, nextStages: ['arrived'], undoUntil: null });
    });

    it('refuses after a minute, and when nothing was tapped', async () => {
      const { id } = await confirmedJob();
      expect((await undo(id).expect(409)).body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'There is no step to take back on this trip.',
        code: 'TRIP_UNDO_REFUSED',
        reason: 'NOTHING_TO_UNDO',
      });
      await tap(id, { to: 'on-the-way' }).expect(200);
      later(61);
      expect((await undo(id).expect(409)).body.message).toBe('A step can be taken back only within 60 seconds of tapping it.');
    });
  });

  describe('the cancellation fee reads the record, not the clock', () => {
    it('charges the late fee 30 minutes ahead until the owner taps on my way, and half the price after', async () => {
      const before = await confirmedJob();
      const notYet = (await owner.post('/api/cancel-booking').send({ bookingId: before.id }).expect(200)).body;
      expect(notYet).toMatchObject({ success: true, fee: Math.min(20, before.total_price) });

      clock.set('2026-06-01T14:00:00Z');
      const onTheWay = await confirmedJob(rideBooking({ serviceTime: '14:00' }));
      await tap(onTheWay.id, { to: 'on-the-way' }).expect(200);
      const dispatched = (await owner.post('/api/cancel-booking').send({ bookingId: onTheWay.id }).expect(200)).body;
      const halfCents = Math.round((onTheWay.total_price * 100) / 2);
      expect(Math.round(dispatched.fee * 100)).toBe(halfCents);
      const [entry] = (
        (await owner.get(`/api/bookings/${onTheWay.id}/history`).expect(200)).body.entries as { action: string; changes: Record<string, unknown> }[]
      ).filter((row) => row.action === 'cancelled');
      expect(entry.changes).toMatchObject({ rule: 'dispatched-half', feeCents: halfCents });
    });
  });

  it('gives one completion for twenty concurrent completed taps', async () => {
    const { id } = await confirmedJob();
    for (const to of ['on-the-way', 'arrived', 'picked-up']) await tap(id, { to }).expect(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => tap(id, { to: 'completed' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.message === 'This trip has already ended.')).toBe(true);
    expect((await tripHistory(id)).filter((entry) => entry.changes.to === 'completed')).toHaveLength(1);
  });
});
