import { deliveryBooking, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// Issue 29 point 9: a delivery is booked into a window, and every answer and mail about it says the window
// ("10:00 AM - 12:00 PM"), not only its start. 2026-06-01 08:00 in Denver; the fixtures book 2026-06-03.
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);
const BASE_URL = 'https://rides.example.test';
const LINK = new RegExp(`${BASE_URL.replace(/\./g, '\\.')}/manage/([A-Za-z0-9_-]{22,64})`);

describe("a delivery's window in every answer and mail (test mode)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: BASE_URL }, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  const mailsOf = (id: string): Promise<{ kind: string; subject: string; text_body: string }[]> =>
    t.dataSource.query(`SELECT kind, subject, text_body FROM mail_outbox WHERE booking_id = $1 AND channel = 'mail' ORDER BY kind`, [id]);

  it('answers the window beside the start to the customer, the checkout, the manage page and the owner, and mails it', async () => {
    const created = (await t.http.post('/api/create-booking').send(deliveryBooking()).expect(201)).body.booking;
    expect(created).toMatchObject({ serviceTime: '10:00', serviceTimeText: '10:00-12:00' });
    expect((await t.http.get(`/api/bookings/${created.id}`).expect(200)).body).toMatchObject({ bookingTime: '10:00', bookingTimeText: '10:00-12:00' });

    await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: created.totalPrice, bookingId: created.id }).expect(200);
    const mails = await mailsOf(created.id);
    const received = mails.find((mail) => mail.kind === 'booking-received')!;
    expect(received.text_body).toMatch(/^Time: +10:00 AM - 12:00 PM$/m);
    const owners = mails.find((mail) => mail.kind === 'booking-new-owner')!;
    expect(owners.subject).toContain('at 10:00 AM - 12:00 PM');

    const token = LINK.exec(received.text_body)![1];
    expect((await t.http.get(`/api/manage/${token}`).expect(200)).body).toMatchObject({ serviceTime: '10:00', serviceTimeText: '10:00-12:00' });

    const owner = await loginAsOwner(t);
    const { bookings } = (await owner.get('/api/bookings').expect(200)).body;
    expect(bookings.find((booking: { id: string }) => booking.id === created.id)).toMatchObject({ booking_time: '10:00', booking_time_text: '10:00-12:00' });
  });

  it('answers a ride by its start alone', async () => {
    const created = (await t.http.post('/api/create-booking').send(rideBooking()).expect(201)).body.booking;
    expect(created).toMatchObject({ serviceTime: '10:00', serviceTimeText: '10:00' });
  });
});
