import { zonedWallTimeToInstant } from '../src/domain/business-time.js';
import { TextSenderService } from '../src/mail/text-sender.service.js';
import { CustomerReminders } from '../src/notifications/customer-reminders.service.js';
import { MorningSheet } from '../src/notifications/morning-sheet.service.js';
import { SettingsService } from '../src/settings/settings.service.js';
import { startFakeTwilio, type FakeTwilio } from './fakes/fake-twilio.js';
import { CONTACT, deliveryBooking, OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, TEST_ADMIN, type TestApp } from './support/test-app.js';

// The owner's texts, the customers' reminders and the owner's morning sheet, through the real Twilio SDK against the
// fake Twilio, on a fixed clock. 2026-06-01 08:00 in Denver (MDT, UTC-6); the fixtures' ride is on 2026-06-03 10:00.
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);
const BASE_URL = 'https://rides.example.test';
const DENVER = 'America/Denver';
const OWNER_PHONE = '+18015550199'; // test-app's OWNER_PHONE, (801) 555-0199
const CUSTOMER_PHONE = '+18015550123'; // the fixtures' (801) 555-0123
const LINK = /https:\/\/rides\.example\.test\/manage\/([A-Za-z0-9_-]{22,64})/;

interface Created {
  id: string;
  reference: string;
  totalPrice: number;
}

interface StoredMessage {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  dedupe_key: string;
  next_attempt_at: Date;
}

const denver = (date: string, time: string) => zonedWallTimeToInstant(date, time, DENVER);
const minutesBefore = (instant: Date, minutes: number) => new Date(instant.getTime() - minutes * 60_000).toISOString();

