import { DomainError } from '../domain/errors.js';

/** A JSON body nested deeper than any form sends; see MAX_JSON_DEPTH in json-body-parser.ts. */
export class BodyTooDeepError extends DomainError {
  readonly code = 'BODY_TOO_DEEP';
  readonly kind = 'invalid';

  constructor(maxDepth: number) {
    super(`The request body is nested too deeply (at most ${maxDepth} levels).`);
  }
}

/** U+0000 in a body string or key, a query string or a path: PostgreSQL text cannot hold it, and no form sends it. */
export class NulCharacterError extends DomainError {
  readonly code = 'NUL_CHARACTER';
  readonly kind = 'invalid';

  constructor() {
    super('Text must not contain the NUL character (U+0000).');
  }
}
