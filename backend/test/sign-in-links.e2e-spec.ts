import { createHash } from 'node:crypto';
import request from 'supertest';
import { AuthService } from '../src/auth/auth.service.js';
import { SIGN_IN_LINK_REQUESTED, SignInLinksService } from '../src/auth/sign-in-links.service.js';
import { ONE_TIME_LINK_REMOVED } from '../src/mail/mail-outbox.entity.js';
import { MailSenderService } from '../src/mail/mail-sender.service.js';
import { startSmtpTestServer, textPartOf, type SmtpTestServer } from './fakes/smtp-test-server.js';
import { createTestApp, fixedClock, resetData, TEST_ADMIN, type TestApp } from './support/test-app.js';

const clock = fixedClock('2026-06-01T14:00:00Z');
const OWNER_EMAIL = 'owner@ogden-rides.test';
const QUIET_REFUSAL = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'This sign-in link does not work: it may have been used or have expired. Please ask for a new one.',
  code: 'INVALID_SIGN_IN_LINK',
};

// Issue 28: nobody can keep the owner out. Whatever password guessers do, a link mailed to OWNER_EMAIL signs in once.
describe('the owner sign-in link', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let links: SignInLinksService;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // Behind one trusted proxy: X-Forwarded-For names the client.
    t = await createTestApp({ PUBLIC_BASE_URL: 'https://book.example.com', TRUST_PROXY: '1', SMTP_URL: smtp.url }, { clock });
    links = t.app.get(SignInLinksService);
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
    await t.dataSource.query('TRUNCATE sign_in_links, login_attack_incidents');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const linkMails = async (): Promise<{ to_address: string; text_body: string; html_body: string; status: string }[]> =>
    t.dataSource.query(`SELECT to_address, text_body, html_body, status FROM mail_outbox WHERE kind = 'sign-in-link' ORDER BY created_at, id`);
  const tokenIn = (text: string) => /https:\/\/book\.example\.com\/auth\?link=([A-Za-z0-9_-]{43})\b/.exec(text)![1];
  const issuedToken = async () => {
    expect(await links.issueIfOwner(undefined)).toBe(true);
    const mails = await linkMails();
    return tokenIn(mails[mails.length - 1].text_body);
  };
  const useLink = (token: string, agent = request.agent(t.app.getHttpServer())) => agent.post('/api/login/link').send({ token });

  it("answers every request the same, and mails a link only to OWNER_EMAIL, only for the owner's name or none", async () => {
    const answers = [];
    for (const body of [{}, { username: ' OWNER ' }, { username: 'mallory' }, { username: '' }])
      answers.push((await t.http.post('/api/sign-in-link').send(body).expect(202)).body);
    // No body at all is a request without a name too.
    answers.push((await t.http.post('/api/sign-in-link').set('X-Forwarded-For', '198.51.100.9').expect(202)).body);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify({ message: SIGN_IN_LINK_REQUESTED })]));
    // The work runs after the answer: wait for the mails ({}, ' OWNER ', '' and no body; the mail limit keeps the fourth).
    for (let i = 0; i < 100 && (await linkMails()).length < 3; i += 1) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    const mails = await linkMails();
    expect(mails.map((mail) => mail.to_address)).toEqual([OWNER_EMAIL, OWNER_EMAIL, OWNER_EMAIL]);
    expect(await links.issueIfOwner('mallory')).toBe(false);
  });

  it('signs in once: a second use, a wrong token and an expired link all get the same quiet refusal', async () => {
    const token = await issuedToken();
    const agent = request.agent(t.app.getHttpServer());
    clock.set('2026-06-01T14:14:59Z');
    const signedIn = await useLink(token, agent).expect(200);
    expect(signedIn.body).toEqual({ user: { username: TEST_ADMIN.username } });
    await agent.get('/api/user').expect(200);

    const again = await useLink(token).expect(400);
    const wrong = await useLink('A'.repeat(43)).expect(400);
    clock.set('2026-06-01T14:15:00Z');
    const second = await issuedToken();
    clock.set('2026-06-01T14:30:00Z');
    const expired = await useLink(second).expect(400);
    for (const refusal of [again, wrong, expired]) {
      expect(refusal.body).toEqual(QUIET_REFUSAL);
      expect(refusal.headers['set-cookie']).toBeUndefined();
    }
  });

  it('keeps only a hash of each 256-bit token', async () => {
    const token = await issuedToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [{ text_body, html_body }] = await linkMails();
    const stored: { token_hash: string }[] = await t.dataSource.query('SELECT token_hash FROM sign_in_links');
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(await t.dataSource.query('SELECT * FROM sign_in_links'))).not.toContain(token);
    expect(text_body + html_body).not.toContain(stored[0].token_hash);
  });

  it('keeps no usable link in the outbox once the mail has left, and the mailed link still signs in', async () => {
    smtp.clear();
    await links.issueIfOwner(undefined);
    expect(await t.app.get(MailSenderService).sendDue()).toBe(1);
    expect(smtp.messages[0].to).toEqual([OWNER_EMAIL]);
    const token = tokenIn(textPartOf(smtp.messages[0]));
    expect(await linkMails()).toEqual([{ to_address: OWNER_EMAIL, status: 'sent', text_body: ONE_TIME_LINK_REMOVED, html_body: ONE_TIME_LINK_REMOVED }]);
    await useLink(token).expect(200);
  });

  it('signs in with a link while password guessers keep the owner name busy', async () => {
    for (let i = 0; i < 11; i += 1) {
      const status = (
        await t.http
          .post('/api/login')
          .set('X-Forwarded-For', '203.0.113.7')
          .send({ username: TEST_ADMIN.username, password: `wrong-${i}` })
      ).status;
      expect(status).toBe(i < 10 ? 401 : 429);
    }
    await useLink(await issuedToken())
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(200);
  });

  it('limits requests to 5 an hour per client, and mails to 3 per 15 minutes, whose links keep working', async () => {
    for (let i = 0; i < 5; i += 1) await t.http.post('/api/sign-in-link').set('X-Forwarded-For', '203.0.113.7').send({}).expect(202);
    const refused = await t.http.post('/api/sign-in-link').set('X-Forwarded-For', '203.0.113.7').send({}).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    await new Promise((r) => setTimeout(r, 200));
    await t.dataSource.query('TRUNCATE mail_outbox, rate_limit_hits');

    const issued = [];
    for (let i = 0; i < 4; i += 1) issued.push(await links.issueIfOwner(undefined));
    expect(issued).toEqual([true, true, true, false]);
    const tokens = (await linkMails()).map((mail) => tokenIn(mail.text_body));
    expect(tokens).toHaveLength(3);
    clock.set('2026-06-01T14:14:59Z');
    for (const token of tokens) await useLink(token).expect(200);
    clock.set('2026-06-01T14:15:00Z');
    expect(await links.issueIfOwner(undefined)).toBe(true);
  });

  it('refuses a link request or use of the wrong shape with a 400', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/sign-in-link', { username: 42 }, 'username must be a string'],
      ['/api/sign-in-link', { email: OWNER_EMAIL }, 'property email should not exist'],
      ['/api/login/link', {}, 'token must be a string'],
      ['/api/login/link', { token: { $ne: '' } }, 'token must be a string'],
      ['/api/login/link', { token: 'x'.repeat(201) }, 'token must be shorter than or equal to 200 characters'],
    ];
    for (const [path, body, message] of cases) {
      const res = await t.http
        .post(path)
        .send(body as object)
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toContain(message);
    }
  });

  it('stops working when the password changes', async () => {
    const token = await issuedToken();
    const [owner] = await t.dataSource.query('SELECT id FROM admin_users');
    await t.app.get(AuthService).setPassword(owner.id, TEST_ADMIN.password);
    expect((await useLink(token).expect(400)).body).toEqual(QUIET_REFUSAL);
  });
});

