import { en } from '../src/i18n/catalogs/en.js';
import { CustomerReminders } from '../src/notifications/customer-reminders.service.js';
import { startFakeTwilio, twilioEnvOf, type FakeTwilio } from './fakes/fake-twilio.js';
import { rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// 2026-06-01 08:00 in Denver: outside the quiet hours; the ride is on 2026-06-03 at 10:00.
const NOW = '2026-06-01T14:00:00Z';
const clock = fixedClock(NOW);

/** The English catalog's words, each value's text between its placeholders: none may reach a Spanish message. */
const ENGLISH = Object.values(en)
  .flatMap((section) => Object.values(section))
  .flatMap((value) => value.split(/\{\{\w+\}\}/))
  .map((fragment) => fragment.trim())
  .filter((fragment) => fragment.length >= 8);

interface Message {
  channel: string;
  kind: string;
  subject: string;
  text_body: string;
}

/**
 * A Spanish-speaking customer's week, through the real routes (issue 30 points 2 and 5): every mail and text the
 * owner's actions and the jobs send them is in Spanish, and none carries the English catalog's words.
 */
describe("a Spanish-speaking customer's mails and texts", () => {
  let fake: FakeTwilio;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    fake = await startFakeTwilio();
    t = await createTestApp(twilioEnvOf(fake), { clock });
    await resetData(t.dataSource);
    owner = await loginAsOwner(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('goes out in Spanish, every kind of it', async () => {
    const created = await owner
      .post('/api/admin/bookings')
      .send({ ...rideBooking({ textReminders: true }), paymentMethod: 'unpaid', language: 'es' })
      .expect(201);
    const { id, reference } = created.body.booking as { id: string; reference: string };
    await owner.post(`/api/admin/bookings/${id}/pay-link`).send({ byText: true }).expect(200);
    await t.http.post('/api/manage/find').send({ reference, contact: '(801) 555-0123' }).expect(202);
    await owner.post(`/api/admin/bookings/${id}/links/replace`).expect(200);
    await owner.patch(`/api/bookings/${id}`).send({ booking_time: '10:30' }).expect(200);
    await owner.post(`/api/admin/bookings/${id}/payments`).send({ method: 'cash', amount: 20, receivedOn: '2026-06-01' }).expect(201);
    // 24 hours, then 2 hours before the ride: the reminders.
    clock.set('2026-06-02T16:30:00Z');
    await t.app.get(CustomerReminders).queueDue();
    clock.set('2026-06-03T14:30:00Z');
    await t.app.get(CustomerReminders).queueDue();
    // Two days on, the owner signs in again (the session ran out).
    owner = await loginAsOwner(t);
    await owner.post('/api/cancel-booking').send({ bookingId: id }).expect(200);

    const messages: Message[] = await t.dataSource.query(
      `SELECT channel, kind, subject, text_body FROM mail_outbox WHERE booking_id = $1 AND to_address <> $2 ORDER BY created_at, kind`,
      [id, 'owner@ogden-rides.test'],
    );
    expect(messages.map((message) => `${message.channel} ${message.kind}`).sort()).toEqual(
      [
        'mail booking-received',
        'mail pay-link',
        'text pay-link-text',
        'text manage-link-text',
        'mail manage-link',
        'mail booking-moved',
        'mail payment-receipt',
        'mail reminder-mail',
        'text reminder-text',
        'mail booking-cancelled',
      ].sort(),
    );
    for (const message of messages) {
      expect({ kind: message.kind, english: ENGLISH.filter((fragment) => `${message.subject}\n${message.text_body}`.includes(fragment)) }).toEqual({
        kind: message.kind,
        english: [],
      });
    }
    const body = (kind: string) => messages.find((message) => message.kind === kind)!.text_body;
    expect(body('booking-received')).toContain('Hola, Jamie Rivera:');
    expect(body('pay-link-text')).toMatch(/^Ogden Rides & Deliveries: pague \$20\.00 por la reservación \d{3}-\w+ aquí: /);
    expect(body('manage-link-text')).toMatch(/: su reservación \d{3}-\w+: http/);
    expect(body('booking-moved')).toContain('cambió de miércoles, 3 de junio de 2026, 10:00 a.m. a miércoles, 3 de junio de 2026, 10:30 a.m.');
    expect(body('payment-receipt')).toMatch(/Forma de pago: +Efectivo/);
    expect(body('reminder-text')).toContain('Responda PARAR para no recibir más mensajes.');
    expect(body('booking-cancelled')).toContain('Puede cancelar un viaje sin costo');
  });
});
