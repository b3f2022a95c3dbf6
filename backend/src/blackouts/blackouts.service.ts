import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { blackoutRange } from '../domain/blackout-range.js';
import { Blackout } from './blackout.entity.js';
import { BlackoutNotFoundError } from './blackout-errors.js';
import { toBlackoutResponse, type CreateBlackoutDto } from './dto/blackout.dto.js';
import type { BlackoutList, BlackoutRemoved, BlackoutSaved } from '../contracts/blackout.contract.js';

/**
 * The owner's time off. AvailabilityService reads the table directly in its schedule query, so a
 * blackout applies to the availability check and to new bookings as soon as it is saved. Existing
 * bookings inside a new blackout are left alone: the owner cancels or moves them.
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
    const blackout = this.blackouts.create({ startsAt: range.start, endsAt: range.end, reason: dto.reason?.trim() ?? '' });
    await this.blackouts.insert(blackout);
    const saved = await this.blackouts.findOneByOrFail({ id: blackout.id });
    return { success: true, message: 'Time off saved', blackout: toBlackoutResponse(saved, this.zone) };
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
