import { DomainError } from '../domain/errors.js';

/** The card was refused; nothing was charged and the booking stays unpaid. `code` is the stable reason. */
export class PaymentDeclinedError extends DomainError {
  readonly kind = 'unprocessable';

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class PaymentAmountMismatchError extends DomainError {
  readonly code = 'PAYMENT_AMOUNT_MISMATCH';
  readonly kind = 'invalid';

  constructor() {
    super('The payment amount does not match the booking total.');
  }
}

export class BookingAlreadyPaidError extends DomainError {
  readonly code = 'BOOKING_ALREADY_PAID';
  readonly kind = 'conflict';

  constructor() {
    super('This booking is already paid.');
  }
}

export class BookingCancelledError extends DomainError {
  readonly code = 'BOOKING_CANCELLED';
  readonly kind = 'conflict';

  constructor() {
    super('This booking was cancelled and cannot be paid.');
  }
}

export class PaymentNotRequiredError extends DomainError {
  readonly code = 'PAYMENT_NOT_REQUIRED';
  readonly kind = 'conflict';

  constructor() {
    super('This booking does not require a card payment.');
  }
}

/** Another request for the same booking is talking to the card processor right now. */
export class PaymentInProgressError extends DomainError {
  readonly code = 'PAYMENT_IN_PROGRESS';
  readonly kind = 'conflict';

  constructor() {
    super('A payment for this booking is already being processed. Please wait a moment, then check the booking before trying again.');
  }
}

/** The processor did not answer (timeout, outage); the attempt is settled by lookup on the next try, never charged twice. */
export class PaymentOutcomePendingError extends DomainError {
  readonly code = 'PAYMENT_PROVIDER_UNAVAILABLE';
  readonly kind = 'unavailable';

  constructor() {
    super('We could not reach the card processor to confirm your payment. Please try again in a moment; you will not be charged twice.');
  }
}

/** A definite refusal that is our side's problem (credentials, configuration): nothing was charged. */
export class PaymentsUnavailableError extends DomainError {
  readonly code = 'PAYMENTS_UNAVAILABLE';
  readonly kind = 'unavailable';

  constructor() {
    super('Card payments are temporarily unavailable. You have not been charged. Please try again later or contact us.');
  }
}

/** Test mode outside production: only the documented test cards are accepted. */
export class TestCardRequiredError extends DomainError {
  readonly code = 'TEST_MODE_CARD_REQUIRED';
  readonly kind = 'invalid';

  constructor() {
    super('Card payments are in test mode: use the test card test-card-ok (or test-card-declined to see a decline).');
  }
}

/** No Square credentials in production: simulated payments would mark bookings paid for free. */
export class PaymentsNotConfiguredError extends DomainError {
  readonly code = 'PAYMENTS_NOT_CONFIGURED';
  readonly kind = 'unavailable';

  constructor() {
    super('Card payments are not set up yet. Please contact us to complete your booking.');
  }
}

export class InvalidWebhookSignatureError extends DomainError {
  readonly code = 'INVALID_WEBHOOK_SIGNATURE';
  readonly kind = 'unauthorized';

  constructor() {
    super('The webhook signature is not valid.');
  }
}

export class WebhooksNotConfiguredError extends DomainError {
  readonly code = 'WEBHOOKS_NOT_CONFIGURED';
  readonly kind = 'unavailable';

  constructor() {
    super('Payment webhooks are not configured.');
  }
}

export class InvalidWebhookEventError extends DomainError {
  readonly code = 'INVALID_WEBHOOK_EVENT';
  readonly kind = 'invalid';

  constructor() {
    super('The webhook body is not a Square event.');
  }
}

/** The owner's refund names a payment of another booking, or one that is not a card payment. */
export class PaymentNotRefundableError extends DomainError {
  readonly code = 'PAYMENT_NOT_REFUNDABLE';
  readonly kind = 'conflict';

  constructor() {
    super('Only a card payment of this booking can be refunded here. Give cash or a check back by hand.');
  }
}

/** The refund asked for more than is left of the payment after its earlier refunds. */
export class RefundExceedsPaymentError extends DomainError {
  readonly code = 'REFUND_EXCEEDS_PAYMENT';
  readonly kind = 'conflict';

  constructor(leftCents: number) {
    super(leftCents > 0 ? `At most $${(leftCents / 100).toFixed(2)} of this payment is left to refund.` : 'This payment has been refunded in full already.');
  }
}

const NOT_PAYABLE_MESSAGES = {
  paid: 'This booking is paid already.',
  cancelled: 'This booking was cancelled; it cannot be paid.',
  free: 'This booking costs nothing; there is nothing to pay.',
} as const;

/** Money received by hand, or a payment link, for a booking that is paid already, cancelled, or free. */
export class BookingNotPayableError extends DomainError {
  readonly code = 'BOOKING_NOT_PAYABLE';
  readonly kind = 'conflict';

  constructor(reason: 'paid' | 'cancelled' | 'free') {
    super(NOT_PAYABLE_MESSAGES[reason]);
  }
}
