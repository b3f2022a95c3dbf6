import { CONTACT, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// What the confirmation page reads after a card payment: GET /api/bookings/{id} says what was charged, when, and
// where the receipt went, and names a plan purchase's plan. Test-mode payments ('test-card-ok').
const clock = fixedClock('2026-06-01T14:00:00Z');

describe('GET /api/bookings/{id}: the card payment and the plan', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  const book = async (booking: Record<string, unknown>) => (await t.http.post('/api/create-booking').send(booking).expect(201)).body.booking;
  const pay = (booking: { id: string; totalPrice: number }) =>
    t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: booking.totalPrice, bookingId: booking.id }).expect(200);
  const show = async (id: string) => (await t.http.get(`/api/bookings/${id}`).expect(200)).body;

  it('says nothing was paid until the card is charged, then what was charged, when, and where the receipt went', async () => {
    const booking = await book(rideBooking({ email: 'Jamie.Rivera@Example.com' }));
    expect(await show(booking.id)).toMatchObject({ paymentStatus: 'unpaid', cardPayment: null, planName: null, hasCalendarEvent: true });

    clock.set('2026-06-01T14:03:00Z');
    await pay(booking);
    expect(await show(booking.id)).toMatchObject({
      paymentStatus: 'paid',
      cardPayment: { amount: booking.totalPrice, paidAt: '2026-06-01T14:03:00.000Z', receiptEmail: 'Jamie.Rivera@Example.com' },
    });
    const receipts = await t.dataSource.query(`SELECT to_address FROM mail_outbox WHERE booking_id = $1 AND kind = 'payment-receipt'`, [booking.id]);
    expect(receipts).toEqual([{ to_address: 'Jamie.Rivera@Example.com' }]);
  });

  it('keeps the amount charged when the owner edits the total afterwards', async () => {
    const booking = await book(rideBooking());
    await pay(booking);
    const owner = await loginAsOwner(t);
    await owner
      .patch(`/api/bookings/${booking.id}`)
      .send({ total_price: booking.totalPrice + 15 })
      .expect(200);
    const shown = await show(booking.id);
    expect(shown.totalPrice).toBe(booking.totalPrice + 15);
    expect(shown.cardPayment.amount).toBe(booking.totalPrice);
  });

  it('has no card payment for a booking paid in cash on the phone', async () => {
    const owner = await loginAsOwner(t);
    const phone = (
      await owner
        .post('/api/admin/bookings')
        .send({ ...rideBooking(), paymentMethod: 'cash' })
        .expect(201)
    ).body.booking;
    expect(await show(phone.id)).toMatchObject({ cardPayment: null });
  });

  it('names the plan a plan purchase bought, paid by card', async () => {
    const plan = await book({
      ...rideBooking(),
      ...CONTACT,
      serviceType: 'subscription',
      serviceDate: 'N/A',
      serviceTime: 'N/A',
      serviceDetails: { planType: 'basic', frequency: 'monthly', addressesVary: false, details: '' },
    });
    await pay(plan);
    expect(await show(plan.id)).toMatchObject({
      serviceType: 'subscription',
      planName: 'Basic',
      paymentStatus: 'paid',
      cardPayment: { amount: plan.totalPrice, receiptEmail: CONTACT.email },
      hasCalendarEvent: false,
    });
  });
});
