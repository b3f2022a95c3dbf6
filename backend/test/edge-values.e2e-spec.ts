import type { Response } from 'supertest';
import { CONTACT, OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// Edge values a hostile tester sent that each ended in a 500 with a stack in the log: far dates on every route that
// takes a date, huge amounts, an 8,000-character Idempotency-Key. Each is now a clear 4xx in the app's error shape.
const clock = fixedClock('2026-06-01T14:00:00Z'); // Mon 08:00 MDT
const LINK = /\/manage\/([A-Za-z0-9_-]{22,64})/;

describe('edge values', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    await resetData(t.dataSource);
    await t.dataSource.query('DELETE FROM service_codes');
    owner = await loginAsOwner(t);
  });
  afterAll(() => t.close());

  /** A 4xx in the app's error shape, never a 5xx; with the code named when given. */
  function expectRefusal(answer: Response, status = 400, code?: string): void {
    // The body names the route that answered wrongly, should one do so.
    expect({ status: answer.status, body: answer.body }).toEqual({ status, body: answer.body });
    expect(answer.body).toEqual(
      expect.objectContaining({ statusCode: status, error: expect.any(String), message: expect.any(String), code: code ?? expect.any(String) }),
    );
  }

  async function paidBookingWithLink(): Promise<{ id: string; token: string }> {
    const { booking } = (await t.http.post('/api/create-booking').send(rideBooking()).expect(201)).body;
    await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: booking.totalPrice, bookingId: booking.id }).expect(200);
    const [{ text_body: mail }] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'booking-received' AND booking_id = $1`, [
      booking.id,
    ]);
    return { id: booking.id, token: LINK.exec(mail)![1] };
  }

  it.each(['9999-12-25', '9999-12-31', '3000-01-01'])('refuses the far date %s on every route that takes a date', async (date) => {
    const route = { pickupLocation: OGDEN_ADDRESS, destinationLocation: SECOND_OGDEN_ADDRESS };
    const { token } = await paidBookingWithLink();
    for (const answer of [
      await t.http.post('/api/free-times').send({ serviceType: 'ride', date, ...route }),
      await t.http.post('/api/create-booking').send(rideBooking({ serviceDate: date })),
      await t.http.get(`/api/manage/${token}/free-times`).query({ date }),
      await t.http.post(`/api/manage/${token}/move`).send({ date, time: '10:00' }),
      await owner.get('/api/admin/bookings').query({ from: date, to: date }),
      await owner.get('/api/admin/day-sheet').query({ date }),
      await owner.post('/api/blackouts').send({ date, endDate: date }),
      await owner.get('/api/admin/exports/bookings.csv').query({ from: '2026-01-01', to: date }),
      await owner.get('/api/admin/exports/payments.csv').query({ from: date, to: date }),
    ]) {
      expectRefusal(answer, 400, 'VALIDATION_FAILED');
    }
    // The availability check answers every date in its own shape: not available, with the reason.
    const check = await t.http.post('/api/check-availability').send({ serviceType: 'ride', date, startTime: '10:00', endTime: '10:00', ...route });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ available: false, error: 'INVALID_TIME' });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM blackouts`)).toEqual([{ n: 0 }]);
  });

  it('refuses an expected fee of 1e308 on a cancel and leaves the booking as it was', async () => {
    const { id, token } = await paidBookingWithLink();
    expectRefusal(await t.http.post(`/api/manage/${token}/cancel`).send({ expectedFee: 1e308 }), 400, 'VALIDATION_FAILED');
    expect(await t.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [id])).toEqual([{ status: 'confirmed' }]);
  });

  it('refuses an Idempotency-Key of 8,000 characters and books nothing', async () => {
    expectRefusal(await t.http.post('/api/create-booking').set('Idempotency-Key', 'k'.repeat(8000)).send(rideBooking()), 400, 'VALIDATION_FAILED');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM bookings`)).toEqual([{ n: 0 }]);
    // A usual key still works.
    await t.http.post('/api/create-booking').set('Idempotency-Key', '0b7f1c9e-3d4a-4c2b-9a51-2f6e8d0c1b3a').send(rideBooking()).expect(201);
  });

  it.each([21474836.48, 1e12, 1e308])('refuses an owner edit to a total of %p and keeps the price', async (total) => {
    const { id } = await paidBookingWithLink();
    expectRefusal(await owner.patch(`/api/bookings/${id}`).send({ total_price: total }), 400, 'VALIDATION_FAILED');
    expect(await t.dataSource.query(`SELECT total_cents FROM bookings WHERE id = $1`, [id])).toEqual([{ total_cents: 2000 }]);
  });

  it.each([1e12, 1e308])('refuses a discount value of %p on a new code', async (discountValue) => {
    const answer = await owner
      .post('/api/service-codes/custom')
      .send({ customerEmail: CONTACT.email, customerPhone: CONTACT.phone, code: 'HUGE1', discountType: 'fixed', discountValue });
    expectRefusal(answer, 400, 'VALIDATION_FAILED');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM service_codes`)).toEqual([{ n: 0 }]);
  });

  it('answers a usage limit too large for its column with a 400, not a 500', async () => {
    const answer = await owner
      .post('/api/service-codes/custom')
      .send({ customerEmail: CONTACT.email, customerPhone: CONTACT.phone, code: 'MANY1', discountType: 'fixed', discountValue: 5, usageLimit: 1e12 });
    expectRefusal(answer, 400);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM service_codes`)).toEqual([{ n: 0 }]);
  });
});
