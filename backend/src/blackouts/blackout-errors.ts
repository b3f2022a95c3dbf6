import type { BookingInTimeOff } from '../contracts/blackout.contract.js';
import { DomainError } from '../domain/errors.js';

export class BlackoutNotFoundError extends DomainError {
  readonly code = 'BLACKOUT_NOT_FOUND';
  readonly kind = 'not-found';

  constructor() {
    super('Blackout not found');
  }
}

/** Time off over live bookings, not confirmed: the owner sees them first (nothing is cancelled by time off). */
export class TimeOffOverBookingsError extends DomainError {
  readonly code = 'TIME_OFF_OVER_BOOKINGS';
  readonly kind = 'conflict';

  constructor(readonly bookings: BookingInTimeOff[]) {
    super(
      `${bookings.length === 1 ? '1 booking falls' : `${bookings.length} bookings fall`} inside this time off. They stay booked: cancel or move them, or add the time off anyway.`,
    );
  }
}
