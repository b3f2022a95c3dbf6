import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListPageQueryDto } from '../../common/list-page.dto.js';
import type { AdminBookingsQuery, DaySheetQuery } from '../../contracts/admin-list.contract.js';
import { BOOKING_SORT_KEYS, type BookingSortKey } from '../../domain/admin-lists.js';
import { BOOKING_STATUSES, type BookingStatus } from '../../domain/booking-transitions.js';
import { INQUIRY_ONLY_SERVICE_TYPES, SERVICE_TYPES, type BookableServiceType } from '../../domain/service-types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = 'Please enter a valid date (YYYY-MM-DD)';
const BOOKABLE = SERVICE_TYPES.filter((type) => !(INQUIRY_ONLY_SERVICE_TYPES as readonly string[]).includes(type));
const emptyAsMissing = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** GET /api/admin/bookings: a page of bookings, sorted, filtered and searched by PostgreSQL. */
export class AdminBookingsQueryDto extends ListPageQueryDto implements AdminBookingsQuery {
  @IsOptional()
  @Transform(emptyAsMissing)
  @IsIn(BOOKING_SORT_KEYS, { message: `Sort must be one of ${BOOKING_SORT_KEYS.join(', ')}` })
  sort?: BookingSortKey;

  @IsOptional()
  @Transform(emptyAsMissing)
  @IsIn(BOOKING_STATUSES, { message: 'Status must be pending, confirmed, completed or cancelled' })
  status?: BookingStatus;

  @IsOptional()
  @Transform(emptyAsMissing)
  @IsIn(BOOKABLE, { message: `Service must be one of ${BOOKABLE.join(', ')}` })
  service?: BookableServiceType;

  /** Business-local 'YYYY-MM-DD'; the service checks it exists and comes before `to`. */
  @IsOptional()
  @Transform(emptyAsMissing)
  @Matches(DATE, { message: DATE_MESSAGE })
  from?: string;

  @IsOptional()
  @Transform(emptyAsMissing)
  @Matches(DATE, { message: DATE_MESSAGE })
  to?: string;

  @IsOptional()
  @IsString({ message: 'Booking not found' })
  @MaxLength(64, { message: 'Booking not found' })
  id?: string;
}

/** GET /api/admin/day-sheet?date=YYYY-MM-DD */
export class DaySheetQueryDto implements DaySheetQuery {
  @Matches(DATE, { message: DATE_MESSAGE })
  date: string;
}
