import { IsNumber, IsString, Length, Matches, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../../domain/booking-rules.js';
import { MAX_DOLLARS } from '../../domain/money.js';
import type { CancelBookingRequest, FindBookingRequest, ManageFreeTimesQuery, ManagePath, MoveBookingRequest } from '../../contracts/manage.contract.js';

export class ManageTokenParam implements ManagePath {
  /**
   * Any text: a malformed token is looked up like any other wrong one (ManageLinks.bookingOf), so it gets the same
   * 404 MANAGE_LINK_INVALID and not a 400 that would set it apart.
   */
  @IsString()
  token: string;
}

/** POST /api/manage/{token}/cancel: the fee the customer saw, in dollars. */
export class CancelManagedBookingDto implements CancelBookingRequest {
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'expectedFee must be the fee shown, in dollars' })
  @Min(0, { message: 'expectedFee must be the fee shown, in dollars' })
  @Max(MAX_DOLLARS, { message: 'expectedFee must be the fee shown, in dollars' })
  expectedFee: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const { dateInvalid, timeInvalid } = VALIDATION_MESSAGES;

/** GET /api/manage/{token}/free-times?date=YYYY-MM-DD (a date that does not exist is refused by the availability rules). */
export class ManageFreeTimesQueryDto implements ManageFreeTimesQuery {
  @Matches(DATE, { message: dateInvalid })
  date: string;
}

/** POST /api/manage/{token}/move. */
export class MoveManagedBookingDto implements MoveBookingRequest {
  @Matches(DATE, { message: dateInvalid })
  date: string;

  @Matches(TIME, { message: timeInvalid })
  time: string;
}

/** POST /api/manage/find. */
export class FindBookingDto implements FindBookingRequest {
  @IsString()
  @Length(1, 40, { message: 'Please enter the booking reference from your e-mail, e.g. 254-K7Q2XM.' })
  reference: string;

  @IsString()
  @Length(1, 254, { message: 'Please enter the e-mail address or phone number you booked with.' })
  contact: string;
}
