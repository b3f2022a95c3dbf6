// Request bodies for `make bench`, as the wizard sends them (backend/test/fixtures/bookings.ts). A seeded generator
// per run, so the app and the raw server get the same sequence of requests.

/**
 * The service area's spread, shared with the seed (bench/seed.mjs): real addresses the offline gazetteer places within
 * 45 miles of Ogden, from Logan and Brigham City down to Bountiful and the SLC airport, so the driver's travel between
 * jobs (the travel rule) matters on every request. The first six are Ogden and its neighbours.
 */
export const SERVICE_AREA_PLACES = [
  '2350 Wall Ave, Ogden, UT 84401, USA',
  '3848 Harrison Blvd, Ogden, UT 84408, USA',
  '4000 W 2400 S, West Haven, UT 84401, USA',
  '5600 S 1900 W, Roy, UT 84067, USA',
  '200 S State St, Clearfield, UT 84015, USA',
  '1200 N Main St, Layton, UT 84041, USA',
  '50 N Main St, Kaysville, UT 84037, USA',
  '1900 N 200 W, Farmington, UT 84025, USA',
  '20 N Main St, Brigham City, UT 84302, USA',
  '500 S Main St, Bountiful, UT 84010, USA',
  'W Terminal Dr, Salt Lake City, UT 84122, USA',
  '90 N Main St, Logan, UT 84321, USA',
];
/** The personal driver's area is 35 miles: Logan (37 miles out) is beyond it. */
const PERSONAL_DRIVER_PLACES = SERVICE_AREA_PLACES.filter((address) => !address.includes('Logan'));
/** Outside the 45-mile area: the quote answers withinServiceArea=false (still a 200). */
const FAR = ['100 N University Ave, Provo, UT 84601, USA', 'Park City, UT 84060, USA'];
const WINDOWS = ['08:00', '10:00', '12:00', '14:00', '16:00'];
const PLAN_TYPES = ['basic', 'premium', 'business'];

