import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { LiveSettings } from '../config/live-settings.js';
import type { AvailabilitySettings } from '../domain/availability/availability-settings.js';
import {
  checkSlot,
  findNextAvailable,
  listDaySlots,
  planService,
  requestedTimesProblems,
  type ExistingSchedule,
  type ServicePlan,
  type SlotRequest,
} from '../domain/availability/availability-rules.js';
import { throwIfInvalid, VALIDATION_MESSAGES } from '../domain/booking-rules.js';
import { isValidLocalDate, isValidLocalTime, timeToMinutes } from '../domain/business-time.js';
import type { AvailabilityResponse, FreeTimesResponse } from '../contracts/availability.contract.js';
import { preparedQuery } from '../database/prepared-query.js';
import { AddressNotFoundError, SlotUnavailableError } from '../domain/errors.js';
import { NOT_APPLICABLE } from '../domain/service-types.js';
import { GeoService } from '../geo/geo.service.js';
import type { CheckAvailabilityDto } from './dto/check-availability.dto.js';
import type { FreeTimesDto } from './dto/free-times.dto.js';
import { ScheduleCache } from './schedule-cache.js';
import { TravelDistances, type Query } from '../geo/travel-distances.js';
import { travelPairs, tripPlaces } from '../domain/availability/travel-rules.js';
import {
  DRIVER_DAY_LOCK_SQL,
  NEXT_AVAILABLE_SEARCH_DAYS,
  SCHEDULE_SQL,
  SCHEDULE_STATEMENT,
  scheduleFromRows,
  scheduleQueryRange,
  searchStartDate,
  type ScheduleRow,
} from './schedule-query.js';

