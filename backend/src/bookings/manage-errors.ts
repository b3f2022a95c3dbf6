import { DomainError } from '../domain/errors.js';
import type { TermsSay } from '../domain/cancellation-policy.js';
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

/** The API's English for why a booking cannot be cancelled or moved online; the screens word `reason` themselves. */
const NOT_ONLINE_MESSAGES: Partial<Record<TermsSay, string>> = {
  bookingCancelled: 'This booking is cancelled.',
  bookingCompleted: 'This booking is completed.',
  feesVary: 'Cancellation fees vary for this service; please call us to cancel.',
  planPurchaseNotCancellable: 'Plans are paid upfront and non-refundable, so a plan purchase cannot be cancelled online.',
  alreadyStarted: 'This booking has already started, so it can no longer be cancelled online. Please call us.',
  notMovableOnline: 'This booking cannot be moved online. Please call us to change it.',
  movableOnlyBefore: 'The time to move this booking online has passed. Please call us to change it.',
};

/** The customer may not cancel online (cancelled, completed, started, a plan purchase): `reason` says why. */
export class CancellationNotAllowedError extends DomainError {
  readonly code = 'CANCELLATION_NOT_ALLOWED';
  readonly kind = 'conflict';

  constructor(readonly reason: TermsSay) {
    super(NOT_ONLINE_MESSAGES[reason] ?? 'This booking cannot be cancelled online. Please call us.');
  }
}

/** The customer may not move the booking online (past the cut-off, cancelled, not a scheduled service): `reason` says why. */
export class MoveNotAllowedError extends DomainError {
  readonly code = 'MOVE_NOT_ALLOWED';
  readonly kind = 'conflict';

  constructor(readonly reason: TermsSay) {
    super(NOT_ONLINE_MESSAGES[reason] ?? 'This booking cannot be moved online. Please call us to change it.');
  }
}
