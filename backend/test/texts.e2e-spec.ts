import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config.js';
import { MailOutboxService, type OutboxMail, type OutboxText } from '../src/mail/mail-outbox.service.js';
import { MailSenderService } from '../src/mail/mail-sender.service.js';
import { htmlText, page } from '../src/mail/mail-templates.js';
import { OutboxAdminService } from '../src/mail/outbox-admin.service.js';
import { TextSenderService } from '../src/mail/text-sender.service.js';
import { startFakeTwilio, type FakeTwilio } from './fakes/fake-twilio.js';
import { startSmtpTestServer, type SmtpTestServer } from './fakes/smtp-test-server.js';
import { createTestApp, fixedClock, loginAsOwner, type TestApp } from './support/test-app.js';

// Issue 18, points 1, 3 (STOP) and 5: texts go through Twilio's official SDK, pointed at a fake Twilio that speaks the
// Messages API, through the same outbox as mails: stored first, sent by the scheduled sender, retried with backoff,
// sent once, their status visible and updated by Twilio's signed callbacks; failures reach the owner by the other channel.

// Later than the real clock, so nothing of these tests is ever due on the real clock.
const T0 = '2027-03-01T15:00:00.000Z';
const clock = fixedClock(T0);
const later = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();
const BASE_URL = 'https://rides.example.test';
const STATUS_URL = `${BASE_URL}/api/twilio/status`;
const INBOUND_URL = `${BASE_URL}/api/twilio/inbound`;
const OWNER_EMAIL = 'owner@ogden-rides.test';
/** createTestApp's OWNER_PHONE, (801) 555-0199, in E.164. */
const OWNER_PHONE = '+18015550199';

interface Row {
  id: string;
  channel: string;
  kind: string;
  to_address: string;
  status: string;
  attempts: number;
  provider_id: string | null;
  provider_status: string | null;
  last_error: string | null;
  dedupe_key: string | null;
}

