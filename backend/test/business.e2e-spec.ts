import { DEFAULT_AVAILABILITY_SETTINGS } from '../src/domain/availability/availability-settings.js';
import { cancellationPolicyText } from '../src/domain/cancellation-policy.js';
import { DEFAULT_SITE_PAGES, MAX_SITE_PAGE_CHARS, pageParagraphs } from '../src/domain/site-pages.js';
import { SettingsService } from '../src/settings/settings.service.js';
import { DEFAULT_PRICING_TABLE } from '../src/domain/pricing/pricing-table.js';
import { deliveryBooking, OGDEN_ADDRESS, PROVO_ADDRESS, quoteOf, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// First in the file: passport keeps the session reader of the first app built in a test file (it is one object per
// process), so only that app can log the owner in.
describe("GET /api/business after the owner's settings change", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("follows the owner's saved prices and service area at once: the cards' starting prices, the driver's hours, the radius", async () => {
    await resetData(t.dataSource);
    try {
      const owner = await loginAsOwner(t);
      const { settings } = (await owner.get('/api/admin/settings').expect(200)).body as {
        settings: { prices: typeof DEFAULT_PRICING_TABLE; serviceArea: { serviceRadiusMiles: number } };
      };
      const next = structuredClone(settings);
      next.prices.mileage.minimumCents = 2500;
      next.prices.delivery.packageSizeSurchargeCents.small = 300;
      next.prices.chauffeur = { centsPerHour: 6000, minHours: 3, maxHours: 5 };
      next.serviceArea.serviceRadiusMiles = 60;
      await owner.put('/api/admin/settings').send(next).expect(200);

      const { body } = await t.http.get('/api/business').expect(200);
      expect(body.prices).toMatchObject({
        chauffeurCentsPerHour: 6000,
        chauffeurHours: { min: 3, max: 5 },
        // A medium package costs no surcharge, so the cheapest delivery is still the minimum fare.
        startingAtCents: { delivery: 2500, ride: 2500, chauffeur: 18000 },
      });
      expect(body.serviceArea).toEqual({ serviceRadiusMiles: 60, chauffeurRadiusMiles: 35, homeBase: 'Ogden, UT' });
      // The quote's refusal names the same area the profile does (Provo is about 70 miles from Ogden).
      const quote = await t.http
        .post('/api/quotes')
        .send(quoteOf(deliveryBooking({ pickupLocation: OGDEN_ADDRESS, destinationLocation: PROVO_ADDRESS })))
        .expect(200);
      expect(quote.body).toMatchObject({
        withinServiceArea: false,
        serviceAreaMessage: `We can only provide service within ${body.serviceArea.serviceRadiusMiles} miles of ${body.serviceArea.homeBase}.`,
      });
    } finally {
      // Saved settings would be read at start by the next spec file's app.
      await resetData(t.dataSource);
    }
  });

  it("GET /api/business/pages gives the starting texts, then the owner's words at once, and the cancellation policy with the owner's grace period", async () => {
    await resetData(t.dataSource);
    await t.app.get(SettingsService).loadNow();
    try {
      const first = (await t.http.get('/api/business/pages').expect(200)).body;
      expect(first.about).toEqual(pageParagraphs(DEFAULT_SITE_PAGES.about));
      expect(first.terms[0]).toMatch(/^Prices are quoted by this site before you book/);
      expect(first.cancellationPolicy).toEqual([
        cancellationPolicyText('delivery'),
        cancellationPolicyText('ride'),
        cancellationPolicyText('chauffeur'),
        cancellationPolicyText('subscription'),
        'Long-haul delivery and handyman jobs. Cancellation fees vary; the owner will explain them with your quote.',
        'Changed your mind? For 10 minutes after booking, cancelling is free whatever the fee would be, except for a job booked to start within the hour.',
      ]);

      const owner = await loginAsOwner(t);
      const { settings } = (await owner.get('/api/admin/settings').expect(200)).body;
      const next = structuredClone(settings);
      next.pages.about = '  Family run since 2019.  \n\n\n Call us any day. \n';
      next.bookings.freeCancelGraceMinutes = 0;
      const saved = await owner.put('/api/admin/settings').send(next).expect(200);
      expect(saved.body.changes.map((change: { path: string }) => change.path)).toEqual(expect.arrayContaining(['pages.about']));
      const after = (await t.http.get('/api/business/pages').expect(200)).body;
      expect(after.about).toEqual(['Family run since 2019.', 'Call us any day.']);
      expect(after.cancellationPolicy).toHaveLength(5);

      const tooLong = await owner
        .put('/api/admin/settings')
        .send({ ...next, pages: { ...next.pages, terms: 'x'.repeat(MAX_SITE_PAGE_CHARS + 1) } })
        .expect(400);
      expect(tooLong.body.code).toBe('VALIDATION_FAILED');
      expect((await t.http.get('/api/business/pages').expect(200)).body.terms).toEqual(first.terms);
    } finally {
      await resetData(t.dataSource);
      await t.app.get(SettingsService).loadNow();
    }
  });
});

// The browser's time picker runs the domain rules with these values, so they must be the ones the server judges by.
describe('GET /api/business', () => {
  let t: TestApp;

  afterEach(() => t?.close());

  it('gives the contact details and the default schedule settings', async () => {
    t = await createTestApp();
    const res = await t.http.get('/api/business').expect(200);
    // Asked again on each visit: the owner may have changed a price or the area since.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      businessName: 'Ogden Rides & Deliveries',
      phone: '(801) 555-0199',
      email: 'owner@ogden-rides.test',
      companyWebsiteUrl: expect.any(String),
      timeZone: 'America/Denver',
      schedule: { ...DEFAULT_AVAILABILITY_SETTINGS },
      prices: {
        chauffeurCentsPerHour: 5000,
        chauffeurHours: { min: 2, max: 6 },
        // The minimum fare; two hours of a personal driver.
        startingAtCents: { delivery: 2000, ride: 2000, chauffeur: 10000 },
        plans: DEFAULT_PRICING_TABLE.subscription,
      },
      serviceArea: { serviceRadiusMiles: 45, chauffeurRadiusMiles: 35, homeBase: 'Ogden, UT' },
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
      chauffeurHours: { min: 2, max: 6 },
      startingAtCents: { delivery: 2000, ride: 2000, chauffeur: 13000 },
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
