import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { instantToZonedWallTime } from '../../domain/business-time.js';
import type { Blackout } from '../blackout.entity.js';
import type { Blackout as BlackoutResponse, BlackoutPath, CreateBlackoutRequest } from '../../contracts/blackout.contract.js';

const blankToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

/** POST /api/blackouts: from a business-local day (and time) to a last day (and time); without times, whole days. */
export class CreateBlackoutDto implements CreateBlackoutRequest {
  @IsString({ message: 'Please enter a valid date (YYYY-MM-DD)' })
  @MaxLength(10, { message: 'Please enter a valid date (YYYY-MM-DD)' })
  date: string;

  /** The last day, included; missing = the first day. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString({ message: 'Please enter a valid date (YYYY-MM-DD)' })
  @MaxLength(10, { message: 'Please enter a valid date (YYYY-MM-DD)' })
  endDate?: string;

  /** 'HH:MM'; missing = from the start of the day. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString({ message: 'Please enter a valid time (HH:MM)' })
  @MaxLength(5, { message: 'Please enter a valid time (HH:MM)' })
  startTime?: string;

  /** 'HH:MM'; missing = to the end of the day. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString({ message: 'Please enter a valid time (HH:MM)' })
  @MaxLength(5, { message: 'Please enter a valid time (HH:MM)' })
  endTime?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'The reason is too long' })
  reason?: string;

  @IsOptional()
  @IsBoolean()
  confirmOverBookings?: boolean;
}

export class BlackoutIdParam implements BlackoutPath {
  @IsUUID('all', { message: 'Blackout not found' })
  id: string;
}

/** Instants plus their business-local reading, for display. */
export function toBlackoutResponse(blackout: Blackout, zone: string): BlackoutResponse {
  const start = instantToZonedWallTime(blackout.startsAt, zone);
  const end = instantToZonedWallTime(blackout.endsAt, zone);
  return {
    id: blackout.id,
    startsAt: blackout.startsAt.toISOString(),
    endsAt: blackout.endsAt.toISOString(),
    date: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    wholeDay: start.time === '00:00' && end.time === '00:00',
    reason: blackout.reason,
  };
}
