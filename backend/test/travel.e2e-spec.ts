import { GeoJobs } from '../src/geo/geo.jobs.js';
import { AIRPORT_ADDRESS, deliveryBooking, OGDEN_ADDRESS, rideBooking, SECOND_OGDEN_ADDRESS } from './fixtures/bookings.js';
import { createTestApp, fixedClock, loginAsOwner, resetData, type TestApp } from './support/test-app.js';

// One driver drives between jobs: a job starts only when the driver can get there from the previous job's drop-off
// (the geo engine's drive, plus the buffer), and the day's first job starts from the home
// base (Ogden). The offline engine measures here, so the exact minutes come from the server's answer: each test finds
// the earliest start the server names and shows that it, and not the slot before it, is bookable.
const LOGAN = '1400 Old Main Hill, Logan, UT 84322, USA';
const clock = fixedClock('2026-06-01T14:00:00Z'); // Mon 08:00 MDT

// Ogden to the airport is a 90-minute ride: from 10:00 it ends at 11:30.
const toTheAirport = (date: string, time = '10:00') =>
  rideBooking({ serviceDate: date, serviceTime: time, pickupLocation: OGDEN_ADDRESS, destinationLocation: AIRPORT_ADDRESS });
const fromLogan = (date: string, time: string) =>
  rideBooking({ serviceDate: date, serviceTime: time, pickupLocation: LOGAN, destinationLocation: SECOND_OGDEN_ADDRESS });

