import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config.js';
import { OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, TEST_ADMIN, type TestApp } from './support/test-app.js';

describe('platform: health, errors, auth, headers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        // A request marked so deletes every stored session once it has read its own, as a password reset or a
        // logout elsewhere would while it is in flight.
        beforeInit: (app) =>
          app
            .getHttpAdapter()
            .getInstance()
            .addHook('onRequest', async (request) => {
              if (request.headers['x-test-end-sessions']) await t.dataSource.query('DELETE FROM session');
            }),
      },
    );
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database and tells the public nothing more', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const res = await t.http.get('/api/no-such-route').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String), code: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with a 400 JSON error and no stack', async () => {
    const res = await t.http.post('/api/login').set('Content-Type', 'application/json').send('{"username": ').expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('gives API answers the strict API policy: nothing may load or frame them', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
  });

  it('gives the API docs page the page policy, which allows the Square payment script hosts', async () => {
    const res = await t.http.get('/api/docs').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://web.squarecdn.com');
    expect(csp).toContain('https://sandbox.web.squarecdn.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document under /api/docs', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/login']));
  });

  it('GET /api/business gives the configured contact details', async () => {
    const res = await t.http.get('/api/business').expect(200);
    expect(res.body).toMatchObject({ phone: '(801) 555-0199', email: 'owner@ogden-rides.test', timeZone: 'America/Denver' });
  });

  describe('owner login', () => {
    it('rejects a wrong password with the spec message', async () => {
      const res = await t.http.post('/api/login').send({ username: TEST_ADMIN.username, password: 'wrong-password' }).expect(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password. Please try again.', code: 'UNAUTHORIZED' });
    });

    it('rejects an unknown user the same way', async () => {
      const res = await t.http.post('/api/login').send({ username: 'nobody', password: TEST_ADMIN.password }).expect(401);
      expect(res.body.message).toBe('Invalid username or password. Please try again.');
    });

    it('GET /api/user and the admin booking list need a session', async () => {
      await t.http.get('/api/user').expect(401);
      const res = await t.http.get('/api/bookings').expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it('logs in with an HttpOnly SameSite=Lax cookie, reads the user, and logs out for good', async () => {
      const agent = request.agent(t.app.getHttpServer());
      const login = await agent.post('/api/login').send(TEST_ADMIN).expect(200);
      expect(login.body).toEqual({ user: { username: TEST_ADMIN.username } });
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/booking\.sid=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);

      await agent.get('/api/user').expect(200, { user: { username: TEST_ADMIN.username } });
      await agent.get('/api/bookings').expect(200);
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM session');
      expect(count).toBeGreaterThanOrEqual(1);

      await agent.post('/api/logout').expect(200, { success: true });
      await agent.get('/api/user').expect(401);
    });

    it('gives every login a new session id and ends the one it came with (session fixation)', async () => {
      await t.dataSource.query('TRUNCATE session');
      const sessionCookie = (res: request.Response) => /booking\.sid=[^;]+/.exec(String(res.headers['set-cookie']))![0];
      const first = sessionCookie(await t.http.post('/api/login').send(TEST_ADMIN).expect(200));
      const second = sessionCookie(await t.http.post('/api/login').set('Cookie', first).send(TEST_ADMIN).expect(200));
      expect(second).not.toBe(first);
      await t.http.get('/api/user').set('Cookie', first).expect(401);
      await t.http.get('/api/user').set('Cookie', second).expect(200);
      expect(await t.dataSource.query('SELECT count(*)::int AS count FROM session')).toEqual([{ count: 1 }]);
    });

    it('keeps a session ended while one of its requests was in flight ended', async () => {
      await t.dataSource.query('TRUNCATE session');
      const agent = request.agent(t.app.getHttpServer());
      await agent.post('/api/login').send(TEST_ADMIN).expect(200);
      await agent.get('/api/user').set('X-Test-End-Sessions', '1').expect(200);
      expect(await t.dataSource.query('SELECT count(*)::int AS count FROM session')).toEqual([{ count: 0 }]);
      await agent.get('/api/user').expect(401);
    });

    it('renews the 2-hour idle expiry, cookie and stored session, with every request of the login', async () => {
      await t.dataSource.query('TRUNCATE session');
      const agent = request.agent(t.app.getHttpServer());
      await agent.post('/api/login').send(TEST_ADMIN).expect(200);
      await t.dataSource.query(`UPDATE session SET expire = now() + interval '10 minutes'`);
      const res = await agent.get('/api/user').expect(200);
      const expires = /Expires=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
      expect(Math.round((Date.parse(expires ?? '') - Date.now()) / 60_000)).toBe(120);
      expect(await t.dataSource.query('SELECT round(extract(epoch FROM expire - now()) / 60)::int AS minutes FROM session')).toEqual([{ minutes: 120 }]);
    });

    it("keeps a login from before the move to @fastify/session: express-session's cookie and stored session", async () => {
      const sid = 'session-from-express-session-days';
      const [{ id }] = await t.dataSource.query('SELECT id FROM admin_users');
      const expires = new Date(Date.now() + 60 * 60 * 1000);
      const sess = { cookie: { originalMaxAge: 7_200_000, expires, secure: false, httpOnly: true, path: '/', sameSite: 'lax' }, passport: { user: id } };
      await t.dataSource.query('INSERT INTO session (sid, sess, expire) VALUES ($1, $2, to_timestamp($3))', [
        sid,
        { ...sess, authenticatedAt: Date.now() },
        Math.ceil(expires.getTime() / 1000),
      ]);
      // express-session signed the id as cookie-signature does: HMAC-SHA256, base64 without padding, after "s:".
      const signature = createHmac('sha256', t.app.get<AppConfig>(APP_CONFIG).sessionSecret).update(sid).digest('base64').replace(/=+$/, '');
      const cookie = `booking.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
      await t.http
        .get('/api/user')
        .set('Cookie', cookie)
        .expect(200, { user: { username: TEST_ADMIN.username } });
    });

    it('keeps anonymous traffic from creating session rows', async () => {
      await resetData(t.dataSource);
      await t.http.get('/api/health');
      await t.http.get('/api/business');
      await t.http.post('/api/login').send({ username: 'x', password: 'y' });
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM session');
      expect(count).toBe(0);
    });
  });
});

describe('platform: the session cookie in production, behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('sends the cookie Secure when the proxy says the request came over HTTPS, and never over plain HTTP', async () => {
    const overHttps = await t.http.post('/api/login').set('X-Forwarded-Proto', 'https').send(TEST_ADMIN).expect(200);
    expect(String(overHttps.headers['set-cookie'])).toMatch(/booking\.sid=.*; Secure/i);
    const overHttp = await t.http.post('/api/login').set('X-Forwarded-Proto', 'http').send(TEST_ADMIN).expect(200);
    expect(overHttp.headers['set-cookie']).toBeUndefined();
  });
});

describe('platform: serving the built app', () => {
  let t: TestApp;
  let distDir: string;
  const script = `console.log(${JSON.stringify('wizard step '.repeat(400))});\n`;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'spa-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><body><div id="root"><header><span class="brand" data-business-name>Ogden Rides &amp; Deliveries</span></header><main><p class="boot-status" role="status">Loading the booking form…</p></main></div><script type="module" src="/assets/index-abc.js"></script></body></html>',
    );
    writeFileSync(join(distDir, 'assets', 'index-abc.js'), script);
    t = await createTestApp({ FRONTEND_DIST: distDir, BUSINESS_NAME: 'Wasatch Rides & Errands' }, { clock: fixedClock('2026-06-01T14:00:00Z') });
    await resetData(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends hashed assets gzip-compressed and cached for a year', async () => {
    const res = await t.http.get('/assets/index-abc.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(script);
  });

  it('answers client routes with index.html that is always revalidated', async () => {
    const res = await t.http.get('/admin/dashboard').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<div id="root">');
    // The loading header names the configured business before any script has run.
    expect(res.text).toContain('<span class="brand" data-business-name>Wasatch Rides &#38; Errands</span>');
    expect((await t.http.get('/').expect(200)).text).toContain('data-business-name>Wasatch Rides &#38; Errands<');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://sandbox.web.squarecdn.com https://web.squarecdn.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("writes a checkout's booking into its first paint, never cached, and nothing for any other booking id", async () => {
    const awaitingCard = (
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ pickupLocation: `<b>${OGDEN_ADDRESS}</b>` }))
        .expect(201)
    ).body.booking;
    const res = await t.http.get(`/checkout?bookingId=${awaitingCard.id}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(
      `<main><section class="boot-summary" lang="en" aria-label="Your booking"><p>Ride Service, Wednesday, June 3, 2026 at 10:00 AM<br>From &lt;b&gt;${OGDEN_ADDRESS}&lt;/b&gt; to ${SECOND_OGDEN_ADDRESS}<br>Total $`,
    );
    expect(res.text).toContain('</p></section><p class="boot-status" role="status">');

    const paid = (
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceTime: '14:00' }))
        .expect(201)
    ).body.booking;
    await t.dataSource.query(`UPDATE bookings SET payment_status = 'paid' WHERE id = $1`, [paid.id]);
    for (const path of [
      `/checkout?bookingId=${paid.id}`,
      '/checkout?bookingId=bk_AAAAAAAAAAAAAAAAAAAAAAAA',
      "/checkout?bookingId=x'--",
      '/checkout',
      `/manage?bookingId=${awaitingCard.id}`,
    ]) {
      const other = await t.http.get(path).expect(200);
      expect(other.text).not.toContain('boot-summary');
      expect(other.headers['cache-control']).toBe('no-cache');
    }
  });

  it("writes a manage link's booking into its first paint, never cached; a token that opens nothing counts against the client", async () => {
    const booking = (
      await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceTime: '16:00' }))
        .expect(201)
    ).body.booking;
    await t.dataSource.query(`UPDATE bookings SET payment_status = 'paid' WHERE id = $1`, [booking.id]);
    const manageUrl = (await t.http.get(`/api/bookings/${booking.id}`).expect(200)).body.manageUrl as string;
    const path = new URL(manageUrl).pathname;
    const page = await t.http.get(path).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain(
      `<main><section class="boot-summary" lang="en" aria-label="Your booking"><p>Booking 254-${booking.reference}<br>Ride Service, Wednesday, June 3, 2026 at 4:00 PM<br>From ${OGDEN_ADDRESS} to ${SECOND_OGDEN_ADDRESS}</p></section><p class="boot-status" role="status">`,
    );

    const wrong = '/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (let guess = 0; guess < 60; guess += 1) {
      const other = await t.http.get(wrong).expect(200);
      expect(other.text).not.toContain('boot-summary');
      expect(other.headers['cache-control']).toBe('no-cache');
    }
    // Past the lookups' limit even a right token's page holds nothing, and the API refuses it too.
    expect((await t.http.get(path).expect(200)).text).not.toContain('boot-summary');
    expect((await t.http.get(`/api${path}`).expect(429)).body.code).toBe('RATE_LIMITED');
  });

  it("writes a footer page's own words into its first paint, and nothing into the pages built from settings", async () => {
    const terms = await t.http.get('/terms').expect(200);
    expect(terms.headers['cache-control']).toBe('no-cache');
    expect(terms.text).toContain('<main><section class="boot-summary"><p>Prices are quoted by this site before you book and are charged as quoted.');
    expect(terms.text).toContain('</p></section><p class="boot-status" role="status">');
    expect((await t.http.get('/about').expect(200)).text).toContain('<section class="boot-summary"><p>We are a local, owner-operated');
    expect((await t.http.get('/contact').expect(200)).text).not.toContain('boot-summary');
  });

  it('leaves API answers uncompressed and unknown API paths as JSON 404s', async () => {
    const health = await t.http.get('/api/health').set('Accept-Encoding', 'gzip').expect(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await t.http.get('/api/no-such-route?x=1').set('Accept-Encoding', 'gzip').expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: expect.stringMatching(/^Cannot GET \/api\/no-such-route/),
      code: 'NOT_FOUND',
    });
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });
});