/** mulberry32: small, fast, good enough to spread requests. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n) => String(n).padStart(2, '0');
const hhmm = (minutes) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Business-local 'YYYY-MM-DD' for today + days (America/Denver, as the seed and the app). */
export function localDate(days, zone = 'America/Denver') {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function pick(rnd, list) {
  return list[Math.floor(rnd() * list.length)];
}

function rideDetails(rnd) {
  return { passengers: String(1 + Math.floor(rnd() * 4)), luggage: pick(rnd, ['none', 'small', 'medium']), needsRoofRack: 'no', instructions: '' };
}

function deliveryDetails(rnd) {
  return {
    packageSize: pick(rnd, ['small', 'medium', 'large']),
    packageWeight: pick(rnd, ['light', 'medium', 'heavy']),
    perishable: 'no',
    needsCooler: 'no',
    instructions: 'Leave at the door',
  };
}

function chauffeurDetails(rnd, hours) {
  return {
    passengers: String(1 + Math.floor(rnd() * 3)),
    hours: String(hours),
    needsRoofRack: 'no',
    itinerary: 'Appointments in Layton, then shopping',
    termsAgreed: true,
  };
}

/** POST /api/check-availability: dates over the next 55 days, rides on the 15-minute grid, windows, 2–4 h drives. */
export function availabilityBodies(seed = 1) {
  const rnd = random(seed);
  return () => {
    const date = localDate(1 + Math.floor(rnd() * 55));
    const kind = rnd();
    if (kind < 0.5) {
      return {
        serviceType: 'ride',
        date,
        startTime: hhmm(8 * 60 + 15 * Math.floor(rnd() * 36)),
        pickupLocation: pick(rnd, SERVICE_AREA_PLACES),
        destinationLocation: pick(rnd, SERVICE_AREA_PLACES),
      };
    }
    if (kind < 0.8) {
      const start = pick(rnd, WINDOWS);
      return {
        serviceType: 'delivery',
        date,
        startTime: `${start}-${hhmm(Number(start.slice(0, 2)) * 60 + 120)}`,
        pickupLocation: pick(rnd, SERVICE_AREA_PLACES),
        destinationLocation: pick(rnd, SERVICE_AREA_PLACES),
      };
    }
    const start = 8 * 60 + 30 * Math.floor(rnd() * 12);
    return {
      serviceType: 'chauffeur',
      date,
      startTime: hhmm(start),
      endTime: hhmm(start + 60 * (2 + Math.floor(rnd() * 3))),
      pickupLocation: pick(rnd, PERSONAL_DRIVER_PLACES),
    };
  };
}

/** POST /api/free-times: the picker's call once a date is chosen, for rides (with their route), windows and 2-6 h drives. */
export function freeTimesBodies(seed = 4) {
  const rnd = random(seed);
  return () => {
    const date = localDate(1 + Math.floor(rnd() * 55));
    const kind = rnd();
    if (kind < 0.5) return { serviceType: 'ride', date, pickupLocation: pick(rnd, SERVICE_AREA_PLACES), destinationLocation: pick(rnd, SERVICE_AREA_PLACES) };
    if (kind < 0.8)
      return { serviceType: 'delivery', date, pickupLocation: pick(rnd, SERVICE_AREA_PLACES), destinationLocation: pick(rnd, SERVICE_AREA_PLACES) };
    return { serviceType: 'chauffeur', date, hours: 2 + Math.floor(rnd() * 5), pickupLocation: pick(rnd, PERSONAL_DRIVER_PLACES) };
  };
}

/** POST /api/quotes: rides (some to the airport, a few out of the area), deliveries, personal driver, plans. */
export function quoteBodies(seed = 2) {
  const rnd = random(seed);
  return () => {
    const serviceDate = localDate(1 + Math.floor(rnd() * 55));
    const kind = rnd();
    const pickupLocation = pick(rnd, kind < 0.75 || kind >= 0.9 ? SERVICE_AREA_PLACES : PERSONAL_DRIVER_PLACES);
    const destinationLocation = rnd() < 0.05 ? pick(rnd, FAR) : pick(rnd, SERVICE_AREA_PLACES);
    if (kind < 0.45)
      return {
        serviceType: 'ride',
        pickupLocation,
        destinationLocation,
        serviceDate,
        serviceTime: hhmm(8 * 60 + 15 * Math.floor(rnd() * 36)),
        serviceDetails: rideDetails(rnd),
        distance: 0,
        totalPrice: 0,
      };
    if (kind < 0.75)
      return {
        serviceType: 'delivery',
        pickupLocation,
        destinationLocation,
        serviceDate,
        serviceTime: pick(rnd, WINDOWS),
        serviceDetails: deliveryDetails(rnd),
        distance: 0,
        totalPrice: 0,
      };
    if (kind < 0.9)
      return {
        serviceType: 'chauffeur',
        pickupLocation,
        destinationLocation: '',
        serviceDate,
        serviceTime: hhmm(8 * 60 + 30 * Math.floor(rnd() * 8)),
        serviceDetails: chauffeurDetails(rnd, 2 + Math.floor(rnd() * 3)),
      };
    const addressesVary = rnd() < 0.3;
    return {
      serviceType: 'subscription',
      pickupLocation: addressesVary ? '' : pickupLocation,
      destinationLocation: addressesVary ? '' : destinationLocation,
      serviceDetails: { planType: pick(rnd, PLAN_TYPES), frequency: 'monthly', addressesVary },
    };
  };
}

/** Contact domain of every booking the bench creates; cleanup deletes by it. */
export const BENCH_EMAIL_DOMAIN = 'bench.example.org';

/**
 * POST /api/create-booking: many customers after ONE day (today + 21). After its few free slots are taken, the
 * correct answer is 409 with the next free slot. Phones repeat every 2,000 requests, so the customer upsert both
 * inserts and updates.
 */
export function bookingBodies(seed = 3, contendedDate = localDate(21)) {
  const rnd = random(seed);
  let n = 0;
  return () => {
    n += 1;
    const id = n % 2000;
    const contact = {
      fullName: `Bench Customer ${id}`,
      email: `customer${id}@${BENCH_EMAIL_DOMAIN}`,
      phone: `(385) 555-${String(id).padStart(4, '0')}`,
      legalAgreement: true,
      subscriptionCode: '',
      serviceCode: '',
      paymentRequired: true,
    };
    const kind = rnd();
    const pickupLocation = pick(rnd, kind < 0.85 ? SERVICE_AREA_PLACES : PERSONAL_DRIVER_PLACES);
    if (kind < 0.5) {
      return {
        serviceType: 'ride',
        pickupLocation,
        destinationLocation: pick(rnd, SERVICE_AREA_PLACES.slice(0, 6)),
        serviceDate: contendedDate,
        serviceTime: hhmm(8 * 60 + 15 * Math.floor(rnd() * 34)),
        serviceDetails: rideDetails(rnd),
        distance: 0,
        totalPrice: 0,
        ...contact,
      };
    }
    if (kind < 0.85) {
      return {
        serviceType: 'delivery',
        pickupLocation,
        destinationLocation: pick(rnd, SERVICE_AREA_PLACES),
        serviceDate: contendedDate,
        serviceTime: pick(rnd, WINDOWS),
        serviceDetails: deliveryDetails(rnd),
        distance: 0,
        totalPrice: 0,
        ...contact,
      };
    }
    return {
      serviceType: 'chauffeur',
      pickupLocation,
      destinationLocation: '',
      serviceDate: contendedDate,
      serviceTime: hhmm(8 * 60 + 30 * Math.floor(rnd() * 8)),
      serviceDetails: chauffeurDetails(rnd, 2),
      ...contact,
    };
  };
}
