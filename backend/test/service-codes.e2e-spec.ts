import { CONTACT, quoteOf, rideBooking } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

const clock = fixedClock('2026-06-01T14:00:00Z');
const MASTER = 'OWNER-WAIVES-2026';

describe('service codes', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginAsOwner>>;

  beforeAll(async () => {
    t = await createTestApp({ MASTER_SERVICE_CODE: MASTER }, { clock });
  });
  beforeEach(async () => {
    await resetData(t.dataSource);
    await t.dataSource.query('DELETE FROM service_codes');
    owner = await loginAsOwner(t);
  });
  afterAll(() => t.close());

  const custom = (body: Record<string, unknown>) =>
    owner.post('/api/service-codes/custom').send({ customerEmail: CONTACT.email, customerPhone: CONTACT.phone, ...body });
  const validate = (code: unknown) =>
    t.http
      .post('/api/validate-service-code')
      .send({ code })
      .expect(200)
      .then((r) => r.body);

  it('validates codes case-sensitively with the spec messages', async () => {
    await custom({ code: 'Save10' }).expect(201);
    expect(await validate('Save10')).toMatchObject({ valid: true, message: 'Service code applied' });
    expect(await validate('SAVE10')).toMatchObject({ valid: false, message: 'The service code is not valid', reason: 'notValid' });
    expect(await validate('')).toMatchObject({ valid: false, message: 'No service code entered' });
  });

  it('applies a percentage code to the server price and counts its use', async () => {
    await custom({ code: 'TENOFF', discountType: 'percentage', discountValue: 10, usageLimit: 5 }).expect(201);
    const plain = await t.http.post('/api/quotes').send(quoteOf(rideBooking())).expect(200);
    const res = await t.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceCode: 'TENOFF' }))
      .expect(201);
    expect(res.body.codeApplied).toBe(true);
    expect(res.body.paymentRequired).toBe(true);
    expect(res.body.booking.totalPrice).toBeCloseTo(Math.round(plain.body.totalPrice * 90) / 100, 2);
    const [code] = await t.dataSource.query(`SELECT usage_count FROM service_codes WHERE code = 'TENOFF'`);
    expect(code.usage_count).toBe(1);
  });

  it('lets a subscription code cover a ride: no payment, one ride used', async () => {
    await owner
      .post('/api/service-codes')
      .send({ customerEmail: CONTACT.email, customerPhone: CONTACT.phone, type: '10rides', customCode: 'RIDES-JAMIE' })
      .expect(201);
    const res = await t.http
      .post('/api/create-booking')
      .send(rideBooking({ subscriptionCode: 'RIDES-JAMIE' }))
      .expect(201);
    expect(res.body).toMatchObject({ paymentRequired: false, codeApplied: true });
    expect(res.body.booking.totalPrice).toBe(0);
    const [code] = await t.dataSource.query(`SELECT rides_used, total_rides FROM service_codes WHERE code = 'RIDES-JAMIE'`);
    expect(code).toEqual({ rides_used: 1, total_rides: 10 });
  });

  it('waives payment with the master code from settings, without a code row', async () => {
    expect(await validate(MASTER)).toMatchObject({ valid: true, waivesPayment: true });
    const res = await t.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceCode: MASTER }))
      .expect(201);
    expect(res.body).toMatchObject({ paymentRequired: false, codeApplied: true });
  });

  it('spends a single-use code once among 100 concurrent bookings', async () => {
    await custom({ code: 'ONCE', discountType: 'fixed', discountValue: 5, usageLimit: 1 }).expect(201);
    // Different start times an hour apart would all fit the one-driver schedule; only the code limits them.
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.http.post('/api/create-booking').send(
          rideBooking({
            serviceCode: 'ONCE',
            serviceDate: `2026-06-${String(3 + (i % 20)).padStart(2, '0')}`,
            serviceTime: ['09:00', '11:00', '13:00', '15:00', '16:00'][Math.floor(i / 20)],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([400]));
    expect(refused[0].body.message).toBe('Invalid service code: This service code has already been used');
    const [code] = await t.dataSource.query(`SELECT usage_count FROM service_codes WHERE code = 'ONCE'`);
    expect(code.usage_count).toBe(1);
  });

  it('refuses an unknown, inactive or expired code at booking and stores nothing', async () => {
    const created = await custom({ code: 'OFFNOW' }).expect(201);
    await owner.patch(`/api/service-codes/${created.body.serviceCode.id}/toggle`).expect(200);
    for (const code of ['NOPE', 'OFFNOW']) {
      const res = await t.http
        .post('/api/create-booking')
        .send(rideBooking({ serviceCode: code }))
        .expect(400);
      expect(res.body.message).toMatch(/^Invalid service code: /);
    }
    const expiring = await custom({ code: 'SOON' }).expect(201);
    await owner.patch(`/api/service-codes/${expiring.body.serviceCode.id}`).send({ expiresAt: '2026-05-31T00:00:00Z' }).expect(200);
    expect(await validate('SOON')).toMatchObject({ valid: false, message: 'This service code has expired', reason: 'EXPIRED' });
    expect(await t.dataSource.query('SELECT id FROM bookings')).toHaveLength(0);
  });

  describe('owner management', () => {
    it('requires the owner session', async () => {
      await t.http.post('/api/service-codes/custom').send({ code: 'X' }).expect(401);
      await t.http.post('/api/service-codes').send({ type: 'monthly' }).expect(401);
      await t.http.patch('/api/service-codes/00000000-0000-0000-0000-000000000000/toggle').expect(401);
    });

    it('creates with the spec defaults, refuses duplicates with 409 and toggles', async () => {
      const res = await custom({ code: 'Rivera1126' }).expect(201);
      expect(res.body).toMatchObject({
        success: true,
        serviceCode: { code: 'Rivera1126', description: 'Custom Discount', discountType: 'percentage', discountValue: 10, usageLimit: 1, isActive: true },
      });
      const dup = await custom({ code: 'Rivera1126' }).expect(409);
      expect(dup.body.message).toBe('The code "Rivera1126" already exists. Please choose another code.');
      const toggled = await owner.patch(`/api/service-codes/${res.body.serviceCode.id}/toggle`).expect(200);
      expect(toggled.body.serviceCode.isActive).toBe(false);
      await owner.patch('/api/service-codes/00000000-0000-4000-8000-000000000000/toggle').expect(404);
    });

    it('gives the spec messages for a missing code or plan', async () => {
      expect((await custom({ code: '  ' }).expect(400)).body.message).toContain('Please enter a code');
      expect((await owner.post('/api/service-codes').send({ type: 'weekly' }).expect(400)).body.message).toContain('Please select a subscription plan type');
    });

    it('generates plan codes with their rides or validity', async () => {
      const rides = await owner.post('/api/service-codes').send({ type: '20rides', customerPhone: CONTACT.phone }).expect(201);
      expect(rides.body.serviceCode).toMatchObject({ discountType: 'subscription', totalRides: 20, expiresAt: null });
      expect(rides.body.serviceCode.code).toMatch(/^SUB-[A-Z2-9]{8}$/);
      const monthly = await owner.post('/api/service-codes').send({ type: 'monthly' }).expect(201);
      expect(monthly.body.serviceCode.expiresAt).toBe('2026-07-01T14:00:00.000Z');
    });

    it('treats an empty usage limit as unlimited', async () => {
      const res = await custom({ code: 'UNLIM' }).expect(201);
      const updated = await owner.patch(`/api/service-codes/${res.body.serviceCode.id}`).send({ usageLimit: null }).expect(200);
      expect(updated.body.serviceCode.usageLimit).toBeNull();
    });
  });
});