@Injectable()
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geo: GeoService,
    private readonly live: LiveSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly scheduleCache: ScheduleCache<ExistingSchedule>,
    private readonly distances: TravelDistances,
  ) {}

  /** POST /api/check-availability: the same rules the booking is held to, plus the next free slot when taken. */
  async check(dto: CheckAvailabilityDto): Promise<AvailabilityResponse> {
    if (dto.serviceType === 'subscription' || dto.date === NOT_APPLICABLE)
      return { available: true, error: null, message: 'Plans are scheduled ride by ride.', nextAvailable: null };
    if (dto.serviceType === 'longHaul' || dto.serviceType === 'handyman')
      return { available: true, error: null, message: 'Custom quotes are scheduled with the owner.', nextAvailable: null };
    // A start off the grid or an end before the start is a bad request, not a slot that happens to be taken.
    throwIfInvalid(requestedTimesProblems(dto.serviceType, dto.startTime, dto.endTime));
    const request: SlotRequest = {
      serviceType: dto.serviceType,
      date: dto.date,
      time: windowStart(dto.startTime),
      hours: dto.serviceType === 'chauffeur' ? hoursBetween(dto.startTime, dto.endTime) : undefined,
      distanceMiles: dto.serviceType === 'ride' ? await this.rideDistance(dto) : undefined,
      trip: tripPlaces(dto.pickupLocation, dto.destinationLocation),
    };
    // Advice only, so it may read the cache; assertBookable below always reads the committed schedule.
    const schedule = await this.cachedSchedule(request);
    const verdict = checkSlot(request, schedule, this.clock.now(), this.settings);
    if (verdict.available) return { available: true, error: null, message: 'This time slot is available!', nextAvailable: null };
    return {
      available: false,
      error: verdict.reason,
      message: verdict.message,
      nextAvailable: findNextAvailable(request, schedule, this.clock.now(), this.settings, NEXT_AVAILABLE_SEARCH_DAYS),
    };
  }

  /**
   * POST /api/free-times: every start time of the day the service hours allow, each judged by checkSlot against
   * the schedule as create-booking would judge it now (so the picker marks taken times before the customer picks).
   */
  async freeTimes(dto: FreeTimesDto): Promise<FreeTimesResponse> {
    if (!isValidLocalDate(dto.date)) throwIfInvalid([VALIDATION_MESSAGES.dateInvalid]);
    if (dto.serviceType === 'chauffeur' && dto.hours === undefined) throwIfInvalid([VALIDATION_MESSAGES.hoursInvalid]);
    const request = {
      serviceType: dto.serviceType,
      date: dto.date,
      hours: dto.serviceType === 'chauffeur' ? dto.hours : undefined,
      distanceMiles: dto.serviceType === 'ride' ? await this.rideDistance(dto) : undefined,
      trip: tripPlaces(dto.pickupLocation, dto.destinationLocation),
    };
    return this.judgeDay(request, await this.scheduleCache.get(dto.date, () => this.loadSchedule(this.dataSource.manager, dto.date)));
  }

  /** The start times of a day a booking could move to: judged like free-times, against the day without the booking itself. */
  async freeTimesWithout(request: Omit<SlotRequest, 'time'>, bookingId: string): Promise<FreeTimesResponse> {
    if (!isValidLocalDate(request.date)) throwIfInvalid([VALIDATION_MESSAGES.dateInvalid]);
    return this.judgeDay(request, await this.loadSchedule(this.dataSource.manager, request.date, bookingId));
  }

  private async judgeDay(request: Omit<SlotRequest, 'time'>, schedule: ExistingSchedule): Promise<FreeTimesResponse> {
    const withTravel = await this.withTravel(request, schedule);
    const times = listDaySlots(request, withTravel, this.clock.now(), this.settings).map(({ time, ...verdict }) =>
      verdict.available ? { time, available: true, reason: null, message: null } : { time, available: false, reason: verdict.reason, message: verdict.message },
    );
    return { date: request.date, times };
  }

  /** The service's instants and driver hold; throws a validation error for malformed dates and times. */
  plan(request: SlotRequest & { serviceType: 'delivery' | 'ride' | 'chauffeur' }): ServicePlan {
    return planService(request, this.settings);
  }

  /**
   * Before a booking's transaction: refuses at once what the schedule as last read already refuses (the cache, emptied by
   * every committed change), so a burst of requests for one taken slot is answered in parallel instead of queueing for
   * the day's lock one by one. What it lets through, assertBookable judges again under the lock.
   */
  async refuseIfTaken(request: SlotRequest): Promise<void> {
    this.throwIfUnavailable(request, await this.cachedSchedule(request));
  }

  /**
   * Inside the booking's transaction: serialises the bookings of one business day (an advisory lock on the day, so the
   * count of a delivery window and the drives between the day's jobs are judged against every booking committed before),
   * and checks every rule against what is committed. Overlapping driver holds are also refused by the database's
   * exclusion constraint, the last word should a booking ever skip this lock.
   */
  async assertBookable(manager: EntityManager, request: SlotRequest, plan: ServicePlan | null, options: { excludeBookingId?: string } = {}): Promise<void> {
    if (plan) await manager.query(DRIVER_DAY_LOCK_SQL, [request.date]);
    const schedule = await this.loadSchedule(manager, request.date, options.excludeBookingId);
    this.throwIfUnavailable(request, await this.withTravel(request, schedule, (sql, params) => manager.query(sql, params)));
  }

  private throwIfUnavailable(request: SlotRequest, schedule: ExistingSchedule): void {
    const now = this.clock.now();
    const verdict = checkSlot(request, schedule, now, this.settings);
    if (!verdict.available) {
      throw new SlotUnavailableError(verdict.reason, verdict.message, findNextAvailable(request, schedule, now, this.settings, NEXT_AVAILABLE_SEARCH_DAYS));
    }
  }

  /** After the database refused an overlapping hold: the same answer a pre-check would have given. */
  async slotTakenError(request: SlotRequest, excludeBookingId?: string): Promise<SlotUnavailableError> {
    const schedule = await this.withTravel(request, await this.loadSchedule(this.dataSource.manager, request.date, excludeBookingId));
    const next = findNextAvailable(request, schedule, this.clock.now(), this.settings, NEXT_AVAILABLE_SEARCH_DAYS);
    return new SlotUnavailableError('SLOT_TAKEN', 'This time slot is already booked. Check below for the next available time.', next);
  }

  /**
   * Everything on the schedule from the asked day through the search horizon, in one query:
   * live driver holds overlapping the range, delivery counts per window and the owner's blackouts.
   * `excludeBookingId` leaves out a booking being moved, so it does not collide with itself.
   */
  async loadSchedule(manager: EntityManager, date: string, excludeBookingId?: string): Promise<ExistingSchedule> {
    const { from, to } = scheduleQueryRange(this.searchStart(date), this.settings.zone);
    const rows = await preparedQuery<ScheduleRow>(manager, SCHEDULE_STATEMENT, SCHEDULE_SQL, [from, to, excludeBookingId ?? null]);
    return scheduleFromRows(rows);
  }

  /** The schedule from the asked day through the search horizon as last read (advice: a booking re-reads it under its lock), with the trip's drives. */
  private async cachedSchedule(request: SlotRequest): Promise<ExistingSchedule> {
    const first = this.searchStart(request.date);
    return this.withTravel(request, await this.scheduleCache.get(first, () => this.loadSchedule(this.dataSource.manager, first)));
  }

  /**
   * The schedule with the drives the asked trip's travel rule needs: from the home base and from every job's drop-off
   * to its pickup, and from its drop-off to every job's pickup. Unchanged when the request names no pickup.
   */
  private async withTravel(request: Pick<SlotRequest, 'serviceType' | 'trip'>, schedule: ExistingSchedule, query?: Query): Promise<ExistingSchedule> {
    const trip = request.trip;
    if (!trip || request.serviceType === 'subscription') return schedule;
    const homeBase = this.live.serviceArea.homeBase.label;
    const leg = await this.distances.legsBetween(travelPairs(trip, homeBase, schedule.jobs), query);
    return { ...schedule, travel: { homeBase, leg } };
  }

  /** The rules in force now (the owner may have changed them since the last request). */
  private get settings(): AvailabilitySettings {
    return this.live.schedule;
  }

  private searchStart(date: string): string {
    return searchStartDate(date, this.clock.now(), this.settings.zone);
  }

  private async rideDistance(dto: Pick<CheckAvailabilityDto, 'serviceType' | 'pickupLocation' | 'destinationLocation'>): Promise<number> {
    if (!dto.pickupLocation?.trim() || !dto.destinationLocation?.trim()) return 0;
    try {
      return (await this.geo.measureRoute(dto.pickupLocation, dto.destinationLocation, dto.serviceType)).distance;
    } catch (error) {
      // An address still being typed is not a reason to refuse the check; the booking measures it again.
      if (error instanceof AddressNotFoundError) return 0;
      throw error;
    }
  }
}

/** '08:00-10:00' (a delivery window) → '08:00'. */
function windowStart(time: string): string {
  return time.split('-')[0].trim();
}

function hoursBetween(start: string, end: string | undefined): number | undefined {
  if (!end || !isValidLocalTime(windowStart(start)) || !isValidLocalTime(windowStart(end))) return undefined;
  const minutes = timeToMinutes(windowStart(end)) - timeToMinutes(windowStart(start));
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes / 60) : undefined;
}
