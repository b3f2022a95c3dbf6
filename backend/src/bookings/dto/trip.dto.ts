import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import type { TripMoveRequest, TripPosition } from '../../contracts/trip.contract.js';
import { FAILED_DELIVERY_REASONS, TRIP_STAGES, type FailedDeliveryReason, type TripStage } from '../../domain/trip-progress.js';

class TripPositionDto implements TripPosition {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The position is not a place on Earth' })
  @Min(-90, { message: 'The position is not a place on Earth' })
  @Max(90, { message: 'The position is not a place on Earth' })
  lat: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The position is not a place on Earth' })
  @Min(-180, { message: 'The position is not a place on Earth' })
  @Max(180, { message: 'The position is not a place on Earth' })
  lng: number;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: "The position's accuracy must be a number of meters" })
  @Min(0, { message: "The position's accuracy must be a number of meters" })
  @Max(100_000, { message: "The position's accuracy must be a number of meters" })
  accuracyMeters?: number;
}

/** POST /api/admin/bookings/{id}/trip. */
export class TripMoveDto implements TripMoveRequest {
  @IsIn(TRIP_STAGES, { message: `The trip step must be one of: ${TRIP_STAGES.join(', ')}` })
  to: TripStage;

  @IsOptional()
  @IsIn(FAILED_DELIVERY_REASONS, { message: `The reason must be one of: ${FAILED_DELIVERY_REASONS.join(', ')}` })
  failureReason?: FailedDeliveryReason;

  @IsOptional()
  @IsObject({ message: 'The position must be { lat, lng }' })
  @ValidateNested()
  @Type(() => TripPositionDto)
  position?: TripPositionDto;
}
