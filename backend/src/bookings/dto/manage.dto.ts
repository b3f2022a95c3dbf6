import { IsNumber, IsString, Min } from 'class-validator';
import type { CancelBookingRequest, ManagePath } from '../../contracts/manage.contract.js';

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
  expectedFee: number;
}
