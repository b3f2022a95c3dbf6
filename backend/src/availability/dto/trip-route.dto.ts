import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLineText } from '../../common/plain-text.decorator.js';

/** The trip's addresses, as the availability routes take them (a ride's length is measured between them). */
export class TripRouteDto {
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
