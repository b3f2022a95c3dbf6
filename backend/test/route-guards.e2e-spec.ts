import { expectCleanRefusal } from './support/public-routes.js';
import { createTestApp, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

/**
 * Every route the app registers, with who may call it. A new route without an entry here fails the suite,
 * so nobody adds an unguarded admin route by accident; every admin route is proven to answer 401 without
 * a session.
 */
type Access = 'public' | 'admin' | 'calendar-token' | 'square-signature' | 'twilio-signature' | 'api-docs' | 'manage-token';

const ROUTES: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/business': 'public',
  'GET /api/business/pages': 'public',
  'POST /api/login': 'public',
  'GET /api/user': 'admin',
  'POST /api/logout': 'public',
  'POST /api/password-reset': 'public',
  'POST /api/password-reset/confirm': 'public',
  // The owner's way in when password guessers are about: asking for a mailed one-time link, and signing in with it.
  'POST /api/sign-in-link': 'public',
  'POST /api/login/link': 'public',
  'GET /api/suggest-addresses': 'public',
  'POST /api/quotes': 'public',
  'POST /api/check-availability': 'public',
  'POST /api/free-times': 'public',
  'POST /api/create-booking': 'public',
  'GET /api/bookings/:id': 'public',
  'POST /api/bookings/:id/checkout': 'public',
  'GET /api/bookings/:id/calendar.ics': 'public',
  'POST /api/manage/find': 'public',
  'GET /api/manage/:token': 'manage-token',
  'POST /api/manage/:token/links/replace': 'manage-token',
  'POST /api/manage/:token/cancel': 'manage-token',
  'GET /api/manage/:token/free-times': 'manage-token',
  'POST /api/manage/:token/move': 'manage-token',
  'POST /api/validate-service-code': 'public',
  'POST /api/bulk-rides-inquiry': 'public',
  'POST /api/long-haul-inquiry': 'public',
  'POST /api/handyman-inquiry': 'public',
  'GET /api/square/config': 'public',
  'POST /api/process-square-payment': 'public',
  'POST /api/square/webhook': 'square-signature',
  'POST /api/twilio/status': 'twilio-signature',
  'POST /api/twilio/inbound': 'twilio-signature',
  'GET /api/calendar.ics': 'calendar-token',
  'GET /api/bookings': 'admin',
  'GET /api/bookings/past-year': 'admin',
  'GET /api/bookings/:id/history': 'admin',
  'PATCH /api/bookings/:id': 'admin',
  'POST /api/update-booking-status': 'admin',
  'POST /api/cancel-booking': 'admin',
  'POST /api/admin/bookings': 'admin',
  'GET /api/admin/bookings': 'admin',
  'GET /api/admin/day-sheet': 'admin',
  'GET /api/admin/customers': 'admin',
  'GET /api/admin/exports/bookings.csv': 'admin',
  'GET /api/admin/exports/payments.csv': 'admin',
  'GET /api/admin/exports/customers.csv': 'admin',
  'GET /api/blackouts': 'admin',
  'POST /api/blackouts': 'admin',
  'DELETE /api/blackouts/:id': 'admin',
  'GET /api/customers': 'admin',
  'GET /api/customers/phone/:phone': 'admin',
  'PATCH /api/customers/phone/:phone': 'admin',
  'GET /api/stats': 'admin',
  'GET /api/admin/bookings/:id/payments': 'admin',
  'POST /api/admin/bookings/:id/refunds': 'admin',
  'POST /api/admin/bookings/:id/payments': 'admin',
  'POST /api/admin/bookings/:id/pay-link': 'admin',
  'POST /api/admin/bookings/:id/links/replace': 'admin',
  'GET /api/admin/trip/next': 'admin',
  'POST /api/admin/bookings/:id/trip': 'admin',
  'POST /api/admin/bookings/:id/trip/undo': 'admin',
  'GET /api/admin/payments': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  'GET /api/admin/outbox': 'admin',
  'POST /api/admin/outbox/:id/resend': 'admin',
  'GET /api/admin/operations': 'admin',
  'GET /api/admin/maps': 'admin',
  'POST /api/calendar/token': 'admin',
  'GET /api/inquiries': 'admin',
  'PATCH /api/inquiries/:id': 'admin',
  'POST /api/service-codes': 'admin',
  'POST /api/service-codes/custom': 'admin',
  'PATCH /api/service-codes/:id/toggle': 'admin',
  'PATCH /api/service-codes/:id': 'admin',
  'GET /api/service-codes/:id/ride-pack': 'admin',
};

