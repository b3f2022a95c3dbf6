import { DomainError } from '../domain/errors.js';

/** The Twilio webhooks without Twilio settings: nothing could check who is calling. */
export class TextsOffError extends DomainError {
  readonly code = 'TEXTS_OFF';
  readonly kind = 'unavailable';

  constructor() {
    super('Texts are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
  }
}

/** A Twilio webhook request without Twilio's signature of its URL and parameters. */
export class InvalidTwilioSignatureError extends DomainError {
  readonly code = 'INVALID_TWILIO_SIGNATURE';
  readonly kind = 'forbidden';

  constructor() {
    super('The request is not signed by Twilio.');
  }
}

export class OutboxMessageNotFoundError extends DomainError {
  readonly code = 'OUTBOX_MESSAGE_NOT_FOUND';
  readonly kind = 'not-found';

  constructor() {
    super('Message not found.');
  }
}

/** "Send again" on a message that did not fail (it was sent, or is still waiting), or that cannot go again. */
export class MessageNotResendableError extends DomainError {
  readonly code = 'MESSAGE_NOT_RESENDABLE';
  readonly kind = 'conflict';
}