describe('texts to the owner, reminders to the customers, the morning sheet (fake Twilio, real SDK)', () => {
  let twilio: FakeTwilio;
  let t: TestApp;
  let texts: TextSenderService;
  let reminders: CustomerReminders;
  let sheet: MorningSheet;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    t = await createTestApp(
      {
        PUBLIC_BASE_URL: BASE_URL,
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_FROM: twilio.from,
        TWILIO_API_BASE_URL: twilio.baseUrl,
      },
      { clock },
    );
    texts = t.app.get(TextSenderService);
    reminders = t.app.get(CustomerReminders);
    sheet = t.app.get(MorningSheet);
  });
  beforeEach(async () => {
    clock.set(NOW);
    twilio.reset();
    await resetData(t.dataSource);
    await t.dataSource.query('TRUNCATE morning_sheets, text_opt_outs');
    await t.app.get(SettingsService).loadNow(); // the default notification settings
  });
  afterAll(async () => {
    // Saved settings would be read at start by the next spec file's app.
    await resetData(t.dataSource);
    await t?.close();
    await twilio?.close();
  });

  // --- helpers ----------------------------------------------------------------------------------------

  const book = async (body: Record<string, unknown> = rideBooking()): Promise<Created> =>
    (await t.http.post('/api/create-booking').send(body).expect(201)).body.booking;
  const pay = (booking: Created) =>
    t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: booking.totalPrice, bookingId: booking.id }).expect(200);
  const bookAndPay = async (body: Record<string, unknown> = rideBooking()): Promise<Created> => {
    const booking = await book(body);
    await pay(booking);
    return booking;
  };
  const messages = (where: string, params: unknown[] = []): Promise<StoredMessage[]> =>
    t.dataSource.query(
      `SELECT kind, to_address, subject, text_body, dedupe_key, next_attempt_at FROM mail_outbox WHERE ${where} ORDER BY created_at, kind, dedupe_key`,
      params,
    );
  const textsOfKind = (kind: string) => messages(`channel = 'text' AND kind = $1`, [kind]);
  const mailsOfKind = (kind: string) => messages(`channel = 'mail' AND kind = $1`, [kind]);
  const ownerTexts = () => messages(`channel = 'text' AND kind LIKE 'owner-%'`);
  const tokenOf = async (bookingId: string) => {
    const [mail] = await messages(`kind = 'booking-received' AND booking_id = $1`, [bookingId]);
    return LINK.exec(mail.text_body)![1];
  };
  const adminLink = (id: string) => `${BASE_URL}/admin/dashboard?booking=${id}`;
  /** Runs the reminder job at `iso`, as the minute's tick would. */
  const remindAt = (iso: string) => {
    clock.set(iso);
    return reminders.queueDue();
  };

  // --- the owner's texts -----------------------------------------------------------------------------

  describe("the owner's texts", () => {
    it('texts the owner once per paid booking, with the time, service, pickup and the link to the booking in the admin', async () => {
      const booking = await book();
      expect(await ownerTexts()).toEqual([]); // waiting for its card payment: no text yet

      await pay(booking);
      const body = `Paid booking 254-${booking.reference} ($${booking.totalPrice.toFixed(2)}): Ride Wed, Jun 3 10:00 AM, from 2350 Wall Ave, Ogden. ${adminLink(booking.id)}`;
      expect(await ownerTexts()).toMatchObject([{ kind: 'owner-booking-paid', to_address: OWNER_PHONE, text_body: body }]);

      expect(await texts.sendDue()).toBe(1);
      expect(await texts.sendDue()).toBe(0);
      expect(twilio.messages.map(({ to, from, body }) => ({ to, from, body }))).toEqual([{ to: OWNER_PHONE, from: twilio.from, body }]);
    });

    it('gives 50 texts for 50 bookings made during a Twilio outage once it is back, none twice', async () => {
      twilio.failNext('outage');
      const days = Array.from({ length: 17 }, (_unused, index) => `2026-06-${String(index + 3).padStart(2, '0')}`);
      const slots = days.flatMap((day) => ['08:00', '11:00', '14:00'].map((time) => ({ day, time }))).slice(0, 50);
      for (const { day, time } of slots) await bookAndPay(rideBooking({ serviceDate: day, serviceTime: time }));
      expect(await ownerTexts()).toHaveLength(50);

      // Down: every text is tried, none is sent, all wait for their next try.
      expect(await texts.sendDue()).toBe(0);
      expect(twilio.messages).toEqual([]);
      const waiting: { n: number }[] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE channel = 'text' AND status = 'queued'`);
      expect(waiting).toEqual([{ n: 50 }]);

      // Back: the next runs send each one once.
      twilio.recover();
      clock.set('2026-06-01T15:00:00Z');
      let sent = 0;
      for (let run = 0; run < 5; run += 1) sent += await texts.sendDue();
      expect(sent).toBe(50);
      expect(twilio.messages).toHaveLength(50);
      expect(new Set(twilio.messages.map((message) => message.body)).size).toBe(50);
      expect(await t.dataSource.query(`SELECT status, count(*)::int AS n FROM mail_outbox WHERE channel = 'text' GROUP BY status`)).toEqual([
        { status: 'sent', n: 50 },
      ]);
    }, 120_000);

    it('does not text the owner of a booking they took by phone, nor of their own move or cancellation', async () => {
      const owner = await loginAsOwner(t);
      const booking = (
        await owner
          .post('/api/admin/bookings')
          .send({ ...rideBooking(), paymentMethod: 'cash' })
          .expect(201)
      ).body.booking;
      await owner.patch(`/api/bookings/${booking.id}`).send({ booking_time: '11:00' }).expect(200);
      await owner.post('/api/cancel-booking').send({ bookingId: booking.id }).expect(200);
      expect(await ownerTexts()).toEqual([]);
    });

    it("texts the customer's own move and cancellation, naming both times of the move", async () => {
      const booking = await bookAndPay();
      const token = await tokenOf(booking.id);
      clock.set('2026-06-01T14:01:00Z');
      await t.http.post(`/api/manage/${token}/move`).send({ date: '2026-06-04', time: '14:00' }).expect(200);
      clock.set('2026-06-01T14:02:00Z');
      await t.http.post(`/api/manage/${token}/cancel`).send({ expectedFee: 0 }).expect(200);
      const reference = `254-${booking.reference}`;
      expect((await ownerTexts()).map(({ kind, text_body }) => ({ kind, text_body }))).toEqual([
        { kind: 'owner-booking-paid', text_body: expect.any(String) },
        {
          kind: 'owner-booking-moved',
          text_body: `Moved by the customer: ${reference}, Ride now Thu, Jun 4 2:00 PM (was Wed, Jun 3 10:00 AM), from 2350 Wall Ave, Ogden. ${adminLink(booking.id)}`,
        },
        {
          kind: 'owner-booking-cancelled',
          text_body: `Cancelled by the customer: ${reference}, Ride Thu, Jun 4 2:00 PM, from 2350 Wall Ave, Ogden. The time is free again. ${adminLink(booking.id)}`,
        },
      ]);
    });

    it('texts an inquiry', async () => {
      await t.http
        .post('/api/long-haul-inquiry')
        .send({
          name: 'Pat Lee',
          email: 'pat@example.com',
          phone: '801-555-0188',
          pickupLocation: 'Ogden, UT',
          deliveryLocation: 'Boise, ID',
          itemDescription: 'A sofa',
        })
        .expect(201);
      expect(await ownerTexts()).toMatchObject([
        { kind: 'owner-inquiry', to_address: OWNER_PHONE, text_body: `New long haul delivery inquiry from Pat Lee, 801-555-0188. ${BASE_URL}/admin/dashboard` },
      ]);
    });

    it('holds a text about a booking days ahead in the quiet hours until 07:00, and sends one about a booking in the morning at once', async () => {
      clock.set('2026-06-01T04:00:00Z'); // Sun 31 May 22:00 MDT
      const later = await bookAndPay(); // Wed 3 June 10:00
      expect(await texts.sendDue()).toBe(0);
      expect(twilio.messages).toEqual([]);
      const [held] = await textsOfKind('owner-booking-paid');
      expect(held.next_attempt_at).toEqual(new Date('2026-06-01T13:00:00Z')); // Mon 07:00 MDT

      const soon = await bookAndPay(rideBooking({ serviceDate: '2026-06-01', serviceTime: '09:00' })); // 11 hours ahead
      expect(await texts.sendDue()).toBe(1);
      expect(twilio.messages.map((message) => message.body)).toEqual([expect.stringContaining(`254-${soon.reference}`)]);

      clock.set('2026-06-01T12:59:00Z');
      expect(await texts.sendDue()).toBe(0);
      clock.set('2026-06-01T13:00:00Z');
      expect(await texts.sendDue()).toBe(1);
      expect(twilio.messages.map((message) => message.body)).toEqual([
        expect.stringContaining(`254-${soon.reference}`),
        expect.stringContaining(`254-${later.reference}`),
      ]);
    });
  });

  // --- the settings ------------------------------------------------------------------------------------

  describe('the notification settings', () => {
    it('turn an event off, validated and recorded like the other settings', async () => {
      const owner = await loginAsOwner(t);
      const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
      expect(settings.notifications).toEqual({
        ownerTexts: { new: true, paid: true, cancelled: true, moved: true, inquiry: true },
        quietHours: { start: '21:00', end: '07:00' },
        reminderMailHours: 24,
        reminderTextHours: 2,
        inquiryAcknowledgementsPerDay: 50,
      });

      const refused = await owner
        .put('/api/admin/settings')
        .send({ ...settings, notifications: { ...settings.notifications, reminderTextHours: 0, quietHours: { start: '9pm', end: '07:00' } } })
        .expect(400);
      expect(refused.body.message).toContain('The quiet hours need a start and an end time (HH:MM)');
      expect(refused.body.message).toContain('The reminder text must go between 1 and 48 hours before the booking');

      const saved = await owner
        .put('/api/admin/settings')
        .send({ ...settings, notifications: { ...settings.notifications, ownerTexts: { ...settings.notifications.ownerTexts, paid: false } } })
        .expect(200);
      expect(saved.body.settings.notifications.ownerTexts.paid).toBe(false);
      expect(saved.body.changes).toEqual([
        { at: '2026-06-01T14:00:00.000Z', actor: TEST_ADMIN.username, path: 'notifications.ownerTexts.paid', oldValue: true, newValue: false },
      ]);

      await bookAndPay();
      expect(await ownerTexts()).toEqual([]);
      expect(await mailsOfKind('booking-new-owner')).toHaveLength(1); // the mail still goes
    });
  });

  // --- the customers' reminders -------------------------------------------------------------------------

  describe("the customers' reminders", () => {
    it.each<[string, string, string, string]>([
      // Booked at 09:00 on the day clocks spring forward (MDT): 24 real hours before is 08:00 MST the day before.
      ['the spring-forward day', '2026-03-08', '2026-03-07T15:00:00Z', '2026-03-08T13:00:00Z'],
      // Booked at 09:00 on the day clocks fall back (MST): 24 real hours before is 10:00 MDT the day before.
      ['the fall-back day', '2026-11-01', '2026-10-31T16:00:00Z', '2026-11-01T14:00:00Z'],
    ])('mails 24 hours and texts 2 hours before 09:00 on %s, once each, at the right instant', async (_name, day, mailAt, textAt) => {
      const start = denver(day, '09:00').toISOString();
      clock.set(minutesBefore(new Date(start), 5 * 24 * 60)); // booked five days ahead
      const booking = await bookAndPay(rideBooking({ serviceDate: day, serviceTime: '09:00', textReminders: true }));

      expect(await remindAt(minutesBefore(new Date(mailAt), 1))).toBe(0);
      expect(await mailsOfKind('reminder-mail')).toEqual([]);
      clock.set(mailAt);
      // Two servers at the same minute: one queues it.
      expect((await Promise.all([reminders.queueDue(), reminders.queueDue()])).sort()).toEqual([0, 1]);
      expect(await remindAt(mailAt)).toBe(0); // and the next run nothing
      const [mail] = await mailsOfKind('reminder-mail');
      expect(mail).toMatchObject({ to_address: CONTACT.email, dedupe_key: `reminder-mail:${booking.id}:${start}` });
      expect(mail.subject).toMatch(/^Reminder: your Ride Service tomorrow, Sunday, (March 8|November 1), 2026 at 9:00 AM$/);
      expect(mail.text_body).toContain(OGDEN_ADDRESS);
      expect(mail.text_body).toMatch(LINK);

      expect(await remindAt(minutesBefore(new Date(textAt), 1))).toBe(0);
      expect(await textsOfKind('reminder-text')).toEqual([]);
      expect(await remindAt(textAt)).toBe(1);
      expect(await remindAt(minutesBefore(new Date(textAt), -30))).toBe(0);
      const [text] = await textsOfKind('reminder-text');
      expect(text).toMatchObject({ to_address: CUSTOMER_PHONE, dedupe_key: `reminder-text:${booking.id}:${start}` });
      expect(text.text_body).toMatch(
        /^Ogden Rides & Deliveries: your ride is today at 9:00 AM, pickup 2350 Wall Ave, Ogden\. Manage it: https:\/\/rides\.example\.test\/manage\/[A-Za-z0-9_-]+ Reply STOP to opt out\.$/,
      );
      // The text carries the newest link: it opens the booking.
      await t.http.get(`/api/manage/${LINK.exec(text.text_body)![1]}`).expect(200);

      expect(await texts.sendDue()).toBeGreaterThanOrEqual(1);
      expect(twilio.messages.filter((message) => message.to === CUSTOMER_PHONE)).toHaveLength(1);
      expect(await mailsOfKind('reminder-mail')).toHaveLength(1);
    });

    it('texts only a customer who ticked "Text me reminders"', async () => {
      await bookAndPay(); // Wed 3 June 10:00 MDT (16:00Z), no texts asked for
      expect(await remindAt('2026-06-02T16:00:00Z')).toBe(1); // the mail
      expect(await remindAt('2026-06-03T14:00:00Z')).toBe(0);
      expect(await textsOfKind('reminder-text')).toEqual([]);
    });

    it('sends no 24-hour mail for a booking made 3 hours ahead, but its 2-hour text', async () => {
      await bookAndPay(rideBooking({ serviceDate: '2026-06-01', serviceTime: '11:00', textReminders: true })); // 3 hours ahead
      expect(await remindAt(NOW)).toBe(0);
      expect(await remindAt('2026-06-01T15:00:00Z')).toBe(1);
      expect(await mailsOfKind('reminder-mail')).toEqual([]);
      expect(await textsOfKind('reminder-text')).toHaveLength(1);
    });

    it('reminds no cancelled booking and no booking awaiting its card payment', async () => {
      const cancelled = await bookAndPay(rideBooking({ textReminders: true }));
      await t.http
        .post(`/api/manage/${await tokenOf(cancelled.id)}/cancel`)
        .send({ expectedFee: 0 })
        .expect(200);
      await book(rideBooking({ serviceTime: '14:00', textReminders: true })); // never paid (its hold is kept for the test)
      expect(await remindAt('2026-06-02T16:00:00Z')).toBe(0);
      expect(await remindAt('2026-06-03T14:00:00Z')).toBe(0);
      expect(await messages(`kind IN ('reminder-mail', 'reminder-text')`)).toEqual([]);
    });

    it('reminds a moved booking at its new time only, and again when it was reminded before the move', async () => {
      const owner = await loginAsOwner(t);
      const booking = await bookAndPay(rideBooking({ textReminders: true })); // Wed 3 June 10:00 MDT = 16:00Z
      await owner.patch(`/api/bookings/${booking.id}`).send({ booking_date: '2026-06-04', booking_time: '14:00' }).expect(200); // 20:00Z

      expect(await remindAt('2026-06-02T16:00:00Z')).toBe(0); // the old time's 24 hours
      expect(await remindAt('2026-06-03T14:00:00Z')).toBe(0); // the old time's 2 hours
      expect(await remindAt('2026-06-03T20:00:00Z')).toBe(1); // the new time's 24 hours
      const [first] = await mailsOfKind('reminder-mail');
      expect(first.dedupe_key).toBe(`reminder-mail:${booking.id}:2026-06-04T20:00:00.000Z`);
      expect(first.subject).toBe('Reminder: your Ride Service tomorrow, Thursday, June 4, 2026 at 2:00 PM');

      // Moved again after its reminder: the new time is reminded too.
      clock.set('2026-06-03T20:30:00Z');
      await (await loginAsOwner(t)).patch(`/api/bookings/${booking.id}`).send({ booking_time: '16:00' }).expect(200); // 22:00Z
      expect(await remindAt('2026-06-03T22:00:00Z')).toBe(1);
      expect((await mailsOfKind('reminder-mail')).map((mail) => mail.dedupe_key)).toEqual([
        `reminder-mail:${booking.id}:2026-06-04T20:00:00.000Z`,
        `reminder-mail:${booking.id}:2026-06-04T22:00:00.000Z`,
      ]);
      expect(await remindAt('2026-06-04T20:00:00Z')).toBe(1); // the text, 2 hours before 16:00
      expect((await textsOfKind('reminder-text')).map((text) => text.dedupe_key)).toEqual([`reminder-text:${booking.id}:2026-06-04T22:00:00.000Z`]);
    });
  });

  // --- quiet hours and withdrawn messages -------------------------------------------------------------

  describe("the customers' texts and the quiet hours (21:00-07:00)", () => {
    const customerTexts = () => twilio.messages.filter((message) => message.to === CUSTOMER_PHONE);

    it.each<[string, string, string, string]>([
      // 06:00 MDT on 8 March would be the 2-hour text of an 08:00 job; 20:45 MST on 7 March is before the quiet hours.
      ['the spring-forward day', '2026-03-08', '2026-03-08T03:45:00Z', '2026-03-08T12:00:00Z'],
      // 06:00 MST on 1 November; 20:45 MDT on 31 October.
      ['the fall-back day', '2026-11-01', '2026-11-01T02:45:00Z', '2026-11-01T13:00:00Z'],
    ])('texts an 08:00 job on %s the evening before at 20:45, never at 06:00', async (_name, day, eveningBefore, six) => {
      const start = denver(day, '08:00');
      clock.set(minutesBefore(start, 5 * 24 * 60));
      const booking = await bookAndPay(rideBooking({ serviceDate: day, serviceTime: '08:00', textReminders: true }));

      await remindAt(minutesBefore(new Date(eveningBefore), 1));
      expect(await textsOfKind('reminder-text')).toEqual([]);
      await remindAt(eveningBefore);
      const [text] = await textsOfKind('reminder-text');
      expect(text).toMatchObject({ to_address: CUSTOMER_PHONE, dedupe_key: `reminder-text:${booking.id}:${start.toISOString()}` });
      expect(text.text_body).toContain('your ride is tomorrow at 8:00 AM');
      expect(await texts.sendDue()).toBeGreaterThanOrEqual(1);
      expect(customerTexts()).toHaveLength(1);

      // Inside the quiet hours nothing more is queued or sent.
      await remindAt(six);
      await texts.sendDue();
      expect(await textsOfKind('reminder-text')).toHaveLength(1);
      expect(customerTexts()).toHaveLength(1);
    });

    it.each<[string, string]>([
      ['the spring-forward day', '2026-03-08'],
      ['the fall-back day', '2026-11-01'],
    ])('holds a reminder queued before the quiet hours but not yet sent until they end, on %s', async (_name, day) => {
      const start = denver(day, '08:00');
      clock.set(minutesBefore(start, 5 * 24 * 60));
      await bookAndPay(rideBooking({ serviceDate: day, serviceTime: '08:00', textReminders: true }));
      const eveningBefore = minutesBefore(denver(day, '00:00'), 3 * 60 + 15); // 20:45 the day before
      await remindAt(eveningBefore);
      expect(await textsOfKind('reminder-text')).toHaveLength(1);

      // Twilio was not reached before 21:00: the text waits, queued, through the night.
      clock.set(minutesBefore(denver(day, '00:00'), 3 * 60 - 1)); // 21:01
      await texts.sendDue();
      clock.set(denver(day, '06:59').toISOString());
      await texts.sendDue();
      expect(customerTexts()).toEqual([]);
      clock.set(denver(day, '07:00').toISOString());
      expect(await texts.sendDue()).toBe(1);
      expect(customerTexts()).toHaveLength(1);
    });

    it('texts a fresh link to the phone a customer named in Find my booking, at once (they asked), instead of a mail', async () => {
      const booking = await bookAndPay();
      clock.set('2026-06-02T04:00:00Z'); // 22:00 MDT: they asked, so it goes now
      await t.http
        .post('/api/manage/find')
        .send({ reference: `254-${booking.reference}`, contact: '801-555-0123' })
        .expect(202);
      const [text] = await textsOfKind('manage-link-text');
      expect(text).toMatchObject({ to_address: CUSTOMER_PHONE, next_attempt_at: new Date('2026-06-02T04:00:00Z') });
      expect(text.text_body).toMatch(new RegExp(`^Ogden Rides & Deliveries: your booking 254-${booking.reference}: ${BASE_URL}/manage/[A-Za-z0-9_-]{32}$`));
      expect(await mailsOfKind('manage-link')).toEqual([]);
      await texts.sendDue();
      expect(customerTexts()).toHaveLength(1);
      await t.http.get(`/api/manage/${LINK.exec(text.text_body)![1]}`).expect(200);
    });

    it('sends a pay link the owner texts at night once the quiet hours end', async () => {
      const { booking } = (
        await (
          await loginAsOwner(t)
        )
          .post('/api/admin/bookings')
          .send({ ...rideBooking(), paymentMethod: 'unpaid' })
          .expect(201)
      ).body;
      clock.set('2026-06-02T04:00:00Z'); // 22:00 MDT
      const owner = await loginAsOwner(t);
      await owner.post(`/api/admin/bookings/${booking.id}/pay-link`).send({ byText: true }).expect(200);
      const [text] = await textsOfKind('pay-link-text');
      expect(new Date(text.next_attempt_at).toISOString()).toBe('2026-06-02T13:00:00.000Z'); // 07:00 MDT
      await texts.sendDue();
      expect(customerTexts()).toEqual([]);
      clock.set('2026-06-02T13:00:00Z');
      await texts.sendDue();
      expect(customerTexts()).toHaveLength(1);
    });
  });

  describe('messages withdrawn when their booking changes', () => {
    const statusesOf = async (bookingId: string) =>
      (
        (await t.dataSource.query(`SELECT kind, status FROM mail_outbox WHERE booking_id = $1 AND kind LIKE 'reminder-%' ORDER BY kind, created_at`, [
          bookingId,
        ])) as { kind: string; status: string }[]
      ).map((row) => `${row.kind} ${row.status}`);

    it.each<[string, string, string, string]>([
      // The 24-hour mail and the 2-hour text of a 09:00 job, queued but not yet sent when the customer cancels.
      ['the spring-forward day', '2026-03-08', '2026-03-07T15:00:00Z', '2026-03-08T13:00:00Z'],
      ['the fall-back day', '2026-11-01', '2026-10-31T16:00:00Z', '2026-11-01T14:00:00Z'],
    ])('withdraws the reminders still waiting when the customer cancels, on %s', async (_name, day, mailAt, textAt) => {
      clock.set(minutesBefore(denver(day, '09:00'), 5 * 24 * 60));
      const booking = await bookAndPay(rideBooking({ serviceDate: day, serviceTime: '09:00', textReminders: true }));
      await remindAt(mailAt);
      await remindAt(textAt);
      expect(await statusesOf(booking.id)).toEqual(['reminder-mail queued', 'reminder-text queued']);

      // The customer follows the newest link (the text's) and cancels at the fee it names.
      const [text] = await textsOfKind('reminder-text');
      const token = LINK.exec(text.text_body)![1];
      const { fee } = (await t.http.get(`/api/manage/${token}`).expect(200)).body.cancellation;
      await t.http.post(`/api/manage/${token}/cancel`).send({ expectedFee: fee }).expect(200);
      expect(await statusesOf(booking.id)).toEqual(['reminder-mail withdrawn', 'reminder-text withdrawn']);
      await texts.sendDue();
      expect(twilio.messages.filter((message) => message.to === OWNER_PHONE).at(-1)?.body).toMatch(/cancel/i);
      expect(twilio.messages.filter((message) => message.to === CUSTOMER_PHONE)).toEqual([]);
      expect(await mailsOfKind('booking-cancelled')).toHaveLength(1);

      const owner = await loginAsOwner(t);
      const outbox = (await owner.get('/api/admin/outbox').query({ status: 'withdrawn' }).expect(200)).body;
      // The confirmation had not gone either (no mail sender runs here): it is withdrawn too; the receipt is not.
      const withdrawn = 'Withdrawn: the booking was cancelled before it was sent';
      expect(outbox.messages.map((message: { kind: string; lastError: string }) => [message.kind, message.lastError]).sort()).toEqual([
        ['booking-received', withdrawn],
        ['reminder-mail', withdrawn],
        ['reminder-text', withdrawn],
      ]);
      expect(outbox.counts.withdrawn).toBe(3);
      expect(await mailsOfKind('payment-receipt')).toHaveLength(1);
    });

    it('withdraws the old time’s reminders when the owner moves the booking, and reminds the new time', async () => {
      const booking = await bookAndPay(rideBooking({ textReminders: true })); // Wed 3 June 10:00 MDT = 16:00Z
      await remindAt('2026-06-02T16:00:00Z');
      expect(await statusesOf(booking.id)).toEqual(['reminder-mail queued']);
      await (await loginAsOwner(t)).patch(`/api/bookings/${booking.id}`).send({ booking_time: '15:00' }).expect(200);
      expect(await statusesOf(booking.id)).toEqual(['reminder-mail withdrawn']);
      expect(await remindAt('2026-06-02T21:00:00Z')).toBe(1); // 24 hours before 15:00
      expect(await statusesOf(booking.id)).toEqual(['reminder-mail withdrawn', 'reminder-mail queued']);
    });
  });

  // --- the morning sheet ------------------------------------------------------------------------------

  describe("the owner's morning sheet", () => {
    it('mails the day’s jobs in time order at 06:00 with a text of the count, once; cancelled and unpaid ones left out', async () => {
      const late = await bookAndPay(rideBooking({ serviceTime: '15:00' }));
      const early = await bookAndPay(deliveryBooking({ serviceTime: '08:00' }));
      const cancelled = await bookAndPay(rideBooking({ serviceTime: '12:00' }));
      await t.http
        .post(`/api/manage/${await tokenOf(cancelled.id)}/cancel`)
        .send({ expectedFee: 0 })
        .expect(200);
      await book(rideBooking({ serviceTime: '17:00' })); // never paid
      await bookAndPay(rideBooking({ serviceDate: '2026-06-04' })); // another day

      clock.set('2026-06-03T11:59:00Z'); // 05:59 MDT
      expect(await sheet.queueIfDue()).toBeNull();
      clock.set('2026-06-03T12:00:00Z'); // 06:00 MDT
      expect(await sheet.queueIfDue()).toBe(2);
      expect(await sheet.queueIfDue()).toBeNull(); // a second run, or a second server

      const [mail] = await mailsOfKind('morning-sheet');
      expect(mail).toMatchObject({ to_address: 'owner@ogden-rides.test', subject: "Today's jobs, Wednesday, June 3, 2026: 2 jobs" });
      const first = mail.text_body.indexOf(`8:00 AM: Delivery Service 254-${early.reference}`);
      const second = mail.text_body.indexOf(`3:00 PM: Ride Service 254-${late.reference}`);
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(first);
      expect(mail.text_body).not.toContain(cancelled.reference);
      expect(mail.text_body).toContain(`${CONTACT.fullName}, ${CONTACT.phone}`);
      expect(mail.text_body).toContain('Package: large, heavy');
      expect(mail.text_body).toContain(
        `Map: https://www.google.com/maps/dir/?api=1&origin=${encodeURIComponent(OGDEN_ADDRESS)}&destination=${encodeURIComponent(SECOND_OGDEN_ADDRESS)}`,
      );
      // 06:00 is in the default quiet hours, but the first job is two hours away: the text goes at once.
      expect(await textsOfKind('morning-sheet-text')).toMatchObject([
        { to_address: OWNER_PHONE, text_body: 'Good morning: 2 jobs today, the first at 8:00 AM (Delivery, 2350 Wall Ave, Ogden). The list is in your mail.' },
      ]);
      expect(await texts.sendDue()).toBeGreaterThanOrEqual(1);
      expect(twilio.messages.filter((message) => message.body.startsWith('Good morning'))).toHaveLength(1);
    });

    it('sends nothing on a day without jobs, not even when a job is booked later that morning', async () => {
      clock.set('2026-06-03T12:00:00Z');
      expect(await sheet.queueIfDue()).toBe(0);
      await bookAndPay(rideBooking({ serviceTime: '14:00' }));
      clock.set('2026-06-03T12:05:00Z');
      expect(await sheet.queueIfDue()).toBeNull();
      expect(await mailsOfKind('morning-sheet')).toEqual([]);
      expect(await textsOfKind('morning-sheet-text')).toEqual([]);
    });
  });
});
