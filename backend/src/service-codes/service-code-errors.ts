import { DomainError } from '../domain/errors.js';

export class ServiceCodeRejectedError extends DomainError {
  readonly code = 'SERVICE_CODE_REJECTED';
  readonly kind = 'invalid';
}

/** The code matches none: a guess, or a typo. Counted against the client's wrong codes. */
export class UnknownServiceCodeError extends ServiceCodeRejectedError {}

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
