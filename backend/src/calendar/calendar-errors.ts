import { DomainError } from '../domain/errors.js';

/** A missing, wrong or revoked feed token; deliberately says nothing about which. */
export class CalendarTokenInvalidError extends DomainError {
  readonly code = 'CALENDAR_TOKEN_INVALID';
  readonly kind = 'unauthorized';

  constructor() {
    super('This calendar link is not valid. Create a new one in the dashboard.');
  }
}
