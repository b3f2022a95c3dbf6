import { Matches } from 'class-validator';
import type { BookingPath } from '../../contracts/public-booking.contract.js';

export class BookingIdParam implements BookingPath {
  /** 'bk_' + 24 base64url characters; anything else cannot be a booking and is not looked up. */
  @Matches(/^bk_[A-Za-z0-9_-]{24}$/, { message: 'Booking not found' })
  id: string;
}

export interface CreateBookingHeaders {
  'idempotency-key'?: string;
  'accept-language'?: string;
}
