import { squareEnv, startFakeSquare, type FakeSquare } from './fakes/fake-square.js';
import { AIRPORT_ADDRESS, CONTACT, planPurchase, quoteOf, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// Issue 29 point 1: every mail about a booking states how it was paid, from its payment record (a card and the amount,
// a plan ride, money received by hand, a payment link sent, still to pay), and a plan purchase reads as a purchase.
const clock = fixedClock('2026-06-01T14:00:00Z');

interface Mail {
  kind: string;
  subject: string;
  text_body: string;
}

describe('the money line of the mails (fake Square, real SDK)', () => {
  let square: FakeSquare;
  let t: TestApp;

  beforeAll(async () => {
    square = await startFakeSquare();
    const webhook = { signatureKey: 'whsec-test-signature-key', url: 'https://rides.example.test/api/square/webhook' };
    t = await createTestApp({ PUBLIC_BASE_URL: 'https://rides.example.test', ...squareEnv(square, webhook, 2000) }, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    square.reset();
    await resetData(t.dataSource);
    await t.dataSource.query('DELETE FROM service_codes');
  });
  afterAll(async () => {
    await t.close();
    await square.close();
  });

  /** A booking's mails, by kind (one change's mails are written in one transaction: no order among them). */
  const mailsOf = (id: string): Promise<Mail[]> =>
    t.dataSource.query(`SELECT kind, subject, text_body FROM mail_outbox WHERE booking_id = $1 AND channel = 'mail' ORDER BY kind, created_at`, [id]);
  const paymentLine = (mail: Mail) => /^Payment: +(.+)$/m.exec(mail.text_body)?.[1];
  const pay = (booking: { id: string; totalPrice: number }) =>
    t.http
      .post('/api/process-square-payment')
      .send({ sourceId: 'cnon:card-nonce-ok', amount: booking.totalPrice, bookingId: booking.id, customerEmail: CONTACT.email })
      .expect(200);

  it('says "paid by card" with the amount and the card in the confirmation, the owner’s notice and the receipt', async () => {
    const booking = (
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ destinationLocation: AIRPORT_ADDRESS }))
        .expect(201)
    ).body.booking;
    await pay(booking);
    const mails = await mailsOf(booking.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-new-owner', 'booking-received', 'payment-receipt']);
    const line = `Paid by card: $${booking.totalPrice.toFixed(2)} (Visa ending 1111)`;
    expect(mails.map(paymentLine)).toEqual([line, line, line]);
    for (const mail of mails) expect(mail.text_body).not.toContain('Payment Not Required');
  });

  it('speaks of a plan as a purchase, never of a date, and of its rides as plan rides', async () => {
    const plan = (await t.http.post('/api/create-booking').send(planPurchase()).expect(201)).body;
    const paid = (await pay(plan.booking)).body;
    // One purchase, one mail to the customer: the purchase, its receipt and its code.
    const mails = await mailsOf(plan.booking.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-new-owner', 'subscription-code']);
    const [owner, purchased] = mails;
    expect(owner.subject).toBe(`New purchase 254-${plan.booking.reference}: Subscription Service`);
    expect(purchased.subject).toBe(`Your Premium plan: code ${paid.subscriptionCode} for 8 rides`);
    for (const mail of mails) {
      expect(mail.text_body).not.toMatch(/N\/A|^Date:|^Time:|within the hour/m);
      expect(paymentLine(mail)).toBe(`Paid by card: $${plan.booking.totalPrice.toFixed(2)} (Visa ending 1111)`);
    }
    expect(purchased.text_body).toMatch(/^Receipt number: +\S+$/m);

    const ride = (
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ subscriptionCode: paid.subscriptionCode }))
        .expect(201)
    ).body.booking;
    expect((await mailsOf(ride.id)).map(paymentLine)).toEqual(['No charge: a ride of a ride plan', 'No charge: a ride of a ride plan']);
  });

  it('covers a plan ride up to what the plan paid for one ride; a dearer ride pays the difference by card first (issue 29.5)', async () => {
    const plan = (await t.http.post('/api/create-booking').send(planPurchase()).expect(201)).body;
    const code = (await pay(plan.booking)).body.subscriptionCode;
    // The plan was bought for the in-town route at its $20 minimum fare: that is a ride's value.
    const check = (await t.http.post('/api/validate-service-code').send({ code }).expect(200)).body;
    expect(check).toMatchObject({
      valid: true,
      waivesPayment: false,
      message: 'Each ride is covered up to $20.00; a dearer ride asks for the difference by card.',
      rideCover: 20,
    });

    const airport = rideBooking({ destinationLocation: AIRPORT_ADDRESS, subscriptionCode: code, serviceTime: '13:00' });
    const price = (await t.http.post('/api/quotes').send(quoteOf(airport)).expect(200)).body.totalPrice;
    const created = (await t.http.post('/api/create-booking').send(airport).expect(201)).body;
    const difference = Math.round(price * 100 - 2000) / 100;
    expect(created).toMatchObject({ paymentRequired: true, booking: { totalPrice: difference } });
    expect(created.booking.priceBreakdown.at(-1)).toEqual({ label: `Plan ride (code ${code}): $20.00 covered`, amount: -20 });
    // The checkout takes the difference, and only it.
    await pay(created.booking);
    const mails = await mailsOf(created.booking.id);
    expect(mails.map(paymentLine)).toEqual(mails.map(() => `Paid by card: $${difference.toFixed(2)} (Visa ending 1111), the rest by a ride of a ride plan`));

    // The owner sees the plan's part and the card's part.
    const owner = await loginAsOwner(t);
    const { bookings } = (await owner.get('/api/bookings').expect(200)).body;
    const seen = bookings.find((booking: { id: string }) => booking.id === created.booking.id);
    expect(seen).toMatchObject({ total_price: difference, paymentInfo: { status: 'paid' } });

    // A ride on the plan's own route is covered in full, as before.
    const own = (
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ subscriptionCode: code, serviceDate: '2026-06-04' }))
        .expect(201)
    ).body;
    expect(own).toMatchObject({ paymentRequired: false, booking: { totalPrice: 0 } });
  });

  it('says what is still to pay on a phone booking, that a payment link went, and then the cash received', async () => {
    const owner = await loginAsOwner(t);
    const booking = (
      await owner
        .post('/api/admin/bookings')
        .send({ ...rideBooking({ destinationLocation: AIRPORT_ADDRESS }), paymentMethod: 'unpaid' })
        .expect(201)
    ).body.booking;
    const total = `$${booking.total_price.toFixed(2)}`;
    expect((await mailsOf(booking.id)).map(paymentLine)).toEqual([`To pay: ${total}`]);

    await owner.post(`/api/admin/bookings/${booking.id}/pay-link`).send({}).expect(200);
    clock.set('2026-06-01T14:05:00Z');
    await owner.post(`/api/admin/bookings/${booking.id}/pay-link`).send({}).expect(200);
    const links = (await mailsOf(booking.id)).filter((mail) => mail.kind === 'pay-link');
    // The first link's own mail knows of no earlier link; the second does.
    expect(links.map(paymentLine)).toEqual([`To pay: ${total}`, `To pay: ${total} (payment link sent)`]);

    await owner.post(`/api/admin/bookings/${booking.id}/payments`).send({ method: 'cash', amount: booking.total_price, receivedOn: '2026-06-01' }).expect(201);
    const receipt = (await mailsOf(booking.id)).find((mail) => mail.kind === 'payment-receipt')!;
    expect(paymentLine(receipt)).toBe(`Paid: ${total} (Cash)`);
  });

  it('sends a plan the owner took by phone its code with the cash receipt, in one mail, when the money comes in', async () => {
    const owner = await loginAsOwner(t);
    const plan = (
      await owner
        .post('/api/admin/bookings')
        .send({ ...planPurchase(), paymentMethod: 'unpaid' })
        .expect(201)
    ).body.booking;
    const total = `$${plan.total_price.toFixed(2)}`;
    const ordered = await mailsOf(plan.id);
    expect(ordered.map((mail) => [mail.kind, paymentLine(mail)])).toEqual([['booking-received', `To pay: ${total}`]]);
    expect(ordered[0].text_body).toContain("Your plan's code comes by e-mail as soon as it is paid.");

    await owner.post(`/api/admin/bookings/${plan.id}/payments`).send({ method: 'cash', amount: plan.total_price, receivedOn: '2026-06-01' }).expect(201);
    const [{ code }] = await t.dataSource.query(`SELECT code FROM service_codes WHERE source_booking_id = $1`, [plan.id]);
    const mails = await mailsOf(plan.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-received', 'subscription-code']);
    const purchased = mails[1];
    expect(purchased.text_body).toContain(code);
    expect(paymentLine(purchased)).toBe(`Paid: ${total} (Cash)`);
    expect(purchased.text_body).toMatch(/^Paid on: +June 1, 2026 at /m);
  });
});
