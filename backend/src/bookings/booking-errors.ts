import { DomainError } from '../domain/errors.js';

export class BookingNotFoundError extends DomainError {
  readonly code = 'BOOKING_NOT_FOUND';
  readonly kind = 'not-found';

  constructor() {
    super('Booking not found');
  }
}

export class TooManyUnpaidHoldsError extends DomainError {
  readonly code = 'TOO_MANY_UNPAID_BOOKINGS';
  readonly kind = 'rate-limited';

  constructor() {
    super(
      'You already have bookings waiting for payment. Please pay for them, or wait a few minutes until their time slots are released, before booking again.',
    );
  }
}
