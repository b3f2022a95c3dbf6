import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SERVICE_TYPES } from '../../domain/service-types.js';
import type { AvailabilityRequest } from '../../contracts/availability.contract.js';
import { TripRouteDto } from './trip-route.dto.js';

/** POST /api/check-availability. Times are business-local; a delivery may send its window as '08:00-10:00'. */
export class CheckAvailabilityDto extends TripRouteDto implements AvailabilityRequest {
  @IsString({ message: 'Service date is required' })
  @MaxLength(10)
  date: string;

  @IsString({ message: 'Service time is required' })
  @MaxLength(11)
  startTime: string;

  @IsIn(SERVICE_TYPES, { message: 'Service type is required' })
  serviceType: (typeof SERVICE_TYPES)[number];

  /** chauffeur: start + hours; delivery: start + 2; others: same as start. */
  @IsOptional()
  @IsString()
  @MaxLength(11)
  endTime?: string;

  @IsOptional()
  @IsBoolean()
  findAlternative?: boolean;
}
