import { DomainError } from '../domain/errors.js';

export class ServiceCodeRejectedError extends DomainError {
  readonly code = 'SERVICE_CODE_REJECTED';
  readonly kind = 'invalid';
}

export class DuplicateServiceCodeError extends DomainError {
  readonly code = 'DUPLICATE_SERVICE_CODE';
  readonly kind = 'conflict';

  constructor(code: string) {
    super(`The code "${code}" already exists. Please choose another code.`);
  }
}

export class ServiceCodeNotFoundError extends DomainError {
  readonly code = 'SERVICE_CODE_NOT_FOUND';
  readonly kind = 'not-found';

  constructor() {
    super('Service code not found');
  }
}
