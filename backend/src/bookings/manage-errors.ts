import { DomainError } from '../domain/errors.js';
import { centsToDollars, formatUsd } from '../domain/money.js';

/**
 * A manage link that is wrong, expired or revoked. One fixed message for all of them, whether or not the token ever
 * existed: the answer tells nothing about other people's bookings.
 */
export class ManageLinkInvalidError extends DomainError {
  readonly code = 'MANAGE_LINK_INVALID';
  readonly kind = 'not-found';

  constructor() {
    super('This booking link does not work. It may have expired or been turned off. Use Find my booking to get a new one, or call or e-mail us.');
  }
}

/** The policy's fee moved since the customer saw it (a cut-off passed): nothing changed; they look and confirm again. */
export class CancellationFeeChangedError extends DomainError {
  readonly code = 'CANCELLATION_FEE_CHANGED';
  readonly kind = 'conflict';
  /** The fee now, in dollars. */
  readonly fee: number;

  constructor(feeCents: number) {
    super(`The cancellation fee has changed: it is now ${formatUsd(feeCents)}. Please review it and confirm again.`);
    this.fee = centsToDollars(feeCents);
  }
}

/** The customer may not cancel online (cancelled, completed, started, a plan purchase): the reason in plain words. */
export class CancellationNotAllowedError extends DomainError {
  readonly code = 'CANCELLATION_NOT_ALLOWED';
  readonly kind = 'conflict';
}

/** The customer may not move the booking online (past the cut-off, cancelled, not a scheduled service): why, in plain words. */
export class MoveNotAllowedError extends DomainError {
  readonly code = 'MOVE_NOT_ALLOWED';
  readonly kind = 'conflict';
}
