import { parseCalendar } from './support/parsed-calendar.js';
import { CONTACT, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// Issue 29 point 3: paid means confirmed, and every screen tells one story. With the owner's setting on (the default,
// domain/booking-policy.ts) a booking paid, or covered by a code, is confirmed at once: the booking's answer, its
// page, its mails and its calendar event say so. Off, it waits for the owner and all of them say the owner will reach
// out within the hour. The owner's own phone bookings are confirmed either way.
const clock = fixedClock('2026-06-01T14:00:00Z');
const BASE_URL = 'https://rides.example.test';
const LINK = /https:\/\/rides\.example\.test\/manage\/([A-Za-z0-9_-]{22,64})/;

interface Mail {
  kind: string;
  subject: string;
  text_body: string;
  calendar_event: { content: string } | null;
}

describe('paid bookings confirm themselves (Settings, Bookings)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: BASE_URL }, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
    await t.dataSource.query('DELETE FROM service_codes');
    owner = await loginAsOwner(t);
  });
  afterAll(() => t.close());

  const confirmPaidAutomatically = async (on: boolean) => {
    const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
    expect(settings.bookings).toEqual({
      confirmPaidAutomatically: expect.any(Boolean),
      freeCancelGraceMinutes: 10,
      noShowWaitMinutes: 10,
      recordTripPosition: false,
    });
    settings.bookings.confirmPaidAutomatically = on;
    const saved = await owner.put('/api/admin/settings').send(settings).expect(200);
    expect(saved.body.changes[0]).toMatchObject({ path: 'bookings.confirmPaidAutomatically', newValue: on });
  };
  const bookAndPay = async (body = rideBooking()) => {
    const booking = (await t.http.post('/api/create-booking').send(body).expect(201)).body.booking;
    await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: booking.totalPrice, bookingId: booking.id }).expect(200);
    return booking as { id: string; reference: string };
  };
  const mailsOf = (id: string): Promise<Mail[]> =>
    t.dataSource.query(`SELECT kind, subject, text_body, calendar_event FROM mail_outbox WHERE booking_id = $1 ORDER BY kind`, [id]);
  /** What every screen and mail says of the booking. */
  const story = async (id: string) => {
    const mails = await mailsOf(id);
    const received = mails.find((mail) => mail.kind === 'booking-received')!;
    const token = LINK.exec(received.text_body)![1];
    return {
      answer: (await t.http.get(`/api/bookings/${id}`).expect(200)).body.status,
      page: (await t.http.get(`/api/manage/${token}`).expect(200)).body.status,
      subject: received.subject,
      calendar: parseCalendar(received.calendar_event!.content).events[0].status,
      customerSays: received.text_body.split('\n')[1],
      ownerSays: mails.find((mail) => mail.kind === 'booking-new-owner')?.text_body.split('\n')[0],
      kinds: mails.map((mail) => mail.kind),
    };
  };

  it('by default: a paid ride is confirmed with its payment, and its answer, page, mails and calendar event say so', async () => {
    const booking = await bookAndPay();
    expect(await story(booking.id)).toEqual({
      answer: 'confirmed',
      page: 'confirmed',
      subject: `Booking 254-${booking.reference} confirmed: Ride Service on Wednesday, June 3, 2026`,
      calendar: 'CONFIRMED',
      customerSays: 'Thank you for booking with Ogden Rides & Deliveries. Your booking is confirmed.',
      ownerSays:
        'A new booking came in and is confirmed: paid bookings confirm themselves (Settings, Bookings). Call the customer only if something needs to change.',
      // One mail says it: no separate confirmation follows.
      kinds: ['booking-new-owner', 'booking-received', 'payment-receipt'],
    });
  });

  it('by default: a booking a plan covers is confirmed when it is made', async () => {
    await owner
      .post('/api/service-codes')
      .send({ customerEmail: CONTACT.email, customerPhone: CONTACT.phone, type: '10rides', customCode: 'RIDES-JAMIE' })
      .expect(201);
    const created = await t.http
      .post('/api/create-booking')
      .send(rideBooking({ subscriptionCode: 'RIDES-JAMIE' }))
      .expect(201);
    expect(created.body.booking.status).toBe('confirmed');
    expect((await story(created.body.booking.id)).subject).toMatch(/^Booking 254-\w+ confirmed: /);
  });

  it('off: a paid ride waits for the owner, and every screen and mail says the owner will reach out within the hour', async () => {
    await confirmPaidAutomatically(false);
    const booking = await bookAndPay();
    expect(await story(booking.id)).toEqual({
      answer: 'pending',
      page: 'pending',
      subject: `Booking 254-${booking.reference} received: Ride Service on Wednesday, June 3, 2026`,
      calendar: 'TENTATIVE',
      customerSays: 'Thank you for booking with Ogden Rides & Deliveries. We received your request; the owner will reach out within the hour to confirm.',
      ownerSays: 'A new booking came in. Please call the customer within the hour to confirm.',
      kinds: ['booking-new-owner', 'booking-received', 'payment-receipt'],
    });
    // The owner confirms: the customer is told, the event turns confirmed.
    await owner.post('/api/update-booking-status').send({ bookingId: booking.id, status: 'confirmed' }).expect(200);
    expect((await mailsOf(booking.id)).map((mail) => mail.kind)).toContain('booking-confirmed');

    await confirmPaidAutomatically(true);
    const next = await bookAndPay(rideBooking({ serviceDate: '2026-06-04' }));
    expect((await story(next.id)).answer).toBe('confirmed');
  });

  it("confirms the owner's phone booking in either mode, and its mail says so", async () => {
    await confirmPaidAutomatically(false);
    const booking = (
      await owner
        .post('/api/admin/bookings')
        .send({ ...rideBooking(), paymentMethod: 'cash' })
        .expect(201)
    ).body.booking;
    const { subject, customerSays, answer } = await story(booking.id);
    expect({ subject, customerSays, answer }).toEqual({
      subject: `Booking 254-${booking.reference} confirmed: Ride Service on Wednesday, June 3, 2026`,
      customerSays: 'Thank you for booking with Ogden Rides & Deliveries. Your booking is confirmed.',
      answer: 'confirmed',
    });
  });
});
