import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SingleLineText } from '../../common/plain-text.decorator.js';
import type { FreeTimesRequest } from '../../contracts/availability.contract.js';
import { CHAUFFEUR_HOUR_LIMITS, VALIDATION_MESSAGES } from '../../domain/booking-rules.js';

const SCHEDULED_SERVICES = ['ride', 'delivery', 'chauffeur'] as const;

/** POST /api/free-times. The date is business-local 'YYYY-MM-DD'; the rules judge it. */
export class FreeTimesDto implements FreeTimesRequest {
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

  @IsOptional()
  @IsString()
  @MaxLength(300)
  @SingleLineText('Pickup location')
  pickupLocation?: string;

  @IsOptional()
  @IsString()
  @MaxLength(300)
  @SingleLineText('Destination location')
  destinationLocation?: string;
}
