import { DomainError } from '../domain/errors.js';

export class BookingNotFoundError extends DomainError {
  readonly code = 'BOOKING_NOT_FOUND';
  readonly kind = 'not-found';

  constructor() {
    super('Booking not found');
  }
}
