import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CUSTOMER_LANGUAGES, type CustomerLanguage } from '../../domain/customer-language.js';
import { SingleLineText } from '../../common/plain-text.decorator.js';
import { QuoteRequestDto } from '../../quotes/dto/quote-request.dto.js';
import type { CreateBookingRequest } from '../../contracts/public-booking.contract.js';

/**
 * The quote data plus the booking form. Contact fields are checked by
 * domain/booking-rules with its fixed messages; `distance`, `totalPrice` and `paymentRequired` are the
 * browser's view and are ignored.
 */
export class CreateBookingDto extends QuoteRequestDto implements CreateBookingRequest {
  @IsOptional()
  @IsString({ message: 'Full name is required' })
  @MaxLength(120, { message: 'Full name is too long' })
  @SingleLineText('Full name')
  fullName?: string;

  @IsOptional()
  @IsString({ message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  @SingleLineText('Email')
  email?: string;

  @IsOptional()
  @IsString({ message: 'Phone number is required' })
  @MaxLength(30, { message: 'Phone number is too long' })
  @SingleLineText('Phone number')
  phone?: string;

  /** "Text me reminders" on the booking form; off unless sent as true. */
  @IsOptional()
  @IsBoolean()
  textReminders?: boolean;

  /** The site's language when the customer booked; left out, the browser's Accept-Language decides. */
  @IsOptional()
  @IsIn(CUSTOMER_LANGUAGES, { message: "language must be 'en' or 'es'" })
  language?: CustomerLanguage;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  subscriptionCode?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  serviceCode?: string;

  /** Ignored: the server decides whether payment is required. */
  @IsOptional()
  @IsBoolean()
  paymentRequired?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'You must agree to the legal disclaimer to proceed' })
  legalAgreement?: boolean;
}