describe('texts through Twilio (fake Twilio, real SDK)', () => {
  let fake: FakeTwilio;
  let smtp: SmtpTestServer;
  let t: TestApp;
  let outbox: MailOutboxService;
  let texts: TextSenderService;
  let mails: MailSenderService;

  const inTransaction = <T>(work: (manager: EntityManager) => Promise<T>) => t.dataSource.transaction(work);
  const text = (index: number, overrides: Partial<OutboxText> = {}): OutboxText => ({
    kind: 'owner-booking-new',
    to: `(801) 555-${String(1000 + index)}`,
    body: `New booking ${index}: ride on Wed 3/3 10:00`,
    dedupeKey: `test-text:${index}`,
    ...overrides,
  });
  const mail = (overrides: Partial<OutboxMail> = {}): OutboxMail => ({
    kind: 'booking-received',
    to: 'dana@example.com',
    subject: 'Booking 254-K7Q2XM received',
    text: 'Thank you',
    mjml: page(
      { businessName: 'Ogden Rides', ownerEmail: 'owner@ogden-rides.test', ownerPhone: '(801) 555-0199', timeZone: 'America/Denver' },
      htmlText('<p>Thank you</p>'),
    ),
    dedupeKey: 'test-mail:1',
    ...overrides,
  });
  const enqueueText = (value: OutboxText) => inTransaction((manager) => outbox.enqueueText(manager, value));
  const rows = (where = 'TRUE'): Promise<Row[]> =>
    t.dataSource.query(
      `SELECT id, channel, kind, to_address, status, attempts, provider_id, provider_status, last_error, dedupe_key FROM mail_outbox WHERE ${where} ORDER BY created_at, to_address`,
    );
  /** Runs a sender `times` times, an hour apart on the clock: every retry of the backoff comes due. */
  const runHourly = async (sender: { sendDue(): Promise<number> }, times: number) => {
    let sent = 0;
    for (let run = 0; run < times; run += 1) {
      sent += await sender.sendDue();
      clock.set(later(3600));
    }
    return sent;
  };
  /** A form post to a Twilio webhook, signed (or not) as given. */
  const postForm = (path: string, fields: Record<string, string>, signature?: string) => {
    const request = t.http.post(path).set('Content-Type', 'application/x-www-form-urlencoded');
    if (signature !== undefined) request.set('X-Twilio-Signature', signature);
    return request.send(new URLSearchParams(fields).toString());
  };

  beforeAll(async () => {
    fake = await startFakeTwilio();
    smtp = await startSmtpTestServer();
    t = await createTestApp(
      {
        PUBLIC_BASE_URL: BASE_URL,
        SMTP_URL: smtp.url,
        TWILIO_ACCOUNT_SID: fake.accountSid,
        TWILIO_AUTH_TOKEN: fake.authToken,
        TWILIO_FROM: fake.from,
        TWILIO_API_BASE_URL: fake.baseUrl,
      },
      { clock },
    );
    // Twilio calls the site at its public address; here a proxy would pass that on to where the test app listens.
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    fake.forwardWebhooks(BASE_URL, `http://127.0.0.1:${port}`);
    outbox = t.app.get(MailOutboxService);
    texts = t.app.get(TextSenderService);
    mails = t.app.get(MailSenderService);
  });
  beforeEach(async () => {
    await t.dataSource.query('TRUNCATE mail_outbox, text_opt_outs');
    fake.reset();
    await smtp.start();
    smtp.rejectWith(null);
    smtp.clear();
    clock.set(T0);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
    await fake?.close();
  });

  describe('sending', () => {
    it('sends a queued text once through the SDK, with the status callback, and records its SID', async () => {
      expect(outbox.textsEnabled).toBe(true);
      await enqueueText(text(1));

      expect(await mails.sendDue()).toBe(0);
      expect(fake.messages).toEqual([]);
      expect(await texts.sendDue()).toBe(1);

      expect(fake.requests).toEqual([`POST /2010-04-01/Accounts/${fake.accountSid}/Messages.json`]);
      expect(fake.messages).toEqual([
        {
          sid: expect.stringMatching(/^SM/),
          to: '+18015551001',
          from: fake.from,
          body: 'New booking 1: ride on Wed 3/3 10:00',
          statusCallback: STATUS_URL,
          status: 'queued',
        },
      ]);
      expect(await rows()).toEqual([
        expect.objectContaining({
          channel: 'text',
          kind: 'owner-booking-new',
          to_address: '+18015551001',
          status: 'sent',
          attempts: 1,
          provider_id: fake.messages[0].sid,
          provider_status: 'queued',
          last_error: null,
        }),
      ]);

      expect(await texts.sendDue()).toBe(0);
      expect(fake.messages).toHaveLength(1);
    });

    it('queues one logical text once, and nothing that rolled back', async () => {
      await enqueueText(text(1));
      await enqueueText(text(1, { body: 'a second try of the same text' }));
      await expect(
        inTransaction(async (manager) => {
          await outbox.enqueueText(manager, text(2));
          throw new Error('the booking failed');
        }),
      ).rejects.toThrow('the booking failed');

      expect(await texts.sendDue()).toBe(1);
      expect(fake.messages.map((message) => message.body)).toEqual(['New booking 1: ride on Wed 3/3 10:00']);
    });

    it('holds a text back until notBefore (quiet hours)', async () => {
      await enqueueText(text(1, { notBefore: new Date(later(8 * 3600)) }));
      expect(await texts.sendDue()).toBe(0);
      expect(await outbox.oldestUnsentAgeSeconds()).toBeNull();
      clock.set(later(8 * 3600));
      expect(await texts.sendDue()).toBe(1);
    });

    it('stores a text to no textable number as failed at once, without sending it', async () => {
      await enqueueText(text(1, { to: '555-0123' }));
      expect(await texts.sendDue()).toBe(0);
      expect(fake.requests).toEqual([]);
      expect(await rows()).toEqual([expect.objectContaining({ status: 'failed', attempts: 0, last_error: 'Not a phone number a text can reach' })]);
    });

    it('gives 50 texts queued during a Twilio outage, each once, after it returns; mail goes on meanwhile', async () => {
      fake.failNext('outage');
      for (let index = 0; index < 50; index += 1) await enqueueText(text(index));
      await inTransaction((manager) => outbox.enqueue(manager, mail()));

      // One run tries at most 100 messages; failed ones are not due again until their backoff.
      expect(await texts.sendDue()).toBe(0);
      expect(await texts.sendDue()).toBe(0);
      expect(fake.messages).toEqual([]);
      const waiting = await rows(`channel = 'text'`);
      expect(waiting).toHaveLength(50);
      for (const row of waiting) expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'Service unavailable' });
      // Twilio's outage holds up no mail.
      expect(await mails.sendDue()).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      expect(await outbox.oldestUnsentAgeSeconds()).toBe(0);
      clock.set(later(90));
      expect(await outbox.oldestUnsentAgeSeconds()).toBe(90);

      fake.recover();
      clock.set(later(10 * 60));
      let delivered = 0;
      for (let run = 0; run < 20 && delivered < 50; run += 1) delivered += await texts.sendDue();
      expect(delivered).toBe(50);
      expect(fake.messages).toHaveLength(50);
      expect(new Set(fake.messages.map((message) => message.to)).size).toBe(50);
      expect(await texts.sendDue()).toBe(0);
      expect(fake.messages).toHaveLength(50);
      for (const row of await rows(`channel = 'text'`)) expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await outbox.oldestUnsentAgeSeconds()).toBeNull();
    }, 60_000);

    it('sends each text once when several senders run at the same time', async () => {
      for (let index = 0; index < 25; index += 1) await enqueueText(text(index));
      const counts = await Promise.all([1, 2, 3, 4, 5].map(() => texts.sendDue()));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(25);
      expect(fake.messages).toHaveLength(25);
      expect(new Set(fake.messages.map((message) => message.to)).size).toBe(25);
    });
  });

  describe("Twilio's status callbacks", () => {
    const sendOne = async () => {
      await enqueueText(text(1));
      expect(await texts.sendDue()).toBe(1);
      return fake.messages[0].sid;
    };

    it('records a signed report of the progress, and never moves it back', async () => {
      const sid = await sendOne();
      expect(await fake.sendStatus(sid, 'sent')).toBe(200);
      expect(await fake.sendStatus(sid, 'delivered')).toBe(200);
      expect(await fake.sendStatus(sid, 'sent')).toBe(200);
      expect(await rows()).toEqual([expect.objectContaining({ status: 'sent', provider_status: 'delivered', last_error: null })]);
    });

    it('refuses a report without a valid signature with 403 and changes nothing', async () => {
      const sid = await sendOne();
      const fields = { AccountSid: fake.accountSid, MessageSid: sid, MessageStatus: 'failed', ErrorCode: '30003', To: '+18015551001', From: fake.from };
      const forged = [
        undefined,
        'not-a-signature',
        twilio.getExpectedTwilioSignature('another-auth-token-0123456789ab', STATUS_URL, fields),
        twilio.getExpectedTwilioSignature(fake.authToken, 'https://evil.example/api/twilio/status', fields),
        twilio.getExpectedTwilioSignature(fake.authToken, STATUS_URL, { ...fields, MessageStatus: 'delivered' }),
      ];
      for (const signature of forged) {
        const res = await postForm('/api/twilio/status', fields, signature);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'The request is not signed by Twilio.', code: 'INVALID_TWILIO_SIGNATURE' });
      }
      // A JSON body carrying the fields is no form Twilio signed either.
      const json = await t.http
        .post('/api/twilio/status')
        .set('X-Twilio-Signature', twilio.getExpectedTwilioSignature(fake.authToken, STATUS_URL, fields))
        .send(fields);
      expect(json.status).toBe(403);
      expect(await rows()).toEqual([expect.objectContaining({ status: 'sent', provider_status: 'queued', last_error: null })]);
      expect(await rows(`channel = 'mail'`)).toEqual([]);

      // The same fields, signed by Twilio: taken.
      expect((await postForm('/api/twilio/status', fields, twilio.getExpectedTwilioSignature(fake.authToken, STATUS_URL, fields))).body).toEqual({
        received: true,
        outcome: 'failed',
      });
    });

    it('fails an undelivered text and alerts the owner once by mail', async () => {
      const sid = await sendOne();
      expect(await fake.sendStatus(sid, 'undelivered', 30003)).toBe(200);
      expect(await fake.sendStatus(sid, 'failed', 30003)).toBe(200);

      const [failed] = await rows(`channel = 'text'`);
      expect(failed).toMatchObject({
        status: 'failed',
        provider_status: 'failed',
        last_error: 'Twilio error 30003: the phone is switched off or out of reach',
      });
      const alerts = await rows(`channel = 'mail'`);
      expect(alerts).toEqual([
        expect.objectContaining({
          kind: 'message-failed-alert-mail',
          to_address: OWNER_EMAIL,
          status: 'queued',
          dedupe_key: `message-failed-alert:${failed.id}`,
        }),
      ]);
      expect(await mails.sendDue()).toBe(1);
      expect(smtp.messages[0].to).toEqual([OWNER_EMAIL]);
      expect(smtp.messages[0].subject).toBe('A text to +18015551001 could not be sent');
    });

    it('answers a report about a text it does not know', async () => {
      const fields = { AccountSid: fake.accountSid, MessageSid: 'SMunknown', MessageStatus: 'delivered', To: '+18015551001', From: fake.from };
      const res = await postForm('/api/twilio/status', fields, twilio.getExpectedTwilioSignature(fake.authToken, STATUS_URL, fields));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, outcome: 'unknown-message' });
    });
  });

  describe('STOP and START', () => {
    it('stops texts to a number that replied STOP, and sends again after START', async () => {
      const stop = await fake.sendInbound(INBOUND_URL, '+18015551001', 'Stop');
      expect(stop).toEqual({ status: 200, contentType: 'text/xml; charset=utf-8', body: '<?xml version="1.0" encoding="UTF-8"?><Response/>' });
      expect(await t.dataSource.query('SELECT phone FROM text_opt_outs')).toEqual([{ phone: '+18015551001' }]);

      await enqueueText(text(1));
      expect(await texts.sendDue()).toBe(0);
      expect(fake.requests).toEqual([]);
      expect(await rows()).toEqual([expect.objectContaining({ status: 'failed', last_error: 'The recipient replied STOP' })]);

      expect((await fake.sendInbound(INBOUND_URL, '+18015551001', 'START')).status).toBe(200);
      await enqueueText(text(1, { dedupeKey: 'test-text:after-start' }));
      expect(await texts.sendDue()).toBe(1);
      expect(fake.messages.map((message) => message.to)).toEqual(['+18015551001']);
      // A STOP is the recipient's wish, not a failure to report.
      expect(await rows(`channel = 'mail'`)).toEqual([]);
    });

    it('takes PARAR, ALTO and INICIAR in Spanish and answers them in Spanish; AYUDA gets our contact details, HELP is left to Twilio', async () => {
      const parar = await fake.sendInbound(INBOUND_URL, '+18015551001', '¡Parar!');
      expect(parar.status).toBe(200);
      expect(parar.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>.+: Listo, ya no le enviaremos mensajes de texto\. Si desea volver a recibirlos, responda INICIAR\.<\/Message><\/Response>$/,
      );
      expect(await t.dataSource.query('SELECT phone FROM text_opt_outs')).toEqual([{ phone: '+18015551001' }]);

      const iniciar = await fake.sendInbound(INBOUND_URL, '+18015551001', 'iniciar');
      expect(iniciar.body).toContain('Listo, volverá a recibir nuestros mensajes de texto. Si desea dejar de recibirlos, responda PARAR.');
      expect(await t.dataSource.query('SELECT phone FROM text_opt_outs')).toEqual([]);

      expect((await fake.sendInbound(INBOUND_URL, '+18015551002', 'alto')).body).toContain('ya no le enviaremos mensajes de texto');
      expect(await t.dataSource.query('SELECT phone FROM text_opt_outs')).toEqual([{ phone: '+18015551002' }]);

      const ayuda = await fake.sendInbound(INBOUND_URL, '+18015551003', 'Ayuda');
      const { OWNER_PHONE, OWNER_EMAIL: ownerEmail } = t.app.get<AppConfig>(APP_CONFIG).env;
      expect(ayuda.body).toContain(`para ayuda con su reserva, llame al ${OWNER_PHONE} o escríbanos a ${ownerEmail}.`);
      expect((await fake.sendInbound(INBOUND_URL, '+18015551003', 'HELP')).body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      expect(await t.dataSource.query(`SELECT phone FROM text_opt_outs WHERE phone = '+18015551003'`)).toEqual([]);
    });

    it('takes any other reply without a change', async () => {
      expect((await fake.sendInbound(INBOUND_URL, '+18015551001', 'Please stop by at 10')).status).toBe(200);
      expect(await t.dataSource.query('SELECT phone FROM text_opt_outs')).toEqual([]);
    });

    it('refuses an unsigned reply with 403', async () => {
      const res = await postForm('/api/twilio/inbound', { From: '+18015551001', Body: 'STOP', AccountSid: fake.accountSid }, 'forged');
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(await t.dataSource.query('SELECT phone FROM text_opt_outs')).toEqual([]);
    });

    it('opts a number out when Twilio refuses it as unsubscribed (21610), without retrying or alerting', async () => {
      fake.failNext(21610, 1);
      await enqueueText(text(1));
      expect(await texts.sendDue()).toBe(0);
      expect(await rows()).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, last_error: 'The recipient replied STOP' })]);
      expect(await t.dataSource.query('SELECT phone FROM text_opt_outs')).toEqual([{ phone: '+18015551001' }]);
    });
  });

  describe('failures are loud', () => {
    it('gives up at once on a number Twilio refuses (21211), and alerts the owner by mail', async () => {
      fake.failNext(21211, 1);
      await enqueueText(text(1));
      expect(await texts.sendDue()).toBe(0);
      const [failed] = await rows(`channel = 'text'`);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Twilio error 21211: not a valid phone number' });
      expect(await rows(`channel = 'mail'`)).toEqual([
        expect.objectContaining({ kind: 'message-failed-alert-mail', dedupe_key: `message-failed-alert:${failed.id}` }),
      ]);
    });

    it('alerts the owner by one mail when a text still fails after its last retry', async () => {
      fake.failNext('outage');
      await enqueueText(text(1));
      expect(await runHourly(texts, 12)).toBe(0);

      expect(await rows(`channel = 'text'`)).toEqual([expect.objectContaining({ status: 'failed', attempts: 10, last_error: 'Service unavailable' })]);
      expect(await mails.sendDue()).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].to).toEqual([OWNER_EMAIL]);
      expect(smtp.messages[0].subject).toBe('A text to +18015551001 could not be sent');
      expect(smtp.messages[0].body).toContain('Service unavailable');
      expect(await mails.sendDue()).toBe(0);
    });

    it('alerts the owner by one text when a mail still fails after its last retry, and never alerts about an alert', async () => {
      await smtp.stop();
      await inTransaction((manager) => outbox.enqueue(manager, mail()));
      expect(await runHourly(mails, 12)).toBe(0);
      const [failedMail] = await rows(`channel = 'mail'`);
      expect(failedMail).toMatchObject({ status: 'failed', attempts: 10 });
      expect(await rows(`channel = 'text'`)).toEqual([
        expect.objectContaining({
          kind: 'message-failed-alert',
          to_address: OWNER_PHONE,
          status: 'queued',
          dedupe_key: `message-failed-alert:${failedMail.id}`,
        }),
      ]);

      // The alert text itself fails for good: nothing more is queued about it.
      fake.failNext(21211, 1);
      expect(await texts.sendDue()).toBe(0);
      expect(await rows(`kind = 'message-failed-alert'`)).toEqual([expect.objectContaining({ status: 'failed' })]);
      expect(await rows(`kind = 'message-failed-alert-mail'`)).toEqual([]);
      expect((await rows()).length).toBe(2);
    });

    it('sends the alert text about a failed mail: short, with no part of the mail', async () => {
      await smtp.stop();
      await inTransaction((manager) => outbox.enqueue(manager, mail({ text: 'Your link: https://rides.example.test/manage/SECRETSECRETSECRETSECRET' })));
      await runHourly(mails, 12);
      expect(await texts.sendDue()).toBe(1);
      expect(fake.messages).toHaveLength(1);
      expect(fake.messages[0].to).toBe(OWNER_PHONE);
      expect(fake.messages[0].body).toMatch(
        /^Ogden Rides & Deliveries: a mail to dana@example\.com could not be sent: .+\. Admin > Messages can send it again\.$/,
      );
      expect(fake.messages[0].body).not.toContain('SECRET');
      expect(fake.messages[0].body.length).toBeLessThanOrEqual(320);
    });
  });

  describe("the owner's outbox", () => {
    let owner: Awaited<ReturnType<typeof loginAsOwner>>;
    beforeEach(async () => {
      owner = await loginAsOwner(t);
    });

    it('lists messages newest first with their fate, filtered by status and channel', async () => {
      await inTransaction((manager) => outbox.enqueue(manager, mail()));
      clock.set(later(1));
      fake.failNext(21211, 1);
      await enqueueText(text(1, { body: `Hi! Your link: ${BASE_URL}/manage/${'T'.repeat(32)} Reply STOP to stop.` }));
      clock.set(later(1));
      await texts.sendDue();

      const all = await owner.get('/api/admin/outbox').expect(200);
      expect(all.body).toMatchObject({ textsEnabled: true, page: 1, pageSize: 20, total: 3, counts: { queued: 2, sent: 0, failed: 1 } });
      expect(all.body.messages.map((message: { kind: string }) => message.kind)).toEqual([
        'message-failed-alert-mail',
        'owner-booking-new',
        'booking-received',
      ]);

      const failed = await owner.get('/api/admin/outbox').query({ status: 'failed', channel: 'text' }).expect(200);
      expect(failed.body.total).toBe(1);
      expect(failed.body.messages).toEqual([
        {
          id: expect.any(String),
          channel: 'text',
          kind: 'owner-booking-new',
          to: '+18015551001',
          summary: 'Hi! Your link: https://rides.example.test/manage/(link removed once sent) Reply STOP to stop.',
          status: 'failed',
          providerStatus: null,
          attempts: 1,
          lastError: 'Twilio error 21211: not a valid phone number',
          queuedAt: later(-1),
          sentAt: null,
          failedAt: later(0),
          nextAttemptAt: null,
          resentAt: null,
          bookingId: null,
          bookingReference: null,
          canResend: true,
        },
      ]);
      const mailsOnly = await owner.get('/api/admin/outbox').query({ channel: 'mail', page: 1 }).expect(200);
      expect(mailsOnly.body.messages.map((message: { summary: string }) => message.summary)).toEqual([
        'A text to +18015551001 could not be sent',
        'Booking 254-K7Q2XM received',
      ]);
      expect((await owner.get('/api/admin/outbox').query({ page: 2 }).expect(200)).body.messages).toEqual([]);
    });

    it('refuses bad filters with 400', async () => {
      for (const query of [{ status: 'lost' }, { channel: 'fax' }, { page: '0' }, { page: 'two' }, { extra: 'x' }]) {
        const res = await owner.get('/api/admin/outbox').query(query);
        expect(res.status).toBe(400);
      }
    });

    it('sends a failed text again on request, and refuses to resend what did not fail', async () => {
      fake.failNext(21211, 1);
      await enqueueText(text(1));
      await texts.sendDue();
      const [failed] = await rows(`channel = 'text'`);

      const resent = await owner.post(`/api/admin/outbox/${failed.id}/resend`).expect(200);
      expect(resent.body).toMatchObject({ success: true, message: { id: failed.id, status: 'queued', attempts: 0, resentAt: T0, canResend: false } });
      expect(await texts.sendDue()).toBe(1);
      expect(fake.messages.map((message) => message.to)).toEqual(['+18015551001']);
      expect(await rows(`channel = 'text'`)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);

      const again = await owner.post(`/api/admin/outbox/${failed.id}/resend`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ statusCode: 409, code: 'MESSAGE_NOT_RESENDABLE', message: 'This message was already sent.' });
      // Still one alert: the message failed once.
      expect(await rows(`kind = 'message-failed-alert-mail'`)).toHaveLength(1);
    });

    it('sends a failed mail again', async () => {
      await smtp.stop();
      await inTransaction((manager) => outbox.enqueue(manager, mail()));
      await runHourly(mails, 11);
      await smtp.start();
      const [failed] = await rows(`kind = 'booking-received'`);
      expect(failed.status).toBe('failed');
      await owner.post(`/api/admin/outbox/${failed.id}/resend`).expect(200);
      expect(await mails.sendDue()).toBe(1);
      expect(smtp.messages.map((message) => message.subject)).toEqual(['Booking 254-K7Q2XM received']);
    });

    it('answers 404 for an unknown message and 400 for a malformed id', async () => {
      expect((await owner.post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/resend')).status).toBe(404);
      expect((await owner.post('/api/admin/outbox/not-an-id/resend')).status).toBe(400);
    });

    it('is for the owner only', async () => {
      expect((await t.http.get('/api/admin/outbox')).status).toBe(401);
      expect((await t.http.post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/resend')).status).toBe(401);
    });
  });
});

describe('texts off (no Twilio settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it('stores no text, says so in the outbox, and refuses the webhooks', async () => {
    await t.dataSource.query('TRUNCATE mail_outbox');
    const outbox = t.app.get(MailOutboxService);
    expect(outbox.textsEnabled).toBe(false);
    await t.dataSource.transaction((manager) =>
      outbox.enqueueText(manager, { kind: 'reminder-text', to: '(801) 555-0123', body: 'Reminder', dedupeKey: 'off:1' }),
    );
    expect(await t.dataSource.query('SELECT id FROM mail_outbox')).toEqual([]);
    expect(await t.app.get(TextSenderService).sendDue()).toBe(0);

    // Read through the service: passport's session serializers are process-wide, and this file's first app logged in.
    expect(await t.app.get(OutboxAdminService).list({})).toMatchObject({ textsEnabled: false, total: 0 });

    for (const path of ['/api/twilio/status', '/api/twilio/inbound']) {
      const res = await t.http.post(path).set('Content-Type', 'application/x-www-form-urlencoded').send('From=%2B18015550123&Body=STOP');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ statusCode: 503, code: 'TEXTS_OFF' });
    }
  });
});
