import { IsIn, IsNumber, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ServiceDetailsDraft } from '../../domain/booking-rules.js';
import { SERVICE_TYPES } from '../../domain/service-types.js';
import { SingleLineText } from '../../common/plain-text.decorator.js';
import type { QuoteRequest } from '../../contracts/quote.contract.js';

/**
 * The wizard's quote data. `serviceDetails` is checked field by field by domain/booking-rules
 * with its fixed messages. `distance` and `totalPrice` are accepted because the wizard sends them, and ignored:
 * the server measures and prices on its own. Free text follows domain/text-rules (the details' own text is
 * checked by booking-rules, as it is not typed here).
 */
export class QuoteRequestDto implements QuoteRequest {
  @IsIn(SERVICE_TYPES, { message: 'Service type is required' })
  serviceType: (typeof SERVICE_TYPES)[number];

  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'Pickup location is too long' })
  @SingleLineText('Pickup location')
  pickupLocation?: string;

  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'Destination location is too long' })
  @SingleLineText('Destination location')
  destinationLocation?: string;

  @IsOptional()
  @IsString()
  @MaxLength(10)
  serviceDate?: string;

  @IsOptional()
  @IsString()
  @MaxLength(11)
  serviceTime?: string;

  @IsOptional()
  @IsObject({ message: 'Service details must be an object' })
  serviceDetails?: ServiceDetailsDraft;

  /** Ignored: the server measures the distance. */
  @IsOptional()
  @IsNumber()
  distance?: number;

  /** Ignored: the server computes the price. */
  @IsOptional()
  @IsNumber()
  totalPrice?: number;
}
