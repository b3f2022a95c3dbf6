import fc from 'fast-check';
import { checkSlot, planService, type ExistingSchedule, type SlotRequest } from './availability/availability-rules.js';
import { DEFAULT_AVAILABILITY_SETTINGS as SETTINGS } from './availability/availability-settings.js';
import { driveMinutes, townOf, type DriverJob, type TravelLookup } from './availability/travel-rules.js';
import { instantToZonedWallTime, zonedWallTimeToInstant, type InstantRange } from './business-time.js';
import { priceQuote } from './pricing/price-quote.js';
import { DEFAULT_PRICING_TABLE as TABLE } from './pricing/pricing-table.js';
import { LUGGAGE_OPTIONS, PACKAGE_SIZES, PACKAGE_WEIGHTS } from './service-types.js';

// Properties over generated inputs: the promises the pricing and schedule rules make to every customer.
const distance = fc.double({ min: 0, max: 60, noNaN: true });

describe('pricing invariants', () => {
  it('a delivery never costs less than the minimum fare', () => {
    fc.assert(
      fc.property(
        distance,
        fc.constantFrom(...PACKAGE_SIZES),
        fc.constantFrom(...PACKAGE_WEIGHTS),
        fc.boolean(),
        (miles, packageSize, packageWeight, cooler) => {
          const quote = priceQuote(
            {
              serviceType: 'delivery',
              distanceMiles: miles,
              serviceDetails: { packageSize, packageWeight, perishable: cooler ? 'yes' : 'no', needsCooler: cooler ? 'yes' : 'no' },
            },
            TABLE,
          );
          expect(quote.totalCents).toBeGreaterThanOrEqual(TABLE.mileage.minimumCents);
          expect(quote.breakdown.reduce((sum, line) => sum + line.amountCents, 0)).toBe(quote.totalCents);
        },
      ),
    );
  });

  it('a ride never costs less than the minimum and grows with distance', () => {
    fc.assert(
      fc.property(distance, distance, fc.constantFrom(...LUGGAGE_OPTIONS), (a, b, luggage) => {
        const price = (miles: number) =>
          priceQuote({ serviceType: 'ride', distanceMiles: miles, serviceDetails: { passengers: 1, luggage, needsRoofRack: 'no' } }, TABLE).totalCents;
        expect(price(a)).toBeGreaterThanOrEqual(TABLE.mileage.minimumCents);
        if (a <= b) expect(price(a)).toBeLessThanOrEqual(price(b));
      }),
    );
  });

  it('the personal driver costs exactly $50 per hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), distance, (hours, miles) => {
        const quote = priceQuote(
          { serviceType: 'chauffeur', distanceMiles: miles, serviceDetails: { passengers: 1, hours, needsRoofRack: 'no', itinerary: 'x', termsAgreed: true } },
          TABLE,
        );
        expect(quote.totalCents).toBe(5000 * hours);
      }),
    );
  });
});

