import { DomainError } from '../domain/errors.js';

/** Plan purchases have no date: there is no slot to move them to. */
export class BookingNotSchedulableError extends DomainError {
  readonly code = 'BOOKING_NOT_SCHEDULABLE';
  readonly kind = 'invalid';

  constructor() {
    super('This booking has no service date to change.');
  }
}
