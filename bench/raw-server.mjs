// The ceiling for `make bench`: the hot routes on bare node:http + pg, with the SQL the app runs and the
// app's own compiled pure modules (backend/dist), so the only difference left is the framework around them:
// Nest routing, middleware (helmet, origin check, session, passport, request log), ValidationPipe and TypeORM.
// Settings come from the same validateEnv the app uses. Run: DATABASE_URL=… PORT=… node bench/raw-server.mjs
import { createServer } from 'node:http';
import pg from 'pg';
import { validateEnv } from '../backend/dist/config/validate-env.js';
import { availabilitySettingsFrom, geoSettingsFrom, pricingTableFrom } from '../backend/dist/config/business-settings.js';
import { checkSlot, findNextAvailable, listDaySlots, planService, requestedTimesProblems } from '../backend/dist/domain/availability/availability-rules.js';
import { travelPairs, tripPlaces } from '../backend/dist/domain/availability/travel-rules.js';
import { ScheduleCache } from '../backend/dist/availability/schedule-cache.js';
import { TravelDistances } from '../backend/dist/geo/travel-distances.js';
import { BatchedHitCounter } from '../backend/dist/common/batched-hit-counter.js';
import {
  NEXT_AVAILABLE_SEARCH_DAYS,
  SCHEDULE_STATEMENT,
  scheduleFromRows,
  scheduleQueryRange,
  searchStartDate,
} from '../backend/dist/availability/schedule-query.js';
import { normalizeServiceDetails, phoneDigits, throwIfInvalid, validateBookingForm, VALIDATION_MESSAGES } from '../backend/dist/domain/booking-rules.js';
import { isValidLocalDate, isValidLocalTime, timeToMinutes, zonedWallTimeToInstant } from '../backend/dist/domain/business-time.js';
import { DEFAULT_BOOKING_POLICY } from '../backend/dist/domain/booking-policy.js';
import { cancellationTermsAtBooking } from '../backend/dist/domain/cancellation-policy.js';
import { AddressNotFoundError, DomainError, OutsideServiceAreaError, SlotUnavailableError } from '../backend/dist/domain/errors.js';
import { centsToDollars } from '../backend/dist/domain/money.js';
import { priceQuote } from '../backend/dist/domain/pricing/price-quote.js';
import { VARYING_ADDRESS_PLAN_DISTANCE_MILES } from '../backend/dist/domain/pricing/pricing-table.js';
import { NOT_APPLICABLE } from '../backend/dist/domain/service-types.js';
import { OfflineGeoProvider } from '../backend/dist/geo/offline-geo-provider.js';
import { checkServiceArea } from '../backend/dist/geo/service-area.js';
import { bookingReceivedMail, newBookingOwnerMail } from '../backend/dist/mail/mail-templates.js';
import { newBookingId, newReference } from '../backend/dist/bookings/booking-ids.js';
import { scheduleColumns, slotRequestOf } from '../backend/dist/bookings/booking-plan.js';
import { holdLockKeys, mostHeldByOneKey } from '../backend/dist/bookings/unpaid-hold-limit.js';
import { toBookingMailFacts, toBookingSummary } from '../backend/dist/bookings/dto/booking-response.dto.js';
import { squareSettingsFrom } from '../backend/dist/payments-config/square-settings.js';
import { toSquareConfigResponse } from '../backend/dist/payments-config/square-config.dto.js';
import {
  BOOKING_INSERT_SQL,
  CUSTOMER_UPSERT_SQL,
  DRIVER_DAY_LOCK_SQL,
  HISTORY_SQL,
  HOLD_LOCK_SQL,
  LIVE_HOLDS_SQL,
  MAIL_SQL,
  RATE_LIMIT_HIT_SQL,
  SCHEDULE_SQL,
} from './sql.mjs';

const REFERENCE_ATTEMPTS = 3; // bookings.service.ts
const BODY_LIMIT_BYTES = 100 * 1024; // app-setup.ts REQUEST_BODY_LIMIT_BYTES
const STATUS_BY_KIND = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'rate-limited': 429,
  unavailable: 503,
};