describe('the owner alert about failed sign-ins', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: 'https://book.example.com', TRUST_PROXY: '1' }, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
    await t.dataSource.query('TRUNCATE sign_in_links, login_attack_incidents');
  });
  afterAll(() => t.close());

  /** `count` wrong passwords, spread over five addresses and five names so no throttle gets in the way. */
  const fail = async (count: number, parallel = false) => {
    const attempt = (i: number) =>
      t.http
        .post('/api/login')
        .set('X-Forwarded-For', `203.0.113.${i % 5}`)
        .send({ username: `name-${i % 5}`, password: `wrong-${i}` });
    if (parallel) return void (await Promise.all(Array.from({ length: count }, (_, i) => attempt(i).expect(401))));
    for (let i = 0; i < count; i += 1) await attempt(i).expect(401);
  };
  const alerts = async (): Promise<{ to_address: string; subject: string; text_body: string }[]> =>
    t.dataSource.query(`SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'login-attack-alert-mail' ORDER BY created_at, id`);

  it('mails the owner once per incident, when the failures of an hour reach 20', async () => {
    await fail(19);
    expect(await alerts()).toEqual([]);
    await fail(1);
    const [alert] = await alerts();
    expect(alert).toMatchObject({ to_address: OWNER_EMAIL, subject: 'Many failed sign-ins to Ogden Rides & Deliveries' });
    expect(alert.text_body).toContain('20 sign-ins to the Ogden Rides & Deliveries admin failed within an hour');
    expect(alert.text_body).toContain('from 5 addresses');
    expect(alert.text_body).toContain('"Email me a sign-in link" at https://book.example.com/auth');

    // The same incident while failures keep coming, each within an hour of the last, even into the next hours.
    await fail(10);
    clock.set('2026-06-01T14:55:00Z');
    await fail(5);
    clock.set('2026-06-01T15:50:00Z');
    await fail(20);
    expect(await alerts()).toHaveLength(1);

    // An hour without failures ends it; the next burst is a new incident with its own mail.
    clock.set('2026-06-01T16:50:00Z');
    await fail(20);
    expect(await alerts()).toHaveLength(2);
    expect(await t.dataSource.query('SELECT failures, ended_at IS NULL AS open FROM login_attack_incidents ORDER BY id')).toEqual([
      { failures: 55, open: false },
      { failures: 20, open: true },
    ]);
  });

  it('opens one incident for failures that arrive at once', async () => {
    await fail(19);
    await fail(10, true);
    expect(await alerts()).toHaveLength(1);
    expect(await t.dataSource.query('SELECT count(*)::int AS incidents FROM login_attack_incidents')).toEqual([{ incidents: 1 }]);
  });
});
