import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MultiLineText, SingleLineText } from '../../common/plain-text.decorator.js';
import {
  PhonePaymentMethod,
  type AdminCreateBookingRequest,
  type BookingSearchQuery,
  type CancelBookingRequest,
  type EditBookingRequest,
  type UpdateBookingStatusRequest,
} from '../../contracts/admin-booking.contract.js';
import { BOOKING_STATUSES, type BookingStatus } from '../../domain/booking-transitions.js';
import { MAX_DOLLARS } from '../../domain/money.js';
import { CreateBookingDto } from './create-booking.dto.js';

const BOOKING_ID = /^bk_[A-Za-z0-9_-]{24}$/;
const STATUS_MESSAGE = 'Status must be pending, confirmed, completed or cancelled';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/bookings?search=: name, e-mail, phone digits, reference (with or without its displayed prefix) or address. */
export class BookingSearchQueryDto implements BookingSearchQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search text is too long' })
  search?: string;
}

class BookingIdBody {
  @IsString({ message: 'Booking not found' })
  @Matches(BOOKING_ID, { message: 'Booking not found' })
  bookingId: string;
}

export class CancelBookingDto extends BookingIdBody implements CancelBookingRequest {
  /** The owner lets the customer off the policy's fee. */
  @IsOptional()
  @IsBoolean({ message: 'waiveFee must be true or false' })
  waiveFee?: boolean;
}

export class UpdateBookingStatusDto extends BookingIdBody implements UpdateBookingStatusRequest {
  @IsIn(BOOKING_STATUSES, { message: STATUS_MESSAGE })
  status: BookingStatus;
}

/** PATCH /api/bookings/{id}: the edit dialog's fields; all optional. */
export class EditBookingDto implements EditBookingRequest {
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: STATUS_MESSAGE })
  status?: BookingStatus;

  /** Business-local 'YYYY-MM-DD'; checked by the availability rules. */
  @IsOptional()
  @IsString({ message: 'Service date is required' })
  @MaxLength(10, { message: 'Please enter a valid service date (YYYY-MM-DD)' })
  booking_date?: string;

  /** Business-local 'HH:MM' (a delivery's window start). */
  @IsOptional()
  @IsString({ message: 'Service time is required' })
  @MaxLength(5, { message: 'Please enter a valid service time (HH:MM)' })
  booking_time?: string;

  /** Dollars, at most 2 decimals. */
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Total price must be a number with at most 2 decimals' })
  @Min(0, { message: 'Total price cannot be negative' })
  @Max(MAX_DOLLARS, { message: 'Total price must be at most $100,000' })
  total_price?: number;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/\S/, { message: 'Pickup location is required' })
  @MaxLength(300)
  @SingleLineText('Pickup location')
  pickup?: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/\S/, { message: 'Destination location is required' })
  @MaxLength(300)
  @SingleLineText('Destination location')
  destination?: string;

  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'Notes are too long' })
  @MultiLineText('Notes')
  notes?: string;
}

/** POST /api/admin/bookings: create-booking's payload plus how the customer pays. */
export class AdminCreateBookingDto extends CreateBookingDto implements AdminCreateBookingRequest {
  @IsIn(PhonePaymentMethod.options, { message: 'Payment method must be cash, invoice or unpaid' })
  paymentMethod: PhonePaymentMethod;
}