const TIME = /(\d{1,2}):(\d\d) (AM|PM)/;
/** '1:45 PM' → '13:45'. */
function wallTime(text: string): string {
  const [, hours, minutes, half] = TIME.exec(text)!;
  return `${String((Number(hours) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${minutes}`;
}
const minus15 = (time: string) => {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

describe('travel between the driver’s jobs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  beforeEach(async () => {
    clock.set('2026-06-01T14:00:00Z');
    await resetData(t.dataSource);
  });
  afterAll(() => t.close());

  const book = (body: Record<string, unknown>) => t.http.post('/api/create-booking').send(body);
  const liveCount = async () => ((await t.dataSource.query(`SELECT count(*)::int AS n FROM bookings WHERE status <> 'cancelled'`)) as { n: number }[])[0].n;

  /** Books the airport ride, then finds where a Logan pickup becomes reachable and proves that boundary. */
  async function afterTheAirport(date: string) {
    await book(toTheAirport(date)).expect(201);
    const refused = await book(fromLogan(date, '12:30')).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'SLOT_UNAVAILABLE', reason: 'TRAVEL_TIME' });
    const message: string = refused.body.message;
    expect(message).toMatch(/^The driver is finishing a trip in Salt Lake City until about 11:30 AM and cannot reach Logan before \d{1,2}:\d\d PM\.$/);
    const earliest = wallTime(message.split('before ')[1]);
    expect(refused.body.nextAvailable).toEqual({ date, time: earliest });
    return { earliest, message };
  }

  it('refuses a Logan pickup the driver cannot reach after an airport drop-off, and takes the first one it can', async () => {
    const { earliest } = await afterTheAirport('2026-06-03');
    // About two hours of road from the airport to Logan plus the 30-minute buffer after an 11:30 drop-off.
    expect(earliest >= '13:30' && earliest <= '14:30').toBe(true);
    await book(fromLogan('2026-06-03', minus15(earliest))).expect(409);
    await book(fromLogan('2026-06-03', earliest)).expect(201);
    expect(await liveCount()).toBe(2);
  });

  it.each([
    ['spring forward', '2027-03-14', '2027-03-10T15:00:00Z', '2027-03-21'],
    ['fall back', '2027-11-07', '2027-11-03T15:00:00Z', '2027-11-14'],
  ])('applies the same drive on the %s day (%s)', async (_name, date, now, weekLater) => {
    clock.set(now);
    const { earliest } = await afterTheAirport(date);
    const normal = (await afterTheAirport(weekLater)).earliest;
    // The drive is real minutes: the DST change at 02:00 does not move the 11:30 drop-off or the earliest pickup.
    expect(earliest).toBe(normal);
    await book(fromLogan(date, earliest)).expect(201);
  });

  it('answers check-availability and free-times by the same rule', async () => {
    const { earliest, message } = await afterTheAirport('2026-06-03');
    const route = { pickupLocation: LOGAN, destinationLocation: SECOND_OGDEN_ADDRESS };
    const check = await t.http
      .post('/api/check-availability')
      .send({ serviceType: 'ride', date: '2026-06-03', startTime: '12:30', endTime: '12:30', ...route })
      .expect(200);
    expect(check.body).toEqual({ available: false, error: 'TRAVEL_TIME', message, nextAvailable: { date: '2026-06-03', time: earliest } });
    await t.http
      .post('/api/check-availability')
      .send({ serviceType: 'ride', date: '2026-06-03', startTime: earliest, endTime: earliest, ...route })
      .expect(200, { available: true, error: null, message: 'This time slot is available!', nextAvailable: null });

    const free = await t.http
      .post('/api/free-times')
      .send({ serviceType: 'ride', date: '2026-06-03', ...route })
      .expect(200);
    const byTime = new Map((free.body.times as { time: string; available: boolean; reason: string | null }[]).map((slot) => [slot.time, slot]));
    expect(byTime.get(minus15(earliest))).toMatchObject({ available: false, reason: 'TRAVEL_TIME' });
    expect(byTime.get(earliest)).toMatchObject({ available: true });
    // The same times without the trip's places: the rule needs a pickup to apply.
    const blind = await t.http.post('/api/free-times').send({ serviceType: 'ride', date: '2026-06-03' }).expect(200);
    expect(blind.body.times.find((slot: { time: string }) => slot.time === minus15(earliest))).toMatchObject({ available: true });
  });

  it('starts the day from the home base: a first pickup in Logan waits for the drive from Ogden', async () => {
    const refused = await book(fromLogan('2026-06-03', '08:00')).expect(409);
    expect(refused.body.message).toMatch(/^The driver starts the day in Ogden at 7:30 AM and cannot reach Logan before \d{1,2}:\d\d AM\.$/);
    const earliest = wallTime(refused.body.message.split('before ')[1]);
    expect(earliest > '08:00' && earliest <= '09:30').toBe(true);
    await book(fromLogan('2026-06-03', minus15(earliest))).expect(409);
    await book(fromLogan('2026-06-03', earliest)).expect(201);
    // A first job in town still starts at opening + buffer.
    await book(rideBooking({ serviceDate: '2026-06-04', serviceTime: '08:00' })).expect(201);
  });

  it('refuses a job that ends too far from the next job’s pickup', async () => {
    await book(fromLogan('2026-06-03', '14:00')).expect(201);
    const refused = await book(toTheAirport('2026-06-03', '11:30')).expect(409);
    expect(refused.body).toMatchObject({ reason: 'TRAVEL_TIME' });
    expect(refused.body.message).toBe(
      'The driver has a pickup in Logan at 2:00 PM and could not get there from Salt Lake City after this job, which ends around 1:00 PM. Please choose an earlier time.',
    );
    await book(toTheAirport('2026-06-03', '09:00')).expect(201);
  });

  it('judges a delivery by the same rule: its pickup is reached by the window’s start', async () => {
    const refused = await book(deliveryBooking({ serviceDate: '2026-06-03', serviceTime: '08:00', pickupLocation: LOGAN })).expect(409);
    expect(refused.body).toMatchObject({ reason: 'TRAVEL_TIME', nextAvailable: { date: '2026-06-03', time: '10:00' } });
    expect(refused.body.message).toMatch(/^The driver starts the day in Ogden at 7:30 AM and cannot reach Logan before/);
    await book(deliveryBooking({ serviceDate: '2026-06-03', serviceTime: '10:00', pickupLocation: LOGAN })).expect(201);
  });

  it('holds the owner’s phone bookings and edits to the same rule', async () => {
    const owner = await loginAsOwner(t);
    await book(toTheAirport('2026-06-03')).expect(201);
    const byPhone = await owner
      .post('/api/admin/bookings')
      .send({ ...fromLogan('2026-06-03', '12:30'), paymentMethod: 'cash' })
      .expect(409);
    expect(byPhone.body).toMatchObject({ reason: 'TRAVEL_TIME' });

    const later = await owner
      .post('/api/admin/bookings')
      .send({ ...rideBooking({ serviceDate: '2026-06-03', serviceTime: '14:00' }), paymentMethod: 'cash' })
      .expect(201);
    const id: string = later.body.booking.id;
    // Moving the Ogden pickup to Logan: the driver cannot get there from the airport by 14:00.
    const relocated = await owner.patch(`/api/bookings/${id}`).send({ pickup: LOGAN }).expect(409);
    expect(relocated.body).toMatchObject({ reason: 'TRAVEL_TIME' });
    const moved = await owner.patch(`/api/bookings/${id}`).send({ booking_time: '11:45' }).expect(409);
    expect(moved.body).toMatchObject({ reason: 'SLOT_TAKEN' });
    const stored = (await t.dataSource.query(`SELECT pickup_location, service_time FROM bookings WHERE id = $1`, [id])) as {
      pickup_location: string;
      service_time: string;
    }[];
    expect(stored).toEqual([{ pickup_location: OGDEN_ADDRESS, service_time: '14:00' }]);
    await owner.patch(`/api/bookings/${id}`).send({ pickup: LOGAN, booking_time: '15:00' }).expect(200);
  });

  it.each([1, 2, 3])('an airport drop-off and a Logan pickup sent together never both win (round %i)', async () => {
    const requests = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0 ? book(toTheAirport('2026-06-05', index < 5 ? '10:00' : '09:45')) : book(fromLogan('2026-06-05', index < 5 ? '12:30' : '12:45')),
    );
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(await liveCount()).toBe(1);
  });

  it('answers a burst of same-day bookings from places never measured before, each 201 or 409, never a 500', async () => {
    // Each booking measures new pairs while others queue for the day's lock: the distances are read on the booking's own
    // connection, so the one holding the lock never waits for a free connection held by those queueing behind it.
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          book(
            rideBooking({
              serviceDate: '2026-06-08',
              serviceTime: ['09:00', '11:00', '13:00', '15:00'][index % 4],
              pickupLocation: `${1000 + index} N Main St, Layton, UT 84041, USA`,
              destinationLocation: `${2000 + index} S Main St, Kaysville, UT 84037, USA`,
            }),
          ),
        ),
      )
    ).map((response) => response.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the measured distances in PostgreSQL, per engine', async () => {
    // A pickup no other test uses: the app remembers what it has read, so only a new pair reaches the table now.
    const brigham = '20 N Main St, Brigham City, UT 84302, USA';
    await book(toTheAirport('2026-06-03')).expect(201);
    await t.http
      .post('/api/check-availability')
      .send({ serviceType: 'ride', date: '2026-06-03', startTime: '12:30', endTime: '12:30', pickupLocation: brigham, destinationLocation: OGDEN_ADDRESS })
      .expect(200);
    const rows = (await t.dataSource.query(`SELECT measured_by, from_address, miles FROM travel_distances WHERE to_address = $1 ORDER BY from_address`, [
      brigham.toLowerCase(),
    ])) as { measured_by: string; from_address: string; miles: number }[];
    expect(rows.map(({ measured_by, from_address }) => ({ measured_by, from_address }))).toEqual([
      { measured_by: 'offline', from_address: 'ogden, ut' },
      { measured_by: 'offline', from_address: AIRPORT_ADDRESS.toLowerCase() },
    ]);
    // Brigham City is about 20 miles from Ogden and 55 from the airport by road.
    expect(rows[0].miles).toBeGreaterThan(15);
    expect(rows[1].miles).toBeGreaterThan(rows[0].miles);
  });

  it('deletes the distances measured more than 90 days ago in the hourly job, and keeps the younger ones', async () => {
    // measured_at is the database's clock (its default), as is the job's cut-off.
    await t.dataSource.query(
      `INSERT INTO travel_distances (measured_by, from_address, to_address, miles, measured_at)
       VALUES ('offline', 'a', 'b', 1, now() - interval '91 days'), ('offline', 'a', 'c', 2, now() - interval '89 days'), ('offline', 'b', 'c', 3, now())`,
    );
    await t.app.get(GeoJobs).pruneTravelDistances();
    expect(await t.dataSource.query('SELECT from_address, to_address FROM travel_distances ORDER BY from_address, to_address')).toEqual([
      { from_address: 'a', to_address: 'c' },
      { from_address: 'b', to_address: 'c' },
    ]);
  });
});