const env = validateEnv();
const settings = availabilitySettingsFrom(env);
const table = pricingTableFrom(env);
const geoSettings = geoSettingsFrom(env);
const geo = new OfflineGeoProvider(geoSettings.roadFactor);
const squareConfig = toSquareConfigResponse(squareSettingsFrom(env));
const contact = { businessName: env.BUSINESS_NAME, ownerEmail: env.OWNER_EMAIL, ownerPhone: env.OWNER_PHONE, timeZone: env.BUSINESS_TIME_ZONE };
// Same pool settings as database/typeorm-options.ts.
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 20, connectionTimeoutMillis: 3000, idleTimeoutMillis: 30000 });

// ScheduleChangeListener, minus reconnection (the bench's database does not go away): the cache is live while
// a dedicated connection LISTENs for the triggers' notices; this server's own commits empty it as well.
const scheduleCache = new ScheduleCache();
const listener = new pg.Client({ connectionString: env.DATABASE_URL });
listener.on('notification', () => scheduleCache.invalidate());
listener.on('error', () => scheduleCache.setLive(false));
listener.on('end', () => scheduleCache.setLive(false));
await listener.connect();
await listener.query('LISTEN schedule_changed');
scheduleCache.setLive(true);

// GeoService.distances: drives between addresses kept in memory and in travel_distances (the class's own SQL,
// compiled), read through the pool as the app reads them through TypeORM's DataSource.query (a booking's check reads
// them on its transaction's connection), measured by the engine that prices trips; a failed measurement counts as
// unknown.
const rowsOf = (client) => async (sql, params) => (await client.query(sql, params)).rows;
const distances = new TravelDistances(
  {
    name: geo.name,
    measure: async (from, to) => {
      try {
        return await measureTravel(from, to);
      } catch (error) {
        console.warn(`Could not measure ${from} → ${to}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    },
  },
  rowsOf(pool),
);

// AvailabilityService.loadSchedule.
async function loadSchedule(client, date) {
  const { from, to } = scheduleQueryRange(searchStartDate(date, new Date(), settings.zone), settings.zone);
  const { rows } = await client.query({ name: SCHEDULE_STATEMENT, text: SCHEDULE_SQL, values: [from, to, null] });
  return scheduleFromRows(rows);
}

// AvailabilityService.withTravel: the drives the asked trip's travel rule needs (travelPairs); the schedule
// unchanged when it names no pickup. `query`: a booking's transaction connection.
async function withTravel(request, schedule, query) {
  const trip = request.trip;
  if (!trip || request.serviceType === 'subscription') return schedule;
  const homeBase = geoSettings.homeBase.label;
  return { ...schedule, travel: { homeBase, leg: await distances.legsBetween(travelPairs(trip, homeBase, schedule.jobs), query) } };
}

// AvailabilityService.throwIfUnavailable.
function throwIfUnavailable(slot, schedule) {
  const now = new Date();
  const verdict = checkSlot(slot, schedule, now, settings);
  if (!verdict.available)
    throw new SlotUnavailableError(verdict.reason, verdict.message, findNextAvailable(slot, schedule, now, settings, NEXT_AVAILABLE_SEARCH_DAYS));
}

// GeoService.measureRoute over the offline provider (no kept drives: those are for a remote provider).
async function measureRoute(pickup, destination, serviceType) {
  const destinationText = serviceType === 'chauffeur' && !destination?.trim() ? pickup : destination;
  const [from, to] = await Promise.all([place('pickup', pickup), place('destination', destinationText)]);
  const area = checkServiceArea({ pickup: from, destination: to, serviceType }, geoSettings);
  const distance = from.lat === to.lat && from.lon === to.lon ? 0 : (await geo.roadDistance(from, to)).miles;
  return { distance, ...area };
}

// GeoService.measureTravel: null when either address cannot be placed; the home base's label stands for its point.
async function measureTravel(from, to) {
  const [a, b] = await Promise.all([travelPoint(from), travelPoint(to)]);
  if (!a || !b) return null;
  const leg = a.lat === b.lat && a.lon === b.lon ? { miles: 0, minutes: 0 } : await geo.roadDistance(a, b);
  return { ...leg, estimated: false };
}

function travelPoint(address) {
  const home = geoSettings.homeBase;
  if (address === home.label) return Promise.resolve(home);
  const text = (address ?? '').trim();
  return text ? geo.locate(text) : Promise.resolve(null);
}

async function place(role, address) {
  const text = (address ?? '').trim();
  const point = text ? await geo.locate(text) : null;
  if (!point) throw new AddressNotFoundError(text, role);
  return point;
}

// QuotesService.priceRequest.
async function priceRequest(draft) {
  const request = normalizeServiceDetails(draft);
  const route =
    request.serviceType === 'subscription' && request.serviceDetails.addressesVary
      ? { distance: VARYING_ADDRESS_PLAN_DISTANCE_MILES, withinServiceArea: true, serviceAreaMessage: null }
      : await measureRoute(request.pickupLocation, request.destinationLocation, request.serviceType);
  return { request, route, price: priceQuote({ ...request, distanceMiles: route.distance }, table) };
}

async function quote(body) {
  const { route, price } = await priceRequest(body);
  return {
    status: 200,
    body: {
      distance: route.distance,
      withinServiceArea: route.withinServiceArea,
      serviceAreaMessage: route.serviceAreaMessage,
      totalPrice: centsToDollars(price.totalCents),
      breakdown: price.breakdown.map((line) => ({ label: line.label, amount: centsToDollars(line.amountCents) })),
      cancellationTerms: termsAtBooking(body, price.totalCents),
    },
  };
}

// QuotesService.termsAtBooking, at the booking rules a new site starts with (the bench saves none).
function termsAtBooking({ serviceType, serviceDate, serviceTime }, totalCents) {
  const scheduled = serviceDate && serviceTime && isValidLocalDate(serviceDate) && isValidLocalTime(serviceTime);
  return cancellationTermsAtBooking({
    serviceType,
    startsAt: scheduled ? zonedWallTimeToInstant(serviceDate, serviceTime, settings.zone) : null,
    totalCents,
    now: new Date(),
    graceMinutes: DEFAULT_BOOKING_POLICY.freeCancelGraceMinutes,
    timeZone: settings.zone,
  });
}

// AvailabilityService.check.
async function checkAvailability(dto) {
  if (dto.serviceType === 'subscription' || dto.date === NOT_APPLICABLE)
    return ok({ available: true, error: null, message: 'Plans are scheduled ride by ride.', nextAvailable: null });
  if (dto.serviceType === 'longHaul' || dto.serviceType === 'handyman')
    return ok({ available: true, error: null, message: 'Custom quotes are scheduled with the owner.', nextAvailable: null });
  throwIfInvalid(requestedTimesProblems(dto.serviceType, dto.startTime, dto.endTime));
  const request = {
    serviceType: dto.serviceType,
    date: dto.date,
    time: windowStart(dto.startTime),
    hours: dto.serviceType === 'chauffeur' ? hoursBetween(dto.startTime, dto.endTime) : undefined,
    distanceMiles: dto.serviceType === 'ride' ? await rideDistance(dto) : undefined,
    trip: tripPlaces(dto.pickupLocation, dto.destinationLocation),
  };
  const first = searchStartDate(request.date, new Date(), settings.zone);
  const schedule = await withTravel(request, await scheduleCache.get(first, () => loadSchedule(pool, first)));
  const verdict = checkSlot(request, schedule, new Date(), settings);
  if (verdict.available) return ok({ available: true, error: null, message: 'This time slot is available!', nextAvailable: null });
  return ok({
    available: false,
    error: verdict.reason,
    message: verdict.message,
    nextAvailable: findNextAvailable(request, schedule, new Date(), settings, NEXT_AVAILABLE_SEARCH_DAYS),
  });
}

// AvailabilityService.freeTimes (its DTO's checks: a scheduled service, 2-6 whole hours for a personal driver).
async function freeTimes(dto) {
  if (!['ride', 'delivery', 'chauffeur'].includes(dto.serviceType)) throwIfInvalid(['Service type is required']);
  if (typeof dto.date !== 'string' || !isValidLocalDate(dto.date)) throwIfInvalid([VALIDATION_MESSAGES.dateInvalid]);
  if (dto.serviceType === 'chauffeur' && !(Number.isInteger(dto.hours) && dto.hours >= 2 && dto.hours <= 6)) throwIfInvalid([VALIDATION_MESSAGES.hoursInvalid]);
  const request = {
    serviceType: dto.serviceType,
    date: dto.date,
    hours: dto.serviceType === 'chauffeur' ? dto.hours : undefined,
    distanceMiles: dto.serviceType === 'ride' ? await rideDistance(dto) : undefined,
    trip: tripPlaces(dto.pickupLocation, dto.destinationLocation),
  };
  const schedule = await withTravel(request, await scheduleCache.get(dto.date, () => loadSchedule(pool, dto.date)));
  const times = listDaySlots(request, schedule, new Date(), settings).map(({ time, ...verdict }) =>
    verdict.available ? { time, available: true, reason: null, message: null } : { time, available: false, reason: verdict.reason, message: verdict.message },
  );
  return ok({ date: dto.date, times });
}

async function rideDistance(dto) {
  if (!dto.pickupLocation?.trim() || !dto.destinationLocation?.trim()) return 0;
  try {
    return (await measureRoute(dto.pickupLocation, dto.destinationLocation, dto.serviceType)).distance;
  } catch (error) {
    if (error instanceof AddressNotFoundError) return 0;
    throw error;
  }
}

function windowStart(time) {
  return String(time).split('-')[0].trim();
}

function hoursBetween(start, end) {
  if (!end || !isValidLocalTime(windowStart(start)) || !isValidLocalTime(windowStart(end))) return undefined;
  const minutes = timeToMinutes(windowStart(end)) - timeToMinutes(windowStart(start));
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes / 60) : undefined;
}

class RateLimited extends DomainError {
  code = 'RATE_LIMITED';
  kind = 'rate-limited';
}

// RateLimitGuard on create-booking: the hit is counted per client before anything else.
async function assertUnderBookingRateLimit(clientAddress) {
  const windowMs = 3600 * 1000;
  const now = Date.now();
  const { rows } = await pool.query(RATE_LIMIT_HIT_SQL, ['create-booking', clientAddress, new Date(now - (now % windowMs))]);
  if (rows[0].hits > env.BOOKING_RATE_LIMIT_PER_HOUR) throw new RateLimited('Too many booking requests. Please wait a while and try again, or call us.');
}

// RateLimitGuard on the wizard's lookups (common/rate-limit-lookups.ts): the same count per client and hour first,
// counted in memory and written behind by the app's own class (LookupCounts).
const lookupCounts = new BatchedHitCounter(rowsOf(pool), (message) => console.warn(message));
function limitedPerHour(bucket, limitSetting, handler) {
  return async (body, clientAddress) => {
    const hits = await lookupCounts.hit({ bucket, windowSeconds: 3600 }, clientAddress, new Date());
    if (hits > env[limitSetting]) throw new RateLimited('Too many requests from your network. Please try again later.');
    return handler(body, clientAddress);
  };
}

// BookingsService.createBooking without idempotency keys and service codes (the workload sends neither).
async function createBooking(dto, clientAddress) {
  await assertUnderBookingRateLimit(clientAddress);
  const priced = await priceRequest(dto);
  throwIfInvalid(validateBookingForm(dto));
  if (!priced.route.withinServiceArea) throw new OutsideServiceAreaError(priced.route.serviceAreaMessage?.match(/within (.+?)\.?$/)?.[1]);
  const slot = slotRequestOf(
    {
      serviceType: priced.request.serviceType,
      distanceMiles: priced.route.distance,
      serviceDetails: priced.request.serviceDetails,
      pickupLocation: priced.request.pickupLocation,
      destinationLocation: priced.request.destinationLocation,
    },
    priced.request.serviceDate,
    priced.request.serviceTime,
  );
  const plan = slot.serviceType === 'subscription' ? null : planService(slot, settings);
  // AvailabilityService.refuseIfTaken: what the cached schedule already refuses is answered before the day's lock.
  if (plan) {
    const first = searchStartDate(slot.date, new Date(), settings.zone);
    throwIfUnavailable(slot, await withTravel(slot, await scheduleCache.get(first, () => loadSchedule(pool, first))));
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { status: 201, body: toCreatedResponse(await transaction((client) => insertBooking(client, dto, priced, slot, plan, clientAddress))) };
    } catch (error) {
      if (error?.constraint === 'bookings_no_overlapping_driver_holds') {
        // AvailabilityService.slotTakenError
        const schedule = await withTravel(slot, await loadSchedule(pool, slot.date));
        throw new SlotUnavailableError(
          'SLOT_TAKEN',
          'This time slot is already booked. Check below for the next available time.',
          findNextAvailable(slot, schedule, new Date(), settings, NEXT_AVAILABLE_SEARCH_DAYS),
        );
      }
      if (error?.constraint === 'bookings_reference_key' && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
}

async function transaction(work) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    scheduleCache.invalidate();
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function insertBooking(client, dto, { request, route, price }, slot, plan, clientAddress) {
  // AvailabilityService.assertBookable: every scheduled booking of the day waits for the day's lock.
  if (plan) await client.query(DRIVER_DAY_LOCK_SQL, [slot.date]);
  throwIfUnavailable(slot, await withTravel(slot, await loadSchedule(client, slot.date), rowsOf(client)));
  const now = new Date();

  const contactFields = { fullName: dto.fullName.trim(), email: dto.email.trim(), phone: dto.phone.trim(), phoneDigits: phoneDigits(dto.phone) };
  const totalCents = price.totalCents;
  const awaitsCard = totalCents > 0;
  // assertMayHoldAnother
  if (awaitsCard) {
    const holding = { clientAddress, email: contactFields.email, phoneDigits: contactFields.phoneDigits };
    await client.query(HOLD_LOCK_SQL, [holdLockKeys(holding)]);
    const { rows } = await client.query(LIVE_HOLDS_SQL, [now]);
    if (mostHeldByOneKey(holding, rows) >= env.UNPAID_HOLDS_PER_CLIENT) throw new RateLimited('You already have bookings waiting for payment.');
  }
  // CustomersService.upsertFromBooking
  const { rows: customerRows } = await client.query(CUSTOMER_UPSERT_SQL, [
    contactFields.phoneDigits,
    contactFields.phone,
    contactFields.fullName,
    contactFields.email,
    // BookingsService: the bench's requests name no language and send no Accept-Language.
    dto.language ?? 'en',
  ]);
  const booking = {
    id: newBookingId(),
    reference: newReference(),
    status: 'pending',
    serviceType: request.serviceType,
    serviceDetails: request.serviceDetails,
    pickupLocation: request.pickupLocation,
    destinationLocation: request.destinationLocation,
    ...scheduleColumns(request.serviceDate, request.serviceTime, plan),
    distanceMiles: route.distance,
    totalCents,
    priceBreakdown: price.breakdown,
    discountCents: 0,
    ...contactFields,
    customerId: customerRows[0].id,
    paymentStatus: totalCents > 0 ? 'unpaid' : 'not-required',
    holdExpiresAt: awaitsCard ? new Date(now.getTime() + env.CHECKOUT_START_MINUTES * 60_000) : null,
    clientAddress,
  };
  await client.query(BOOKING_INSERT_SQL, [
    booking.id,
    booking.reference,
    booking.status,
    booking.serviceType,
    JSON.stringify(booking.serviceDetails),
    booking.pickupLocation,
    booking.destinationLocation,
    booking.serviceDate,
    booking.serviceTime,
    booking.startsAt,
    booking.endsAt,
    booking.driverHold,
    booking.deliveryWindowStart,
    booking.distanceMiles,
    booking.totalCents,
    JSON.stringify(booking.priceBreakdown),
    booking.discountCents,
    booking.fullName,
    booking.email,
    booking.phone,
    booking.phoneDigits,
    booking.customerId,
    booking.paymentStatus,
    booking.holdExpiresAt,
    booking.clientAddress,
  ]);
  // recordBookingHistory
  await client.query(HISTORY_SQL, [booking.id, new Date(), 'customer', 'created', JSON.stringify({ status: booking.status, totalCents })]);
  // queueBookingMails → MailOutboxService.enqueue, twice; a booking awaiting the card is mailed about once paid.
  if (awaitsCard) return booking;
  const facts = toBookingMailFacts(booking);
  await enqueueMail(client, {
    kind: 'booking-received',
    to: booking.email,
    bookingId: booking.id,
    dedupeKey: `booking-received:${booking.id}`,
    ...bookingReceivedMail(facts, contact),
  });
  await enqueueMail(client, {
    kind: 'booking-new-owner',
    to: contact.ownerEmail,
    bookingId: booking.id,
    dedupeKey: `booking-new-owner:${booking.id}`,
    ...newBookingOwnerMail(facts, contact),
  });
  return booking;
}

// The app also attaches the booking's calendar invitation; the workload's bookings all await the card, so neither
// server writes a mail during the load runs.
async function enqueueMail(client, mail) {
  const now = new Date();
  await client.query(MAIL_SQL, [mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.bookingId ?? null, mail.dedupeKey ?? null, now, null]);
}

function toCreatedResponse(booking) {
  const paymentRequired = booking.paymentStatus === 'unpaid';
  return {
    booking: toBookingSummary(booking),
    paymentRequired,
    squarePaymentInfo: paymentRequired
      ? {
          bookingId: booking.id,
          amount: centsToDollars(booking.totalCents),
          currency: 'USD',
          holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
          ...squareConfig,
        }
      : null,
    codeApplied: false,
    subscriptionCode: null,
  };
}

function ok(body) {
  return { status: 200, body };
}

// DomainErrorFilter.toBody, reduced to what these routes can raise.
function errorBody(error) {
  if (error instanceof DomainError) {
    const statusCode = STATUS_BY_KIND[error.kind] ?? 400;
    const { kind: _kind, name: _name, message, code, ...extra } = error;
    return { statusCode, message: String(error.message ?? message), code, ...extra };
  }
  const sqlState = error?.code;
  if (sqlState === '23P01') return { statusCode: 409, message: 'This time slot is already booked.' };
  if (sqlState === '40001' || sqlState === '40P01') return { statusCode: 409, message: 'The request collided with another one. Please try again.' };
  console.error(error);
  return { statusCode: 500, message: 'Something went wrong on our side. Please try again.' };
}

// DomainErrorFilter.log: the app writes one warn line per refused request (what anyone can cause is visible in the
// log), through Nest's JSON console logger; the ceiling does the same work.
function logRefusal(failure, request) {
  const message = { msg: 'request refused', status: failure.statusCode, code: failure.code, method: request.method, path: request.url.split('?')[0] };
  process.stdout.write(`${JSON.stringify({ level: 'warn', pid: process.pid, timestamp: Date.now(), message, context: 'Errors' })}\n`);
}

const ROUTES = {
  '/api/check-availability': limitedPerHour('check-availability', 'AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR', checkAvailability),
  '/api/free-times': limitedPerHour('free-times', 'FREE_TIMES_RATE_LIMIT_PER_HOUR', freeTimes),
  '/api/quotes': limitedPerHour('quotes', 'QUOTE_RATE_LIMIT_PER_HOUR', quote),
  '/api/create-booking': createBooking,
};

function send(response, status, body) {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

const server = createServer((request, response) => {
  const handler = request.method === 'POST' ? ROUTES[request.url.split('?')[0]] : undefined;
  if (!handler) return send(response, 404, { statusCode: 404, message: 'Not found' });
  const chunks = [];
  let size = 0;
  request.on('data', (chunk) => {
    size += chunk.length;
    if (size <= BODY_LIMIT_BYTES) chunks.push(chunk);
  });
  request.on('end', () => {
    let body;
    try {
      if (size > BODY_LIMIT_BYTES) return send(response, 413, { statusCode: 413, message: 'Request body is too large.' });
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SyntaxError('not an object');
    } catch {
      return send(response, 400, { statusCode: 400, message: 'The request body is not valid JSON.' });
    }
    handler(body, request.socket.remoteAddress).then(
      (result) => send(response, result.status, result.body),
      (error) => {
        const failure = errorBody(error);
        if (failure.statusCode < 500) logRefusal(failure, request);
        send(response, failure.statusCode, failure);
      },
    );
  });
});

server.keepAliveTimeout = 5000;
server.listen(env.PORT, '127.0.0.1', () => console.log(`raw server ready on http://127.0.0.1:${env.PORT}`));

function stop() {
  server.close();
  server.closeAllConnections?.();
  Promise.allSettled([listener.end(), pool.end()]).finally(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
