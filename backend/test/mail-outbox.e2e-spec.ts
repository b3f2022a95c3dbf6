import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { EntityManager } from 'typeorm';
import { MailOutboxService, type OutboxMail } from '../src/mail/mail-outbox.service.js';
import { MailSenderService } from '../src/mail/mail-sender.service.js';
import { bookingReceivedMail, type BookingMailFacts } from '../src/mail/mail-templates.js';
import { renderCalendar } from '../src/calendar/calendar-files.js';
import { calendarPartsOf, startSmtpTestServer, textPartOf, type SmtpTestServer } from './fakes/smtp-test-server.js';
import { parseCalendar } from './support/parsed-calendar.js';
import { createTestApp, fixedClock, type TestApp } from './support/test-app.js';

// Later than the real clock, so an app on the real clock (the timer test) never finds these rows due.
const T0 = '2027-03-01T15:00:00.000Z';
const clock = fixedClock(T0);
const secondsAfterT0 = (seconds: number) => new Date(new Date(T0).getTime() + seconds * 1000).toISOString();

const ride: BookingMailFacts = {
  reference: 'K7Q2XM',
  serviceType: 'ride',
  customerName: 'Dana Smith',
  customerEmail: 'dana@example.com',
  customerPhone: '(801) 555-0123',
  serviceDate: '2027-03-03',
  serviceTime: '10:00',
  pickupLocation: '2510 Washington Blvd, Ogden, UT',
  destinationLocation: 'Salt Lake City International Airport',
  totalCents: 8550,
  money: { kind: 'card', paidCents: 8550, paidWith: { method: 'card', brand: 'VISA', last4: '1111' } },
  confirmed: false,
  language: 'en',
};

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
}

