import { chauffeurBooking, deliveryBooking, OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, resetData, type TestApp } from './support/test-app.js';

// The picker's times come from the server: one call per date, each start time judged exactly as create-booking
// would judge it at that moment, bookings and travel included.
const clock = fixedClock('2026-06-01T14:00:00Z'); // Mon 08:00 MDT
const DAY = '2026-06-03';

interface FreeTime {
  time: string;
  available: boolean;
  reason: string | null;
  message: string | null;
}

describe('POST /api/free-times', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  const freeTimes = async (body: Record<string, unknown>) =>
    (await t.http.post('/api/free-times').send(body).expect(200)).body as { date: string; times: FreeTime[] };
  const rideTimes = (date = DAY) => freeTimes({ serviceType: 'ride', date, pickupLocation: OGDEN_ADDRESS, destinationLocation: SECOND_OGDEN_ADDRESS });
  const verdictAt = (times: FreeTime[], time: string) => times.find((slot) => slot.time === time);

  it('offers every ride start of an empty day from 08:00 on the 15-minute grid', async () => {
    const { date, times } = await rideTimes();
    expect(date).toBe(DAY);
    expect(times[0]).toEqual({ time: '08:00', available: true, reason: null, message: null });
    expect(times.every((slot) => slot.available || slot.reason === 'OUTSIDE_BUSINESS_HOURS')).toBe(true);
    expect(times.filter((slot) => slot.available).length).toBeGreaterThan(30);
  });

  it('marks the times a booking takes, with the reason a booking would get, and keeps the touching ones', async () => {
    await t.http
      .post('/api/create-booking')
      .send(rideBooking({ serviceTime: '10:00' }))
      .expect(201); // held 09:30-11:00
    const { times } = await rideTimes();
    expect(verdictAt(times, '10:00')).toMatchObject({
      available: false,
      reason: 'SLOT_TAKEN',
      message: 'This time slot is already booked. Please select another time.',
    });
    expect(verdictAt(times, '09:15')).toMatchObject({ available: false, reason: 'SLOT_TAKEN' });
    expect(verdictAt(times, '08:45')).toMatchObject({ available: false, reason: 'SLOT_TAKEN' }); // held 08:15-09:45
    expect(verdictAt(times, '08:30')).toMatchObject({ available: true }); // held 08:00-09:30
    expect(verdictAt(times, '11:30')).toMatchObject({ available: true }); // held 11:00-12:30
  });

  it('agrees with create-booking on every delivery window of a busy morning', async () => {
    await t.http
      .post('/api/create-booking')
      .send(
        chauffeurBooking({
          serviceDate: DAY,
          serviceTime: '09:30',
          serviceDetails: { passengers: '2', hours: '3', needsRoofRack: 'no', itinerary: 'Errands', termsAgreed: true },
        }),
      )
      .expect(201);
    const { times } = await freeTimes({ serviceType: 'delivery', date: DAY });
    expect(times.map((slot) => [slot.time, slot.available])).toEqual([
      ['08:00', false],
      ['10:00', false],
      ['12:00', false],
      ['14:00', true],
      ['16:00', true],
    ]);
    for (const slot of times) {
      const booked = await t.http.post('/api/create-booking').send(deliveryBooking({ serviceDate: DAY, serviceTime: slot.time }));
      expect([slot.time, booked.status]).toEqual([slot.time, slot.available ? 201 : 409]);
      if (!slot.available) expect(booked.body.reason).toBe(slot.reason);
    }
  });

  it("judges a personal driver's hours and notice, and today's lead time", async () => {
    const driver = await freeTimes({ serviceType: 'chauffeur', date: DAY, hours: 4, pickupLocation: OGDEN_ADDRESS });
    expect(verdictAt(driver.times, '14:00')).toMatchObject({ available: true });
    expect(verdictAt(driver.times, '14:15')).toMatchObject({ available: false, reason: 'OUTSIDE_BUSINESS_HOURS' }); // would end 18:15
    clock.set('2026-06-01T15:00:00Z'); // 09:00
    const tomorrow = await freeTimes({ serviceType: 'chauffeur', date: '2026-06-02', hours: 2 });
    expect(verdictAt(tomorrow.times, '08:45')).toMatchObject({ available: false, reason: 'NOTICE_REQUIRED' }); // 24 h notice
    expect(verdictAt(tomorrow.times, '09:00')).toMatchObject({ available: true });
    const today = await rideTimes('2026-06-01');
    expect(verdictAt(today.times, '09:45')).toMatchObject({
      available: false,
      reason: 'TIME_TOO_SOON',
      message: 'Please choose a time at least 60 minutes from now.',
    });
    expect(verdictAt(today.times, '10:00')).toMatchObject({ available: true });
  });

  it('marks the window a delivery takes on the spring-forward day, in the business zone', async () => {
    clock.set('2026-03-01T15:00:00Z');
    await t.http
      .post('/api/create-booking')
      .send(deliveryBooking({ serviceDate: '2026-03-08', serviceTime: '10:00' }))
      .expect(201);
    const { times } = await rideTimes('2026-03-08');
    expect(verdictAt(times, '10:30')).toMatchObject({
      available: false,
      reason: 'SLOT_TAKEN',
      message: 'The driver is out on deliveries from 10:00 AM to 12:00 PM. Please choose another time.',
    });
    expect(verdictAt(times, '12:30')).toMatchObject({ available: true });
  });

  it.each([
    [{ serviceType: 'ride', date: '2026-02-30' }, 'Please enter a valid service date (YYYY-MM-DD)'],
    [{ serviceType: 'chauffeur', date: DAY }, 'Please select a valid service duration (2 to 6 hours)'],
    [{ serviceType: 'chauffeur', date: DAY, hours: 9 }, 'Please select a valid service duration (2 to 6 hours)'],
    [{ serviceType: 'handyman', date: DAY }, 'Service type is required'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const res = await t.http.post('/api/free-times').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(JSON.stringify(res.body.message)).toContain(message);
  });
});
