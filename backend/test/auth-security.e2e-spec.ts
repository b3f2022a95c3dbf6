import request from 'supertest';
import { PasswordResetService } from '../src/auth/password-reset.service.js';
import { ONE_TIME_LINK_REMOVED } from '../src/mail/mail-outbox.entity.js';
import { MailSenderService } from '../src/mail/mail-sender.service.js';
import { startSmtpTestServer, textPartOf, type SmtpTestServer } from './fakes/smtp-test-server.js';
import { createTestApp, fixedClock, resetData, TEST_ADMIN, type TestApp } from './support/test-app.js';

const clock = fixedClock('2026-06-01T14:00:00Z');

describe('owner login security', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // Behind one trusted proxy (its X-Forwarded-For names the client); requests without the header are the socket's.
    t = await createTestApp(
      { ALLOWED_ORIGINS: 'https://book.example.com', PUBLIC_BASE_URL: 'https://book.example.com', TRUST_PROXY: '1', SMTP_URL: smtp.url },
      { clock },
    );
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
    await t.dataSource.query('TRUNCATE rate_limit_hits, password_reset_tokens');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const from = (ip: string) => t.http.post('/api/login').set('X-Forwarded-For', ip);
  const wrong = (i: number, username = TEST_ADMIN.username) => ({ username, password: `wrong-${i}` });
  const failures = async (bucket: string) =>
    t.dataSource.query('SELECT client, hits FROM rate_limit_hits WHERE bucket = $1 AND hits > 0 ORDER BY client', [bucket]);

  it('refuses a client after 10 failed logins in 15 minutes with a 429 that says when to try again, even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) await from('203.0.113.7').send(wrong(i)).expect(401);
    clock.set('2026-06-01T14:01:30Z');
    const refused = await from('203.0.113.7').send(TEST_ADMIN).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-in attempts from your network. Please try again in 14 minutes, or use "Email me a sign-in link".',
      code: 'RATE_LIMITED',
      retryAfterSeconds: 810,
    });
    expect(refused.headers['retry-after']).toBe('810');
    expect(refused.headers['set-cookie']).toBeUndefined();
    clock.set('2026-06-01T14:15:00Z');
    await from('203.0.113.7').send(TEST_ADMIN).expect(200);
  });

  // The lockout as found (issue 28): 10 wrong passwords in 5 minutes, from anywhere, kept the right password out.
  it('lets the right password in from another client after 10 wrong ones from one client', async () => {
    for (let i = 0; i < 10; i += 1) await from('203.0.113.7').send(wrong(i)).expect(401);
    await from('198.51.100.9').send(TEST_ADMIN).expect(200);
    expect(await failures('login-failures')).toEqual([{ client: '203.0.113.7', hits: 10 }]);
  });

  it('lets the right password in after 10 wrong ones spread over ten clients', async () => {
    for (let i = 0; i < 10; i += 1) await from(`203.0.113.${i}`).send(wrong(i)).expect(401);
    await from('198.51.100.9').send(TEST_ADMIN).expect(200);
  });

  it('locks nothing with the casing or padding of the name: those failures only slow the account, by at most 3 s', async () => {
    const names = [' OWNER', 'Owner ', 'owner', '\towner', 'OwNeR'];
    for (let i = 0; i < 14; i += 1)
      await from(`203.0.113.${i}`)
        .send(wrong(i, names[i % names.length]))
        .expect(401);
    expect(await failures('login-failures-account')).toEqual([{ client: 'owner', hits: 14 }]);
    const started = Date.now();
    await from('198.51.100.9').send(TEST_ADMIN).expect(200);
    // 14 failures: the fifth past the ten free ones, 5 × 250 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
    expect(Date.now() - started).toBeLessThan(3000 + 2000);
    // A right password leaves no failure behind for its client.
    expect((await failures('login-failures')).map((row: { client: string }) => row.client)).not.toContain('198.51.100.9');
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 0; i < 10; i += 1)
      await from(`2001:db8:1:2::${i + 1}`)
        .send(wrong(i))
        .expect(401);
    await from('2001:db8:1:2:ffff:ffff:ffff:ffff').send(TEST_ADMIN).expect(429);
    await from('2001:db8:1:3::1').send(TEST_ADMIN).expect(200);
  });

  it('lets no more than 10 of many parallel wrong passwords from one client be checked', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => from('203.0.113.7').send(wrong(i, 'someone'))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it.each([
    [{ username: -1, password: true }, 'username must be a string'],
    [{ username: TEST_ADMIN.username, password: { $ne: '' } }, 'password must be a string'],
    [{ username: [TEST_ADMIN.username], password: TEST_ADMIN.password }, 'username must be a string'],
    [{ username: '', password: TEST_ADMIN.password }, 'Username is required'],
    [{ ...TEST_ADMIN, remember: true }, 'property remember should not exist'],
  ])('refuses a login body of the wrong shape %j with a 400 before checking the password', async (body, message) => {
    const res = await t.http.post('/api/login').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toContain(message);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < 12; i += 1) await t.http.post('/api/login').send(TEST_ADMIN).expect(200);
    expect(await failures('login-failures')).toEqual([]);
  });

  describe('cross-origin state changes', () => {
    it.each([
      ['a foreign Origin', { Origin: 'https://evil.example' }],
      ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
      ['a same-site but other origin fetch', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.evil.example' }],
    ])('refuses %s with 403, logout included', async (_name, headers) => {
      for (const [path, body] of [
        ['/api/login', TEST_ADMIN],
        ['/api/logout', undefined],
        ['/api/create-booking', {}],
        // The router decodes the path: a request written so that it does not read as /api/… is checked all the same.
        ['/%61pi/create-booking', {}],
        ['/%61pi/logout', undefined],
      ] as const) {
        const res = await t.http.post(path).set(headers).send(body);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Requests from other sites are not allowed.', code: 'CROSS_SITE_REQUEST' });
      }
    });

    it('accepts the site itself (PUBLIC_BASE_URL), an allowed origin, and server-to-server calls', async () => {
      await t.http.post('/api/login').set('Origin', 'https://book.example.com').set('Sec-Fetch-Site', 'same-origin').send(TEST_ADMIN).expect(200);
      await t.http.post('/api/login').send(TEST_ADMIN).expect(200);
    });

    it('knows its own origin from the settings, never from the Host header a client sends', async () => {
      const spoofed = await t.http
        .post('/api/login')
        .set('Host', 'evil.example')
        .set('Origin', 'http://evil.example')
        .set('Sec-Fetch-Site', 'same-origin')
        .send(TEST_ADMIN);
      expect(spoofed.status).toBe(403);
      const forwarded = await t.http
        .post('/api/login')
        .set('X-Forwarded-Host', 'evil.example')
        .set('X-Forwarded-Proto', 'http')
        .set('Origin', 'http://evil.example')
        .send(TEST_ADMIN);
      expect(forwarded.status).toBe(403);
    });

    it('lets reads through from anywhere', async () => {
      await t.http.get('/api/health').set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site').expect(200);
    });
  });

  it('ends a login after 12 hours however active', async () => {
    const agent = request.agent(t.app.getHttpServer());
    await agent.post('/api/login').send(TEST_ADMIN).expect(200);
    clock.set('2026-06-01T23:00:00Z');
    await agent.get('/api/user').expect(200);
    clock.set('2026-06-02T02:00:01Z');
    const res = await agent.get('/api/user').expect(401);
    expect(res.body.message).toBe('Your session has expired. Please log in again.');
  });

  describe('password reset', () => {
    it('answers 202 the same way for any address and mails a link only to the owner', async () => {
      const owner = await t.http.post('/api/password-reset').send({ email: 'OWNER@ogden-rides.test' }).expect(202);
      const stranger = await t.http.post('/api/password-reset').send({ email: 'someone@example.com' }).expect(202);
      expect(owner.body).toEqual(stranger.body);
      const reset = t.app.get(PasswordResetService);
      expect(await reset.issueIfOwner('someone@example.com')).toBe(false);
      // request() works in the background; wait for the owner's mail to be queued.
      for (let i = 0; i < 50 && (await t.dataSource.query(`SELECT 1 FROM mail_outbox WHERE kind = 'password-reset'`)).length === 0; i += 1)
        await new Promise((r) => setTimeout(r, 20));
      const mails = await t.dataSource.query(`SELECT to_address, text_body FROM mail_outbox WHERE kind = 'password-reset'`);
      expect(mails).toHaveLength(1);
      expect(mails[0].to_address).toBe('owner@ogden-rides.test');
      expect(mails[0].text_body).toMatch(/https:\/\/book\.example\.com\/auth\?reset=[A-Za-z0-9_-]{43}/);
      const [token] = await t.dataSource.query('SELECT token_hash FROM password_reset_tokens');
      expect(mails[0].text_body).not.toContain(token.token_hash);
    });

    it('sets a new password once, ends other sessions, and refuses a reused or expired link', async () => {
      const other = request.agent(t.app.getHttpServer());
      await other.post('/api/login').send(TEST_ADMIN).expect(200);
      await t.app.get(PasswordResetService).issueIfOwner('owner@ogden-rides.test');
      const [mail] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'password-reset'`);
      const token = /reset=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];

      await t.http.post('/api/password-reset/confirm').send({ token, password: 'short' }).expect(400);
      await t.http.post('/api/password-reset/confirm').send({ token, password: 'a-new-owner-password-1' }).expect(200);
      await other.get('/api/user').expect(401);
      await t.http.post('/api/login').send({ username: TEST_ADMIN.username, password: 'a-new-owner-password-1' }).expect(200);
      const reused = await t.http.post('/api/password-reset/confirm').send({ token, password: 'another-password-22' }).expect(400);
      expect(reused.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');

      await t.app.get(PasswordResetService).issueIfOwner('owner@ogden-rides.test');
      const [, second] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'password-reset' ORDER BY created_at`);
      clock.set('2026-06-01T14:31:00Z');
      await t.http
        .post('/api/password-reset/confirm')
        .send({ token: /reset=([A-Za-z0-9_-]+)/.exec(second.text_body)![1], password: 'another-password-22' })
        .expect(400);
    });

    const linkIn = (text: string) => /reset=([A-Za-z0-9_-]+)/.exec(text)![1];
    const resetLinks = async () =>
      (await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'password-reset' ORDER BY created_at`)).map((m: { text_body: string }) =>
        linkIn(m.text_body),
      );

    it('revokes the older links when a new one is issued, and every link when the password changes', async () => {
      const reset = t.app.get(PasswordResetService);
      await reset.issueIfOwner('owner@ogden-rides.test');
      await reset.issueIfOwner('owner@ogden-rides.test');
      await reset.issueIfOwner('owner@ogden-rides.test');
      const [first, second, third] = await resetLinks();
      for (const token of [first, second]) {
        const res = await t.http.post('/api/password-reset/confirm').send({ token, password: 'a-new-owner-password-1' }).expect(400);
        expect(res.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');
      }
      await t.http.post('/api/password-reset/confirm').send({ token: third, password: 'a-new-owner-password-1' }).expect(200);

      // A link issued before the password changes some other way (ADMIN_PASSWORD) stops working too.
      await reset.issueIfOwner('owner@ogden-rides.test');
      const { AuthService } = await import('../src/auth/auth.service.js');
      await t.app.get(AuthService).ensureOwnerAccount(TEST_ADMIN.username, 'a-changed-setting-123');
      await t.http
        .post('/api/password-reset/confirm')
        .send({ token: (await resetLinks())[3], password: 'another-password-22' })
        .expect(400);
      await t.app.get(AuthService).ensureOwnerAccount(TEST_ADMIN.username, TEST_ADMIN.password);
      expect(await t.dataSource.query('SELECT count(*)::int AS live FROM password_reset_tokens WHERE used_at IS NULL AND revoked_at IS NULL')).toEqual([
        { live: 0 },
      ]);
    });

    it('keeps no usable link in the outbox once the mail has left', async () => {
      smtp.clear();
      await t.app.get(PasswordResetService).issueIfOwner('owner@ogden-rides.test');
      expect(await t.app.get(MailSenderService).sendDue()).toBe(1);
      const token = linkIn(textPartOf(smtp.messages[0]));
      const [stored] = await t.dataSource.query(`SELECT status, text_body, html_body FROM mail_outbox WHERE kind = 'password-reset'`);
      expect(stored).toEqual({ status: 'sent', text_body: ONE_TIME_LINK_REMOVED, html_body: ONE_TIME_LINK_REMOVED });
      // The link that was mailed still works, once.
      await t.http.post('/api/password-reset/confirm').send({ token, password: 'a-new-owner-password-1' }).expect(200);
      await t.app.get((await import('../src/auth/auth.service.js')).AuthService).ensureOwnerAccount(TEST_ADMIN.username, TEST_ADMIN.password);
    });

    it('keeps a reset password across a restart unless ADMIN_PASSWORD changes', async () => {
      await t.app.get(PasswordResetService).issueIfOwner('owner@ogden-rides.test');
      const [mail] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'password-reset'`);
      await t.http
        .post('/api/password-reset/confirm')
        .send({ token: /reset=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1], password: 'kept-after-restart-1' })
        .expect(200);
      const { AuthService } = await import('../src/auth/auth.service.js');
      const auth = t.app.get(AuthService);
      await auth.ensureOwnerAccount(TEST_ADMIN.username, TEST_ADMIN.password);
      expect(await auth.verifyCredentials(TEST_ADMIN.username, 'kept-after-restart-1')).not.toBeNull();
      await auth.ensureOwnerAccount(TEST_ADMIN.username, 'a-changed-setting-123');
      expect(await auth.verifyCredentials(TEST_ADMIN.username, 'a-changed-setting-123')).not.toBeNull();
      await auth.ensureOwnerAccount(TEST_ADMIN.username, TEST_ADMIN.password);
    });
  });
});

