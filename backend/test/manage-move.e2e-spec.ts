import { chauffeurBooking, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver (MDT, UTC-6). The fixtures' ride is on 2026-06-03 10:00 (16:00Z).
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);
const BASE_URL = 'https://rides.example.test';
const LINK = new RegExp(`${BASE_URL.replace(/\./g, '\\.')}/manage/([A-Za-z0-9_-]{22,64})`);

interface Created {
  id: string;
  reference: string;
  totalPrice: number;
}

interface StoredBooking {
  service_date: string;
  service_time: string;
  starts_at: Date;
  ends_at: Date;
  driver_hold: string;
  total_cents: number;
}

describe('the customer moves a booking through the manage link (test mode)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: BASE_URL }, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  /** A booking paid with the test card: mailed with its manage link once paid. */
  const bookAndPay = async (body: Record<string, unknown> = rideBooking()): Promise<{ booking: Created; token: string }> => {
    const booking = (await t.http.post('/api/create-booking').send(body).expect(201)).body.booking as Created;
    await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: booking.totalPrice, bookingId: booking.id }).expect(200);
    const [{ text_body: received }] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'booking-received' AND booking_id = $1`, [
      booking.id,
    ]);
    return { booking, token: LINK.exec(received)![1] };
  };
  const move = (token: string, date: string, time: string) => t.http.post(`/api/manage/${token}/move`).send({ date, time });
  const stored = async (id: string): Promise<StoredBooking> =>
    (
      await t.dataSource.query(`SELECT service_date::text, service_time, starts_at, ends_at, driver_hold::text, total_cents FROM bookings WHERE id = $1`, [id])
    )[0];
  const mailKinds = async (id: string): Promise<string[]> =>
    (await t.dataSource.query(`SELECT kind FROM mail_outbox WHERE booking_id = $1 ORDER BY kind`, [id])).map((row: { kind: string }) => row.kind);

  it('offers the move up to the free-cancellation cut-off and lists the free times without the booking itself', async () => {
    const { token } = await bookAndPay();
    const page = (await t.http.get(`/api/manage/${token}`).expect(200)).body;
    expect(page.move).toEqual({
      allowed: true,
      until: '2026-06-03T10:00:00.000Z',
      terms: [{ say: 'movableUntil', until: '2026-06-03T10:00:00.000Z' }],
    });

    const day = (await t.http.get(`/api/manage/${token}/free-times`).query({ date: '2026-06-03' }).expect(200)).body;
    expect(day.date).toBe('2026-06-03');
    const at = (time: string) => day.times.find((slot: { time: string }) => slot.time === time);
    // Its own time and the times next to it are free for this booking: it does not stand in its own way.
    expect(at('10:00')).toMatchObject({ available: true });
    expect(at('10:30')).toMatchObject({ available: true });
    // The public free times of the day (for a new ride) see the booking.
    const publicDay = (
      await t.http.post('/api/free-times').send({ serviceType: 'ride', date: '2026-06-03', pickupLocation: rideBooking().pickupLocation }).expect(200)
    ).body;
    expect(publicDay.times.find((slot: { time: string }) => slot.time === '10:00')).toMatchObject({ available: false });

    await t.http.get(`/api/manage/${token}/free-times`).query({ date: '2026-02-30' }).expect(400);
    await t.http.get(`/api/manage/${token}/free-times`).query({ date: 'tomorrow' }).expect(400);
  });

  it('moves the booking to a free time: the old time is free again, the history and the mails say so, the link keeps working', async () => {
    const { booking, token } = await bookAndPay();
    const before = await stored(booking.id);
    const res = await move(token, '2026-06-04', '14:00').expect(200);
    expect(res.body).toMatchObject({ status: 'confirmed', serviceDate: '2026-06-04', serviceTime: '14:00', startsAt: '2026-06-04T20:00:00.000Z' });
    expect(res.body.move).toMatchObject({ allowed: true, until: '2026-06-04T14:00:00.000Z' });

    const after = await stored(booking.id);
    expect(after).toMatchObject({ service_date: '2026-06-04', service_time: '14:00', total_cents: before.total_cents });
    expect(after.starts_at.toISOString()).toBe('2026-06-04T20:00:00.000Z');
    expect(after.ends_at.getTime() - after.starts_at.getTime()).toBe(before.ends_at.getTime() - before.starts_at.getTime());
    expect(after.driver_hold).not.toBe(before.driver_hold);

    // Someone else can book the old time now, and nobody the new one.
    const other = await t.http
      .post('/api/create-booking')
      .send(rideBooking({ email: 'pat@example.com' }))
      .expect(201);
    expect(other.body.booking.id).not.toBe(booking.id);
    await t.http
      .post('/api/create-booking')
      .send(rideBooking({ email: 'sam@example.com', serviceDate: '2026-06-04', serviceTime: '14:00' }))
      .expect(409);

    const owner = await t.dataSource.query(`SELECT actor, action, changes FROM booking_history WHERE booking_id = $1 AND action = 'edited'`, [booking.id]);
    expect(owner).toEqual([
      {
        actor: 'customer',
        action: 'edited',
        changes: {
          booking_date: { from: '2026-06-03', to: '2026-06-04' },
          booking_time: { from: '10:00', to: '14:00' },
          movedFrom: { serviceDate: '2026-06-03', serviceTime: '10:00' },
        },
      },
    ]);
    expect(await mailKinds(booking.id)).toContain('booking-moved');
    // The moved mail carries the link the customer moved with: the page they are on keeps working.
    const [{ text_body: movedMail }] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'booking-moved' AND booking_id = $1`, [
      booking.id,
    ]);
    expect(LINK.exec(movedMail)?.[1]).toBe(token);
    await t.http.get(`/api/manage/${token}`).expect(200);
  });

  it('refuses a taken time and leaves the booking where it was', async () => {
    const { booking, token } = await bookAndPay();
    await bookAndPay(rideBooking({ email: 'pat@example.com', serviceDate: '2026-06-04', serviceTime: '14:00' }));
    const before = await stored(booking.id);
    const historyBefore = await t.dataSource.query(`SELECT count(*)::int AS n FROM booking_history WHERE booking_id = $1`, [booking.id]);

    const res = await move(token, '2026-06-04', '14:00').expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'SLOT_UNAVAILABLE', reason: 'SLOT_TAKEN' });
    expect(res.body.nextAvailable).toEqual(expect.objectContaining({ date: expect.any(String), time: expect.any(String) }));

    expect(await stored(booking.id)).toEqual(before);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM booking_history WHERE booking_id = $1`, [booking.id])).toEqual(historyBefore);
    expect(await mailKinds(booking.id)).not.toContain('booking-moved');
  });

  it('applies every rule of a new booking: business hours, the lead time, the date', async () => {
    const { token } = await bookAndPay();
    expect((await move(token, '2026-06-04', '23:00').expect(409)).body).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    // Earlier today than the lead time allows.
    expect((await move(token, '2026-06-01', '08:30').expect(409)).body).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    await move(token, '2026-06-31', '10:00').expect(400);
    await move(token, '2026-06-04', '25:00').expect(400);
    await t.http.post(`/api/manage/${token}/move`).send({ date: '2026-06-04' }).expect(400);
  });

  it('refuses a time off the 15-minute grid as a new booking does, with the same message, and leaves the booking where it was', async () => {
    const { booking, token } = await bookAndPay();
    const before = await stored(booking.id);
    const newBooking = (
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceDate: '2026-06-04', serviceTime: '14:07' }))
        .expect(400)
    ).body;
    const moved = (await move(token, '2026-06-04', '14:07').expect(400)).body;
    expect(moved).toEqual(newBooking);
    expect(moved).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please choose a start time on a 15-minute step (e.g. 09:00, 09:15).' });
    expect(await stored(booking.id)).toEqual(before);
    await move(token, '2026-06-04', '14:15').expect(200);
  });

  it('of two customers moving into one free time at once, exactly one gets it', async () => {
    const first = await bookAndPay();
    const second = await bookAndPay(rideBooking({ email: 'pat@example.com', serviceTime: '14:00' }));
    const answers = await Promise.all([move(first.token, '2026-06-05', '11:00'), move(second.token, '2026-06-05', '11:00')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const moved = await t.dataSource.query(`SELECT count(*)::int AS n FROM bookings WHERE service_date = '2026-06-05'`);
    expect(moved).toEqual([{ n: 1 }]);
  });

  it('is refused after the cut-off, for a personal driver within 24 hours, and for a cancelled booking', async () => {
    const ride = await bookAndPay();
    clock.set('2026-06-03T10:01:00Z');
    const late = (await move(ride.token, '2026-06-04', '14:00').expect(409)).body;
    expect(late).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'MOVE_NOT_ALLOWED',
      message: 'The time to move this booking online has passed. Please call us to change it.',
      reason: 'movableOnlyBefore',
    });
    expect((await t.http.get(`/api/manage/${ride.token}`).expect(200)).body.move).toMatchObject({ allowed: false });
    expect(await stored(ride.booking.id)).toMatchObject({ service_date: '2026-06-03', service_time: '10:00' });

    clock.set(NOW);
    const driver = await bookAndPay(chauffeurBooking({ email: 'pat@example.com', serviceDate: '2026-06-02', serviceTime: '13:00' }));
    clock.set('2026-06-01T19:01:00Z');
    expect((await move(driver.token, '2026-06-04', '09:00').expect(409)).body).toMatchObject({ code: 'MOVE_NOT_ALLOWED', reason: 'movableOnlyBefore' });
    // The page says why: a personal driver job moves online up to 24 hours before its start.
    expect((await t.http.get(`/api/manage/${driver.token}`).expect(200)).body.move).toEqual({
      allowed: false,
      until: null,
      terms: [{ say: 'movableOnlyBefore', windowMinutes: 1440, windowBefore: 'start' }],
    });

    clock.set(NOW);
    await t.http.post(`/api/manage/${ride.token}/cancel`).send({ expectedFee: 0 }).expect(200);
    // The link still opens the cancelled booking, which cannot be moved.
    expect((await move(ride.token, '2026-06-04', '14:00').expect(409)).body.code).toBe('MOVE_NOT_ALLOWED');
  });

  /** The owner sets the personal driver's hourly rate in the admin settings, as owner-settings.e2e-spec does. */
  const setHourlyRate = async (cents: number) => {
    const owner = await loginAsOwner(t);
    const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
    settings.prices.chauffeur.centsPerHour = cents;
    await owner.put('/api/admin/settings').send(settings).expect(200);
  };
  const refunds = (id: string): Promise<{ purpose: string; amount_cents: number; status: string; idempotency_key: string }[]> =>
    t.dataSource.query(`SELECT purpose, amount_cents, status, idempotency_key FROM refunds WHERE booking_id = $1 ORDER BY requested_at, purpose`, [id]);

  it('prices the move again: a price lowered since gives the difference back, a higher one is not charged', async () => {
    // 2 hours at $50: $100, paid with the test card.
    const { booking, token } = await bookAndPay(chauffeurBooking());
    expect(booking.totalPrice).toBe(100);

    await setHourlyRate(6000);
    const dearer = (await move(token, '2026-06-04', '10:00').expect(200)).body;
    expect(dearer).toMatchObject({ serviceDate: '2026-06-04', totalPrice: 100, paid: 100 });
    expect(await refunds(booking.id)).toEqual([]);

    await setHourlyRate(4000);
    clock.set('2026-06-01T15:00:00Z');
    const cheaper = (await move(token, '2026-06-05', '10:00').expect(200)).body;
    expect(cheaper).toMatchObject({ serviceDate: '2026-06-05', totalPrice: 80, paid: 100 });
    expect(cheaper.cancellation).toMatchObject({ fee: 0, refund: 80 });
    const [difference] = await refunds(booking.id);
    expect(difference).toMatchObject({ purpose: 'price-difference', amount_cents: 2000, status: 'simulated' });
    expect(difference.idempotency_key).toMatch(/^rf-[0-9a-f-]{36}$/);
    const [edit] = await t.dataSource.query(`SELECT changes FROM booking_history WHERE booking_id = $1 AND action = 'edited' AND changes ? 'total_price'`, [
      booking.id,
    ]);
    expect(edit.changes).toMatchObject({ total_price: { from: 100, to: 80 }, refund: { amountCents: 2000, status: 'pending' } });

    // A free cancel then gives back what is left of the payment, never more than it was.
    clock.set('2026-06-01T16:00:00Z');
    await t.http.post(`/api/manage/${token}/cancel`).send({ expectedFee: 0 }).expect(200);
    expect((await refunds(booking.id)).map((refund) => [refund.purpose, refund.amount_cents])).toEqual([
      ['price-difference', 2000],
      ['cancellation', 8000],
    ]);
  });

  it('answers a wrong token like a dead link, on both routes', async () => {
    const wrong = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await move(wrong, '2026-06-04', '14:00').expect(404)).body.code).toBe('MANAGE_LINK_INVALID');
    expect((await t.http.get(`/api/manage/${wrong}/free-times`).query({ date: '2026-06-04' }).expect(404)).body.code).toBe('MANAGE_LINK_INVALID');
  });
});
