import { DomainError } from '../domain/errors.js';

export class BlackoutNotFoundError extends DomainError {
  readonly code = 'BLACKOUT_NOT_FOUND';
  readonly kind = 'not-found';

  constructor() {
    super('Blackout not found');
  }
}