describe('the site origin when PUBLIC_BASE_URL is unset', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PORT: '4000', PUBLIC_BASE_URL: '' }, { clock });
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  it('follows HOST and PORT: pages on port 4000 may log in, under either loopback name, and nothing else may', async () => {
    await t.http.post('/api/login').set('Origin', 'http://127.0.0.1:4000').set('Sec-Fetch-Site', 'same-origin').send(TEST_ADMIN).expect(200);
    await t.http.post('/api/login').set('Origin', 'http://localhost:4000').set('Sec-Fetch-Site', 'same-origin').send(TEST_ADMIN).expect(200);
    await t.http.post('/api/login').set('Origin', 'http://127.0.0.1:3000').send(TEST_ADMIN).expect(403);
    await t.http.post('/api/login').set('Host', '127.0.0.1:3000').set('Origin', 'http://127.0.0.1:3000').send(TEST_ADMIN).expect(403);
  });

  it('puts the same address in the links it mails', async () => {
    await t.app.get(PasswordResetService).issueIfOwner('owner@ogden-rides.test');
    const [mail] = await t.dataSource.query(`SELECT text_body FROM mail_outbox WHERE kind = 'password-reset'`);
    expect(mail.text_body).toMatch(/http:\/\/127\.0\.0\.1:4000\/auth\?reset=[A-Za-z0-9_-]{43}/);
  });
});