/** Sample values for path parameters: well-formed, so a missing guard could not hide behind a 400. */
const PARAMS: Record<string, string> = { id: '00000000-0000-4000-8000-000000000000', phone: '8015550123', token: 'A'.repeat(32) };

describe('route guards', () => {
  let t: TestApp;
  /** Every API route as Fastify registers it (its automatic HEAD twins of GET routes aside). */
  const registered: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeInit: (app) =>
          app
            .getHttpAdapter()
            .getInstance()
            .addHook('onRoute', (route) => {
              if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
              for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
            }),
      },
    );
  });
  afterAll(() => t.close());

  it('lists every registered API route with its access rule', () => {
    expect(registered.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it.each(Object.entries(ROUTES).filter(([, access]) => access === 'admin'))('%s answers 401 without a session', async (route) => {
    const [method, pattern] = route.split(' ');
    const path = pattern.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? 'x');
    const res = await t.http[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path).send({});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each(Object.entries(ROUTES).filter(([, access]) => access === 'manage-token'))(
    '%s answers 404 MANAGE_LINK_INVALID without a live token',
    async (route) => {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? 'x');
      // A well-formed request, so the token is what is judged.
      const query = pattern.endsWith('/free-times') ? { date: '2026-06-04' } : {};
      const body = pattern.endsWith('/move') ? { date: '2026-06-04', time: '14:00' } : { expectedFee: 0 };
      const res = await t.http[method.toLowerCase() as 'get' | 'post'](path).query(query).send(body);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('MANAGE_LINK_INVALID');
    },
  );

  describe('every route, signed in as the owner, under edge values', () => {
    // Far dates, huge and negative numbers, and long text in every field a route reads, with an 8,000-character
    // Idempotency-Key: each once ended in a 500 on some route. Every answer is a clean 2xx or 4xx.
    const fields = ['date', 'endDate', 'from', 'to', 'serviceDate', 'serviceTime', 'time', 'startTime', 'endTime', 'amount', 'expectedFee'];
    const moreFields = ['total_price', 'discountValue', 'usageLimit', 'page', 'pageSize', 'hours', 'receivedOn', 'booking_date', 'booking_time'];
    const values: unknown[] = ['9999-12-31', '9999-12-25', '0000-01-01', 1e308, -1e308, 21474836.48, 1e12, 'x'.repeat(5000)];
    let owner: Awaited<ReturnType<typeof loginAsOwner>>;
    beforeAll(async () => {
      await resetData(t.dataSource);
      owner = await loginAsOwner(t);
    });
    afterAll(() => resetData(t.dataSource));

    // Signing out would end the session the others use; it takes no input anyway. The webhooks answer a typed 503 here
    // (their settings are off) and are fuzzed with their settings on in fuzz-public-routes.e2e-spec.ts.
    const tried = Object.entries(ROUTES).filter(([route, access]) => route !== 'POST /api/logout' && !access.endsWith('-signature'));
    it.each(tried.map(([route]) => route))('%s', async (route) => {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? 'x');
      for (const value of values) {
        const input = Object.fromEntries([...fields, ...moreFields].map((field) => [field, value]));
        const request = owner[method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](path).set('Idempotency-Key', 'k'.repeat(8000));
        const res = method === 'GET' ? await request.query(input) : await request.send(input);
        expectCleanRefusal(res.status, res.body, res.headers['content-type']);
      }
    });
  });

  it('refuses the calendar feed without its token and the webhook without a signature', async () => {
    expect((await t.http.get('/api/calendar.ics')).status).toBe(401);
    expect((await t.http.get('/api/calendar.ics').query({ token: 'guess-guess-guess-guess-guess-guess' })).status).toBe(401);
    // Without SQUARE_WEBHOOK_SIGNATURE_KEY the webhook is switched off (503); with it, a bad signature is 401 (payments tests).
    expect((await t.http.post('/api/square/webhook').send({})).status).toBe(503);
    // Likewise Twilio's without the TWILIO_* settings; with them, an unsigned request is 403 (texts tests).
    for (const path of ['/api/twilio/status', '/api/twilio/inbound']) {
      expect((await t.http.post(path).set('Content-Type', 'application/x-www-form-urlencoded').send('Body=STOP')).status).toBe(503);
    }
  });
});