describe('mail outbox', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let outbox: MailOutboxService;
  let sender: MailSenderService;

  /** A mail to a numbered address, so deliveries can be counted per mail. */
  const mailTo = (index: number, overrides: Partial<OutboxMail> = {}): OutboxMail => ({
    kind: 'booking-received',
    to: `customer${index}@example.com`,
    ...bookingReceivedMail({ ...ride, reference: `REF${index}` }, outbox.contact),
    bookingId: `bk_test_${index}`,
    ...overrides,
  });
  const inTransaction = <T>(work: (manager: EntityManager) => Promise<T>) => t.dataSource.transaction(work);
  const enqueueMany = (count: number) =>
    inTransaction(async (manager) => {
      for (let index = 0; index < count; index += 1) await outbox.enqueue(manager, mailTo(index));
    });
  const rows = (): Promise<OutboxRow[]> =>
    t.dataSource.query('SELECT id, status, attempts, next_attempt_at, last_error, sent_at FROM mail_outbox ORDER BY to_address');
  const recipients = () => smtp.messages.flatMap((message) => message.to).sort();

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    outbox = t.app.get(MailOutboxService);
    sender = t.app.get(MailSenderService);
  });
  beforeEach(async () => {
    await t.dataSource.query('TRUNCATE mail_outbox');
    await smtp.start();
    smtp.rejectWith(null);
    smtp.clear();
    clock.set(T0);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe('over SMTP', () => {
    it('delivers a mail queued in a committed transaction, once', async () => {
      const id = await inTransaction((manager) => outbox.enqueue(manager, mailTo(1)));

      expect(await sender.sendDue()).toBe(1);

      expect(smtp.messages).toHaveLength(1);
      const [message] = smtp.messages;
      expect(message.to).toEqual(['customer1@example.com']);
      expect(message.from).toBe('no-reply@localhost');
      expect(message.headers.from).toBe('"Ogden Rides & Deliveries" <no-reply@localhost>');
      expect(message.subject).toBe('Booking 254-REF1 received: Ride Service on Wednesday, March 3, 2027');
      expect(message.messageId).toBe(`<${id}@localhost>`);
      expect(message.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(textPartOf(message)).toContain('the owner will reach out within the hour to confirm');
      expect(await rows()).toEqual([{ id, status: 'sent', attempts: 1, next_attempt_at: expect.any(Date), last_error: null, sent_at: new Date(T0) }]);

      expect(await sender.sendDue()).toBe(0);
      expect(smtp.messages).toHaveLength(1);
    });

    it("sends a booking's manage link, then keeps no token of it in the outbox", async () => {
      const token = 'T0kenT0kenT0kenT0kenT0kenT0ken_-';
      const manageUrl = `https://rides.example.test/manage/${token}`;
      const id = await inTransaction((manager) => outbox.enqueue(manager, mailTo(1, bookingReceivedMail({ ...ride, manageUrl }, outbox.contact))));
      expect(await sender.sendDue()).toBe(1);
      // The raw message: the text part's own line with the link is short enough to stay unbroken.
      expect(smtp.messages[0].raw).toContain(manageUrl);
      const [stored] = await t.dataSource.query('SELECT text_body, html_body FROM mail_outbox WHERE id = $1', [id]);
      expect(`${stored.text_body}${stored.html_body}`).not.toContain(token);
      expect(stored.text_body).toContain('https://rides.example.test/manage/(link removed once sent)');
      expect(stored.html_body).toContain('href="https://rides.example.test/manage/(link removed once sent)"');
    });

    it('sends a calendar event as the text/calendar part mail apps act on, and as an .ics attachment', async () => {
      const content = renderCalendar(
        { name: 'Ogden Rides & Deliveries', timeZone: 'America/Denver', publicBaseUrl: 'https://rides.example.test', ownerEmail: 'owner@example.com' },
        {
          name: 'Booking',
          method: 'REQUEST',
          events: [
            {
              reference: 'REF1',
              start: new Date('2027-03-03T17:00:00Z'),
              end: new Date('2027-03-03T17:30:00Z'),
              stamp: new Date(T0),
              sequence: 0,
              status: 'TENTATIVE',
              summary: 'Ride Service with Ogden Rides & Deliveries',
              location: 'Café Olé, 2510 Washington Blvd, Ogden, UT',
              description: 'Reference 254-REF1',
              attendee: { name: 'Dana Smith', email: 'customer1@example.com' },
            },
          ],
        },
      );
      const id = await inTransaction((manager) =>
        outbox.enqueue(manager, mailTo(1, { calendarEvent: { method: 'REQUEST', filename: 'booking-254-REF1.ics', content } })),
      );
      const [stored] = await t.dataSource.query('SELECT calendar_event FROM mail_outbox WHERE id = $1', [id]);
      expect(stored.calendar_event).toEqual({ method: 'REQUEST', filename: 'booking-254-REF1.ics', content });

      expect(await sender.sendDue()).toBe(1);
      const [message] = smtp.messages;
      expect(textPartOf(message)).toContain('the owner will reach out within the hour to confirm');
      const { alternative, attachment } = calendarPartsOf(message);
      expect(alternative.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(attachment.contentType).toMatch(/^application\/ics; name=booking-254-REF1\.ics$/);
      expect(attachment.headers).toMatch(/Content-Disposition: attachment; filename=booking-254-REF1\.ics/);
      for (const part of [alternative, attachment]) {
        expect(part.content).toBe(content);
        const { method, events } = parseCalendar(part.content);
        expect(method).toBe('REQUEST');
        expect(events[0]).toMatchObject({ uid: 'booking-REF1@rides.example.test', status: 'TENTATIVE', location: 'Café Olé, 2510 Washington Blvd, Ogden, UT' });
      }
    });

    it('sends a mail without a calendar event as text and HTML only', async () => {
      await inTransaction((manager) => outbox.enqueue(manager, mailTo(1)));
      expect(await sender.sendDue()).toBe(1);
      expect(smtp.messages[0].raw).not.toMatch(/text\/calendar|application\/ics/);
    });

    it('never sends a mail whose transaction rolled back', async () => {
      await expect(
        inTransaction(async (manager) => {
          await outbox.enqueue(manager, mailTo(1));
          throw new Error('the booking could not be stored');
        }),
      ).rejects.toThrow('the booking could not be stored');

      expect(await sender.sendDue()).toBe(0);
      expect(await rows()).toEqual([]);
      expect(smtp.messages).toEqual([]);
    });

    it('queues one logical mail only once, without breaking the caller’s transaction', async () => {
      const dedupeKey = 'booking-received:bk_test_1';
      const first = await inTransaction((manager) => outbox.enqueue(manager, mailTo(1, { dedupeKey })));
      const [again, other] = await inTransaction(async (manager) => [
        await outbox.enqueue(manager, mailTo(1, { dedupeKey })),
        await outbox.enqueue(manager, mailTo(2, { dedupeKey: 'booking-received:bk_test_2' })),
      ]);

      expect(first).toEqual(expect.any(String));
      expect(again).toBeNull();
      expect(other).toEqual(expect.any(String));
      expect(await sender.sendDue()).toBe(2);
      expect(recipients()).toEqual(['customer1@example.com', 'customer2@example.com']);
    });

    it('keeps mails while the server is down and delivers each exactly once when it is back', async () => {
      await smtp.stop();
      await enqueueMany(5);

      expect(await sender.sendDue()).toBe(0);
      const failed = await rows();
      expect(failed).toHaveLength(5);
      for (const row of failed) {
        expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null, next_attempt_at: new Date(secondsAfterT0(30)) });
        expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      }

      // Not due again before the backoff has passed, even with the server back.
      await smtp.start();
      clock.set(secondsAfterT0(29));
      expect(await sender.sendDue()).toBe(0);
      expect(smtp.messages).toEqual([]);

      clock.set(secondsAfterT0(31));
      expect(await sender.sendDue()).toBe(5);
      expect(recipients()).toEqual([0, 1, 2, 3, 4].map((index) => `customer${index}@example.com`));
      expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(5);
      for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null, sent_at: new Date(secondsAfterT0(31)) });

      clock.set(secondsAfterT0(7200));
      expect(await sender.sendDue()).toBe(0);
      expect(smtp.messages).toHaveLength(5);
    });

    it("records the server's answer when it refuses a mail for now, and backs off further each time", async () => {
      smtp.rejectWith('Mailbox busy, try later');
      await enqueueMany(1);

      expect(await sender.sendDue()).toBe(0);
      let [row] = await rows();
      expect(row).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: new Date(secondsAfterT0(30)) });
      expect(row.last_error).toContain('Mailbox busy, try later');

      clock.set(secondsAfterT0(30));
      expect(await sender.sendDue()).toBe(0);
      [row] = await rows();
      expect(row).toMatchObject({ status: 'queued', attempts: 2, next_attempt_at: new Date(secondsAfterT0(30 + 60)) });
    });

    it('gives up after 10 attempts and then leaves the mail alone', async () => {
      await smtp.stop();
      await enqueueMany(1);

      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(await sender.sendDue()).toBe(0);
        clock.set(new Date(clock.now().getTime() + 60 * 60 * 1000).toISOString());
      }
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', attempts: 10, sent_at: null });

      await smtp.start();
      clock.set(secondsAfterT0(365 * 24 * 3600));
      expect(await sender.sendDue()).toBe(0);
      expect(smtp.messages).toEqual([]);
    });

    it('delivers each mail once when several senders run at the same time', async () => {
      // More than one claim batch (10), so the senders really compete for rows.
      await enqueueMany(25);

      const counts = await Promise.all([1, 2, 3, 4, 5].map(() => sender.sendDue()));

      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(25);
      expect(smtp.messages).toHaveLength(25);
      expect(new Set(recipients()).size).toBe(25);
      expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(25);
      for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('runs no timer under NODE_ENV=test unless MAIL_SEND_INTERVAL_SECONDS is set', () => {
      expect(t.app.get(SchedulerRegistry).getIntervals()).not.toContain('mail-sender');
    });
  });

  describe('with MAIL_SEND_INTERVAL_SECONDS set', () => {
    let timed: TestApp;

    beforeAll(async () => {
      // The real clock: its rows are due now, unlike the ones the fixed-clock app writes.
      timed = await createTestApp({ SMTP_URL: smtp.url, MAIL_SEND_INTERVAL_SECONDS: '1' });
    });
    afterAll(() => timed?.close());

    it('sends queued mail on its own', async () => {
      await timed.dataSource.transaction((manager) => timed.app.get(MailOutboxService).enqueue(manager, mailTo(7)));

      const deadline = Date.now() + 10_000;
      while (smtp.messages.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

      expect(recipients()).toEqual(['customer7@example.com']);
      expect(timed.app.get(SchedulerRegistry).getIntervals()).toContain('mail-sender');
    });
  });

  describe('without SMTP_URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'booking-mail-'));
    let files: TestApp;

    beforeAll(async () => {
      files = await createTestApp({ DATA_DIR: dataDir }, { clock });
    });
    afterAll(async () => {
      await files?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('writes each mail as an .eml file into DATA_DIR/mail', async () => {
      const id = await files.dataSource.transaction((manager) => files.app.get(MailOutboxService).enqueue(manager, mailTo(3)));

      expect(await files.app.get(MailSenderService).sendDue()).toBe(1);

      const mailDir = join(dataDir, 'mail');
      expect(existsSync(mailDir)).toBe(true);
      expect(readdirSync(mailDir)).toEqual([`20270301T150000000Z-${id}.eml`]);
      const eml = readFileSync(join(mailDir, `20270301T150000000Z-${id}.eml`), 'utf8');
      expect(eml).toMatch(/^To: customer3@example.com$/m);
      expect(eml).toMatch(/^Subject: Booking 254-REF3 received/m);
      expect(eml).toMatch(new RegExp(`^Message-ID: <${id}@localhost>$`, 'm'));
      expect(eml).toContain('Content-Type: text/html');
      expect(smtp.messages).toEqual([]);
      expect((await rows())[0]).toMatchObject({ id, status: 'sent', attempts: 1 });
    });
  });
});
