import { DomainError } from '../domain/errors.js';

export class CustomerNotFoundError extends DomainError {
  readonly code = 'CUSTOMER_NOT_FOUND';
  readonly kind = 'not-found';

  constructor() {
    super('Customer Not Found');
  }
}
