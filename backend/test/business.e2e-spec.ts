import { DEFAULT_AVAILABILITY_SETTINGS } from '../src/domain/availability/availability-settings.js';
import { DEFAULT_PRICING_TABLE } from '../src/domain/pricing/pricing-table.js';
import { OGDEN_ADDRESS, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// The browser's time picker runs the domain rules with these values, so they must be the ones the server judges by.
describe('GET /api/business', () => {
  let t: TestApp;

  afterEach(() => t?.close());

  it('gives the contact details and the default schedule settings', async () => {
    t = await createTestApp();
    const res = await t.http.get('/api/business').expect(200);
    expect(res.body).toEqual({
      businessName: 'Ogden Rides & Deliveries',
      phone: '(801) 555-0199',
      email: 'owner@ogden-rides.test',
      companyWebsiteUrl: expect.any(String),
      timeZone: 'America/Denver',
      schedule: { ...DEFAULT_AVAILABILITY_SETTINGS },
      prices: { chauffeurCentsPerHour: 5000, plans: DEFAULT_PRICING_TABLE.subscription },
      // No Twilio settings: no text can go out, so the booking form does not offer reminder texts.
      textReminders: { offered: false, hoursBefore: 2 },
    });
  });

  it('offers reminder texts once texts are set up', async () => {
    t = await createTestApp({ TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'f'.repeat(32), TWILIO_FROM: '+18015550100' });
    expect((await t.http.get('/api/business').expect(200)).body.textReminders).toEqual({ offered: true, hoursBefore: 2 });
  });

  it("shows the deployment's price table, so the forms show what the quote will charge", async () => {
    t = await createTestApp({
      PRICING_TABLE_JSON: JSON.stringify({
        ...DEFAULT_PRICING_TABLE,
        chauffeur: { ...DEFAULT_PRICING_TABLE.chauffeur, centsPerHour: 6500 },
        subscription: { ...DEFAULT_PRICING_TABLE.subscription, premium: { label: 'Gold', rides: 10, discountPercent: 12, fixedPriceCents: 90000 } },
      }),
    });
    const res = await t.http.get('/api/business').expect(200);
    expect(res.body.prices).toEqual({
      chauffeurCentsPerHour: 6500,
      plans: { ...DEFAULT_PRICING_TABLE.subscription, premium: { label: 'Gold', rides: 10, discountPercent: 12, fixedPriceCents: 90000 } },
    });
  });

  it('follows the schedule settings of the deployment', async () => {
    t = await createTestApp({
      BUSINESS_TIME_ZONE: 'America/Chicago',
      MIN_LEAD_MINUTES: '180',
      MAX_DAYS_AHEAD: '30',
      CHAUFFEUR_NOTICE_HOURS: '48',
      DAY_END: '17:00',
      DELIVERY_WINDOW_CAPACITY: '5',
    });
    const res = await t.http.get('/api/business').expect(200);
    expect(res.body.timeZone).toBe('America/Chicago');
    expect(res.body.schedule).toMatchObject({
      zone: 'America/Chicago',
      minLeadMinutes: 180,
      maxDaysAhead: 30,
      chauffeurNoticeHours: 48,
      deliveryWindowCapacity: 5,
    });
    // Every day the same hours, closing at DAY_END, until the owner sets the week.
    expect(res.body.schedule.weeklyHours).toEqual(Array.from({ length: 7 }, () => ({ start: '07:30', end: '17:00' })));
  });

  it('is what the availability check judges by', async () => {
    t = await createTestApp({ MIN_LEAD_MINUTES: '180' }, { clock: fixedClock('2026-06-01T14:00:00Z') }); // Mon 08:00 MDT
    await resetData(t.dataSource);
    const { schedule } = (await t.http.get('/api/business').expect(200)).body as { schedule: { minLeadMinutes: number } };
    const ask = (startTime: string) =>
      t.http
        .post('/api/check-availability')
        .send({
          serviceType: 'ride',
          date: '2026-06-01',
          startTime,
          endTime: startTime,
          pickupLocation: OGDEN_ADDRESS,
          destinationLocation: SECOND_OGDEN_ADDRESS,
        })
        .expect(200)
        .then((res) => res.body);
    expect(await ask('10:45')).toMatchObject({
      available: false,
      error: 'TIME_TOO_SOON',
      message: `Please choose a time at least ${schedule.minLeadMinutes} minutes from now.`,
    });
    expect(await ask('11:00')).toMatchObject({ available: true });
  });
});
