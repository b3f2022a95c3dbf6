import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { FreeTimesRequest } from '../../contracts/availability.contract.js';
import { CHAUFFEUR_HOUR_LIMITS, VALIDATION_MESSAGES } from '../../domain/booking-rules.js';
import { TripRouteDto } from './trip-route.dto.js';

const SCHEDULED_SERVICES = ['ride', 'delivery', 'chauffeur'] as const;

/** POST /api/free-times. The date is business-local 'YYYY-MM-DD'; the rules judge it. */
export class FreeTimesDto extends TripRouteDto implements FreeTimesRequest {
  @IsIn(SCHEDULED_SERVICES, { message: 'Service type is required' })
  serviceType: (typeof SCHEDULED_SERVICES)[number];

  @IsString({ message: 'Service date is required' })
  @MaxLength(10, { message: VALIDATION_MESSAGES.dateInvalid })
  date: string;

  @IsOptional()
  @IsInt({ message: VALIDATION_MESSAGES.hoursInvalid })
  @Min(CHAUFFEUR_HOUR_LIMITS.min, { message: VALIDATION_MESSAGES.hoursInvalid })
  @Max(CHAUFFEUR_HOUR_LIMITS.max, { message: VALIDATION_MESSAGES.hoursInvalid })
  hours?: number;
}
