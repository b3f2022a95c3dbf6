// The drives between one driver's jobs, judged through checkSlot as the server judges every booking.
// Absolute instants are computed from business-local times, so these pass under any process TZ.
import { zonedWallTimeToInstant } from '../business-time.js';
import { checkSlot, EMPTY_SCHEDULE, findNextAvailable, type ExistingSchedule, type SlotRequest } from './availability-rules.js';
import { DEFAULT_AVAILABILITY_SETTINGS as SETTINGS } from './availability-settings.js';
import { driveMinutes, townOf, tripPlaces, type DriverJob, type TravelLookup } from './travel-rules.js';

const DENVER = 'America/Denver';
const DAY = '2026-07-14'; // a Tuesday
const NOW = new Date('2026-07-13T14:00:00Z'); // Monday 08:00 MDT

const HOME = 'Ogden, UT';
const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
const AIRPORT = 'W Terminal Dr, Salt Lake City, UT 84122, USA';
const LOGAN = '1400 Old Main Hill, Logan, UT 84322, USA';

// Road miles; at the default 35 mph: 70 mi = 120 min, 42 mi = 72 min, 35 mi = 60 min, 2 mi = 4 min.
const ROAD_MILES: Record<string, number> = {
  [`${AIRPORT}>${LOGAN}`]: 70,
  [`${LOGAN}>${AIRPORT}`]: 70,
  [`${OGDEN}>${LOGAN}`]: 42,
  [`${LOGAN}>${OGDEN}`]: 42,
  [`${HOME}>${LOGAN}`]: 42,
  [`${AIRPORT}>${OGDEN}`]: 35,
  [`${OGDEN}>${AIRPORT}`]: 35,
  [`${HOME}>${AIRPORT}`]: 35,
  [`${HOME}>${OGDEN}`]: 2,
};
/** The offline engine's legs: miles only, so minutes come from the ride speed. */
const milesOnly = (from: string, to: string) => (from === to ? 0 : ROAD_MILES[`${from}>${to}`]);
const travel: TravelLookup = {
  homeBase: HOME,
  leg: (from, to) => {
    const miles = milesOnly(from, to);
    return miles === undefined ? undefined : { miles, minutes: null };
  },
};

const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, DENVER);
const trip = (start: string, end: string, pickup: string, dropOff: string, date = DAY): DriverJob => ({
  start: at(date, start),
  end: at(date, end),
  pickups: [pickup],
  dropOffs: [dropOff],
  kind: 'trip',
});
// A 10-mile ride lasts 45 minutes (17 minutes of road plus 15 of loading, up to the 15-minute grid).
const ride = (time: string, pickup: string, dropOff: string, date = DAY): SlotRequest => ({
  serviceType: 'ride',
  date,
  time,
  distanceMiles: 10,
  trip: { pickup, dropOff },
});
const delivery = (time: string, pickup: string, dropOff: string, date = DAY): SlotRequest => ({
  serviceType: 'delivery',
  date,
  time,
  trip: { pickup, dropOff },
});
// The jobs as the schedule query gives them, with the driver holds (30-minute buffers) the hold rules read.
const day = (...jobs: DriverJob[]): ExistingSchedule => ({
  ...EMPTY_SCHEDULE,
  driverHolds: jobs
    .filter((job) => job.kind === 'trip')
    .map((job) => ({ start: new Date(job.start.getTime() - 30 * 60_000), end: new Date(job.end.getTime() + 30 * 60_000) })),
  deliveryHolds: jobs.filter((job) => job.kind === 'deliveries').map(({ start, end }) => ({ start, end })),
  deliveryCountsByWindowStart: new Map(jobs.filter((job) => job.kind === 'deliveries').map((job) => [job.start.getTime(), job.pickups.length])),
  jobs: [...jobs].sort((a, b) => a.start.getTime() - b.start.getTime()),
  travel,
});
const verdict = (request: SlotRequest, schedule: ExistingSchedule, now = NOW) => {
  const answer = checkSlot(request, schedule, now, SETTINGS);
  return answer.available ? 'available' : `${answer.reason}: ${answer.message}`;
};

