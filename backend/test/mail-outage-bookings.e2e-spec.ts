import { MailSenderService } from '../src/mail/mail-sender.service.js';
import { rideBooking } from './fixtures/bookings.js';
import { startSmtpTestServer, type SmtpTestServer } from './fakes/smtp-test-server.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// Nothing is lost, nothing is doubled: 50 bookings made and paid while the mail server is down each get their
// confirmation, receipt and owner notice exactly once after it returns.
const clock = fixedClock('2026-06-01T14:00:00Z');

describe('mail during an SMTP outage', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    await resetData(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop().catch(() => undefined);
  });

  it('delivers every booking mail once after the server returns', async () => {
    await smtp.stop();
    // 50 rides: ten days, five well-spaced start times each (the one-driver schedule allows them all).
    const times = ['08:30', '10:30', '12:30', '14:30', '16:30'];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.http.post('/api/create-booking').send(
          rideBooking({
            serviceDate: `2026-06-${String(3 + Math.floor(i / 5)).padStart(2, '0')}`,
            serviceTime: times[i % 5],
            phone: `(801) 555-${String(1000 + i)}`,
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const payments = await Promise.all(
      results.map(({ body }) =>
        t.http.post('/api/process-square-payment').send({ sourceId: 'test-card-ok', amount: body.booking.totalPrice, bookingId: body.booking.id }),
      ),
    );
    expect(payments.map((r) => r.status)).toEqual(Array(50).fill(200));

    const sender = t.app.get(MailSenderService);
    // One run tries at most 100 mails; failed ones are not due again until their backoff, so two runs try each once.
    expect(await sender.sendDue()).toBe(0);
    expect(await sender.sendDue()).toBe(0);
    const [{ queued }] = await t.dataSource.query(
      `SELECT count(*)::int AS queued FROM mail_outbox WHERE status = 'queued' AND attempts = 1 AND last_error IS NOT NULL`,
    );
    expect(queued).toBe(150);

    await smtp.start();
    clock.set('2026-06-01T14:10:00Z');
    let delivered = 0;
    for (let round = 0; round < 20 && delivered < 150; round += 1) delivered += await sender.sendDue();
    expect(delivered).toBe(150);
    expect(smtp.messages).toHaveLength(150);
    const ids = smtp.messages.map((message) => message.messageId);
    expect(new Set(ids).size).toBe(150);
    expect(await sender.sendDue()).toBe(0);
    const kinds = await t.dataSource.query(`SELECT kind, count(*)::int AS sent FROM mail_outbox WHERE status = 'sent' GROUP BY kind ORDER BY kind`);
    expect(kinds).toEqual([
      { kind: 'booking-new-owner', sent: 50 },
      { kind: 'booking-received', sent: 50 },
      { kind: 'payment-receipt', sent: 50 },
    ]);
  }, 60_000);
});
