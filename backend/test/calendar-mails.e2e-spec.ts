import type { MailCalendarEvent } from '../src/mail/mail-outbox.entity.js';
import { rideBooking } from './fixtures/bookings.js';
import { parseCalendar, wallTime } from './support/parsed-calendar.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// The booking's calendar event in the customer's mails (test mode): one UID throughout, a REQUEST while it stands, a
// higher SEQUENCE for each move and a CANCEL at the end. The owner hears of the customer's own changes, without a file.
// 2026-06-01 08:00 in Denver (MDT, UTC-6); the fixtures' ride is on 2026-06-03 10:00.
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);
const BASE_URL = 'https://rides.example.test';
const LINK = /https:\/\/rides\.example\.test\/manage\/([A-Za-z0-9_-]{22,64})/;
const DENVER = 'America/Denver';

interface Created {
  id: string;
  reference: string;
  totalPrice: number;
}

interface StoredMail {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  calendar_event: MailCalendarEvent | null;
}

describe('calendar events in the booking mails', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: BASE_URL, OWNER_EMAIL: 'owner@rides.example.test' }, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  const bookAndPay = async (body: Record<string, unknown> = rideBooking()): Promise<Created> => {
    const booking = (await t.http.post('/api/create-booking').send(body).expect(201)).body.booking as Created;
    await t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: booking.totalPrice, bookingId: booking.id }).expect(200);
    return booking;
  };
  const mails = (bookingId: string): Promise<StoredMail[]> =>
    t.dataSource.query(`SELECT kind, to_address, subject, text_body, calendar_event FROM mail_outbox WHERE booking_id = $1 ORDER BY created_at, kind`, [
      bookingId,
    ]);
  const mailOf = async (bookingId: string, kind: string): Promise<StoredMail> => {
    const mail = (await mails(bookingId)).find((candidate) => candidate.kind === kind);
    if (!mail) throw new Error(`no ${kind} mail`);
    return mail;
  };
  const eventOf = (mail: StoredMail) => {
    const file = parseCalendar(mail.calendar_event!.content);
    expect(file.method).toBe(mail.calendar_event!.method);
    expect(file.events).toHaveLength(1);
    return { method: file.method, event: file.events[0] };
  };
  const tokenOf = async (bookingId: string) => LINK.exec((await mailOf(bookingId, 'booking-received')).text_body)![1];

  it('sends the booked event with the confirmation and the receipt, as a confirmed invitation, and nothing to the owner', async () => {
    const booking = await bookAndPay();
    const uid = `booking-${booking.reference}@rides.example.test`;
    const byKind = Object.fromEntries((await mails(booking.id)).map((mail) => [mail.kind, mail]));
    expect(Object.keys(byKind).sort()).toEqual(['booking-new-owner', 'booking-received', 'payment-receipt']);
    expect(byKind['booking-new-owner'].calendar_event).toBeNull();
    for (const kind of ['booking-received', 'payment-receipt']) {
      expect(byKind[kind].calendar_event).toMatchObject({ method: 'REQUEST', filename: `booking-254-${booking.reference}.ics` });
      const { event } = eventOf(byKind[kind]);
      // Paid bookings confirm themselves by default (domain/booking-policy.ts): the event is confirmed from the start.
      expect(event).toMatchObject({ uid, sequence: 0, status: 'CONFIRMED' });
      expect([wallTime(event.start, DENVER), event.start.toISOString()]).toEqual(['2026-06-03 10:00', '2026-06-03T16:00:00.000Z']);
      expect(event.organizer).toMatchObject({ val: 'mailto:owner@rides.example.test' });
      expect(event.attendee).toMatchObject({ val: expect.stringMatching(/^mailto:jamie@example\.com$/i) });
    }
    // The file is the one the confirmation page downloads, at the same revision.
    const downloaded = parseCalendar((await t.http.get(`/api/bookings/${booking.id}/calendar.ics`).buffer(true).expect(200)).text).events[0];
    expect(downloaded).toMatchObject({ uid, sequence: 0 });
  });

  it('keeps the customer as the attendee whatever their name holds: quotes, a comma, a colon, a caret', async () => {
    const fullName = 'Jamie "JR" Rivera, Esq: x^y';
    const booking = await bookAndPay(rideBooking({ fullName }));
    const { event } = eventOf(await mailOf(booking.id, 'booking-received'));
    expect(event.attendee).toMatchObject({ val: expect.stringMatching(/^mailto:jamie@example\.com$/i), params: { PARTSTAT: 'ACCEPTED' } });
    // The name as RFC 6868 writes a parameter value (a quote is ^', a caret ^^), which node-ical leaves as it is.
    const cn = (event.attendee as { params: { CN: string } }).params.CN;
    expect(cn.replace(/\^(['n^])/g, (_match, code: string) => ({ "'": '"', n: '\n', '^': '^' })[code]!)).toBe(fullName);
  });

  it('attaches nothing for a plan bought without a date', async () => {
    const plan = await bookAndPay({
      ...rideBooking(),
      serviceType: 'subscription',
      serviceDate: 'N/A',
      serviceTime: 'N/A',
      serviceDetails: { planType: 'premium', frequency: 'monthly', addressesVary: false, details: '' },
    });
    const sent = await mails(plan.id);
    expect(sent.map((mail) => mail.kind)).toContain('subscription-code');
    expect(sent.filter((mail) => mail.calendar_event !== null)).toEqual([]);
  });

  it('updates the event when the customer moves the booking, tells the owner, then cancels it with METHOD:CANCEL', async () => {
    const booking = await bookAndPay();
    const uid = `booking-${booking.reference}@rides.example.test`;
    const token = await tokenOf(booking.id);

    await t.http.post(`/api/manage/${token}/move`).send({ date: '2026-06-04', time: '14:00' }).expect(200);
    const moved = await mailOf(booking.id, 'booking-moved');
    expect(moved.calendar_event!.method).toBe('REQUEST');
    const { event } = eventOf(moved);
    expect(event).toMatchObject({ uid, sequence: 1 });
    expect(wallTime(event.start, DENVER)).toBe('2026-06-04 14:00');
    const ownerNotice = await mailOf(booking.id, 'booking-moved-owner');
    expect(ownerNotice).toMatchObject({ to_address: 'owner@rides.example.test', calendar_event: null });
    expect(ownerNotice.subject).toBe(`Booking 254-${booking.reference} moved by the customer to Thursday, June 4, 2026 at 2:00 PM`);
    expect(ownerNotice.text_body).toContain(
      `The customer moved booking 254-${booking.reference} online from Wednesday, June 3, 2026 at 10:00 AM to Thursday, June 4, 2026 at 2:00 PM.`,
    );
    expect(ownerNotice.text_body).not.toMatch(LINK);

    await t.http.post(`/api/manage/${token}/cancel`).send({ expectedFee: 0 }).expect(200);
    const cancelled = await mailOf(booking.id, 'booking-cancelled');
    expect(cancelled.calendar_event!.method).toBe('CANCEL');
    const cancellation = eventOf(cancelled);
    expect(cancellation.method).toBe('CANCEL');
    expect(cancellation.event).toMatchObject({ uid, sequence: 2, status: 'CANCELLED' });
    expect((await mailOf(booking.id, 'booking-cancelled-owner')).calendar_event).toBeNull();
    expect((await t.dataSource.query(`SELECT calendar_sequence FROM bookings WHERE id = $1`, [booking.id]))[0].calendar_sequence).toBe(2);
  });
});
