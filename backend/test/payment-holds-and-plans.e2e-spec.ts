import { BookingWriter } from '../src/bookings/booking-writer.service.js';
import { CONTACT, planPurchase, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

const clock = fixedClock('2026-06-01T14:00:00Z');

describe('payment holds and plan purchases (test-mode payments)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
    await t.dataSource.query('DELETE FROM service_codes');
  });
  afterAll(() => t.close());

  it('hands the checkout what it needs to take the card, with a 10-minute hold until the payment form opens', async () => {
    const res = await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
    expect(res.body.paymentRequired).toBe(true);
    expect(res.body.squarePaymentInfo).toMatchObject({
      bookingId: res.body.booking.id,
      amount: res.body.booking.totalPrice,
      currency: 'USD',
      testMode: true,
      holdExpiresAt: '2026-06-01T14:10:00.000Z',
    });
  });

  it('holds the slot 30 minutes from when the payment form opens, once: a reload does not renew it', async () => {
    const { id } = (await t.http.post('/api/create-booking').send(rideBooking()).expect(201)).body.booking;
    clock.set('2026-06-01T14:04:00Z');
    expect((await t.http.post(`/api/bookings/${id}/checkout`).expect(200)).body).toEqual({ holdExpiresAt: '2026-06-01T14:34:00.000Z' });
    clock.set('2026-06-01T14:20:00Z');
    expect((await t.http.post(`/api/bookings/${id}/checkout`).expect(200)).body).toEqual({ holdExpiresAt: '2026-06-01T14:34:00.000Z' });
    const [row] = await t.dataSource.query('SELECT checkout_opened_at FROM bookings WHERE id = $1', [id]);
    expect(row.checkout_opened_at.toISOString()).toBe('2026-06-01T14:04:00.000Z');
    clock.set('2026-06-01T14:35:00Z');
    expect(await t.app.get(BookingWriter).releaseExpiredHolds(clock.now())).toBe(1);
    expect((await t.http.post(`/api/bookings/${id}/checkout`).expect(200)).body).toEqual({ holdExpiresAt: null });
  });

  it('does not lengthen a hold that has lapsed, nor one of a booking needing no card, and knows no guessed id', async () => {
    const { id } = (await t.http.post('/api/create-booking').send(rideBooking()).expect(201)).body.booking;
    clock.set('2026-06-01T14:11:00Z');
    expect((await t.http.post(`/api/bookings/${id}/checkout`).expect(200)).body).toEqual({ holdExpiresAt: null });
    expect(await t.app.get(BookingWriter).releaseExpiredHolds(clock.now())).toBe(1);
    const res = await t.http.post('/api/bookings/bk_AAAAAAAAAAAAAAAAAAAAAAAA/checkout').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Booking not found', code: 'BOOKING_NOT_FOUND' });
    await t.http.post('/api/bookings/1/checkout').expect(400);
  });

  it('releases an unpaid booking when its hold lapses, and keeps a paid one', async () => {
    const unpaid = await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
    const paid = await t.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceTime: '14:00' }))
      .expect(201);
    await t.http
      .post('/api/process-square-payment')
      .send({ sourceId: 'test-card-ok', amount: paid.body.booking.totalPrice, bookingId: paid.body.booking.id })
      .expect(200);
    const jobs = t.app.get(BookingWriter);

    clock.set('2026-06-01T14:09:00Z');
    expect(await jobs.releaseExpiredHolds(clock.now())).toBe(0);
    clock.set('2026-06-01T14:11:00Z');
    expect(await jobs.releaseExpiredHolds(clock.now())).toBe(1);

    const rows = await t.dataSource.query('SELECT id, status, cancelled_reason FROM bookings ORDER BY created_at');
    expect(rows).toEqual([
      { id: unpaid.body.booking.id, status: 'cancelled', cancelled_reason: 'payment-timeout' },
      // Paid, it confirmed itself (the owner's default).
      { id: paid.body.booking.id, status: 'confirmed', cancelled_reason: null },
    ]);
    // The released slot can be booked again.
    await t.http.post('/api/create-booking').send(rideBooking()).expect(201);
    // A released booking cannot be paid any more.
    await t.http
      .post('/api/process-square-payment')
      .send({ sourceId: 'test-card-ok', amount: unpaid.body.booking.totalPrice, bookingId: unpaid.body.booking.id })
      .expect(409);
  });

  it('issues a plan purchase its subscription code once paid, and mails it', async () => {
    const plan = planPurchase();
    const created = await t.http.post('/api/create-booking').send(plan).expect(201);
    expect(created.body).toMatchObject({ paymentRequired: true, subscriptionCode: null });
    expect(created.body.booking).toMatchObject({ serviceDate: 'N/A', serviceTime: 'N/A' });

    const paid = await t.http
      .post('/api/process-square-payment')
      .send({ sourceId: 'test-card-ok', amount: created.body.booking.totalPrice, bookingId: created.body.booking.id, customerEmail: CONTACT.email })
      .expect(200);
    expect(paid.body.subscriptionCode).toMatch(/^PLAN-[A-Z2-9]{8}$/);
    const [code] = await t.dataSource.query('SELECT discount_type, total_rides, rides_used, source_booking_id FROM service_codes');
    expect(code).toEqual({ discount_type: 'subscription', total_rides: 8, rides_used: 0, source_booking_id: created.body.booking.id });

    const mails = await t.dataSource.query(`SELECT kind, text_body FROM mail_outbox WHERE booking_id = $1 ORDER BY kind`, [created.body.booking.id]);
    expect(mails.map((m: { kind: string }) => m.kind)).toEqual(['booking-new-owner', 'subscription-code']);
    expect(mails.find((m: { kind: string }) => m.kind === 'subscription-code').text_body).toContain(paid.body.subscriptionCode);

    // The code then carries a ride.
    const ride = await t.http
      .post('/api/create-booking')
      .send(rideBooking({ subscriptionCode: paid.body.subscriptionCode }))
      .expect(201);
    expect(ride.body).toMatchObject({ paymentRequired: false, codeApplied: true, squarePaymentInfo: null });
  });
});