describe('travel between the driver’s jobs', () => {
  const toTheAirport = trip('10:45', '11:30', OGDEN, AIRPORT);

  it.each([
    [
      'a Logan pickup 90 minutes after a drop-off at the airport',
      ride('13:00', LOGAN, OGDEN),
      day(toTheAirport),
      'TRAVEL_TIME: The driver is finishing a trip in Salt Lake City until about 11:30 AM and cannot reach Logan before 2:00 PM.',
    ],
    ['the same Logan pickup once the drive and the buffer fit', ride('14:00', LOGAN, OGDEN), day(toTheAirport), 'available'],
    ['an Ogden pickup after the airport (60 minutes of road, 30 of buffer)', ride('13:00', OGDEN, OGDEN), day(toTheAirport), 'available'],
    [
      'an Ogden pickup 15 minutes too early after the airport',
      ride('12:45', OGDEN, OGDEN, DAY),
      day(trip('11:00', '11:45', OGDEN, AIRPORT)),
      'TRAVEL_TIME: The driver is finishing a trip in Salt Lake City until about 11:45 AM and cannot reach Ogden before 1:15 PM.',
    ],
    [
      'the first job of the day from the home base: Logan at opening + 72 minutes of road',
      ride('08:00', LOGAN, OGDEN),
      day(),
      'TRAVEL_TIME: The driver starts the day in Ogden at 7:30 AM and cannot reach Logan before 8:45 AM.',
    ],
    ['a first Logan pickup the driver reaches in time', ride('08:45', LOGAN, OGDEN), day(), 'available'],
    ['a first job in town starts at opening + buffer, as before', ride('08:00', OGDEN, AIRPORT), day(), 'available'],
    [
      'a ride ending too far from the next pickup',
      ride('11:00', OGDEN, AIRPORT),
      day(trip('14:00', '14:45', LOGAN, OGDEN)),
      'TRAVEL_TIME: The driver has a pickup in Logan at 2:00 PM and could not get there from Salt Lake City after this job, which ends around 11:45 AM. Please choose an earlier time.',
    ],
    ['the same ride 15 minutes earlier leaves the drive and the buffer', ride('10:45', OGDEN, AIRPORT), day(trip('14:00', '14:45', LOGAN, OGDEN)), 'available'],
    [
      'a ride after a delivery window: the farthest drop-off counts',
      ride('12:30', AIRPORT, OGDEN),
      day({ start: at(DAY, '10:00'), end: at(DAY, '12:00'), pickups: [OGDEN, OGDEN], dropOffs: [OGDEN, LOGAN], kind: 'deliveries' }),
      // Next to a window only the drive counts (the ride's hold keeps its buffer from the window).
      'TRAVEL_TIME: The driver is finishing deliveries in Logan until about 12:00 PM and cannot reach Salt Lake City before 2:00 PM.',
    ],
    [
      'a delivery whose pickup the driver cannot reach by the window’s start',
      delivery('10:00', LOGAN, OGDEN),
      day(trip('08:15', '09:00', OGDEN, OGDEN)),
      'TRAVEL_TIME: The driver is finishing a trip in Ogden until about 9:00 AM and cannot reach Logan before 10:15 AM.',
    ],
    [
      'the same delivery after a trip ending 15 minutes earlier (72 minutes of road)',
      delivery('10:00', LOGAN, OGDEN),
      day(trip('08:00', '08:45', OGDEN, OGDEN)),
      'available',
    ],
    [
      'two delivery windows in a row are driven as one route',
      delivery('12:00', LOGAN, LOGAN),
      day({ start: at(DAY, '10:00'), end: at(DAY, '12:00'), pickups: [AIRPORT], dropOffs: [AIRPORT], kind: 'deliveries' }),
      'available',
    ],
    [
      'a ride right after deliveries in town: the drive, no buffer beyond the ride’s own hold',
      ride('12:30', OGDEN, OGDEN),
      day({ start: at(DAY, '10:00'), end: at(DAY, '12:00'), pickups: [OGDEN], dropOffs: [HOME], kind: 'deliveries' }),
      'available',
    ],
    [
      'a delivery joining a window whose deliveries are elsewhere: its own places are judged',
      delivery('10:00', OGDEN, AIRPORT),
      day({ start: at(DAY, '10:00'), end: at(DAY, '12:00'), pickups: [OGDEN], dropOffs: [OGDEN], kind: 'deliveries' }, trip('13:00', '13:45', LOGAN, OGDEN)),
      'TRAVEL_TIME: The driver has a pickup in Logan at 1:00 PM and could not get there from Salt Lake City after this job, which ends around 12:00 PM. Please choose an earlier time.',
    ],
    ['an address no source could place counts as no drive', ride('08:00', '123 Nowhere Rd, Nowhere, UT 84999, USA', OGDEN), day(), 'available'],
    ['without the trip’s places the rule is not applied', { ...ride('08:00', LOGAN, OGDEN), trip: undefined }, day(), 'available'],
    ['without measured miles the rule is not applied', ride('08:00', LOGAN, OGDEN), { ...day(), travel: undefined }, 'available'],
    [
      'a job on another day is not the previous one: the day starts from home',
      ride('08:45', LOGAN, OGDEN),
      day(trip('16:00', '17:00', OGDEN, AIRPORT, '2026-07-13')),
      'available',
    ],
  ])('%s', (_name, request, schedule, expected) => {
    expect(verdict(request, schedule)).toBe(expected);
  });

  it.each([
    ['spring forward', '2027-03-14', new Date('2027-03-10T15:00:00Z')],
    ['fall back', '2027-11-07', new Date('2027-11-03T15:00:00Z')],
  ])('counts real minutes on the %s day (%s) and says the local times', (_name, date, now) => {
    const schedule = day(trip('10:45', '11:30', OGDEN, AIRPORT, date));
    expect(verdict(ride('13:00', LOGAN, OGDEN, date), schedule, now)).toBe(
      'TRAVEL_TIME: The driver is finishing a trip in Salt Lake City until about 11:30 AM and cannot reach Logan before 2:00 PM.',
    );
    expect(verdict(ride('14:00', LOGAN, OGDEN, date), schedule, now)).toBe('available');
    expect(verdict(ride('08:00', LOGAN, OGDEN, date), day(), now)).toBe(
      'TRAVEL_TIME: The driver starts the day in Ogden at 7:30 AM and cannot reach Logan before 8:45 AM.',
    );
  });

  it('suggests the first time the driver can reach the pickup', () => {
    expect(findNextAvailable(ride('13:00', LOGAN, OGDEN), day(toTheAirport), NOW, SETTINGS)).toEqual({ date: DAY, time: '14:00' });
  });

  it('takes the router’s minutes over the miles at the ride speed when the engine routes', () => {
    // Salt Lake City → Logan by the freeway: 70 road miles (120 minutes at 35 mph), 60 minutes by the router.
    const routed: TravelLookup = {
      homeBase: HOME,
      leg: (from, to) => {
        const miles = milesOnly(from, to);
        return miles === undefined ? undefined : { miles, minutes: from === AIRPORT && to === LOGAN ? 60 : null };
      },
    };
    const schedule = { ...day(toTheAirport), travel: routed };
    // The trip to the airport ends at 11:30; an hour's drive and the 30-minute buffer: Logan by 1:00 PM.
    expect(verdict(ride('13:00', LOGAN, OGDEN), schedule)).toBe('available');
    expect(verdict(ride('12:45', LOGAN, OGDEN), schedule)).toBe(
      'TRAVEL_TIME: The driver is finishing a trip in Salt Lake City until about 11:30 AM and cannot reach Logan before 1:00 PM.',
    );
    // The same day on miles alone needs until 2:00 PM (see above).
    expect(verdict(ride('13:00', LOGAN, OGDEN), day(toTheAirport))).toMatch(/^TRAVEL_TIME: .*before 2:00 PM\.$/);
  });

  it.each([
    [undefined, 0],
    [{ miles: 0, minutes: null }, 0],
    [{ miles: 35, minutes: null }, 60],
    [{ miles: 42, minutes: null }, 72],
    [{ miles: 10, minutes: null }, 18], // 17.14… minutes, rounded up
    [{ miles: 70, minutes: null }, 120],
    [{ miles: 70, minutes: 74.2 }, 75], // the router's minutes, rounded up
    [{ miles: 70, minutes: 75 }, 75],
    [{ miles: 0.3, minutes: 0 }, 0],
  ])('drives %o in %d minutes (35 mph when the engine gives no minutes)', (leg, minutes) => {
    expect(driveMinutes(leg, SETTINGS)).toBe(minutes);
  });

  it.each([
    [OGDEN, 'Ogden'],
    [AIRPORT, 'Salt Lake City'],
    ['Ogden, UT', 'Ogden'],
    ['Logan, UT 84321, USA', 'Logan'],
    ['Weber State University', 'Weber State University'],
    ['12 Elm St, North Salt Lake, UT 84054-1234', 'North Salt Lake'],
  ])('names the town of %s', (address, town) => {
    expect(townOf(address)).toBe(town);
  });

  it.each([
    [' 1 Main St ', '', { pickup: '1 Main St', dropOff: '1 Main St' }],
    ['1 Main St', '2 Elm St', { pickup: '1 Main St', dropOff: '2 Elm St' }],
    ['  ', '2 Elm St', undefined],
    [null, null, undefined],
  ])('places a job from its addresses (%j → %j)', (pickup, destination, expected) => {
    expect(tripPlaces(pickup, destination)).toEqual(expected);
  });
});