describe('schedule invariants', () => {
  // Mon 2026-06-01 08:00 in Denver; requests over the following week.
  const now = new Date('2026-06-01T14:00:00Z');
  const day = fc.integer({ min: 2, max: 8 }).map((d) => `2026-06-${String(d).padStart(2, '0')}`);
  const quarter = fc
    .integer({ min: 7 * 4, max: 18 * 4 - 1 })
    .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);
  const window = fc.constantFrom('08:00', '10:00', '12:00', '14:00', '16:00');
  const request: fc.Arbitrary<SlotRequest> = fc.oneof(
    fc.record({ serviceType: fc.constant('ride' as const), date: day, time: quarter, distanceMiles: distance }),
    fc.record({ serviceType: fc.constant('chauffeur' as const), date: day, time: quarter, hours: fc.integer({ min: 2, max: 6 }) }),
    fc.record({ serviceType: fc.constant('delivery' as const), date: day, time: window }),
  );

  it('accepting whatever checkSlot allows never puts the driver in two places (rides, personal-driver jobs and windows with deliveries), never overfills a window, and ends by 18:00', () => {
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 60 }), (requests) => {
        const holds: InstantRange[] = [];
        const counts = new Map<number, number>();
        const windowsWithDeliveries = new Map<number, InstantRange>();
        for (const next of requests) {
          const schedule: ExistingSchedule = {
            driverHolds: holds,
            deliveryCountsByWindowStart: counts,
            deliveryHolds: [...windowsWithDeliveries.values()],
            blackouts: [],
            jobs: [],
          };
          if (!checkSlot(next, schedule, now, SETTINGS).available) continue;
          const plan = planService({ ...next, serviceType: next.serviceType as 'ride' | 'chauffeur' | 'delivery' }, SETTINGS);
          const end = instantToZonedWallTime(plan.end, SETTINGS.zone);
          expect(end.date === next.date ? end.minutesOfDay : 24 * 60).toBeLessThanOrEqual(18 * 60);
          if (plan.deliveryWindow) {
            const key = plan.deliveryWindow.start.getTime();
            counts.set(key, (counts.get(key) ?? 0) + 1);
            windowsWithDeliveries.set(key, plan.deliveryWindow);
          } else holds.push(plan.hold);
        }
        const busy = [...holds, ...windowsWithDeliveries.values()];
        for (let i = 0; i < busy.length; i += 1) {
          for (let j = i + 1; j < busy.length; j += 1) {
            const overlap = busy[i].start < busy[j].end && busy[j].start < busy[i].end;
            expect(overlap).toBe(false);
          }
        }
        for (const count of counts.values()) expect(count).toBeLessThanOrEqual(SETTINGS.deliveryWindowCapacity);
      }),
      { numRuns: 200 },
    );
  });

  // Towns on a line, miles apart as the crow flies times 1.2: distances that obey the triangle inequality, as roads do.
  const towns = { Ogden: 0, Layton: 12, Logan: 45, 'Salt Lake City': 36, 'Brigham City': 21 } as const;
  const townNames = Object.keys(towns) as (keyof typeof towns)[];
  const address = (town: string) => `1 Main St, ${town}, UT 84000, USA`;
  const miles = (from: string, to: string) => Math.abs(towns[townOf(from) as keyof typeof towns] - towns[townOf(to) as keyof typeof towns]) * 1.2;
  const travel: TravelLookup = { homeBase: 'Ogden, UT', leg: (from, to) => ({ miles: miles(from, to), minutes: null }) };
  const trip = fc.record({ pickup: fc.constantFrom(...townNames).map(address), dropOff: fc.constantFrom(...townNames).map(address) });

  it('accepting whatever checkSlot allows leaves the driver time to drive from each job to the next (with the buffer between two trips), and from the home base to the first', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(request, trip), { minLength: 1, maxLength: 40 }), (requests) => {
        const holds: InstantRange[] = [];
        const counts = new Map<number, number>();
        const windowsWithDeliveries = new Map<number, InstantRange>();
        const jobs: DriverJob[] = [];
        for (const [next, places] of requests) {
          const schedule: ExistingSchedule = {
            driverHolds: holds,
            deliveryCountsByWindowStart: counts,
            deliveryHolds: [...windowsWithDeliveries.values()],
            blackouts: [],
            jobs: [...jobs].sort((a, b) => a.start.getTime() - b.start.getTime()),
            travel,
          };
          if (!checkSlot({ ...next, trip: places }, schedule, now, SETTINGS).available) continue;
          const plan = planService({ ...next, serviceType: next.serviceType as 'ride' | 'chauffeur' | 'delivery' }, SETTINGS);
          if (plan.deliveryWindow) {
            const key = plan.deliveryWindow.start.getTime();
            counts.set(key, (counts.get(key) ?? 0) + 1);
            windowsWithDeliveries.set(key, plan.deliveryWindow);
            const window = jobs.find((job) => job.kind === 'deliveries' && job.start.getTime() === key);
            if (window) jobs[jobs.indexOf(window)] = { ...window, pickups: [...window.pickups, places.pickup], dropOffs: [...window.dropOffs, places.dropOff] };
            else jobs.push({ ...plan.deliveryWindow, pickups: [places.pickup], dropOffs: [places.dropOff], kind: 'deliveries' });
          } else {
            holds.push(plan.hold);
            jobs.push({ start: plan.start, end: plan.end, pickups: [places.pickup], dropOffs: [places.dropOff], kind: 'trip' });
          }
        }
        const minute = 60_000;
        const drive = (from: readonly string[], to: readonly string[]) =>
          Math.max(...from.flatMap((a) => to.map((b) => driveMinutes(travel.leg(a, b), SETTINGS)))) * minute;
        const byDay = new Map<string, DriverJob[]>();
        for (const job of jobs) {
          const date = instantToZonedWallTime(job.start, SETTINGS.zone).date;
          byDay.set(date, [...(byDay.get(date) ?? []), job]);
        }
        for (const [date, dayJobs] of byDay) {
          dayJobs.sort((a, b) => a.start.getTime() - b.start.getTime());
          const opening = zonedWallTimeToInstant(date, '07:30', SETTINGS.zone).getTime();
          expect(dayJobs[0].start.getTime()).toBeGreaterThanOrEqual(opening + drive([travel.homeBase], dayJobs[0].pickups));
          for (let i = 1; i < dayJobs.length; i += 1) {
            const [before, after] = [dayJobs[i - 1], dayJobs[i]];
            // Two windows in a row are one route; the buffer is kept between two trips.
            if (before.kind === 'deliveries' && after.kind === 'deliveries') continue;
            const buffer = before.kind === 'trip' && after.kind === 'trip' ? SETTINGS.driverBufferMinutes * minute : 0;
            expect(after.start.getTime()).toBeGreaterThanOrEqual(before.end.getTime() + drive(before.dropOffs, after.pickups) + buffer);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
