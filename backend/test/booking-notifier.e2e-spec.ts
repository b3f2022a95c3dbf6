import { BookingNotifier } from '../src/notifications/booking-notifier.service.js';
import { CustomerReminders } from '../src/notifications/customer-reminders.service.js';
import { rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver (MDT): a weekday morning, outside the quiet hours.
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);

/**
 * The one notifier (issue 30 point 4): the booking writer records changes; after the commit the notifier queues their
 * messages, once, in order, with two app instances on one database.
 */
describe('booking changes are told of by one notifier', () => {
  let a: TestApp;
  let b: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    a = await createTestApp({}, { clock });
    b = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set(NOW);
    await resetData(a.dataSource);
    owner = await loginAsOwner(a);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const byPhone = async (language?: 'en' | 'es', serviceTime = '10:00') =>
    (
      await owner
        .post('/api/admin/bookings')
        .send({ ...rideBooking({ serviceTime }), paymentMethod: 'cash', ...(language && { language }) })
        .expect(201)
    ).body.booking as { id: string };
  const outbox = (bookingId: string): Promise<{ kind: string; status: string }[]> =>
    a.dataSource.query(`SELECT kind, status FROM mail_outbox WHERE booking_id = $1 ORDER BY kind`, [bookingId]);
  const waiting = async (bookingId: string) =>
    Number((await a.dataSource.query(`SELECT count(*) AS n FROM booking_history WHERE booking_id = $1 AND notified_at IS NULL`, [bookingId]))[0].n);
  /** An instance stopped between a commit and its notice: the records wait, their messages were never queued. */
  const loseNotices = async (bookingId: string) => {
    await a.dataSource.query(`UPDATE booking_history SET notified_at = NULL WHERE booking_id = $1`, [bookingId]);
    await a.dataSource.query(`DELETE FROM mail_outbox WHERE booking_id = $1`, [bookingId]);
  };

  it('queues a change’s messages before the reply, and marks its record told of', async () => {
    const booking = await byPhone();
    expect(await outbox(booking.id)).toEqual([{ kind: 'booking-received', status: 'queued' }]);
    expect(await waiting(booking.id)).toBe(0);
  });

  it('tells of a record left waiting on the next sweep, once, while two instances sweep at the same moment', async () => {
    const booking = await byPhone();
    await loseNotices(booking.id);
    const handled = await Promise.all([a.app.get(BookingNotifier).sweep(), b.app.get(BookingNotifier).sweep()]);
    expect(handled[0] + handled[1]).toBe(1);
    expect(await outbox(booking.id)).toEqual([{ kind: 'booking-received', status: 'queued' }]);
    expect(await waiting(booking.id)).toBe(0);
    expect(await a.app.get(BookingNotifier).sweep()).toBe(0);
  });

  it('leaves a record it cannot word waiting, with its booking behind it, and tells of the others', async () => {
    const stuck = await byPhone();
    const other = await byPhone(undefined, '15:00');
    await loseNotices(stuck.id);
    await loseNotices(other.id);
    // A refund record without its amount: no template can word it (a defect to be found in the log, not a message lost).
    await a.dataSource.query(`UPDATE booking_history SET action = 'refunded', changes = '{}'::jsonb WHERE booking_id = $1 AND action = 'created'`, [stuck.id]);
    await owner.post('/api/cancel-booking').send({ bookingId: stuck.id }).expect(200);
    expect(await a.app.get(BookingNotifier).sweep()).toBe(1);
    expect(await outbox(other.id)).toEqual([{ kind: 'booking-received', status: 'queued' }]);
    // The cancellation waits behind the record before it: told of out of order, it would go before what it follows.
    expect(await outbox(stuck.id)).toEqual([]);
    expect(await waiting(stuck.id)).toBe(2);
  });

  it("tells of a booking's changes in the order they happened: a cancellation withdraws the confirmation still waiting", async () => {
    const booking = await byPhone();
    await owner.post('/api/cancel-booking').send({ bookingId: booking.id }).expect(200);
    await loseNotices(booking.id);
    const handled = await Promise.all([b.app.get(BookingNotifier).sweep(), a.app.get(BookingNotifier).sweep()]);
    expect(handled[0] + handled[1]).toBe(2);
    // Told of in the other order, the confirmation would still be queued.
    expect(await outbox(booking.id)).toEqual([
      { kind: 'booking-cancelled', status: 'queued' },
      { kind: 'booking-received', status: 'withdrawn' },
    ]);
  });

  it("writes a Spanish-speaking customer's mails in Spanish, from the records of each change", async () => {
    const booking = await byPhone('es');
    await owner.post('/api/cancel-booking').send({ bookingId: booking.id }).expect(200);
    const mails: { kind: string; subject: string; text_body: string }[] = await a.dataSource.query(
      `SELECT kind, subject, text_body FROM mail_outbox WHERE booking_id = $1 ORDER BY kind`,
      [booking.id],
    );
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-cancelled', 'booking-received']);
    const [cancelled, received] = mails;
    expect(received.subject).toMatch(/^Reservación \d{3}-[A-Z0-9]+ confirmada: Servicio de transporte, miércoles, 3 de junio de 2026$/);
    expect(received.text_body).toContain('Gracias por reservar con ');
    expect(received.text_body).toContain('Política de cancelación');
    expect(cancelled.subject).toMatch(/^Reservación \d{3}-[A-Z0-9]+ cancelada$/);
    expect(cancelled.text_body).toMatch(/canceló su reservación \d{3}-[A-Z0-9]+\. No se cobra cargo por cancelación\./);
  });

  it("reminds a Spanish-speaking customer in Spanish, through the booking's 'reminded' record", async () => {
    const booking = await byPhone('es');
    // 2026-06-02 10:00 in Denver: 24 hours before the ride.
    clock.set('2026-06-02T16:00:00Z');
    expect(await a.app.get(CustomerReminders).queueDue()).toBe(1);
    const [reminder]: { subject: string; text_body: string }[] = await a.dataSource.query(
      `SELECT subject, text_body FROM mail_outbox WHERE booking_id = $1 AND kind = 'reminder-mail'`,
      [booking.id],
    );
    expect(reminder.subject).toBe('Recordatorio: su Servicio de transporte mañana, miércoles, 3 de junio de 2026, 10:00 a.m.');
    expect(reminder.text_body).toContain('Para ver, cambiar o cancelar su reservación:');
    const history: { action: string; changes: { channels: string[] } }[] = await a.dataSource.query(
      `SELECT action, changes FROM booking_history WHERE booking_id = $1 AND action = 'reminded'`,
      [booking.id],
    );
    expect(history.map((entry) => [entry.action, entry.changes.channels])).toEqual([['reminded', ['mail']]]);
    expect(await waiting(booking.id)).toBe(0);
  });
});
