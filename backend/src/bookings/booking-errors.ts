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

/**
 * An Idempotency-Key already used by another request: another body, or another client. Its booking is not this
 * request's to see, so nothing of it is answered.
 */
export class IdempotencyKeyReusedError extends DomainError {
  readonly code = 'IDEMPOTENCY_KEY_REUSED';
  readonly kind = 'unprocessable';

  constructor() {
    super('This Idempotency-Key was already used for another booking request. Send a new key with a new request.');
  }
}
