import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { blackoutRange } from '../domain/blackout-range.js';
import { Blackout } from './blackout.entity.js';
import { BlackoutNotFoundError, TimeOffOverBookingsError } from './blackout-errors.js';
import { toBlackoutResponse, type CreateBlackoutDto } from './dto/blackout.dto.js';
import type { BlackoutList, BlackoutRemoved, BlackoutSaved, BookingInTimeOff } from '../contracts/blackout.contract.js';
import type { InstantRange } from '../domain/business-time.js';

/**
 * The owner's time off. AvailabilityService reads the table directly in its schedule query, so a
 * blackout applies to the availability check and to new bookings as soon as it is saved. Existing
 * bookings inside a new blackout are never cancelled by it: the owner sees them before saving, then cancels or
 * moves them.
 */
@Injectable()
export class BlackoutsService {
  constructor(
    @InjectRepository(Blackout) private readonly blackouts: Repository<Blackout>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** GET /api/blackouts: those not yet over, soonest first. */
  async listUpcoming(): Promise<BlackoutList> {
    const rows = await this.blackouts.find({ where: { endsAt: MoreThan(this.clock.now()) }, order: { startsAt: 'ASC' } });
    return { blackouts: rows.map((row) => toBlackoutResponse(row, this.zone)) };
  }

  async create(dto: CreateBlackoutDto): Promise<BlackoutSaved> {
    const range = blackoutRange(dto, this.zone);
    const bookingsInside = await this.liveBookingsWithin(range);
    if (bookingsInside.length > 0 && dto.confirmOverBookings !== true) throw new TimeOffOverBookingsError(bookingsInside);
    const blackout = this.blackouts.create({ startsAt: range.start, endsAt: range.end, reason: dto.reason?.trim() ?? '' });
    await this.blackouts.insert(blackout);
    const saved = await this.blackouts.findOneByOrFail({ id: blackout.id });
    const message =
      bookingsInside.length === 0 ? 'Time off saved' : `Time off saved. ${bookingsInside.length} booking(s) inside it stay booked: cancel or move them.`;
    return { success: true, message, blackout: toBlackoutResponse(saved, this.zone), bookingsInside };
  }

  /** Live bookings whose service time overlaps `range`, soonest first (at most 100: enough to decide). */
  private async liveBookingsWithin(range: InstantRange): Promise<BookingInTimeOff[]> {
    const rows: { id: string; reference: string; service_type: string; service_date: string; service_time: string; full_name: string; phone: string }[] =
      await this.blackouts.manager.query(
        `SELECT id, reference, service_type, to_char(service_date, 'YYYY-MM-DD') AS service_date, service_time, full_name, phone
           FROM bookings
          WHERE status <> 'cancelled' AND starts_at IS NOT NULL AND tstzrange(starts_at, ends_at) && tstzrange($1, $2)
          ORDER BY starts_at LIMIT 100`,
        [range.start, range.end],
      );
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      serviceType: row.service_type,
      serviceDate: row.service_date,
      serviceTime: row.service_time,
      fullName: row.full_name,
      phone: row.phone,
    }));
  }

  async remove(id: string): Promise<BlackoutRemoved> {
    const { affected } = await this.blackouts.delete({ id });
    if (!affected) throw new BlackoutNotFoundError();
    return { success: true, message: 'Time off removed' };
  }

  private get zone(): string {
    return this.config.env.BUSINESS_TIME_ZONE;
  }
}
