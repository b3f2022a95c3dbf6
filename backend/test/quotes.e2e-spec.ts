import { AIRPORT_ADDRESS, OGDEN_ADDRESS, PROVO_ADDRESS, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, type TestApp } from './support/test-app.js';

// Prices of every bookable service through POST /api/quotes, with the default price table.
describe('POST /api/quotes per service', () => {
  // 2026-12-02 07:00 in Denver (MST): the quoted 10:00 ride is 3 hours away.
  const clock = fixedClock('2026-12-02T14:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const quote = (body: Record<string, unknown>) =>
    t.http
      .post('/api/quotes')
      .send({ pickupLocation: OGDEN_ADDRESS, destinationLocation: SECOND_OGDEN_ADDRESS, serviceDate: '2026-12-02', serviceTime: '10:00', ...body });

  it('charges the $20 minimum plus delivery surcharges', async () => {
    const res = await quote({
      serviceType: 'delivery',
      serviceDetails: { packageSize: 'extra-large', packageWeight: 'heavy', perishable: 'yes', needsCooler: 'yes' },
    }).expect(200);
    expect(res.body.totalPrice).toBe(20 + 25 + 10 + 5);
    // Each line says what it charges for, for the customer's screens to word in their language.
    expect(res.body.breakdown).toEqual([
      { label: 'Minimum fare', amount: 20, item: { kind: 'minimumFare' } },
      { label: 'Extra-large package', amount: 25, item: { kind: 'packageSize', option: 'extra-large' } },
      { label: 'Heavy package', amount: 10, item: { kind: 'packageWeight', option: 'heavy' } },
      { label: 'Cooler for perishables', amount: 5, item: { kind: 'cooler' } },
    ]);
  });

  it('says what cancelling would cost if booked now: the grace period, then the fee that applies by then', async () => {
    const ride = { serviceType: 'ride', serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'no' } };
    const fee = { amount: 20, percent: null };
    expect((await quote(ride).expect(200)).body.cancellationTerms).toEqual([
      { say: 'ifBookedFreeAfterBooking', minutes: 10, fee, windowMinutes: 360, windowBefore: 'start' },
    ]);
    // 10:00 on Dec 3 in Denver (MST) is 17:00Z: free until 6 hours before.
    expect((await quote({ ...ride, serviceDate: '2026-12-03' }).expect(200)).body.cancellationTerms).toEqual([
      { say: 'ifBookedFreeUntil', until: '2026-12-03T11:00:00.000Z' },
    ]);
    clock.set('2026-12-02T16:20:00Z');
    expect((await quote(ride).expect(200)).body.cancellationTerms).toEqual([{ say: 'ifBookedCostsNoGrace', fee, windowMinutes: 360, windowBefore: 'start' }]);
    clock.set('2026-12-02T14:00:00Z');
  });

  it('charges the personal driver $50 per hour', async () => {
    const res = await quote({
      serviceType: 'chauffeur',
      destinationLocation: '',
      serviceDetails: { passengers: '2', hours: '3', needsRoofRack: 'no', itinerary: 'Errands downtown', termsAgreed: true },
    }).expect(200);
    expect(res.body.totalPrice).toBe(150);
  });

  it('keeps the personal driver within 35 miles (Murray is about 39)', async () => {
    const res = await quote({
      serviceType: 'chauffeur',
      pickupLocation: '5000 S State St, Murray, UT 84107, USA',
      destinationLocation: '',
      serviceDetails: { passengers: '2', hours: '2', needsRoofRack: 'no', itinerary: 'x', termsAgreed: true },
    }).expect(200);
    expect(res.body).toMatchObject({ withinServiceArea: false, serviceAreaMessage: 'Personal driver service is available within 35 miles of Ogden, UT.' });
  });

  // The wizard offers a trip beyond the radius as a long-haul inquiry with these miles; the browser never measures.
  it.each(['ride', 'delivery'])('answers a %s beyond the service area with its road miles', async (serviceType) => {
    const res = await quote({
      serviceType,
      destinationLocation: PROVO_ADDRESS,
      serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'no', packageSize: 'small', packageWeight: 'light', perishable: 'no' },
    }).expect(200);
    expect(res.body).toMatchObject({ withinServiceArea: false, serviceAreaMessage: 'We can only provide service within 45 miles of Ogden, UT.' });
    // Ogden to Provo by road: well beyond the 45-mile radius, rounded to 0.1 mile.
    expect(res.body.distance).toBeGreaterThan(60);
    expect(res.body.distance).toBeLessThan(110);
    expect(res.body.distance).toBe(Math.round(res.body.distance * 10) / 10);
  });

  it('allows the SLC airport for rides', async () => {
    const res = await quote({
      serviceType: 'ride',
      destinationLocation: AIRPORT_ADDRESS,
      serviceDetails: { passengers: '1', luggage: 'large', needsRoofRack: 'no' },
    }).expect(200);
    expect(res.body.withinServiceArea).toBe(true);
    expect(res.body.distance).toBeGreaterThan(25);
  });

  it('prices a fixed-address plan from the route and a varying-address plan at its list price', async () => {
    const fixed = await quote({
      serviceType: 'subscription',
      serviceDate: 'N/A',
      serviceTime: 'N/A',
      serviceDetails: { planType: 'basic', frequency: 'monthly', addressesVary: false },
    }).expect(200);
    // Short route: each ride costs the $20 minimum, 5% off, 4 rides.
    expect(fixed.body.totalPrice).toBe(76);
    const varying = await quote({
      serviceType: 'subscription',
      pickupLocation: '',
      destinationLocation: '',
      serviceDate: 'N/A',
      serviceTime: 'N/A',
      serviceDetails: { planType: 'premium', frequency: 'monthly', addressesVary: true },
    }).expect(200);
    expect(varying.body).toMatchObject({ totalPrice: 720, distance: 15 });
  });

  it('refuses to price inquiry-only services', async () => {
    const res = await quote({ serviceType: 'longHaul', serviceDetails: {} }).expect(400);
    expect(res.body.code).toBe('INQUIRY_ONLY_SERVICE');
  });

  it.each([
    [
      { serviceType: 'chauffeur', serviceDetails: { passengers: '2', hours: '9', needsRoofRack: 'no', itinerary: 'x', termsAgreed: true } },
      'Please select a valid service duration (2 to 6 hours)',
    ],
    [
      { serviceType: 'chauffeur', serviceDetails: { passengers: '2', hours: '2', needsRoofRack: 'no', itinerary: '', termsAgreed: false } },
      'Itinerary/activities is required',
    ],
    [
      { serviceType: 'chauffeur', serviceDetails: { passengers: '2', hours: '2', needsRoofRack: 'no', itinerary: 'x', termsAgreed: false } },
      'You must agree to the terms to continue',
    ],
    [{ serviceType: 'delivery', serviceDetails: { perishable: 'no' } }, 'Package size is required'],
    [{ serviceType: 'subscription', serviceDetails: { frequency: 'monthly' } }, 'Plan type is required'],
    [{ serviceType: 'ride', serviceDate: '', serviceDetails: { passengers: '1', luggage: 'none' } }, 'Service date is required'],
  ])('answers %j with the spec message', async (body, message) => {
    const res = await quote(body).expect(400);
    expect(res.body.message).toContain(message);
  });
});
